import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

/** Automatic revolving on or off (SPEC 2.6 /member/revo/auto and auto/confirm). */
export const revoAutoSpec: LinearFlowSpec = {
  id: 'revoAuto',
  base: '/member/revo/auto',
  steps: [{ id: 'auto', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoAutoSpec);

export const flow = defineFlow({
  id: 'revoAuto',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/revo/auto'],
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { auto: [{ autoRevolving: '1' }] },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { autoRevolving: '自動リボを利用する' },
  },
});
