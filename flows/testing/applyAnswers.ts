import type { ApplyStepId } from '../../schemas/generated/apply';

/**
 * Answers that satisfy each apply step (as an applicant types them, before normalisation), for tests that walk the
 * flow: the unit tests, the server tests and the path enumeration. `today` in tests is 2026-11-22.
 */
export type StepInput = Readonly<Record<string, unknown>>;

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
  licenseNumber: { licenseNo: '301234567890' },
  designBrand: { cardType: '0', brandCode: '1' },
  designColor: { cardColor: 'black' },
  design: { faceCode: '002' },
  designName: { nickname: 'いつものカード' },
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
  design: {
    regular: { faceCode: '002' },
    gold: { faceCode: '007' },
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
