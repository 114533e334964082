import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * A new card for a damaged or unreadable one (SPEC 2.6 /member/setting/reissue + /confirm, behind the SMS check of
 * SPEC 2.7): the reason, confirm, complete; a card already being reissued is refused with its screen (SPEC 8.2).
 */
export const cardReissueSpec: LinearFlowSpec = {
  id: 'cardReissue',
  base: '/member/setting/reissue',
  steps: [{ id: 'reason', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(cardReissueSpec);

export const flow = defineFlow({
  id: 'cardReissue',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/reissue'],
  repeatable: true,
  smsRequired: true,
  // The new card is sent by post (SPEC 6, code 3).
  unavailableTo: ['noAddress'],
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: { reason: [{ reissueReason: '1' }, { reissueReason: '9' }] },
  inputs: { '': cardSettingInput },
  story: {
    answers: { reason: { reissueReason: '1' } },
    resultData: { reissueReason: 'カードの破損・汚れ', deliveredTo: '〒100-0001 東京都千代田区千代田１－１' },
  },
});
