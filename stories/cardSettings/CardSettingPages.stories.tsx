import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardSettingFlows, cardSettingInput, cardWithFamilyInput } from '../../flows/testing/cardSettingEvents';
import type { FlowFormModule } from '../../schemas/stepForm';
import { form as cardActivationForm } from '../../schemas/cardActivationForm';
import { form as cardReissueForm } from '../../schemas/cardReissueForm';
import { form as cardSuspensionForm } from '../../schemas/cardSuspensionForm';
import { form as cardWithdrawalForm } from '../../schemas/cardWithdrawalForm';
import { form as depositPromiseForm } from '../../schemas/depositPromiseForm';
import { form as familyCardForm } from '../../schemas/familyCardForm';
import { form as familyMemberForm } from '../../schemas/familyMemberForm';
import { form as goldUpgradeForm } from '../../schemas/goldUpgradeForm';
import { form as multipleCardForm } from '../../schemas/multipleCardForm';
import { form as displayBalanceForm } from '../../schemas/displayBalanceForm';
import { form as etcCardForm } from '../../schemas/etcCardForm';
import { form as memberAddressForm } from '../../schemas/memberAddressForm';
import { form as memberJobForm } from '../../schemas/memberJobForm';
import { form as memberBankForm } from '../../schemas/memberBankForm';
import { form as mailingListsForm } from '../../schemas/mailingListsForm';
import { form as memberResidenceForm } from '../../schemas/memberResidenceForm';
import { form as pinChangeForm } from '../../schemas/pinChangeForm';
import { form as pinRequestForm } from '../../schemas/pinRequestForm';
import { form as securePasswordForm } from '../../schemas/securePasswordForm';
import { form as usageRestrictionForm } from '../../schemas/usageRestrictionForm';
import { SECRET_MARKER } from '../../schemas/secrets';
import { FlowStatePage } from '../FlowStatePage';
import storyFacts from './storyFacts.json';

/**
 * Every state of the member's settings flows (issue 15: the card's settings, the home address, the occupation) at 390 px, drawn by the host's own pages over a view built as the
 * server builds it for one card with an unpaid bill (flows/testing/cardSettingEvents.ts), with the facts the server
 * states (storyFacts.json, kept current by server/cardPlans/storyFacts.test.ts). A secret's confirm row shows what
 * the server keeps: its marker, read as 「設定済み」.
 */
const forms = {
  pinChange: pinChangeForm,
  pinRequest: pinRequestForm,
  secureRegister: securePasswordForm,
  secureChange: securePasswordForm,
  displayBalance: displayBalanceForm,
  usageRestriction: usageRestrictionForm,
  etcCard: etcCardForm,
  depositPromise: depositPromiseForm,
  memberAddress: memberAddressForm,
  memberJob: memberJobForm,
  memberBank: memberBankForm,
  mailingLists: mailingListsForm,
  memberResidence: memberResidenceForm,
  cardSuspension: cardSuspensionForm,
  cardReissue: cardReissueForm,
  cardActivation: cardActivationForm,
  familyCard: familyCardForm,
  familyMember: familyMemberForm,
  goldUpgrade: goldUpgradeForm,
  multipleCard: multipleCardForm,
  cardWithdrawal: cardWithdrawalForm,
} satisfies Readonly<Record<string, FlowFormModule>>;
type FlowId = keyof typeof forms;

const answers: Readonly<Record<FlowId, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> = {
  pinChange: { pin: { pinNumber: SECRET_MARKER, pinNumberConfirm: SECRET_MARKER } },
  pinRequest: { request: { agreePinNotice: true } },
  secureRegister: { password: { securePassword: SECRET_MARKER, securePasswordConfirm: SECRET_MARKER } },
  secureChange: { password: { securePassword: SECRET_MARKER, securePasswordConfirm: SECRET_MARKER } },
  displayBalance: { setting: { displayBalance: '0' } },
  usageRestriction: { setting: { usageRestriction: '02' } },
  etcCard: { request: { etcCardCount: '1' } },
  depositPromise: { promise: { depositPromiseDate: '20301130', depositAmount: '52300' } },
  memberAddress: { zipcode: { homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' }, address: { homeSubAddrKanji: '３－１－１' }, addressKana: { homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１' }, phone: { telNumFull: '0612345678' } },
  memberJob: {
    profession: { jobCode: '03' },
    household: { familyStructure: '1', householdNum: '3' },
    income: { income: '500', spouseIncome: '200', familyIncome: '700' },
    workplace: { comNameKanji: '山田商事', comNameKana: 'ヤマダショウジ', comTelNumFull: '0312345679', companyCorporateForm: '03', busiCateCode: '07' },
  },
  mailingLists: { lists: { statementMail: true, usageMail: false, campaignMail: true, serviceMail: false } },
  // The photos are named, not shown: a story has no uploaded photo to read back, so the widget shows its empty state.
  memberResidence: {
    nationality: { nationality: 'VN', residenceStatus: '26' },
    residenceExpiration: { residenceDateExpiration: '20280331' },
    residenceBackAddress: { addressListedOnCardBack: '1' },
    verification: { residenceDeclaration: true },
  },
  memberBank: { bankList: { bankCode: '0005' }, bankDetail: { branchCode: '001', accountType: '1', accountNo: '7654321', accountKanaName: 'ナカムラ　ダイスケ' } },
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
};

const resultData: Readonly<Record<FlowId, Readonly<Record<string, string>>>> = {
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
  memberBank: { bankName: '三菱UFJ銀行', branchName: '本店（001）', accountType: '普通', accountNo: '****321', requestedOn: '2026年11月25日' },
  cardSuspension: { lossType: '紛失', reissue: '再発行を受け付けました（1週間ほどでご登録の住所にお届けします）' },
  cardActivation: {},
  familyMember: { familyName: '佐藤 花子' },
  goldUpgrade: { familyCardsMoved: '2枚' },
  multipleCard: { cardName: 'Mastercard 一般カード', reviewStatus: '審査中' },
  familyCard: { familyName: '中村 花子', familyCardsText: '1枚（あと9枚お申し込みいただけます）' },
  cardReissue: { reissueReason: 'カードの破損・汚れ', deliveredTo: '〒100-0001 東京都千代田区千代田１－１' },
  cardWithdrawal: { withdrawnCards: 'Visaカード（下4桁 1234）、JCBカード（下4桁 5678）', withdrawnOn: '2026年11月25日' },
};

interface CardSettingStoryProps {
  readonly flow: FlowId;
  readonly state: string;
}

function CardSettingPage({ flow, state }: CardSettingStoryProps) {
  return (
    <FlowStatePage
      flowId={flow}
      flow={cardSettingFlows[flow]!}
      form={forms[flow]}
      state={state}
      answers={answers[flow]}
      input={flow === 'goldUpgrade' ? cardWithFamilyInput : cardSettingInput}
      facts={{ cardNickname: 'Visaカード', card4no: '1234', currentResidenceText: '未登録', prefectureCityKana: '都道府県・市区町村は「オオサカフ　オオサカシキタク」です。', currentMailAddress: 'nakamura@example.com', currentAddressText: '〒100-0001 東京都千代田区千代田１－１', withdrawalCardsText: 'Visaカード（下4桁 1234）、JCBカード（下4桁 5678）', familyCardsText: '2枚', heldRegularBrandsText: 'Visa', ...bankFacts, ...storyFacts }}
      resultData={resultData[flow]}
    />
  );
}

/** What the server names the story's account by (server/memberSettings/paymentAccount.ts, from the Zengin data). */
const bankFacts = { bankName: '三菱UFJ銀行', branchName: '本店（001）', currentAccountText: 'PayPay銀行 フラミンゴ支店 普通 ****396' };

/** The bank list and the branch choices, answered in place of the server's Zengin pages (/v1/banks). */
const zenginAnswers = () => {
  const original = window.fetch;
  const json = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  window.fetch = async (input, init) => {
    const url = String(input);
    if (url.includes('/branches')) return json({ bank: { code: '0005', name: '三菱UFJ銀行', kana: 'ミツビシユーエフジェイ' }, branches: [{ code: '001', name: '本店', kana: 'ホンテン' }, { code: '002', name: '丸の内支店', kana: 'マルノウチ' }] });
    if (url.includes('/v1/banks')) {
      const banks = [
        { code: '0033', name: 'PayPay銀行', kana: 'ペイペイ' },
        { code: '0005', name: '三菱UFJ銀行', kana: 'ミツビシユーエフジェイ' },
        { code: '0009', name: '三井住友銀行', kana: 'ミツイスミトモ' },
      ];
      return json({ banks, total: banks.length, nextOffset: null });
    }
    return original(input, init);
  };
  return () => {
    window.fetch = original;
  };
};

const meta = { title: 'Card settings/Pages', component: CardSettingPage } satisfies Meta<typeof CardSettingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 暗証番号の変更 */
export const PinChange: Story = { args: { flow: 'pinChange', state: 'pin' } };
/** 暗証番号変更の確認 */
export const PinChangeConfirm: Story = { args: { flow: 'pinChange', state: 'confirm' } };
/** 暗証番号を変更しました */
export const PinChangeComplete: Story = { args: { flow: 'pinChange', state: 'complete' } };
/** 暗証番号のご照会 */
export const PinRequest: Story = { args: { flow: 'pinRequest', state: 'request' } };
/** 暗証番号のご照会の確認 */
export const PinRequestConfirm: Story = { args: { flow: 'pinRequest', state: 'confirm' } };
/** 暗証番号のお知らせの郵送を受け付けました */
export const PinRequestComplete: Story = { args: { flow: 'pinRequest', state: 'complete' } };
/** 3Dセキュアのパスワード（登録） */
export const SecureRegister: Story = { args: { flow: 'secureRegister', state: 'password' } };
/** 3Dセキュアのパスワードの確認（登録） */
export const SecureRegisterConfirm: Story = { args: { flow: 'secureRegister', state: 'confirm' } };
/** 3Dセキュアのパスワードを設定しました（登録） */
export const SecureRegisterComplete: Story = { args: { flow: 'secureRegister', state: 'complete' } };
/** 3Dセキュアのパスワード（変更） */
export const SecureChange: Story = { args: { flow: 'secureChange', state: 'password' } };
/** 3Dセキュアのパスワードの確認（変更） */
export const SecureChangeConfirm: Story = { args: { flow: 'secureChange', state: 'confirm' } };
/** 3Dセキュアのパスワードを設定しました（変更） */
export const SecureChangeComplete: Story = { args: { flow: 'secureChange', state: 'complete' } };
/** 残高表示の設定 */
export const DisplayBalance: Story = { args: { flow: 'displayBalance', state: 'setting' } };
/** 残高表示の設定の確認 */
export const DisplayBalanceConfirm: Story = { args: { flow: 'displayBalance', state: 'confirm' } };
/** 残高表示の設定を変更しました */
export const DisplayBalanceComplete: Story = { args: { flow: 'displayBalance', state: 'complete' } };
/** カードの利用制限 */
export const UsageRestriction: Story = { args: { flow: 'usageRestriction', state: 'setting' } };
/** 利用制限の確認 */
export const UsageRestrictionConfirm: Story = { args: { flow: 'usageRestriction', state: 'confirm' } };
/** 利用制限の設定を変更しました */
export const UsageRestrictionComplete: Story = { args: { flow: 'usageRestriction', state: 'complete' } };
/** ETCカードのお申し込み */
export const EtcCard: Story = { args: { flow: 'etcCard', state: 'request' } };
/** ETCカードのお申し込み内容の確認 */
export const EtcCardConfirm: Story = { args: { flow: 'etcCard', state: 'confirm' } };
/** ETCカードのお申し込みを受け付けました */
export const EtcCardComplete: Story = { args: { flow: 'etcCard', state: 'complete' } };
/** お支払いのお約束 */
export const DepositPromise: Story = { args: { flow: 'depositPromise', state: 'promise' } };
/** お支払いのお約束の確認 */
export const DepositPromiseConfirm: Story = { args: { flow: 'depositPromise', state: 'confirm' } };
/** お支払いのお約束を受け付けました */
export const DepositPromiseComplete: Story = { args: { flow: 'depositPromise', state: 'complete' } };
/** ご自宅の郵便番号（住所変更） */
export const MemberAddressZipcode: Story = { args: { flow: 'memberAddress', state: 'zipcode' } };
/** ご自宅の住所（住所変更） */
export const MemberAddressAddress: Story = { args: { flow: 'memberAddress', state: 'address' } };
/** ご住所のフリガナ（住所変更） */
export const MemberAddressKana: Story = { args: { flow: 'memberAddress', state: 'addressKana' } };
/** 自宅の電話番号 */
export const MemberAddressPhone: Story = { args: { flow: 'memberAddress', state: 'phone' } };
/** ご住所変更の確認 */
export const MemberAddressConfirm: Story = { args: { flow: 'memberAddress', state: 'confirm' } };
/** ご住所を変更しました */
export const MemberAddressComplete: Story = { args: { flow: 'memberAddress', state: 'complete' } };
/** ご職業（職業の変更） */
export const MemberJobProfession: Story = { args: { flow: 'memberJob', state: 'profession' } };
/** ご家族の構成（職業の変更） */
export const MemberJobHousehold: Story = { args: { flow: 'memberJob', state: 'household' } };
/** 年収（職業の変更） */
export const MemberJobIncome: Story = { args: { flow: 'memberJob', state: 'income' } };
/** お勤め先（職業の変更） */
export const MemberJobWorkplace: Story = { args: { flow: 'memberJob', state: 'workplace' } };
/** ご職業・年収の変更の確認 */
export const MemberJobConfirm: Story = { args: { flow: 'memberJob', state: 'confirm' } };
/** ご職業・年収を変更しました */
export const MemberJobComplete: Story = { args: { flow: 'memberJob', state: 'complete' } };
/** お支払い口座の金融機関（口座の変更） */
export const MemberBankList: Story = { args: { flow: 'memberBank', state: 'bankList' }, beforeEach: zenginAnswers };
/** 口座情報の入力（口座の変更） */
export const MemberBankDetail: Story = { args: { flow: 'memberBank', state: 'bankDetail' }, beforeEach: zenginAnswers };
/** お支払い口座の変更の確認 */
export const MemberBankConfirm: Story = { args: { flow: 'memberBank', state: 'confirm' } };
/** お支払い口座の変更を受け付けました */
export const MemberBankComplete: Story = { args: { flow: 'memberBank', state: 'complete' } };
/** メールの配信設定 */
export const MailingLists: Story = { args: { flow: 'mailingLists', state: 'lists' } };
/** メールの配信設定の確認 */
export const MailingListsConfirm: Story = { args: { flow: 'mailingLists', state: 'confirm' } };
/** メールの配信設定を変更しました */
export const MailingListsComplete: Story = { args: { flow: 'mailingLists', state: 'complete' } };
/** 国籍 Nationality（在留資格の変更） */
export const MemberResidenceNationality: Story = { args: { flow: 'memberResidence', state: 'nationality' } };
/** 在留期間 Period of stay（在留資格の変更） */
export const MemberResidenceExpiration: Story = { args: { flow: 'memberResidence', state: 'residenceExpiration' } };
/** 在留カードおもて面（在留資格の変更） */
export const MemberResidenceFrontUpload: Story = { args: { flow: 'memberResidence', state: 'residenceFrontUpload' } };
/** 在留カードうら面の住所（在留資格の変更） */
export const MemberResidenceBackAddress: Story = { args: { flow: 'memberResidence', state: 'residenceBackAddress' } };
/** 在留カードうら面（在留資格の変更） */
export const MemberResidenceBackUpload: Story = { args: { flow: 'memberResidence', state: 'residenceBackUpload' } };
/** 在留カードの内容の確認 Verification */
export const MemberResidenceVerification: Story = { args: { flow: 'memberResidence', state: 'verification' } };
/** 国籍・在留資格の変更の確認 */
export const MemberResidenceConfirm: Story = { args: { flow: 'memberResidence', state: 'confirm' } };
/** 国籍・在留資格の変更を受け付けました */
export const MemberResidenceComplete: Story = { args: { flow: 'memberResidence', state: 'complete' } };
/** カードの利用停止（紛失・盗難） */
export const CardSuspension: Story = { args: { flow: 'cardSuspension', state: 'setting' } };
/** 利用停止の確認 */
export const CardSuspensionConfirm: Story = { args: { flow: 'cardSuspension', state: 'confirm' } };
/** カードのご利用を停止しました */
export const CardSuspensionComplete: Story = { args: { flow: 'cardSuspension', state: 'complete' } };
/** カードの有効化 */
export const CardActivation: Story = { args: { flow: 'cardActivation', state: 'card' } };
/** カードの有効化の確認 */
export const CardActivationConfirm: Story = { args: { flow: 'cardActivation', state: 'confirm' } };
/** カードのご利用を開始できます */
export const CardActivationComplete: Story = { args: { flow: 'cardActivation', state: 'complete' } };
/** 家族カードをお使いになる方のお名前 */
export const FamilyCardName: Story = { args: { flow: 'familyCard', state: 'name' } };
/** 家族カードに刻印するお名前 */
export const FamilyCardNameAlpha: Story = { args: { flow: 'familyCard', state: 'nameAlpha' } };
/** 家族カードをお使いになる方の性別・続柄・生年月日 */
export const FamilyCardProfile: Story = { args: { flow: 'familyCard', state: 'profile' } };
/** 家族カードをお使いになる方の電話番号 */
export const FamilyCardPhone: Story = { args: { flow: 'familyCard', state: 'phone' } };
/** 家族カードの暗証番号 */
export const FamilyCardPin: Story = { args: { flow: 'familyCard', state: 'pin' } };
/** 家族カードのお申し込み内容の確認 */
export const FamilyCardConfirm: Story = { args: { flow: 'familyCard', state: 'confirm' } };
/** 家族カードのお申し込みを受け付けました */
export const FamilyCardComplete: Story = { args: { flow: 'familyCard', state: 'complete' } };
/** お申し込みの前に（カードの追加） */
export const MultipleCardAcceptPermission: Story = { args: { flow: 'multipleCard', state: 'acceptPermission' } };
/** 追加するカードの種類 */
export const MultipleCardType: Story = { args: { flow: 'multipleCard', state: 'cardType' } };
/** 国際ブランド（カードの追加） */
export const MultipleCardBrand: Story = { args: { flow: 'multipleCard', state: 'cardBrand' } };
/** カードの色（カードの追加） */
export const MultipleCardDesignColor: Story = { args: { flow: 'multipleCard', state: 'cardDesignColor' } };
/** カードのデザイン（カードの追加） */
export const MultipleCardDesign: Story = { args: { flow: 'multipleCard', state: 'cardDesign' } };
/** 新しいカードの暗証番号 */
export const MultipleCardPin: Story = { args: { flow: 'multipleCard', state: 'pin' } };
/** カードのご利用目的（カードの追加） */
export const MultipleCardPurpose: Story = { args: { flow: 'multipleCard', state: 'purpose' } };
/** カードの追加の確認 */
export const MultipleCardConfirm: Story = { args: { flow: 'multipleCard', state: 'confirm' } };
/** カードの追加を受け付けました */
export const MultipleCardComplete: Story = { args: { flow: 'multipleCard', state: 'complete' } };
/** ゴールドカードへの切り替え */
export const GoldUpgrade: Story = { args: { flow: 'goldUpgrade', state: 'entry' } };
/** お申し込みの前に（ゴールドカード） */
export const GoldUpgradeAcceptPermission: Story = { args: { flow: 'goldUpgrade', state: 'acceptPermission' } };
/** 家族カードの切り替え */
export const GoldUpgradeFamilyCards: Story = { args: { flow: 'goldUpgrade', state: 'familyCards' } };
/** ゴールドカードへの切り替えの確認 */
export const GoldUpgradeConfirm: Story = { args: { flow: 'goldUpgrade', state: 'confirm' } };
/** ゴールドカードへの切り替えを受け付けました */
export const GoldUpgradeUnderReview: Story = { args: { flow: 'goldUpgrade', state: 'underReview' } };
/** 家族カード会員の情報の変更 */
export const FamilyMember: Story = { args: { flow: 'familyMember', state: 'member' } };
/** 家族カードをお使いになる方の電話番号（変更） */
export const FamilyMemberPhone: Story = { args: { flow: 'familyMember', state: 'phone' } };
/** 家族カード会員の情報の変更の確認 */
export const FamilyMemberConfirm: Story = { args: { flow: 'familyMember', state: 'confirm' } };
/** 家族カード会員の情報を変更しました */
export const FamilyMemberComplete: Story = { args: { flow: 'familyMember', state: 'complete' } };
/** カードの再発行 */
export const CardReissue: Story = { args: { flow: 'cardReissue', state: 'reason' } };
/** 再発行の確認 */
export const CardReissueConfirm: Story = { args: { flow: 'cardReissue', state: 'confirm' } };
/** カードの再発行を受け付けました */
export const CardReissueComplete: Story = { args: { flow: 'cardReissue', state: 'complete' } };
/** 退会のお手続き */
export const CardWithdrawal: Story = { args: { flow: 'cardWithdrawal', state: 'reason' } };
/** 退会の確認 */
export const CardWithdrawalConfirm: Story = { args: { flow: 'cardWithdrawal', state: 'confirm' } };
/** 退会のお手続きが完了しました */
export const CardWithdrawalComplete: Story = { args: { flow: 'cardWithdrawal', state: 'complete' } };
