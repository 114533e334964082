import { assign, setup } from 'xstate';
import type { StateMeta } from './flowHost';
import type { AnswersByStep, FlowEngineModule } from './engine';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';

/**
 * A card member links their account to their partner (SB) ID (SPEC 2.6 /member/setting/sbidlinkage): the partner's
 * certification (its mobile number, the application's step), the permission to receive the partner's data (the
 * application's consent), then linked. No confirm page: the permission is the member's last word. The status page
 * (/status, not a state) shows the link and undoes it; a member already linked is refused at the entry, and so is every member while the feature flags
 * withdraw the linkage (`sbIdLinkage` off or `sbIdLinkageRollback` on, as for the application's: flows/applyRules.ts). The pages
 * are smartphone pages: a PC browser is shown /pc instead (routing/guardsPageRules.ts).
 */
type StepAnswers = Readonly<Record<string, unknown>>;
type StepId = 'sbIdLinkageCertification' | 'sbIdLinkagePermission';

interface PartnerIdLinkageContext {
  readonly answers: Readonly<Partial<Record<StepId, StepAnswers>>>;
}

type PartnerIdLinkageEvent = { type: 'step.next'; answers: StepAnswers } | { type: 'flow.submit' };

const BASE = '/member/setting/sbidlinkage';

export const partnerIdLinkageMachine = setup({
  types: {
    context: {} as PartnerIdLinkageContext,
    events: {} as PartnerIdLinkageEvent,
  },
  actions: {
    saveAnswers: assign(({ context, event }, params: { step: StepId }) => ({
      answers: { ...context.answers, [params.step]: event.type === 'step.next' ? event.answers : {} },
    })),
  },
}).createMachine({
  id: 'partnerIdLinkage',
  initial: 'sbIdLinkageCertification',
  context: { answers: {} },
  states: {
    sbIdLinkageCertification: {
      meta: { route: `${BASE}/certification`, schema: 'partnerIdLinkage/sbIdLinkageCertification', counted: true } satisfies StateMeta,
      on: {
        'step.next': { target: 'sbIdLinkagePermission', actions: { type: 'saveAnswers', params: { step: 'sbIdLinkageCertification' } } },
      },
    },
    sbIdLinkagePermission: {
      meta: { route: `${BASE}/permission`, schema: 'partnerIdLinkage/sbIdLinkagePermission', counted: true } satisfies StateMeta,
      on: { 'step.next': { target: 'complete', actions: { type: 'saveAnswers', params: { step: 'sbIdLinkagePermission' } } } },
    },
    complete: {
      type: 'final',
      meta: { route: `${BASE}/complete`, schema: 'partnerIdLinkage/complete', counted: false, page: 'result' } satisfies StateMeta,
    },
  },
});

/** One path, nothing to clear. */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: partnerIdLinkageMachine, clear: keepAll };

export const flow = defineFlow({
  id: 'partnerIdLinkage',
  roles: ['member'],
  subject: 'member',
  // The flow's pages only: the status, error and PC pages beside them are pages of their own (src/routes/routes.tsx).
  routes: [`${BASE}/certification`, `${BASE}/permission`, `${BASE}/complete`],
  // Undone on the status page, the link may be made again.
  repeatable: true,
  // The partner could not certify the number (or did not answer): the linkage's own failure page, which leads back.
  errorRoute: `${BASE}/error`,
});

/** The partner's mobile number as members type it (the server prefills the registered one), and the consent. */
export const examples = defineExamples({
  answers: {
    sbIdLinkageCertification: [{ sbIdLinkageMobNum: '090-1357-2468' }],
    sbIdLinkagePermission: [{ sbIdLinkageConsent: true }],
  },
  inputs: { '': {} },
  story: {
    answers: { sbIdLinkageCertification: { sbIdLinkageMobNum: '09013572468' }, sbIdLinkagePermission: { sbIdLinkageConsent: true } },
    resultData: { linkedAt: '2026年11月27日 10時00分' },
  },
});
