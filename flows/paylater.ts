import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';

/**
 * あと払い on or off for the selected card (SPEC 2.6 /member/paylater; SPEC 3.1 autoPaylaterFlg, which the application
 * asks at its autoPaylater step). SPEC names the page only; our decision, as the application's step says it: with
 * あと払い on, what the member pays in the payment app is charged to this card and paid with its next bill; the app
 * charges one card, so setting it on one card releases the member's other card (said on the page, which names it).
 * Turning it on asks for consent to the pay-later terms; a stopped or not yet activated card is refused before the
 * page, each on its own screen (server/memberSettings/paylater.ts). The confirm and complete pages are ours: SPEC lists the one address.
 */
export const paylaterSpec: LinearFlowSpec = {
  id: 'paylater',
  base: '/member/paylater',
  steps: [{ id: 'setting', path: '' }],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(paylaterSpec);

export const flow = defineFlow({
  id: 'paylater',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/paylater'],
  repeatable: true,
});

/** The input the server builds for the card (server/memberSettings/paylater.ts): a card in use, あと払い off. */
const cardInUse = { cardStatus: '0', activated: '1', currentAutoPaylaterFlg: '0' } as const;

/**
 * The answers members give (the first: the example member's, who turns it on and consents), walked from that input.
 */
export const examples = defineExamples({
  answers: { setting: [{ autoPaylaterFlg: '1', paylaterConsent: true }, { autoPaylaterFlg: '0' }] },
  inputs: { '': cardInUse },
  story: {
    facts: { currentPaylaterText: '設定していません', otherPaylaterCard: 'Mastercard（末尾5678）' },
    resultData: { autoPaylaterFlg: '設定する', releasedCard: 'Mastercard（末尾5678）' },
  },
});
