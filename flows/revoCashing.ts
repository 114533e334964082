import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

/** A cash advance repaid by revolving (SPEC 2.6 revo cashing input, confirm, complete), reachable only through the revo top (registry `priorRoute`). */
export const revoCashingSpec: LinearFlowSpec = {
  id: 'revoCashing',
  base: '/member/revo/cashing',
  steps: [{ id: 'amount', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoCashingSpec);

export const flow = defineFlow({
  id: 'revoCashing',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/revo/cashing'],
  repeatable: true,
  priorRoute: 'revoTop',
  // Cash advances are not lent to minors (SPEC 6, code 2).
  unavailableTo: ['minor'],
  needsCardInUse: true,
  needsValidResidence: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { amount: [{ cashingAmount: '50000' }, { cashingAmount: '１００,０００' }] },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { amount: '50,000円' },
  },
});
