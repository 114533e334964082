import type { EventObject } from 'xstate';
import type { FlowDefinition, FlowEngineModule } from '../engine';
import type { FlowFormModule } from '../../schemas/stepForm';
import { engine as cardActivation } from '../cardActivation';
import { engine as cardReissue } from '../cardReissue';
import { engine as cardSuspension } from '../cardSuspension';
import { engine as cardWithdrawal } from '../cardWithdrawal';
import { engine as depositPromise } from '../depositPromise';
import { engine as familyCard } from '../familyCard';
import { engine as familyMember } from '../familyMember';
import { engine as goldUpgrade } from '../goldUpgrade';
import { engine as multipleCard } from '../multipleCard';
import { engine as memberAddress } from '../memberAddress';
import { engine as memberJob } from '../memberJob';
import { engine as memberBank } from '../memberBank';
import { engine as mailingLists } from '../mailingLists';
import { engine as memberResidence } from '../memberResidence';
import { engine as displayBalance } from '../displayBalance';
import { engine as etcCard } from '../etcCard';
import { engine as pinChange } from '../pinChange';
import { engine as pinRequest } from '../pinRequest';
import { engine as secureChange } from '../secureChange';
import { engine as secureRegister } from '../secureRegister';
import { engine as usageRestriction } from '../usageRestriction';
import { engine as optionEtc } from '../optionEtc';
import { engine as optionFamilyCard } from '../optionFamilyCard';
import { form as cardActivationForm } from '../../schemas/generated/cardActivation';
import { form as cardReissueForm } from '../../schemas/generated/cardReissue';
import { form as cardSuspensionForm } from '../../schemas/generated/cardSuspension';
import { form as cardWithdrawalForm } from '../../schemas/generated/cardWithdrawal';
import { form as depositPromiseForm } from '../../schemas/generated/depositPromise';
import { form as familyCardForm } from '../../schemas/generated/familyCard';
import { form as familyMemberForm } from '../../schemas/generated/familyMember';
import { form as goldUpgradeForm } from '../../schemas/generated/goldUpgrade';
import { form as multipleCardForm } from '../../schemas/generated/multipleCard';
import { form as memberAddressForm } from '../../schemas/generated/memberAddress';
import { form as memberJobForm } from '../../schemas/generated/memberJob';
import { form as memberBankForm } from '../../schemas/generated/memberBank';
import { form as mailingListsForm } from '../../schemas/generated/mailingLists';
import { form as memberResidenceForm } from '../../schemas/generated/memberResidence';
import { form as displayBalanceForm } from '../../schemas/generated/displayBalance';
import { form as etcCardForm } from '../../schemas/generated/etcCard';
import { form as pinChangeForm } from '../../schemas/generated/pinChange';
import { form as pinRequestForm } from '../../schemas/generated/pinRequest';
import { form as securePasswordForm } from '../../schemas/generated/securePassword';
import { form as usageRestrictionForm } from '../../schemas/generated/usageRestriction';
import { form as optionFamilyCardForm } from '../../schemas/generated/optionFamilyCard';
import { flowEvents, type StepInput } from './flowEvents';

/**
 * The member's settings flows (issue 15: the card's settings and the home address) with their schemas, the machine input server/memberSettings/cardSettings.ts
 * builds for a card with an unpaid bill, and the answers members give: each flow's events for the path walks.
 */
export const cardSettingInput = {
  mobNumFull: '09013572468',
  currentDisplayBalance: '1',
  currentUsageRestriction: '00',
  etcCards: 0,
  unpaidAmount: 52_300,
  statementMailNow: true,
  usageMailNow: true,
  campaignMailNow: false,
  serviceMailNow: false,
  cardStatus: '0',
  reissueStatus: '0',
  activated: '0',
  heldCards: 2,
  owingCards: 0,
  lastNameKanji: '佐藤',
  firstNameKanji: '健一',
  familyCards: 0,
  // Another card (server/memberSettings/multipleCards.ts): a member with one regular Visa card may add either type.
  cardTypeOptions: [
    { const: '0', title: '一般カード' },
    { const: '1', title: 'ゴールドカード' },
  ],
  defaultCardType: '0',
  heldCardTypes: ['0'],
  heldRegularBrands: ['1'],
  pending: false,
  flags: {},
  familyMembers: [{ const: 'family-1', title: '佐藤 花子（配偶者）・下4桁 1234' }],
} as const;

const answers: Readonly<Record<string, Readonly<Record<string, readonly StepInput[]>>>> = {
  pinChange: {
    pin: [
      { pinNumber: '7294', pinNumberConfirm: '7294' },
      { pinNumber: '５０８３', pinNumberConfirm: '５０８３' },
    ],
  },
  pinRequest: { request: [{ agreePinNotice: true }] },
  secureRegister: {
    password: [
      { securePassword: 'Sakura+2026', securePasswordConfirm: 'Sakura+2026' },
      { securePassword: 'abcd', securePasswordConfirm: 'abcd' },
    ],
  },
  secureChange: { password: [{ securePassword: 'Momiji+2027', securePasswordConfirm: 'Momiji+2027' }] },
  displayBalance: { setting: [{ displayBalance: '0' }, { displayBalance: '1' }] },
  usageRestriction: { setting: [{ usageRestriction: '02' }, { usageRestriction: '05' }] },
  etcCard: { request: [{ etcCardCount: '1' }, { etcCardCount: '2' }] },
  depositPromise: {
    promise: [
      { depositPromiseDate: '20301130', depositAmount: '52300' },
      { depositPromiseDate: '2030/12/01', depositAmount: '１０,０００' },
    ],
  },
  memberAddress: {
    zipcode: [{ homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' }],
    address: [{ homeSubAddrKanji: '３－１－１' }, { homeSubAddrKanji: '1-2 カードハイツ101' }],
    addressKana: [{ homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１' }],
    phone: [{}, { telNumFull: '06-1234-5678' }],
  },
  // An employee (the workplace asked), a homemaker (no income, no workplace), other work with and without income.
  memberJob: {
    profession: [{ jobCode: '03' }, { jobCode: '08' }, { jobCode: '11' }],
    household: [{ familyStructure: '1', householdNum: '3' }],
    income: [
      { income: '500', spouseIncome: '200', familyIncome: '700' },
      { spouseIncome: '600', familyIncome: '600' },
      { income: '0', spouseIncome: '300', familyIncome: '300' },
    ],
    workplace: [
      {
        comNameKanji: '山田商事',
        comNameKana: 'ヤマダショウジ',
        comTelNumFull: '0312345679',
        companyCorporateForm: '03',
        busiCateCode: '07',
      },
    ],
  },
  memberBank: {
    bankList: [{ bankCode: '0005' }],
    bankDetail: [{ branchCode: '001', accountType: '1', accountNo: '1234567', accountKanaName: 'サトウ　ケンイチ' }],
  },
  mailingLists: { lists: [{ statementMail: true, usageMail: false, campaignMail: true, serviceMail: false }] },
  // Lost with a new card asked for, stolen without one (issue 16).
  cardSuspension: {
    setting: [
      { cardSuspensionStatus: '3', applyCardReissue: true },
      { cardSuspensionStatus: '4', applyCardReissue: false },
    ],
  },
  cardReissue: { reason: [{ reissueReason: '1' }, { reissueReason: '9' }] },
  familyMember: { member: [{ familyCardId: 'family-1' }], phone: [{ familyMobNumFull: '080-2468-1357' }] },
  // A regular Mastercard in black, and a gold Mastercard (its own face, no colour page).
  multipleCard: {
    acceptPermission: [{ agreeTerms: true }],
    cardType: [{ cardType: '0' }, { cardType: '1' }],
    cardBrand: [{ brandCode: '2' }],
    cardDesignColor: [{ cardColor: 'black' }],
    cardDesign: [{ faceCode: '005' }, { faceCode: '007' }],
    pin: [{ pinNumber: '7294', pinNumberConfirm: '7294' }],
    purpose: [{ cardPurposeType: '1' }],
    // The partner route (a partner landing): the linked number, the consent, the attention read, the fee choice.
    sbIdLinkageCertification: [{ sbIdLinkageMobNum: '090-1357-2468' }],
    sbIdLinkagePermission: [{ sbIdLinkageConsent: true }],
    sbIdLinkageAttention: [{ sbIdLinkageAttentionRead: true }],
    sbPayment: [{ sbCommunicationFeeSelect: '1' }, { sbCommunicationFeeSelect: '0' }],
  },
  goldUpgrade: {
    entry: [{ applyGoldUpgrade: true }],
    acceptPermission: [{ agreeTerms: true }],
    sbIdLinkageCertification: [{ sbIdLinkageMobNum: '090-1357-2468' }],
    sbIdLinkagePermission: [{ sbIdLinkageConsent: true }],
    familyCards: [{ moveFamilyCards: true }],
  },
  familyCard: {
    name: [{ familyLastNameKanji: '佐藤', familyFirstNameKanji: '花子', familyLastNameKana: 'さとう', familyFirstNameKana: 'はなこ' }],
    nameAlpha: [{ familyLastNameAlpha: 'sato', familyFirstNameAlpha: 'HANAKO' }],
    profile: [{ familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' }],
    phone: [{ familyMobNumFull: '080-1234-5678' }],
    pin: [{ familyPinNumber: '3816', familyPinNumberConfirm: '3816' }],
  },
  cardActivation: { card: [{ cardExpiry: '0531' }, { cardExpiry: '05/31' }] },
  cardWithdrawal: { reason: [{ withdrawalReason: '63' }, { withdrawalReason: '68' }] },
  optionEtc: { request: [{ etcCardCount: '1' }, { etcCardCount: '2' }] },
  optionFamilyCard: {
    precautions: [{ agreeFamilyCardPrecautions: true }],
    name: [{ familyLastNameKanji: '佐藤', familyFirstNameKanji: '花子', familyLastNameKana: 'さとう', familyFirstNameKana: 'はなこ' }],
    nameAlpha: [{ familyLastNameAlpha: 'sato', familyFirstNameAlpha: 'HANAKO' }],
    profile: [{ familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' }],
    phone: [{ familyMobNumFull: '080-1234-5678' }],
    pin: [{ familyPinNumber: '3816', familyPinNumberConfirm: '3816' }],
  },
  // A Japanese national, a permanent resident (no expiry, no card photos), a student with and without an address on the back.
  memberResidence: {
    nationality: [{ nationality: 'JP' }, { nationality: 'US', residenceStatus: '30' }, { nationality: 'VN', residenceStatus: '26' }],
    residenceExpiration: [{ residenceDateExpiration: '20280331' }],
    residenceFrontUpload: [
      { residenceCardFilenameFace: '0b7c3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b.jpg', residenceCardFilenameFaceOriginal: 'front.jpg' },
    ],
    residenceBackAddress: [{ addressListedOnCardBack: '1' }, { addressListedOnCardBack: '0' }],
    residenceBackUpload: [
      { residenceCardFilenameBack: '1c8d4b63-2d3e-4f60-9bac-1d2e3f4a5b6c.png', residenceCardFilenameBackOriginal: 'back.png' },
    ],
    verification: [{ residenceDeclaration: true }],
  },
};

const definition = (engine: FlowEngineModule, form: FlowFormModule): FlowDefinition => ({
  ...engine,
  schemas: form.schemas,
  validators: form.validators,
});

export const cardSettingFlows: Readonly<Record<string, FlowDefinition>> = {
  pinChange: definition(pinChange, pinChangeForm),
  pinRequest: definition(pinRequest, pinRequestForm),
  secureRegister: definition(secureRegister, securePasswordForm),
  secureChange: definition(secureChange, securePasswordForm),
  displayBalance: definition(displayBalance, displayBalanceForm),
  usageRestriction: definition(usageRestriction, usageRestrictionForm),
  etcCard: definition(etcCard, etcCardForm),
  depositPromise: definition(depositPromise, depositPromiseForm),
  memberAddress: definition(memberAddress, memberAddressForm),
  memberJob: definition(memberJob, memberJobForm),
  memberBank: definition(memberBank, memberBankForm),
  mailingLists: definition(mailingLists, mailingListsForm),
  memberResidence: definition(memberResidence, memberResidenceForm),
  cardSuspension: definition(cardSuspension, cardSuspensionForm),
  cardReissue: definition(cardReissue, cardReissueForm),
  cardActivation: definition(cardActivation, cardActivationForm),
  familyCard: definition(familyCard, familyCardForm),
  familyMember: definition(familyMember, familyMemberForm),
  goldUpgrade: definition(goldUpgrade, goldUpgradeForm),
  multipleCard: definition(multipleCard, multipleCardForm),
  cardWithdrawal: definition(cardWithdrawal, cardWithdrawalForm),
  optionEtc: definition(optionEtc, etcCardForm),
  optionFamilyCard: definition(optionFamilyCard, optionFamilyCardForm),
};

/** A member who came by an SB partner landing: the partner-ID linkage pages, and the fee choice for a gold card. */
export const sbPartnerMemberInput = {
  ...cardSettingInput,
  campaignCode: 'S1001',
  shopId: null,
  partnerIdLinkage: true,
  partnerRoute: 'SB',
} as const;
/** The same with two family cards on the card (a gold upgrade's family-card page after the linkage). */
export const sbPartnerWithFamilyInput = { ...sbPartnerMemberInput, familyCards: 2 } as const;
/** By an SB shop while the partner-ID linkage flag is off: the SB route without the linkage pages. */
export const sbShopMemberInput = {
  ...cardSettingInput,
  campaignCode: null,
  shopId: 'SB0042',
  partnerIdLinkage: false,
  partnerRoute: 'SB',
} as const;

/** A card with two family cards, which a gold upgrade moves (its family-card page is asked only then). */
export const cardWithFamilyInput = { ...cardSettingInput, familyCards: 2 } as const;

export const cardSettingEvents = (id: string, input: Readonly<Record<string, unknown>> = cardSettingInput) =>
  flowEvents<EventObject>(cardSettingFlows[id]!, (state) => answers[id]?.[state] ?? [], undefined, input);
