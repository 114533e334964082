import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * A lost or stolen card stopped at once (SPEC 2.6 /member/setting/card-suspension + /confirm, SPEC 3.1 card-suspension
 * working data: loss by default, a new card asked by default). Decision: the suspension is of the selected card, the
 * one the member top shows, as every other card flow; a member who lost several cards stops each from its own top.
 */
export const cardSuspensionSpec: LinearFlowSpec = {
  id: 'cardSuspension',
  base: '/member/setting/card-suspension',
  steps: [{ id: 'setting', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(cardSuspensionSpec);

/**
 * Issue 16: the card's life. A suspension stops the selected card for loss or theft (and may ask for a new one),
 * a reissue replaces a damaged one behind the SMS check;
 * a withdrawal ends the membership, after which the member is a former member — who may still read its result.
 */
export const flow = defineFlow({
  id: 'cardSuspension',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/card-suspension'],
  repeatable: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 * Lost with a new card asked for, stolen without one (issue 16).
 */
export const examples = defineExamples({
  answers: {
    setting: [
      { cardSuspensionStatus: '3', applyCardReissue: true },
      { cardSuspensionStatus: '4', applyCardReissue: false },
    ],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: { setting: { cardSuspensionStatus: '3', applyCardReissue: true } },
    resultData: { lossType: '紛失', reissue: '再発行を受け付けました（1週間ほどでご登録の住所にお届けします）' },
  },
});
