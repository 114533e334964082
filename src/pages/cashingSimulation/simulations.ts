/**
 * The places the repayment simulation is offered (issue 17), each with its own address, starting rate and words:
 * the public cashing simulation (SPEC 2.4, and its old addresses), the member's cashing simulation (SPEC 2.6
 * /member/setting/cashing/simulation and /result) and the member's revolving simulation (/member/revo/simulation;
 * its result's address is ours, the SPEC shows none). One step schema, one schedule module, one pair of pages.
 */
export interface Simulation {
  readonly input: string;
  readonly result: string;
  /** The rate the form starts from (percent): ours for the service the simulation is about. */
  readonly rate: string;
  /** Replacements for the step's heading, lead and amount label where the words differ from the public page's. */
  readonly title?: string;
  readonly description?: string;
  readonly usageTitle?: string;
  readonly back?: { readonly label: string; readonly to: string };
}

export const SIMULATIONS: readonly Simulation[] = [
  { input: '/cashing/simulation', result: '/cashing/simulation/result', rate: '18.0' },
  { input: '/cashing/simulation/old', result: '/cashing/simulation/result/old', rate: '18.0' },
  {
    input: '/member/setting/cashing/simulation',
    result: '/member/setting/cashing/simulation/result',
    rate: '18.0',
    description: 'お借入れの金額と毎月のご返済額から、ご返済の回数と総額の目安を計算します。当社のキャッシングは実質年率18.0%です。',
    back: { label: 'キャッシングのトップへ', to: '/member/setting/cashing/top' },
  },
  {
    input: '/member/revo/simulation',
    result: '/member/revo/simulation/result',
    rate: '15.0',
    title: 'リボ払いのシミュレーション',
    description:
      'リボ払いにするご利用金額と毎月のお支払い金額から、お支払いの回数と総額の目安を計算します。当社のリボ払いの手数料は実質年率15.0%です。',
    usageTitle: 'リボ払いにするご利用金額',
    back: { label: 'リボ払いのトップへ', to: '/member/revo/top' },
  },
];

/** The simulation a page's address belongs to (its input or its result page); the public one otherwise. */
export function simulationAt(pathname: string): Simulation {
  const path = pathname.replace(/\/+$/, '');
  return SIMULATIONS.find((simulation) => simulation.input === path || simulation.result === path) ?? SIMULATIONS[0]!;
}
