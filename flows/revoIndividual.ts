import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

/** One purchase of this month's open statement made revolving (SPEC 2.6 /member/revo/select, individual/confirm). */
export const revoIndividualSpec: LinearFlowSpec = {
  id: 'revoIndividual',
  base: '/member/revo',
  steps: [{ id: 'select', path: 'select' }],
  confirm: { id: 'confirm', path: 'individual/confirm' },
  results: [{ id: 'complete', path: 'individual/complete' }],
};

export const engine = linearEngine(revoIndividualSpec);

export const flow = defineFlow({
  id: 'revoIndividual',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/revo/select', '/member/revo/individual'],
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { select: [{ lineId: '101' }, { lineId: '102' }] },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { amount: '89,800円', shopName: 'カメラのキタムラ' },
  },
});
