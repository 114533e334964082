import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

/** A cash advance transferred to the member's account and repaid in one payment (SPEC 2.6 /member/setting/cashing/net, net/confirm). */
export const cashingNetSpec: LinearFlowSpec = {
  id: 'cashingNet',
  base: '/member/setting/cashing/net',
  steps: [{ id: 'amount', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(cashingNetSpec);

export const flow = defineFlow({
  id: 'cashingNet',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/cashing/net'],
  repeatable: true,
  // Cash advances are not lent to minors (SPEC 6, code 2).
  unavailableTo: ['minor'],
  needsCardInUse: true,
  needsValidResidence: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { amount: [{ cashingAmount: '30000' }, { cashingAmount: '１０,０００' }] },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { amount: '30,000円' },
  },
});
