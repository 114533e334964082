import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * Lost or stolen cards stopped at once (SPEC 2.6 /member/setting/card-suspension + /confirm, SPEC 3.1 card-suspension
 * working data: loss by default; the member's cards in use and the family cards under them, suspensionCardInfoList,
 * each stopped or not and reissued or not, applyCardReissue). The selected card, the one the member top shows, starts
 * ticked in both lists (server/memberSettings/cardSuspension.ts).
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
 * Issue 16: the card's life. A suspension stops the lost or stolen cards (and may ask for new ones),
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

const [visa, family] = cardSettingInput.suspensionCardOptions;

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 * Both cards lost, only the member's own reissued; the member's card stolen without a new one (issue 16, 35).
 */
export const examples = defineExamples({
  answers: {
    setting: [
      { cardSuspensionStatus: '3', suspensionCardInfoList: [visa.const, family.const], applyCardReissue: [visa.const] },
      { cardSuspensionStatus: '4', suspensionCardInfoList: [visa.const] },
    ],
  },
  inputs: { '': cardSettingInput },
  story: {
    resultData: {
      lossType: '紛失',
      suspendedCards: `${visa.title}、${family.title}`,
      reissue: `${visa.title}の再発行を受け付けました（1〜2週間ほどでご登録の住所にお届けします）`,
    },
  },
});
