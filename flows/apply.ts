import { assign, setup } from 'xstate';
import { FAMILY_CARD_MAX } from '../enums/family';
import type { StateMeta } from './flowHost';
import type { ApplyStepId } from '../schemas/generated/apply';
import {
  familyCardCount,
  hasLicence,
  isAddressListedOnCardBack,
  isGoldApplication,
  isJapanese,
  isMobileVerified,
  isSbRoute,
  needsPartnerIdLinkage,
  needsResidenceExpiry,
  needsReview,
  needsWorkplace,
  offersCommunicationFee,
  asksCarrierContract,
  asksOptionalSteps,
  type Facts,
  type Flags,
} from './applyRules';
import { cardNickname, isHomemaker, isMarried, isOnePersonHousehold } from './applyRules';
import type { AnswersByStep, FlowEngineModule } from './engine';
import { flatten } from './engine';
import { defineFlow } from './flowEntry';
import { defineExamples, type StepInput } from './flowExamples';

/**
 * The card application's main path (SPEC 2.1). Each step state names its route, its schema and whether the step
 * counter counts it. `step.next` carries the answers of the current step; guards read them together with the
 * answers saved so far. A foreign national whose status of residence has an expiry goes through the residence-card
 * steps (expiry, front photo, whether the address is on the back, back photo) before the contact step.
 */
export type StepAnswers = Readonly<Record<string, unknown>>;

/**
 * What is known before the first step (the machine's input): the landing's campaign code and shop id (SPEC 3.1,
 * kept for the session and saved with the application) and the feature flags the guards read.
 */
export type ApplyInput = {
  readonly campaignCode?: string | null;
  readonly shopId?: string | null;
  readonly flags?: Flags;
};

/** The pages of one family member, repeated for members 1 to FAMILY_CARD_MAX: state suffix, shared schema, route tail. */
const FAMILY_MEMBER_PAGES = [
  { suffix: 'Name', schema: 'familyCardName', route: 'name' },
  { suffix: 'NameAlpha', schema: 'familyCardNameAlpha', route: 'nameAlpha' },
  { suffix: 'Phone', schema: 'familyCardPhone', route: 'phone-number' },
  { suffix: 'SexType', schema: 'familyCardSexType', route: 'sexType' },
] as const satisfies readonly { suffix: string; schema: ApplyStepId; route: string }[];

export type FamilyMemberState = `familyCard${number}${(typeof FAMILY_MEMBER_PAGES)[number]['suffix']}`;
export type ApplyStateId = ApplyStepId | FamilyMemberState;

export interface ApplyContext {
  readonly answers: Readonly<Partial<Record<ApplyStateId, StepAnswers>>>;
  /** The landing facts guards read beside the answers: `campaignCode`, `shopId`. */
  readonly landing: Facts;
  readonly flags: Flags;
}

export type ApplyEvent = { type: 'step.next'; answers: StepAnswers } | { type: 'flow.submit' };

/** A state's meta (flows/flowHost.ts): `extra` marks a branch the step counter adds once the answers take it. */
export type StepMeta = StateMeta;

/** Every answer given so far, with the event's answers (the step being left) on top, then the landing facts (no answer can stand in for them). */
function factsOf(context: ApplyContext, event: ApplyEvent): Facts {
  const facts: Record<string, unknown> = {};
  for (const answers of Object.values(context.answers)) Object.assign(facts, answers);
  if (event.type === 'step.next') Object.assign(facts, event.answers);
  return Object.assign(facts, context.landing);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const step = (id: ApplyStepId, route: string, counted = true, page?: string): { meta: StepMeta } => ({
  meta: { route, schema: `apply/${id}`, counted, ...(page ? { page } : {}) },
});
/** A final state: its result page's texts are the schema `apply/<state>` (title, description). */
const result = (id: 'complete' | 'underReview', route: string) => ({
  type: 'final' as const,
  meta: { route, schema: `apply/${id}`, counted: false, page: 'result' } satisfies StepMeta,
});
/** SPEC 4: the residence-card steps are added to the total ("+3", "+4") for the applicants who need them. */
const residenceStep = (id: ApplyStepId, route: string): { meta: StepMeta } => ({
  meta: { route, schema: `apply/${id}`, counted: true, extra: true },
});
const save = (id: ApplyStateId) => ({ type: 'saveAnswers', params: { step: id } }) as const;

const familyState = (member: number, page: (typeof FAMILY_MEMBER_PAGES)[number]): FamilyMemberState => `familyCard${member}${page.suffix}`;
const firstPage = FAMILY_MEMBER_PAGES[0];
const hasMember = (member: number) => ({ type: 'hasFamilyMember', params: { member } }) as const;

/**
 * Family members 1..FAMILY_CARD_MAX (SPEC 5.6), generated: each member's four pages share their schemas, and after
 * the last page the next member follows while the chosen count reaches it, else the confirm step. The pages are
 * not counted by the step counter (it would otherwise promise ten members' pages to everyone) and are shown on the
 * confirm page under the member's section.
 */
function familyMemberStates() {
  const states: Record<string, object> = {};
  for (let member = 1; member <= FAMILY_CARD_MAX; member += 1) {
    FAMILY_MEMBER_PAGES.forEach((page, index) => {
      const id = familyState(member, page);
      const following = FAMILY_MEMBER_PAGES[index + 1];
      const meta: StepMeta = {
        route: `/apply/familyCard/${member}/${page.route}`,
        schema: `apply/${page.schema}`,
        counted: false,
        section: `家族カード（${member}人目）`,
      };
      const next =
        following !== undefined
          ? { target: familyState(member, following), actions: save(id) }
          : member < FAMILY_CARD_MAX
            ? [
                { guard: hasMember(member + 1), target: familyState(member + 1, firstPage), actions: save(id) },
                { target: 'confirm', actions: save(id) },
              ]
            : { target: 'confirm', actions: save(id) };
      states[id] = { meta, on: { 'step.next': next } };
    });
  }
  return states;
}

export const applyMachine = setup({
  types: {
    context: {} as ApplyContext,
    events: {} as ApplyEvent,
    input: {} as ApplyInput | undefined,
  },
  guards: {
    isJapanese: ({ context, event }) => isJapanese(factsOf(context, event)),
    needsResidenceExpiry: ({ context, event }) => needsResidenceExpiry(factsOf(context, event)),
    isAddressListedOnCardBack: ({ context, event }) => isAddressListedOnCardBack(factsOf(context, event)),
    needsWorkplace: ({ context, event }) => needsWorkplace(factsOf(context, event)),
    hasLicence: ({ context, event }) => hasLicence(factsOf(context, event)),
    needsReview: ({ context, event }) => needsReview(factsOf(context, event)),
    needsPartnerIdLinkage: ({ context, event }) => needsPartnerIdLinkage(factsOf(context, event), context.flags),
    isSbRoute: ({ context, event }) => isSbRoute(factsOf(context, event)),
    offersCommunicationFee: ({ context, event }) => offersCommunicationFee(factsOf(context, event), context.flags),
    asksCarrierContract: ({ context, event }) => asksCarrierContract(factsOf(context, event), context.flags),
    asksOptionalSteps: ({ context }) => asksOptionalSteps(context.flags),
    isMobileVerified: ({ context, event }) => isMobileVerified(factsOf(context, event)),
    isRegularApplication: ({ context, event }) => !isGoldApplication(factsOf(context, event)),
    hasFamilyMember: ({ context, event }, params: { member: number }) => familyCardCount(factsOf(context, event)) >= params.member,
  },
  actions: {
    saveAnswers: assign(({ context, event }, params: { step: ApplyStateId }) => ({
      answers: { ...context.answers, [params.step]: event.type === 'step.next' ? event.answers : {} },
    })),
  },
}).createMachine({
  id: 'apply',
  initial: 'acceptPermission',
  context: ({ input }) => ({
    answers: {},
    landing: { campaignCode: text(input?.campaignCode), shopId: text(input?.shopId) },
    flags: input?.flags ?? {},
  }),
  states: {
    acceptPermission: {
      ...step('acceptPermission', '/apply/accept-permission', false),
      on: {
        'step.next': [
          { guard: 'needsPartnerIdLinkage', target: 'sbIdLinkageCertification', actions: save('acceptPermission') },
          { target: 'attribute', actions: save('acceptPermission') },
        ],
      },
    },
    sbIdLinkageCertification: {
      ...step('sbIdLinkageCertification', '/apply/sbidlinkage/certification'),
      on: { 'step.next': { target: 'sbIdLinkagePermission', actions: save('sbIdLinkageCertification') } },
    },
    sbIdLinkagePermission: {
      ...step('sbIdLinkagePermission', '/apply/sbidlinkage/permission'),
      on: { 'step.next': { target: 'attribute', actions: save('sbIdLinkagePermission') } },
    },
    attribute: { ...step('attribute', '/apply/attribute'), on: { 'step.next': { target: 'gender', actions: save('attribute') } } },
    gender: { ...step('gender', '/apply/gender'), on: { 'step.next': { target: 'zipcode', actions: save('gender') } } },
    zipcode: { ...step('zipcode', '/apply/zipcode'), on: { 'step.next': { target: 'address', actions: save('zipcode') } } },
    address: { ...step('address', '/apply/address'), on: { 'step.next': { target: 'nationality', actions: save('address') } } },
    nationality: {
      ...step('nationality', '/apply/nationality'),
      on: {
        'step.next': [
          { guard: 'isJapanese', target: 'contact', actions: save('nationality') },
          { guard: 'needsResidenceExpiry', target: 'residenceExpiration', actions: save('nationality') },
          // SPEC 5.6: a status without an expiry (permanent resident, ...) needs neither expiry nor card photos.
          { target: 'contact', actions: save('nationality') },
        ],
      },
    },
    residenceExpiration: {
      ...residenceStep('residenceExpiration', '/apply/residence-expiration'),
      on: { 'step.next': { target: 'residenceFrontUpload', actions: save('residenceExpiration') } },
    },
    residenceFrontUpload: {
      ...residenceStep('residenceFrontUpload', '/apply/residence-front-upload'),
      on: { 'step.next': { target: 'residenceBackAddress', actions: save('residenceFrontUpload') } },
    },
    residenceBackAddress: {
      ...residenceStep('residenceBackAddress', '/apply/residence-back-address'),
      on: {
        'step.next': [
          { guard: 'isAddressListedOnCardBack', target: 'residenceBackUpload', actions: save('residenceBackAddress') },
          { target: 'contact', actions: save('residenceBackAddress') },
        ],
      },
    },
    residenceBackUpload: {
      ...residenceStep('residenceBackUpload', '/apply/residence-back-upload'),
      on: { 'step.next': { target: 'contact', actions: save('residenceBackUpload') } },
    },
    contact: { ...step('contact', '/apply/contact'), on: { 'step.next': { target: 'phoneNumber', actions: save('contact') } } },
    phoneNumber: {
      ...step('phoneNumber', '/apply/phone-number'),
      on: { 'step.next': { target: 'smsAuthentication', actions: save('phoneNumber') } },
    },
    smsAuthentication: {
      ...step('smsAuthentication', '/apply/sms/authentication', true, 'sms'),
      on: { 'step.next': { guard: 'isMobileVerified', target: 'profession', actions: save('smsAuthentication') } },
    },
    profession: { ...step('profession', '/apply/profession'), on: { 'step.next': { target: 'household', actions: save('profession') } } },
    household: { ...step('household', '/apply/household'), on: { 'step.next': { target: 'housing', actions: save('household') } } },
    housing: { ...step('housing', '/apply/housing'), on: { 'step.next': { target: 'income', actions: save('housing') } } },
    income: {
      ...step('income', '/apply/income'),
      on: {
        'step.next': [
          { guard: 'needsWorkplace', target: 'workplace', actions: save('income') },
          { target: 'use', actions: save('income') },
        ],
      },
    },
    workplace: { ...step('workplace', '/apply/workplace'), on: { 'step.next': { target: 'use', actions: save('workplace') } } },
    use: { ...step('use', '/apply/use'), on: { 'step.next': { target: 'license', actions: save('use') } } },
    license: {
      ...step('license', '/apply/license'),
      on: {
        'step.next': [
          { guard: 'hasLicence', target: 'licenseNumber', actions: save('license') },
          { target: 'designBrand', actions: save('license') },
        ],
      },
    },
    licenseNumber: {
      ...step('licenseNumber', '/apply/license/number'),
      on: { 'step.next': { target: 'designBrand', actions: save('licenseNumber') } },
    },
    // SPEC 2.7: colour and design need a brand and a non-gold card. A gold card has its own face (its brand's gold
    // face, enums/cardDesigns.ts goldFace), so a gold applicant goes on as from the design step.
    designBrand: {
      ...step('designBrand', '/apply/design/brand'),
      on: {
        'step.next': [
          { guard: 'isRegularApplication', target: 'designColor', actions: save('designBrand') },
          { guard: 'asksOptionalSteps', target: 'designName', actions: save('designBrand') },
          { target: 'pinNumber', actions: save('designBrand') },
        ],
      },
    },
    designColor: {
      ...step('designColor', '/apply/design/cardColor'),
      on: { 'step.next': { target: 'design', actions: save('designColor') } },
    },
    // The optional card name (left out under reducedEntryItems), the PIN, the partner options, then the optional
    // auto paylater.
    design: {
      ...step('design', '/apply/design'),
      on: {
        'step.next': [
          { guard: 'asksOptionalSteps', target: 'designName', actions: save('design') },
          { target: 'pinNumber', actions: save('design') },
        ],
      },
    },
    designName: {
      ...step('designName', '/apply/design/name'),
      on: { 'step.next': { target: 'pinNumber', actions: save('designName') } },
    },
    // The card's PIN (SPEC 3.1 pinNumber, 5.4), kept only as its slow hash, which the card issued on approval takes.
    pinNumber: {
      ...step('pinNumber', '/apply/pin-number'),
      on: {
        'step.next': [
          { guard: 'asksCarrierContract', target: 'sbCommunicationFeeNumber', actions: save('pinNumber') },
          { guard: 'asksOptionalSteps', target: 'autoPaylater', actions: save('pinNumber') },
          { target: 'familyCardSelect', actions: save('pinNumber') },
        ],
      },
    },
    // Partner options (SPEC 2.1 "options (fee)"): the contract mobile number, paying its fee with the card, points
    // (SB's; the YM route has the first two under its new plan).
    sbCommunicationFeeNumber: {
      ...step('sbCommunicationFeeNumber', '/apply/sb-communication-fee/number'),
      on: {
        'step.next': [
          { guard: 'offersCommunicationFee', target: 'sbCommunicationFeeSelect', actions: save('sbCommunicationFeeNumber') },
          { target: 'sbPointAutoExchange', actions: save('sbCommunicationFeeNumber') },
        ],
      },
    },
    sbCommunicationFeeSelect: {
      ...step('sbCommunicationFeeSelect', '/apply/sb-communication-fee/select'),
      on: {
        'step.next': [
          { guard: 'isSbRoute', target: 'sbPointAutoExchange', actions: save('sbCommunicationFeeSelect') },
          { guard: 'asksOptionalSteps', target: 'autoPaylater', actions: save('sbCommunicationFeeSelect') },
          { target: 'familyCardSelect', actions: save('sbCommunicationFeeSelect') },
        ],
      },
    },
    sbPointAutoExchange: {
      ...step('sbPointAutoExchange', '/apply/sb-point-auto-exchange'),
      on: {
        'step.next': [
          { guard: 'asksOptionalSteps', target: 'autoPaylater', actions: save('sbPointAutoExchange') },
          { target: 'familyCardSelect', actions: save('sbPointAutoExchange') },
        ],
      },
    },
    autoPaylater: {
      ...step('autoPaylater', '/apply/auto-paylater'),
      on: { 'step.next': { target: 'familyCardSelect', actions: save('autoPaylater') } },
    },
    familyCardSelect: {
      ...step('familyCardSelect', '/apply/familyCard/select'),
      on: {
        'step.next': [
          { guard: hasMember(1), target: familyState(1, firstPage), actions: save('familyCardSelect') },
          { target: 'confirm', actions: save('familyCardSelect') },
        ],
      },
    },
    ...familyMemberStates(),
    confirm: {
      ...step('confirm', '/apply/confirm', false, 'confirm'),
      on: {
        'flow.submit': [{ guard: 'needsReview', target: 'underReview' }, { target: 'complete' }],
      },
    },
    complete: result('complete', '/apply/complete'),
    underReview: result('underReview', '/apply/under-review'),
  },
});

export type ApplyState = ApplyStateId | 'complete' | 'underReview';

/**
 * SPEC 5.6: a Japanese national has no residence fields. (The expiry and card photos of a status without an
 * expiry, and the back photo when the address is not on the back, leave with their steps: they are off the path.)
 */
function clearResidence(answers: AnswersByStep): AnswersByStep {
  const nationality = answers['nationality'];
  if (!nationality || !isJapanese(nationality) || nationality['residenceStatus'] === undefined) return answers;
  const kept: Record<string, unknown> = { ...nationality };
  delete kept['residenceStatus'];
  return { ...answers, nationality: kept };
}

/**
 * SPEC 3.1 nickname / isDefaultNickname: a card the applicant did not name (or gave a default name) carries the
 * default name of the card chosen now, so the name follows a later change of brand or card type.
 */
function nameTheCard(answers: AnswersByStep): AnswersByStep {
  if (!answers['designName']) return answers;
  const named = cardNickname(flatten(answers));
  return named ? { ...answers, designName: named } : answers;
}

/**
 * SPEC 5.4 and 5.6 on the answers of the apply flow's path: a homemaker's own income is 0; a spouse's income only
 * exists for a married applicant; a one-person household has no household income beyond the applicant's own.
 * (Workplace and licence-number answers leave with their branch: they are off the path.)
 */
function clearIncome(answers: AnswersByStep): AnswersByStep {
  const income = answers['income'];
  if (!income) return answers;
  const facts = flatten(answers);
  const kept: Record<string, unknown> = { ...income };
  if (isHomemaker(facts)) kept['income'] = '0';
  if (!isMarried(facts)) delete kept['spouseIncome'];
  if (isOnePersonHousehold(facts)) delete kept['familyIncome'];
  return { ...answers, income: kept };
}

/** The apply flow's engine module (registry `engine`): the machine and its clean-up, without the schemas. */
export const engine: FlowEngineModule = {
  machine: applyMachine,
  clear: (answers) => nameTheCard(clearIncome(clearResidence(answers))),
  inputGuards: ['needsPartnerIdLinkage', 'isSbRoute', 'offersCommunicationFee', 'asksCarrierContract', 'asksOptionalSteps'],
};

export const flow = defineFlow({
  id: 'apply',
  roles: ['applicant'],
  subject: 'none',
  routes: ['/apply'],
});

/**
 * Answers that satisfy each apply step (as an applicant types them, before normalisation), for tests that walk the
 * flow: the unit tests, the server tests and the path enumeration. `today` in tests is 2026-11-22.
 */
export const employeeAnswers = {
  acceptPermission: { agreeTerms: true },
  attribute: {
    lastNameKanji: '佐藤',
    firstNameKanji: '健一',
    lastNameKana: 'さとう',
    firstNameKana: 'ｹﾝｲﾁ',
    lastNameAlpha: 'sato',
    firstNameAlpha: 'KENICHI',
  },
  gender: { sexType: '1', birthDay: '19900215' },
  zipcode: { homeZipCode: '100-0001', homeAddrKanji: '東京都千代田区千代田' },
  address: { homeSubAddrKanji: '1-1-1 カードハイツ101' },
  nationality: { nationality: 'JP' },
  contact: { mailAddress: 'kenichi.sato@example.co.jp' },
  phoneNumber: { mobNumFull: '090-1357-2468', telNumFull: '03-1234-5678' },
  smsAuthentication: { smsAuthMobNum: '090-1357-2468' },
  profession: { jobCode: '03' },
  household: { familyStructure: '1', householdNum: '3' },
  housing: { housingType: '02', lengthOfResidence: '5' },
  income: { income: '500', spouseIncome: '200', familyIncome: '700' },
  workplace: {
    comNameKanji: '山田商事',
    comNameKana: 'ヤマダショウジ',
    comTelNumFull: '0312345679',
    companyCorporateForm: '03',
    busiCateCode: '07',
  },
  use: { cardPurposeType: '1' },
  license: { licenseHoyuType: '1' },
  licenseNumber: { licenseNo: '301234567890', licenseExpiryYear: '2029', licenseExpiryMonth: '03' },
  designBrand: { cardType: '0', brandCode: '1' },
  designColor: { cardColor: 'black' },
  design: { faceCode: '002' },
  designName: { nickname: 'いつものカード' },
  pinNumber: { pinNumber: '7294', pinNumberConfirm: '7294' },
  autoPaylater: { autoPaylaterFlg: '1' },
  familyCardSelect: { familyCardCount: '0' },
} as const satisfies Partial<Record<ApplyStepId, StepInput>>;

/** One family member's pages (member n of the generated states familyCard{n}Name … SexType), by page schema. */
export const familyMemberAnswers = {
  familyCardName: {
    familyLastNameKanji: '佐藤',
    familyFirstNameKanji: '美咲',
    familyLastNameKana: 'サトウ',
    familyFirstNameKana: 'ミサキ',
  },
  familyCardNameAlpha: { familyLastNameAlpha: 'SATO', familyFirstNameAlpha: 'MISAKI' },
  familyCardPhone: { familyMobNumFull: '080-2468-1357' },
  familyCardSexType: { familySexType: '2', familyRelation: '002', familyBirthDay: '19920704' },
} as const satisfies Partial<Record<ApplyStepId, StepInput>>;

/**
 * The residence-card steps of a foreign resident whose status has an expiry (an engineer, status 14). The photo
 * names stand for uploads: a test that saves these steps through the server uploads real photos first and uses
 * the names the server gives (server/apply/testing/residenceCardPhotos.ts); the machine and engine read them as is.
 */
export const residenceAnswers = {
  residenceExpiration: { residenceDateExpiration: '2029/01/31' },
  residenceFrontUpload: {
    residenceCardFilenameFace: '0b0c5d4e-7f1a-4b2c-9d3e-5f6a7b8c9d0e.jpg',
    residenceCardFilenameFaceOriginal: 'residence-front.jpg',
  },
  residenceBackAddress: { addressListedOnCardBack: '1' },
  residenceBackUpload: {
    residenceCardFilenameBack: '1c1d6e5f-8a2b-4c3d-8e4f-6a7b8c9d0e1f.png',
    residenceCardFilenameBackOriginal: 'residence-back.png',
  },
} as const satisfies Partial<Record<ApplyStepId, StepInput>>;

/** The SB partner route's own steps (landing with an S campaign code), in the order the machine asks them. */
export const sbPartnerAnswers = {
  sbIdLinkageCertification: { sbIdLinkageMobNum: '090-1357-2468' },
  sbIdLinkagePermission: { sbIdLinkageConsent: true },
  sbCommunicationFeeNumber: { sbCntrMobNum: '080-2468-1357' },
  sbCommunicationFeeSelect: { sbCommunicationFeeSelect: '1' },
  sbPointAutoExchange: { sbPointAutoExchange: '0' },
} as const satisfies Partial<Record<ApplyStepId, StepInput>>;

/** Machine inputs (landing facts and flags) that open each route, for walks of the machine. */
export const applyInputs = {
  regular: {},
  sbPartner: { campaignCode: 'S1001', shopId: null, flags: { sbIdLinkage: true, sbCommunicationFee: true } },
  sbPartnerWithoutFeeOption: { campaignCode: 'S1001', shopId: null, flags: { sbIdLinkage: true, sbCommunicationFee: false } },
  ymPartner: { campaignCode: 'Y2001', shopId: null, flags: { sbIdLinkage: true, sbCommunicationFee: true } },
  ymNewPlan: { campaignCode: 'Y2001', shopId: null, flags: { sbIdLinkage: true, newYmPlan: true } },
  // reducedEntryItems: without the card name and the auto paylater, on each way past them.
  regularReduced: { flags: { reducedEntryItems: true } },
  sbPartnerReduced: {
    campaignCode: 'S1001',
    shopId: null,
    flags: { sbIdLinkage: true, sbCommunicationFee: true, reducedEntryItems: true },
  },
  ymNewPlanReduced: { campaignCode: 'Y2001', shopId: null, flags: { sbIdLinkage: true, newYmPlan: true, reducedEntryItems: true } },
} as const;

/** Variants of the branching steps, by the branch they take. */
export const branchAnswers = {
  nationality: {
    japanese: { nationality: 'JP' },
    permanentResident: { nationality: 'KR', residenceStatus: '30' },
    engineer: { nationality: 'US', residenceStatus: '14' },
  },
  residenceBackAddress: {
    onBack: { addressListedOnCardBack: '1' },
    notOnBack: { addressListedOnCardBack: '0' },
  },
  profession: {
    employee: { jobCode: '03' },
    selfEmployed: { jobCode: '06' },
    student: { jobCode: '09' },
    homemaker: { jobCode: '08' },
    pensioner: { jobCode: '07' },
    otherWithIncome: { jobCode: '11' },
    otherWithoutIncome: { jobCode: '11' },
  },
  income: {
    employee: { income: '500', spouseIncome: '200', familyIncome: '700' },
    selfEmployed: { income: '400', spouseIncome: '100', familyIncome: '600' },
    student: { income: '50', spouseIncome: '0', familyIncome: '30' },
    homemaker: { spouseIncome: '600', familyIncome: '600' },
    pensioner: { income: '200', spouseIncome: '80', familyIncome: '280' },
    otherWithIncome: { income: '120', spouseIncome: '0', familyIncome: '120' },
    otherWithoutIncome: { income: '0', spouseIncome: '300', familyIncome: '300' },
  },
  designBrand: {
    regular: { cardType: '0', brandCode: '1' },
    gold: { cardType: '1', brandCode: '2' },
  },
  // Every count, so that each member's way on (the next member, or the confirm step) is taken; the schema keeps a
  // gold card's to three.
  familyCardSelect: Object.fromEntries(
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((count) => [`count${count}`, { familyCardCount: count }]),
  ) as Readonly<Record<string, { familyCardCount: string }>>,
  license: {
    has: { licenseHoyuType: '1' },
    drivingHistory: { licenseHoyuType: '2' },
    none: { licenseHoyuType: '0' },
  },
} as const;

/** The employee's answer (with the residence-card steps' and the partner route's own), then the variants, per state. */
const fixtures: Readonly<Record<string, StepInput>> = { ...sbPartnerAnswers, ...residenceAnswers, ...employeeAnswers };
const variants: Readonly<Record<string, Readonly<Record<string, StepInput>>>> = branchAnswers;
const stepCandidates = (state: string): readonly StepInput[] => [
  ...(fixtures[state] ? [fixtures[state]] : []),
  ...Object.values(variants[state] ?? {}),
];

/**
 * The apply flow's examples: every step's fixture and its variants, each generated family member's pages with one
 * member's answers, the routes' inputs; at the family-card question the walk takes one count per way there (every
 * count on every way would multiply the graph past memory, while the many ways in still take each count).
 */
export const examples = defineExamples({
  answers: Object.fromEntries([
    ...[...new Set([...Object.keys(fixtures), ...Object.keys(variants)])].map((state) => [state, stepCandidates(state)] as const),
    ...Array.from({ length: FAMILY_CARD_MAX }, (_, index) =>
      FAMILY_MEMBER_PAGES.map((page) => [familyState(index + 1, page), [familyMemberAnswers[page.schema]]] as const),
    ).flat(),
  ]),
  inputs: applyInputs,
  pickOne: ['familyCardSelect'],
});
