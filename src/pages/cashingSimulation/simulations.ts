import type { CashingSimulationStepId } from '../../../schemas/generated/cashingSimulation';
import { loanWords, purchaseWords, type ScheduleWords } from './messages';

/**
 * The places the repayment simulation is offered (issue 17), each with its own address, starting rate and words:
 * the public cashing simulation (SPEC 2.4, and its old addresses), the member's cashing simulation (SPEC 2.6
 * /member/setting/cashing/simulation and /result) and the member's revolving simulation (/member/revo/simulation;
 * its result's address is ours, the SPEC shows none). One schedule module and one pair of pages; the revolving
 * simulation has a step of its own (`schemas/cashingSimulation/revo.json`), with the same rules, so its labels and
 * the messages made from them speak of a purchase paid, not of a loan repaid.
 */
export interface Simulation {
  readonly input: string;
  readonly result: string;
  /** The step whose schema and validator the page draws and checks with. */
  readonly step: CashingSimulationStepId;
  /** The rate the form starts from (percent): ours for the service the simulation is about. */
  readonly rate: string;
  /** The result's words: a loan's or a purchase's. */
  readonly words: ScheduleWords;
  /** A lead that replaces the step's own where the place's differs (no 「ログインは不要です」 once logged in). */
  readonly description?: string;
  readonly back?: { readonly label: string; readonly to: string };
}

export const SIMULATIONS: readonly Simulation[] = [
  { input: '/cashing/simulation', result: '/cashing/simulation/result', step: 'input', rate: '18.0', words: loanWords },
  { input: '/cashing/simulation/old', result: '/cashing/simulation/result/old', step: 'input', rate: '18.0', words: loanWords },
  {
    input: '/member/setting/cashing/simulation',
    result: '/member/setting/cashing/simulation/result',
    step: 'input',
    rate: '18.0',
    words: loanWords,
    description: 'お借入れの金額と毎月のご返済額から、ご返済の回数と総額の目安を計算します。当社のキャッシングは実質年率18.0%です。',
    back: { label: 'キャッシングのトップへ', to: '/member/setting/cashing/top' },
  },
  {
    input: '/member/revo/simulation',
    result: '/member/revo/simulation/result',
    step: 'revo',
    rate: '15.0',
    words: purchaseWords,
    back: { label: 'リボ払いのトップへ', to: '/member/revo/top' },
  },
];

/** The simulation a page's address belongs to (its input or its result page); the public one otherwise. */
export function simulationAt(pathname: string): Simulation {
  const path = pathname.replace(/\/+$/, '');
  return SIMULATIONS.find((simulation) => simulation.input === path || simulation.result === path) ?? SIMULATIONS[0]!;
}
