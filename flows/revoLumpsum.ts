import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

/** The revolving balance paid in one sum at the next payment date (SPEC 2.6 /member/revo/lumpsum). */
export const revoLumpsumSpec: LinearFlowSpec = {
  id: 'revoLumpsum',
  base: '/member/revo/lumpsum',
  steps: [{ id: 'lumpsum', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoLumpsumSpec);

export const flow = defineFlow({
  id: 'revoLumpsum',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/revo/lumpsum'],
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { lumpsum: [{ agreeLumpSum: true }] },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { amount: '32,000円' },
  },
});
