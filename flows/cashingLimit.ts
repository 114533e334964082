import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { readWholeNumber } from '../validators/integers';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardPlanInput } from './exampleInputs';

/**
 * The cashing limit changed (SPEC 2.6 /member/setting/cashing/confirm; its input page `limit` is ours, the SPEC does
 * not show one): a lower limit applies at once (complete), a higher one is examined (underReview), as a Japanese
 * issuer must look at the member's means before it lends more (貸金業法's total-volume rule).
 */
export const cashingLimitSpec: LinearFlowSpec = {
  id: 'cashingLimit',
  base: '/member/setting/cashing',
  steps: [{ id: 'limit', path: 'limit' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [
    { id: 'complete', path: 'complete' },
    { id: 'underReview', path: 'under-review' },
  ],
  result: (answers, input) =>
    (readWholeNumber(answers['cashingLimit']) ?? 0) > (readWholeNumber(input['currentCashingLimit']) ?? 0) ? 'underReview' : 'complete',
};

export const engine = linearEngine(cashingLimitSpec);

export const flow = defineFlow({
  id: 'cashingLimit',
  roles: ['member'],
  subject: 'card',
  routes: [
    '/member/setting/cashing/limit',
    '/member/setting/cashing/confirm',
    '/member/setting/cashing/complete',
    '/member/setting/cashing/under-review',
  ],
  repeatable: true,
  // Cash advances are not lent to minors (SPEC 6, code 2).
  unavailableTo: ['minor'],
  needsCardInUse: true,
  needsValidResidence: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 * A lower limit applies at once, a higher one is examined: both results.
 * The first answers are the member's the confirm pages and the stories read back (a higher limit, examined; other borrowing).
 */
export const examples = defineExamples({
  answers: { limit: [{ cashingLimit: '300000' }, { cashingLimit: '0' }] },
  inputs: { '': cardPlanInput },
  story: {
    resultData: { cashingLimit: '30万円' },
  },
});
