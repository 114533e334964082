import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { partnerIdLinkageSteps } from './partnerLinkage';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput, cardWithFamilyInput, sbPartnerMemberInput, sbPartnerWithFamilyInput } from './exampleInputs';
import { GOLD_FAMILY_CARD_MAX } from '../enums/family';

const familyCardsOf = (facts: Readonly<Record<string, unknown>>): number => Number(facts['familyCards'] ?? 0);

/** The card has family cards (the machine input's count), which move to the gold card with it. */
const hasFamilyCards = (facts: Readonly<Record<string, unknown>>): boolean => familyCardsOf(facts) > 0;

/** More family cards than a gold card holds (SPEC 9: 3): the member chooses the ones carried over. */
const familyCardsOverGoldLimit = (facts: Readonly<Record<string, unknown>>): boolean => familyCardsOf(facts) > GOLD_FAMILY_CARD_MAX;

/**
 * A regular card upgraded to gold (SPEC 2.6 /member/setting/gold-card: entry, accept-permission, family-card,
 * family-card/error, family-card/change, confirm, under-review): examined, so it ends under review and the card stays
 * as it is until the result, which its page follows. The family cards move with it (family-card confirms the ones that move): a
 * card with more than a gold card holds (3, SPEC 9) is first told they cannot all move (family-card/error, the gold
 * family card limit) and chooses up to three to carry over (family-card/change), the others ending at the approval
 * (issue 35). A member who came by a partner's link links the partner ID after the
 * terms (SPEC 2.6 sbidlinkage certification and permission), as for another card. The landing page about the gold
 * card (/lp) is a page of its own (src/pages/cardPlans/GoldCardLpPage.tsx) leading here.
 */
export const goldUpgradeSpec: LinearFlowSpec = {
  id: 'goldUpgrade',
  base: '/member/setting/gold-card',
  steps: [
    { id: 'entry', path: '' },
    { id: 'acceptPermission', path: 'accept-permission', counted: false },
    ...partnerIdLinkageSteps('sbidlinkage'),
    // Over the limit: told so, then the choice, then the confirmation of the ones chosen (the family-card page).
    { id: 'familyCardLimit', path: 'family-card/error', when: [hasFamilyCards, familyCardsOverGoldLimit], whenByInput: true },
    { id: 'familyCardChange', path: 'family-card/change', when: [hasFamilyCards, familyCardsOverGoldLimit], whenByInput: true },
    { id: 'familyCards', path: 'family-card', when: hasFamilyCards, whenByInput: true },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'underReview', path: 'under-review' }],
};

export const engine = linearEngine(goldUpgradeSpec);

/** Four family cards, one more than a gold card holds, as the server lists them for the change page. */
const manyFamilyCards = {
  familyCards: 4,
  familyCardOptions: ['1', '2', '3', '4'].map((n) => ({ const: `family-${n}`, title: `佐藤 花子${n}（子）・下4桁 000${n}` })),
} as const;
const cardWithManyFamilyInput = { ...cardSettingInput, ...manyFamilyCards } as const;

export const flow = defineFlow({
  id: 'goldUpgrade',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/gold-card'],
  // A declined upgrade may be asked for again; the check refuses one while another is under review (4024).
  repeatable: true,
  // SPEC 6: a gold card has nothing to switch (99); a minor is not given a gold card (2); the gold card is sent by post (3).
  unavailableTo: ['gold', 'minor', 'noAddress'],
  needsValidResidence: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    entry: [{ applyGoldUpgrade: true }],
    acceptPermission: [{ agreeTerms: true }],
    sbIdLinkageCertification: [{ sbIdLinkageMobNum: '090-1357-2468' }],
    sbIdLinkagePermission: [{ sbIdLinkageConsent: true }],
    familyCards: [{ moveFamilyCards: true }],
    familyCardLimit: [{ acceptFamilyCardLimit: true }],
    familyCardChange: [{ keptFamilyCard1: 'family-1', keptFamilyCard2: 'family-3' }],
  },
  inputs: {
    '': cardSettingInput,
    'a card with family cards': cardWithFamilyInput,
    'a card with more family cards than a gold card holds': cardWithManyFamilyInput,
    'the SB partner route, with more family cards than a gold card holds': { ...sbPartnerMemberInput, ...manyFamilyCards },
    'the SB partner route': sbPartnerMemberInput,
    'the SB partner route, with family cards': sbPartnerWithFamilyInput,
  },
  story: {
    answers: { entry: { applyGoldUpgrade: true }, acceptPermission: { agreeTerms: true }, familyCards: { moveFamilyCards: true } },
    resultData: { familyCardsMoved: '2枚' },
    // A gold upgrade moves the family cards: its card has two, so its family-card page is drawn.
    input: cardWithFamilyInput,
  },
});
