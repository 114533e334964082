import { linearEngine } from './linearFlow';
import { optionRevoSpec } from './optionServices';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

export const engine = linearEngine(optionRevoSpec);

export const flow = defineFlow({
  id: 'optionRevo',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/revo'],
  schemas: 'revoCourse',
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { course: [{ revolvingPayment: '10000' }] },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { revolvingPayment: '10,000円' },
  },
});
