import { CardType } from '../enums/card';
import { isSbRoute, linksPartnerId, partnerIdLinkageSteps } from './partnerLinkage';
import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput, sbPartnerMemberInput, sbShopMemberInput } from './exampleInputs';
import { SECRET_MARKER } from '../schemas/secrets';

type Facts = Readonly<Record<string, unknown>>;

/** Colour and face are chosen for a regular card only (SPEC 2.7): a gold card has its own face (enums/cardDesigns.ts goldFace). */
const isRegular = (facts: Facts): boolean => facts['cardType'] === CardType.Regular;
const isGold = (facts: Facts): boolean => facts['cardType'] === CardType.Gold;

/**
 * Another card for a member (SPEC 2.6 /member/setting/multiple-card: accept-permission, entry/card-type,
 * entry/card-brand, entry/card-design-color, entry/card-design, entry/pin-number, entry/purpose, confirm, complete;
 * the top and the review status are pages of their own). The SPEC 2.7 step
 * guards are the machine's order: a step is on the path only once the steps before it are answered (brand after a
 * card type, colour and face after a brand and only for a regular card, PIN after a face (a gold card's own), purpose
 * after the PIN, confirm after all), so a step entered without its preconditions is refused (4006, the illegal-operation
 * screen) as every step the machine has not reached. A member who came by a partner landing (campaign code or shop
 * id, kept with the draft's first save as for the application) links the partner ID first (certification, permission)
 * and reads the attention page before the confirm; a gold card on the SB route adds the communication-fee choice
 * (SPEC 2.7: payment needs gold, the attributes and the purposes).
 */
export const multipleCardSpec: LinearFlowSpec = {
  id: 'multipleCard',
  base: '/member/setting/multiple-card',
  steps: [
    { id: 'acceptPermission', path: 'accept-permission', counted: false },
    ...partnerIdLinkageSteps('sb-id-linkage'),
    { id: 'cardType', path: 'entry/card-type' },
    { id: 'cardBrand', path: 'entry/card-brand' },
    { id: 'cardDesignColor', path: 'entry/card-design-color', when: isRegular },
    { id: 'cardDesign', path: 'entry/card-design', when: isRegular },
    { id: 'pin', path: 'entry/pin-number' },
    { id: 'purpose', path: 'entry/purpose' },
    { id: 'sbIdLinkageAttention', path: 'entry/sb-id-linkage-attention', when: linksPartnerId, whenByInput: true },
    { id: 'sbPayment', path: 'entry/sb-payment', when: [isGold, isSbRoute] },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(multipleCardSpec);

export const flow = defineFlow({
  id: 'multipleCard',
  roles: ['member'],
  subject: 'member',
  // The top and the review status are pages of their own (src/pages/cardPlans), beside the flow's.
  routes: [
    '/member/setting/multiple-card/accept-permission',
    '/member/setting/multiple-card/sb-id-linkage',
    '/member/setting/multiple-card/entry',
    '/member/setting/multiple-card/confirm',
    '/member/setting/multiple-card/complete',
  ],
  repeatable: true,
  // A new card is new credit (not for a minor, code 2) sent by post (code 3), SPEC 6.
  unavailableTo: ['minor', 'noAddress'],
  needsValidResidence: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 * A regular Mastercard in black, and a gold Mastercard (its own face: no colour or face page).
 */
export const examples = defineExamples({
  answers: {
    acceptPermission: [{ agreeTerms: true }],
    cardType: [{ cardType: '0' }, { cardType: '1' }],
    cardBrand: [{ brandCode: '2' }],
    cardDesignColor: [{ cardColor: 'black' }],
    cardDesign: [{ faceCode: '005' }],
    pin: [{ pinNumber: '7294', pinNumberConfirm: '7294' }],
    purpose: [{ cardPurposeType: '1' }],
    // The partner route (a partner landing): the linked number, the consent, the attention read, the fee choice.
    sbIdLinkageCertification: [{ sbIdLinkageMobNum: '090-1357-2468' }],
    sbIdLinkagePermission: [{ sbIdLinkageConsent: true }],
    sbIdLinkageAttention: [{ sbIdLinkageAttentionRead: true }],
    sbPayment: [{ sbCommunicationFeeSelect: '1' }, { sbCommunicationFeeSelect: '0' }],
  },
  inputs: {
    '': cardSettingInput,
    'the SB partner route': sbPartnerMemberInput,
    'an SB shop, no linkage': sbShopMemberInput,
  },
  story: {
    answers: {
      acceptPermission: { agreeTerms: true },
      cardType: { cardType: '0' },
      cardBrand: { brandCode: '2' },
      cardDesignColor: { cardColor: 'black' },
      cardDesign: { faceCode: '005' },
      pin: { pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER },
      purpose: { cardPurposeType: '1' },
    },
    resultData: { cardName: 'Mastercard 一般カード', reviewStatus: '審査中' },
  },
});
