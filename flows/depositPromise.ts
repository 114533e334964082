import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/** A promise to pay an unpaid bill by a day (SPEC 2.6 /member/deposit-promise, 5.3 transfer date). */
export const depositPromiseSpec: LinearFlowSpec = {
  id: 'depositPromise',
  base: '/member/deposit-promise',
  steps: [{ id: 'promise', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(depositPromiseSpec);

export const flow = defineFlow({
  id: 'depositPromise',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/deposit-promise'],
  repeatable: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    promise: [
      { depositPromiseDate: '20301130', depositAmount: '52300' },
      { depositPromiseDate: '2030/12/01', depositAmount: '１０,０００' },
    ],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: { promise: { depositPromiseDate: '20301130', depositAmount: '52300' } },
    resultData: { promisedOn: '2030年11月30日', amount: '52,300円' },
  },
});
