import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { partnerIdLinkageSteps } from './partnerLinkage';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput, cardWithFamilyInput, sbPartnerMemberInput, sbPartnerWithFamilyInput } from './exampleInputs';

/** The card has family cards (the machine input's count), which move to the gold card with it. */
const hasFamilyCards = (facts: Readonly<Record<string, unknown>>): boolean => Number(facts['familyCards'] ?? 0) > 0;

/**
 * SPEC 6 "gold screen id" (our decision, the SPEC naming the gate only): which screen the upgrade opens on. With the
 * `goldScreenId` flag on (the server's input `goldLandingPage`), the gold landing page of SPEC 2.6 (/lp), the
 * benefits and the fee in a page of their own before the entry; off, the entry itself, whose lead says it briefly.
 */
const opensOnLandingPage = (facts: Readonly<Record<string, unknown>>): boolean => facts['goldLandingPage'] === true;

/**
 * A regular card upgraded to gold (SPEC 2.6 /member/setting/gold-card: entry, accept-permission, family-card,
 * confirm, under-review): examined, so it ends under review and the card stays as it is until the result. The
 * family cards move with it (a gold card has at most 3: more is refused at the entry, SPEC 9); the family-card page
 * is asked only of a card that has some. Decision: the SPEC's landing page (/lp) comes first under the
 * `goldScreenId` flag (else the entry's lead says it), and its family-card change and error pages are the refusal's screen: a member with more than three family cards
 * gives some up on the family card page first. A member who came by a partner's link links the partner ID after the
 * terms (SPEC 2.6 sbidlinkage certification and permission), as for another card.
 */
export const goldUpgradeSpec: LinearFlowSpec = {
  id: 'goldUpgrade',
  base: '/member/setting/gold-card',
  steps: [
    { id: 'lp', path: 'lp', counted: false, when: opensOnLandingPage, whenByInput: true },
    { id: 'entry', path: '' },
    { id: 'acceptPermission', path: 'accept-permission', counted: false },
    ...partnerIdLinkageSteps('sbidlinkage'),
    { id: 'familyCards', path: 'family-card', when: hasFamilyCards, whenByInput: true },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'underReview', path: 'under-review' }],
};

export const engine = linearEngine(goldUpgradeSpec);

export const flow = defineFlow({
  id: 'goldUpgrade',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/gold-card'],
  // A declined upgrade may be asked for again; the check refuses one while another is under review (4024).
  repeatable: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    lp: [{}],
    entry: [{ applyGoldUpgrade: true }],
    acceptPermission: [{ agreeTerms: true }],
    sbIdLinkageCertification: [{ sbIdLinkageMobNum: '090-1357-2468' }],
    sbIdLinkagePermission: [{ sbIdLinkageConsent: true }],
    familyCards: [{ moveFamilyCards: true }],
  },
  inputs: {
    '': cardSettingInput,
    'the landing page first (goldScreenId)': { ...cardSettingInput, goldLandingPage: true },
    'a card with family cards': cardWithFamilyInput,
    'the SB partner route': sbPartnerMemberInput,
    'the SB partner route, with family cards': sbPartnerWithFamilyInput,
  },
  story: {
    answers: { lp: {}, entry: { applyGoldUpgrade: true }, acceptPermission: { agreeTerms: true }, familyCards: { moveFamilyCards: true } },
    resultData: { familyCardsMoved: '2枚' },
    // A gold upgrade moves the family cards: its card has two, so its family-card page is drawn; with goldScreenId
    // on, so that its landing page is drawn too.
    input: { ...cardWithFamilyInput, goldLandingPage: true },
  },
});
