import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

/** Changing the revolving course's monthly payment (SPEC 2.6 /member/revo/course): the new amount, confirm, done. */
export const revoCourseSpec: LinearFlowSpec = {
  id: 'revoCourse',
  base: '/member/revo/course',
  steps: [{ id: 'course', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(revoCourseSpec);

/**
 * Issue 17: how the selected card is paid back. Each is a linear flow (flows/linearFlow.ts) over the card's
 * payment facts (server/cardPlans), whose completion records a card_plan_changes row.
 */
export const flow = defineFlow({
  id: 'revoCourse',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/revo/course'],
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { course: [{ revolvingPayment: '10000' }, { revolvingPayment: '３,０００' }] },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { revolvingPayment: '10,000円' },
  },
});
