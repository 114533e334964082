import { cardSettingInput, cardWithFamilyInput } from '../../flows/exampleInputs';
import { exampleStory, storyFlowsOver, type StoryFlowData } from '../storyFlowData';
import { SECRET_MARKER } from '../../schemas/secrets';
import storyFacts from './storyFacts.json';

/**
 * Every state of the member's settings flows (issue 15: the card's settings, the home address, the occupation; the
 * flows walked from `cardSettingInput`, flows/exampleInputs.ts) at 390 px, drawn by the host's own pages over a view
 * built as the server builds it for one card with an unpaid bill, with the facts the server states (storyFacts.json,
 * kept current by server/cardPlans/storyFacts.test.ts). A secret's confirm row shows what the server keeps: its
 * marker, read as 「設定済み」.
 */

/** The answers a story shows, where not the flow's example answers (a secret as kept, another member's name). */
const answers: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> = {
  pinChange: { pin: { pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER } },
  pinRequest: { request: { agreePinNotice: true } },
  secureRegister: { password: { securePassword: SECRET_MARKER, securePasswordConfirm: SECRET_MARKER } },
  secureChange: { password: { securePassword: SECRET_MARKER, securePasswordConfirm: SECRET_MARKER } },
  displayBalance: { setting: { displayBalance: '0' } },
  usageRestriction: { setting: { usageRestriction: '02' } },
  etcCard: { request: { etcCardCount: '1' } },
  depositPromise: { promise: { depositPromiseDate: '20301130', depositAmount: '52300' } },
  memberAddress: {
    zipcode: { homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' },
    address: { homeSubAddrKanji: '３－１－１' },
    addressKana: { homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１' },
    phone: { telNumFull: '0612345678' },
  },
  memberJob: {
    profession: { jobCode: '03' },
    household: { familyStructure: '1', householdNum: '3' },
    income: { income: '500', spouseIncome: '200', familyIncome: '700' },
    workplace: {
      comNameKanji: '山田商事',
      comNameKana: 'ヤマダショウジ',
      comTelNumFull: '0312345679',
      companyCorporateForm: '03',
      busiCateCode: '07',
    },
  },
  mailingLists: { lists: { statementMail: true, usageMail: false, campaignMail: true, serviceMail: false } },
  // The photos are named, not shown: a story has no uploaded photo to read back, so the widget shows its empty state.
  memberResidence: {
    nationality: { nationality: 'VN', residenceStatus: '26' },
    residenceExpiration: { residenceDateExpiration: '20280331' },
    residenceBackAddress: { addressListedOnCardBack: '1' },
    verification: { residenceDeclaration: true },
  },
  memberBank: {
    bankList: { bankCode: '0005' },
    bankDetail: { branchCode: '001', accountType: '1', accountNo: '7654321', accountKanaName: 'ナカムラ　ダイスケ' },
  },
  cardSuspension: { setting: { cardSuspensionStatus: '3', applyCardReissue: true } },
  cardReissue: { reason: { reissueReason: '1' } },
  cardActivation: { card: { cardExpiry: '0531' } },
  familyMember: { member: { familyCardId: 'family-1' }, phone: { familyMobNumFull: '08024681357' } },
  multipleCard: {
    acceptPermission: { agreeTerms: true },
    cardType: { cardType: '0' },
    cardBrand: { brandCode: '2' },
    cardDesignColor: { cardColor: 'black' },
    cardDesign: { faceCode: '005' },
    pin: { pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER },
    purpose: { cardPurposeType: '1' },
  },
  goldUpgrade: { entry: { applyGoldUpgrade: true }, acceptPermission: { agreeTerms: true }, familyCards: { moveFamilyCards: true } },
  familyCard: {
    name: { familyLastNameKanji: '中村', familyFirstNameKanji: '花子', familyLastNameKana: 'ナカムラ', familyFirstNameKana: 'ハナコ' },
    nameAlpha: { familyLastNameAlpha: 'NAKAMURA', familyFirstNameAlpha: 'HANAKO' },
    profile: { familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' },
    phone: { familyMobNumFull: '08012345678' },
    pin: { familyPinNumber: SECRET_MARKER, familyPinNumberConfirm: SECRET_MARKER },
  },
  cardWithdrawal: { reason: { withdrawalReason: '63' } },
  optionEtc: { request: { etcCardCount: '1' } },
  optionFamilyCard: {
    precautions: { agreeFamilyCardPrecautions: true },
    name: { familyLastNameKanji: '中村', familyFirstNameKanji: '花子', familyLastNameKana: 'ナカムラ', familyFirstNameKana: 'ハナコ' },
    nameAlpha: { familyLastNameAlpha: 'NAKAMURA', familyFirstNameAlpha: 'HANAKO' },
    profile: { familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' },
    phone: { familyMobNumFull: '08012345678' },
    pin: { familyPinNumber: SECRET_MARKER, familyPinNumberConfirm: SECRET_MARKER },
  },
};

/** What the result page shows for the story's answers, by flow (none: nothing of its own). */
const resultData: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  pinChange: {},
  pinRequest: {},
  secureRegister: {},
  secureChange: {},
  displayBalance: { displayBalance: '表示しない' },
  usageRestriction: { usageRestriction: 'オンライン決済を止める' },
  etcCard: { etcCards: '1枚' },
  depositPromise: { promisedOn: '2030年11月30日', amount: '52,300円' },
  memberAddress: { address: '〒530-0001 大阪府大阪市北区梅田３－１－１' },
  memberJob: {},
  mailingLists: {},
  memberResidence: { residenceStatus: '留学', residenceExpiry: '2028年3月31日' },
  memberBank: {
    bankName: '三菱UFJ銀行',
    branchName: '本店（001）',
    accountType: '普通',
    accountNo: '****321',
    requestedOn: '2026年11月25日',
  },
  cardSuspension: { lossType: '紛失', reissue: '再発行を受け付けました（1週間ほどでご登録の住所にお届けします）' },
  cardActivation: {},
  familyMember: { familyName: '佐藤 花子' },
  goldUpgrade: { familyCardsMoved: '2枚' },
  multipleCard: { cardName: 'Mastercard 一般カード', reviewStatus: '審査中' },
  familyCard: { familyName: '中村 花子', familyCardsText: '1枚（あと9枚お申し込みいただけます）' },
  cardReissue: { reissueReason: 'カードの破損・汚れ', deliveredTo: '〒100-0001 東京都千代田区千代田１－１' },
  cardWithdrawal: { withdrawnCards: 'Visaカード（下4桁 1234）、JCBカード（下4桁 5678）', withdrawnOn: '2026年11月25日' },
  optionEtc: { etcCards: '1枚' },
  optionFamilyCard: { familyName: '中村 花子', familyCardsText: '1枚（あと9枚お申し込みいただけます）' },
};

/** What the server names the story's account by (server/memberSettings/paymentAccount.ts, from the Zengin data). */
const bankFacts = { bankName: '三菱UFJ銀行', branchName: '本店（001）', currentAccountText: 'PayPay銀行 フラミンゴ支店 普通 ****396' };

const facts = {
  cardNickname: 'Visaカード',
  card4no: '1234',
  currentResidenceText: '未登録',
  prefectureCityKana: '都道府県・市区町村は「オオサカフ　オオサカシキタク」です。',
  currentMailAddress: 'nakamura@example.com',
  currentAddressText: '〒100-0001 東京都千代田区千代田１－１',
  withdrawalCardsText: 'Visaカード（下4桁 1234）、JCBカード（下4桁 5678）',
  familyCardsText: '2枚',
  heldRegularBrandsText: 'Visa',
  ...bankFacts,
  ...storyFacts,
};

export const cardSettingStoryFlows: Readonly<Record<string, StoryFlowData>> = Object.fromEntries(
  storyFlowsOver(cardSettingInput).map((source) => [
    source.id,
    {
      flow: source.flow,
      form: source.form,
      // A gold upgrade moves the family cards: its card has two, so its family-card page is drawn.
      input: source.id === 'goldUpgrade' ? cardWithFamilyInput : cardSettingInput,
      answers: answers[source.id] ?? exampleStory(source).answers,
      facts,
      resultData: resultData[source.id] ?? {},
    },
  ]),
);
