import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/** Whether the app shows the card's balance (SPEC 2.6 /member/setting/display-balance). */
export const displayBalanceSpec: LinearFlowSpec = {
  id: 'displayBalance',
  base: '/member/setting/display-balance',
  steps: [{ id: 'setting', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(displayBalanceSpec);

export const flow = defineFlow({
  id: 'displayBalance',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/display-balance'],
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { setting: [{ displayBalance: '0' }, { displayBalance: '1' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { setting: { displayBalance: '0' } },
    resultData: { displayBalance: '表示しない' },
  },
});
