import type { FlowRole, FlowSubject } from './flowHost';
import type { FlowEngineModule } from './engine';
import type { FlowFormModule } from '../schemas/stepForm';

/**
 * The flow registry (DESIGN.md "One host for every flow"): one entry per flow, light enough for the browser. Its
 * schemas and validators (`form`) and its machine (`engine`) load on demand, each its own chunk; the server-side
 * parts are named, not imported: `server/flows/inputs.ts`, `checks.ts` and `effects.ts` hold them under these names.
 */
export interface FlowEntry {
  readonly id: string;
  /** Who may run it; anyone else is answered 403. */
  readonly roles: readonly FlowRole[];
  /** What one draft is about: one draft per owner and subject. */
  readonly subject: FlowSubject;
  /** URL prefixes of the flow's pages; across flows the longest matching prefix wins (`flowForRoute`). */
  readonly routes: readonly string[];
  /** The whole form, for the server; a browser page loads its own step's module (src/flow/flowForms.ts). */
  readonly form: () => Promise<{ readonly form: FlowFormModule }>;
  readonly engine: () => Promise<{ readonly engine: FlowEngineModule }>;
  /** The machine-input builder (server/flows/inputs.ts); without one the machine starts from `{}`. */
  readonly input?: string;
  /** Server checks by step state (server/flows/checks.ts): facts a schema cannot know. */
  readonly checks?: Readonly<Record<string, string>>;
  /** The completion effect (server/flows/effects.ts): writes the result to the flow's domain table. */
  readonly effect?: string;
  /**
   * Done is not final: the member may run the flow again (a second credit-limit request months later). The view of
   * a done draft offers the first step beside the result (`restartRoute`), and a save of the first step drawn from
   * the done version starts a new run over the same draft row; the finished run stays in the domain table its
   * effect wrote. Without it a done draft answers only its result (an application is made once).
   */
  readonly repeatable?: boolean;
  /**
   * SPEC 2.7 prior route information: the grant a page records when it opens the way to this flow (the revo top
   * for revo cashing, server/flows/priorRoutes.ts). Without it this session, every call of the flow is refused.
   */
  readonly priorRoute?: string;
  /**
   * The flow's own failure page (the bank flows' 「口座を登録できませんでした」, whose way back is the flow's first
   * step): where the page host goes when a call fails, instead of the generic error screen.
   */
  readonly errorRoute?: string;
  /**
   * SPEC 2.7: the flow's pages need an SMS check within its validity (the reissue). Without one every call answers
   * 4032 and the page host sends the person to the check, which brings them back to the page.
   */
  readonly smsRequired?: boolean;
}

/** Types one registry entry. */
export const defineFlow = (entry: FlowEntry): FlowEntry => entry;

export const flowRegistry: readonly FlowEntry[] = [
  defineFlow({
    id: 'apply',
    roles: ['applicant'],
    subject: 'none',
    routes: ['/apply'],
    form: () => import('../schemas/applyForm'),
    engine: () => import('./applyEngine'),
    input: 'applyLanding',
    checks: {
      attribute: 'partnerIdentityMatches',
      gender: 'partnerIdentityMatches',
      smsAuthentication: 'applyMobileVerified',
      designColor: 'cardColourOffered',
      design: 'cardDesignOffered',
      residenceFrontUpload: 'residenceFrontPhotoOwn',
      residenceBackUpload: 'residenceBackPhotoOwn',
      familyCardSelect: 'familyCardsWithinLimit',
    },
    effect: 'applicationSubmitted',
  }),
  defineFlow({
    id: 'bank',
    roles: ['applicant'],
    subject: 'none',
    routes: ['/apply/banklist', '/apply/bank'],
    form: () => import('../schemas/bankForm'),
    engine: () => import('./bankEngine'),
    input: 'bankApplicant',
    checks: { bankList: 'zenginBank', bankDetail: 'zenginBranch' },
    effect: 'bankAccountRegistered',
    errorRoute: '/apply/bank/error',
  }),
  // SPEC 2.6: the selected card's credit limit, raised (examined) or reduced (at once); both write credit_limit_requests.
  defineFlow({
    id: 'balanceRaise',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/balance-raise'],
    form: () => import('../schemas/balanceRaiseForm'),
    engine: () => import('./balanceRaiseEngine'),
    input: 'selectedCard',
    checks: { purpose: 'noRaiseUnderExamination' },
    effect: 'creditLimitRaiseRequested',
    repeatable: true,
  }),
  defineFlow({
    id: 'balanceReduce',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/balance-reduce'],
    form: () => import('../schemas/balanceReduceForm'),
    engine: () => import('./balanceReduceEngine'),
    input: 'selectedCard',
    effect: 'creditLimitReduced',
    repeatable: true,
  }),
  // Issue 15: the member's home address and landline; a foreign resident's residence card must then be sent again.
  defineFlow({
    id: 'memberAddress',
    roles: ['member'],
    subject: 'member',
    routes: ['/member/info/setting', '/member/info/confirm', '/member/info/complete'],
    form: () => import('../schemas/memberAddressForm'),
    engine: () => import('./memberAddress'),
    input: 'memberAddress',
    checks: { address: 'addressChanged' },
    effect: 'memberAddressChanged',
    repeatable: true,
  }),
  defineFlow({
    id: 'memberJob',
    roles: ['member'],
    subject: 'member',
    routes: ['/member/info/job'],
    form: () => import('../schemas/memberJobForm'),
    engine: () => import('./memberJob'),
    effect: 'memberJobChanged',
    repeatable: true,
  }),
  // SPEC 2.7: the nationality pages check their prior route, which the member info page's read opens this session.
  defineFlow({
    id: 'memberResidence',
    roles: ['member'],
    subject: 'member',
    routes: ['/member/info/nationality'],
    form: () => import('../schemas/memberResidenceForm'),
    engine: () => import('./memberResidence'),
    input: 'memberResidence',
    checks: { residenceFrontUpload: 'residenceFrontPhotoOwn', residenceBackUpload: 'residenceBackPhotoOwn' },
    effect: 'memberResidenceChanged',
    repeatable: true,
    priorRoute: 'memberInfo',
  }),
  defineFlow({
    id: 'mailingLists',
    roles: ['member'],
    subject: 'member',
    routes: ['/member/mail/lists'],
    form: () => import('../schemas/mailingListsForm'),
    engine: () => import('./mailingLists'),
    input: 'mailingLists',
    checks: { lists: 'mailingListsChanged' },
    effect: 'mailingListsSet',
    repeatable: true,
  }),
  // The payment account: the application's bank steps again, for the member's own account (SPEC 2.6 /member/banklist).
  defineFlow({
    id: 'memberBank',
    roles: ['member'],
    subject: 'member',
    routes: ['/member/banklist'],
    form: () => import('../schemas/memberBankForm'),
    engine: () => import('./memberBank'),
    input: 'memberBank',
    checks: { bankList: 'zenginBank', bankDetail: 'memberBankAccount' },
    effect: 'memberBankChanged',
    repeatable: true,
    errorRoute: '/member/banklist/setting/error',
  }),
  defineFlow({
    id: 'mailSetting',
    roles: ['member'],
    subject: 'member',
    routes: ['/member/mail/setting'],
    form: () => import('../schemas/mailSettingForm'),
    engine: () => import('./mailSettingEngine'),
    input: 'memberMail',
    checks: { mailAddress: 'mailAddressChanged' },
    effect: 'mailAddressVerificationSent',
    repeatable: true,
  }),
  // Issue 17: how the selected card is paid back. Each is a linear flow (flows/linearFlow.ts) over the card's
  // payment facts (server/cardPlans), whose completion records a card_plan_changes row.
  defineFlow({
    id: 'revoCourse',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/revo/course'],
    form: () => import('../schemas/revoCourseForm'),
    engine: () => import('./revoCourse'),
    input: 'cardPlans',
    checks: { course: 'revolvingChangeAllowed' },
    effect: 'revolvingCourseChanged',
    repeatable: true,
  }),
  defineFlow({
    id: 'revoAuto',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/revo/auto'],
    form: () => import('../schemas/revoAutoForm'),
    engine: () => import('./revoAuto'),
    input: 'cardPlans',
    checks: { auto: 'autoRevolvingChanged' },
    effect: 'autoRevolvingChanged',
    repeatable: true,
  }),
  defineFlow({
    id: 'revoIndividual',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/revo/select', '/member/revo/individual'],
    form: () => import('../schemas/revoIndividualForm'),
    engine: () => import('./revoIndividual'),
    input: 'cardPlans',
    checks: { select: 'revolvingPurchaseWithinLimit' },
    effect: 'purchaseMadeRevolving',
    repeatable: true,
  }),
  defineFlow({
    id: 'revoLumpsum',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/revo/lumpsum'],
    form: () => import('../schemas/revoLumpsumForm'),
    engine: () => import('./revoLumpsum'),
    input: 'cardPlans',
    checks: { lumpsum: 'revolvingBalanceToPay' },
    effect: 'revolvingPaidInOneSum',
    repeatable: true,
  }),
  defineFlow({
    id: 'revoCashing',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/revo/cashing'],
    form: () => import('../schemas/revoCashingForm'),
    engine: () => import('./revoCashing'),
    input: 'cardPlans',
    checks: { amount: 'revolvingCashAdvance' },
    effect: 'revolvingCashAdvanceTaken',
    repeatable: true,
    priorRoute: 'revoTop',
  }),
  defineFlow({
    id: 'cashingNet',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/cashing/net'],
    form: () => import('../schemas/cashingNetForm'),
    engine: () => import('./cashingNet'),
    input: 'cardPlans',
    effect: 'oneTimeCashAdvanceTaken',
    repeatable: true,
  }),
  defineFlow({
    id: 'cashingLimit',
    roles: ['member'],
    subject: 'card',
    routes: [
      '/member/setting/cashing/limit',
      '/member/setting/cashing/confirm',
      '/member/setting/cashing/complete',
      '/member/setting/cashing/under-review',
    ],
    form: () => import('../schemas/cashingLimitForm'),
    engine: () => import('./cashingLimit'),
    input: 'cardPlans',
    checks: { limit: 'cashingLimitChangeable' },
    effect: 'cashingLimitChanged',
    repeatable: true,
  }),
  defineFlow({
    id: 'postInstallment',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/post-installment'],
    form: () => import('../schemas/postInstallmentForm'),
    engine: () => import('./postInstallment'),
    input: 'cardPlans',
    checks: { select: 'instalmentsWithinLimit' },
    effect: 'purchaseSplit',
    repeatable: true,
  }),
  // Issue 15: the selected card's settings, linear flows over its settings (server/memberSettings/cardSettings.ts);
  // a PIN and a 3-D Secure password are `x-secret`: hashed at once, never in a draft.
  defineFlow({
    id: 'pinChange',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/pin-management'],
    form: () => import('../schemas/pinChangeForm'),
    engine: () => import('./pinChange'),
    input: 'cardSettings',
    effect: 'pinChanged',
    repeatable: true,
  }),
  defineFlow({
    id: 'pinRequest',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/pin-request'],
    form: () => import('../schemas/pinRequestForm'),
    engine: () => import('./pinRequest'),
    input: 'cardSettings',
    effect: 'pinNoticeRequested',
    repeatable: true,
  }),
  defineFlow({
    id: 'secureRegister',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/3dsecure/register'],
    form: () => import('../schemas/securePasswordForm'),
    engine: () => import('./secureRegister'),
    input: 'cardSettings',
    effect: 'securePasswordSet',
    repeatable: true,
  }),
  defineFlow({
    id: 'secureChange',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/3dsecure/change'],
    form: () => import('../schemas/securePasswordForm'),
    engine: () => import('./secureChange'),
    input: 'cardSettings',
    effect: 'securePasswordSet',
    repeatable: true,
  }),
  defineFlow({
    id: 'displayBalance',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/display-balance'],
    form: () => import('../schemas/displayBalanceForm'),
    engine: () => import('./displayBalance'),
    input: 'cardSettings',
    checks: { setting: 'displayBalanceChanged' },
    effect: 'displayBalanceSet',
    repeatable: true,
  }),
  defineFlow({
    id: 'usageRestriction',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/usage-restriction'],
    form: () => import('../schemas/usageRestrictionForm'),
    engine: () => import('./usageRestriction'),
    input: 'cardSettings',
    checks: { setting: 'usageRestrictionChanged' },
    effect: 'usageRestrictionSet',
    repeatable: true,
  }),
  defineFlow({
    id: 'etcCard',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/etc-card'],
    form: () => import('../schemas/etcCardForm'),
    engine: () => import('./etcCard'),
    input: 'cardSettings',
    checks: { request: 'etcCardsWithinLimit' },
    effect: 'etcCardsRequested',
    repeatable: true,
  }),
  defineFlow({
    id: 'depositPromise',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/deposit-promise'],
    form: () => import('../schemas/depositPromiseForm'),
    engine: () => import('./depositPromise'),
    input: 'cardSettings',
    checks: { promise: 'promiseForUnpaidBill' },
    effect: 'depositPromised',
    repeatable: true,
  }),
  // Issue 16: the card's life. A suspension stops the selected card for loss or theft (and may ask for a new one),
  // a reissue replaces a damaged one behind the SMS check;
  // a withdrawal ends the membership, after which the member is a former member — who may still read its result.
  defineFlow({
    id: 'cardSuspension',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/card-suspension'],
    form: () => import('../schemas/cardSuspensionForm'),
    engine: () => import('./cardSuspension'),
    input: 'cardLifecycle',
    checks: { setting: 'cardSuspendable' },
    effect: 'cardSuspended',
    repeatable: true,
  }),
  defineFlow({
    id: 'cardReissue',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/reissue'],
    form: () => import('../schemas/cardReissueForm'),
    engine: () => import('./cardReissue'),
    input: 'cardLifecycle',
    checks: { reason: 'cardReissuable' },
    effect: 'cardReissued',
    repeatable: true,
    smsRequired: true,
  }),
  // A member's page under /apply (SPEC 2.1): the guards let a card member through to it (src/routes/guardsPageRules.ts).
  defineFlow({
    id: 'cardActivation',
    roles: ['member'],
    subject: 'card',
    routes: ['/apply/card-activation'],
    form: () => import('../schemas/cardActivationForm'),
    engine: () => import('./cardActivation'),
    input: 'cardLifecycle',
    checks: { card: 'cardExpiryMatches' },
    effect: 'cardActivated',
  }),
  defineFlow({
    id: 'familyCard',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/family-card/add', '/member/setting/family-card/confirm', '/member/setting/family-card/complete'],
    form: () => import('../schemas/familyCardForm'),
    engine: () => import('./familyCard'),
    input: 'familyCards',
    checks: { name: 'familyCardsBelowLimit' },
    effect: 'familyCardAdded',
    repeatable: true,
  }),
  defineFlow({
    id: 'familyMember',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/family-card/memberinfo'],
    form: () => import('../schemas/familyMemberForm'),
    engine: () => import('./familyMember'),
    input: 'familyMembers',
    effect: 'familyMemberChanged',
    repeatable: true,
  }),
  defineFlow({
    id: 'goldUpgrade',
    roles: ['member'],
    subject: 'card',
    routes: ['/member/setting/gold-card'],
    form: () => import('../schemas/goldUpgradeForm'),
    engine: () => import('./goldUpgrade'),
    input: 'goldUpgrade',
    checks: { entry: 'goldUpgradeAvailable' },
    effect: 'goldUpgradeRequested',
    // A declined upgrade may be asked for again; the check refuses one while another is under review (4024).
    repeatable: true,
  }),
  defineFlow({
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
    form: () => import('../schemas/multipleCardForm'),
    engine: () => import('./multipleCard'),
    input: 'multipleCard',
    checks: {
      acceptPermission: 'anotherCardAllowed',
      cardBrand: 'multipleCardBrandOpen',
      cardDesignColor: 'cardColourOffered',
      cardDesign: 'cardDesignOffered',
    },
    effect: 'multipleCardRequested',
    repeatable: true,
  }),
  defineFlow({
    id: 'cardWithdrawal',
    roles: ['member', 'formerMember'],
    subject: 'member',
    routes: ['/member/card-withdrawal'],
    form: () => import('../schemas/cardWithdrawalForm'),
    engine: () => import('./cardWithdrawal'),
    input: 'memberWithdrawal',
    checks: { reason: 'withdrawalAllowed' },
    effect: 'membershipWithdrawn',
  }),
  defineFlow({
    id: 'bankAgency',
    roles: ['member', 'formerMember', 'applicant'],
    subject: 'none',
    routes: ['/support/bankagency'],
    form: () => import('../schemas/bankAgencyForm'),
    engine: () => import('./bankAgency'),
    effect: 'bankAgencyRequested',
    repeatable: true,
  }),
  // The option-service applications (SPEC 2.1, flows/optionServices.ts): the member settings' own parts at its routes.
  defineFlow({
    id: 'optionEtc',
    roles: ['member'],
    subject: 'card',
    routes: ['/apply/option-service/etc'],
    // The member settings' own pages, compiled once: the same form module at the option-service route.
    form: () => import('../schemas/etcCardForm'),
    engine: () => import('./optionEtc'),
    input: 'cardSettings',
    checks: { request: 'etcCardsWithinLimit' },
    effect: 'etcCardsRequested',
    repeatable: true,
  }),
  defineFlow({
    id: 'optionRevo',
    roles: ['member'],
    subject: 'card',
    routes: ['/apply/option-service/revo'],
    form: () => import('../schemas/revoCourseForm'),
    engine: () => import('./optionRevo'),
    input: 'cardPlans',
    checks: { course: 'revolvingChangeAllowed' },
    effect: 'revolvingCourseChanged',
    repeatable: true,
  }),
  defineFlow({
    id: 'optionFamilyCard',
    roles: ['member'],
    subject: 'card',
    routes: ['/apply/option-service/family-card'],
    form: () => import('../schemas/optionFamilyCardForm'),
    engine: () => import('./optionFamilyCard'),
    input: 'familyCards',
    checks: { precautions: 'familyCardsBelowLimit' },
    effect: 'familyCardAdded',
    repeatable: true,
  }),
  defineFlow({
    id: 'optionCashing',
    roles: ['member'],
    subject: 'card',
    routes: ['/apply/option-service/cashing'],
    form: () => import('../schemas/optionCashingForm'),
    engine: () => import('./optionCashing'),
    input: 'cardPlans',
    checks: { limit: 'cashingLimitChangeable' },
    effect: 'cashingLimitChanged',
    repeatable: true,
  }),
];

export function findFlow(id: string): FlowEntry | undefined {
  return flowRegistry.find((entry) => entry.id === id);
}

/** The flow whose pages a URL path is: the entry with the longest route prefix the path starts with. */
export function flowForRoute(path: string, registry: readonly FlowEntry[] = flowRegistry): FlowEntry | undefined {
  let best: { entry: FlowEntry; length: number } | undefined;
  for (const entry of registry) {
    for (const prefix of entry.routes) {
      // A whole path segment: `/apply/banklist` is not under `/apply/bank`.
      const matches = path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}
