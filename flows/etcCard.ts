import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/** ETC cards added to the card (SPEC 2.6 /member/setting/etc-card). */
export const etcCardSpec: LinearFlowSpec = {
  id: 'etcCard',
  base: '/member/setting/etc-card',
  steps: [{ id: 'request', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(etcCardSpec);

export const flow = defineFlow({
  id: 'etcCard',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/etc-card'],
  repeatable: true,
  needsCardInUse: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { request: [{ etcCardCount: '1' }, { etcCardCount: '2' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { request: { etcCardCount: '1' } },
    resultData: { etcCards: '1枚' },
  },
});
