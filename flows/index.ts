import type { FlowRole, FlowSubject } from './flowHost';
import type { FlowEngineModule } from './engine';
import type { FlowFormModule } from '../schemas/stepForm';

/**
 * The flow registry (DESIGN.md "One host for every flow"): one entry per flow, light enough for the browser. Its
 * schemas and validators (`form`) and its machine (`engine`) load on demand, each its own chunk; the server-side
 * parts are named, not imported: `server/flows/inputs.ts`, `checks.ts` and `effects.ts` hold them under these names.
 */
export interface FlowEntry {
  readonly id: string;
  /** Who may run it; anyone else is answered 403. */
  readonly roles: readonly FlowRole[];
  /** What one draft is about: one draft per owner and subject. */
  readonly subject: FlowSubject;
  /** URL prefixes of the flow's pages; across flows the longest matching prefix wins (`flowForRoute`). */
  readonly routes: readonly string[];
  readonly form: () => Promise<{ readonly form: FlowFormModule }>;
  readonly engine: () => Promise<{ readonly engine: FlowEngineModule }>;
  /** The machine-input builder (server/flows/inputs.ts); without one the machine starts from `{}`. */
  readonly input?: string;
  /** Server checks by step state (server/flows/checks.ts): facts a schema cannot know. */
  readonly checks?: Readonly<Record<string, string>>;
  /** The completion effect (server/flows/effects.ts): writes the result to the flow's domain table. */
  readonly effect?: string;
  /**
   * Done is not final: the member may run the flow again (a second credit-limit request months later). The view of
   * a done draft offers the first step beside the result (`restartRoute`), and a save of the first step drawn from
   * the done version starts a new run over the same draft row; the finished run stays in the domain table its
   * effect wrote. Without it a done draft answers only its result (an application is made once).
   */
  readonly repeatable?: boolean;
}

/** Types one registry entry. */
export const defineFlow = (entry: FlowEntry): FlowEntry => entry;

export const flowRegistry: readonly FlowEntry[] = [
  defineFlow({
    id: 'apply',
    roles: ['applicant'],
    subject: 'none',
    routes: ['/apply'],
    form: () => import('../schemas/applyForm'),
    engine: () => import('./applyEngine'),
    input: 'applyLanding',
    checks: {
      smsAuthentication: 'applyMobileVerified',
      designColor: 'cardColourOffered',
      design: 'cardDesignOffered',
      residenceFrontUpload: 'residenceFrontPhotoOwn',
      residenceBackUpload: 'residenceBackPhotoOwn',
      familyCardSelect: 'familyCardsWithinLimit',
    },
    effect: 'applicationSubmitted',
  }),
  defineFlow({
    id: 'bank',
    roles: ['applicant'],
    subject: 'none',
    routes: ['/apply/banklist', '/apply/bank'],
    form: () => import('../schemas/bankForm'),
    engine: () => import('./bankEngine'),
    input: 'bankApplicant',
    checks: { bankList: 'zenginBank', bankDetail: 'zenginBranch' },
    effect: 'bankAccountRegistered',
  }),
  // SPEC 2.6: the selected card's credit limit, raised (examined) or reduced (at once); both write credit_limit_requests.
  defineFlow({
    id: 'balanceRaise',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/balance-raise'],
    form: () => import('../schemas/balanceRaiseForm'),
    engine: () => import('./balanceRaiseEngine'),
    input: 'selectedCard',
    checks: { purpose: 'noRaiseUnderExamination' },
    effect: 'creditLimitRaiseRequested',
    repeatable: true,
  }),
  defineFlow({
    id: 'balanceReduce',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/balance-reduce'],
    form: () => import('../schemas/balanceReduceForm'),
    engine: () => import('./balanceReduceEngine'),
    input: 'selectedCard',
    effect: 'creditLimitReduced',
    repeatable: true,
  }),
  defineFlow({
    id: 'mailSetting',
    roles: ['member'],
    subject: 'member',
    routes: ['/member/mail/setting'],
    form: () => import('../schemas/mailSettingForm'),
    engine: () => import('./mailSettingEngine'),
    input: 'memberMail',
    checks: { mailAddress: 'mailAddressChanged' },
    effect: 'memberMailChanged',
    repeatable: true,
  }),
];

export function findFlow(id: string): FlowEntry | undefined {
  return flowRegistry.find((entry) => entry.id === id);
}

/** The flow whose pages a URL path is: the entry with the longest route prefix the path starts with. */
export function flowForRoute(path: string, registry: readonly FlowEntry[] = flowRegistry): FlowEntry | undefined {
  let best: { entry: FlowEntry; length: number } | undefined;
  for (const entry of registry) {
    for (const prefix of entry.routes) {
      // A whole path segment: `/apply/banklist` is not under `/apply/bank`.
      const matches = path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}
