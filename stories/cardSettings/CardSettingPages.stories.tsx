import type { Meta, StoryObj } from '@storybook/react-vite';
import { zenginAnswers } from '../zenginAnswers';
import { StoryFlowPage } from '../StoryFlowPage';

const meta = { title: 'Card settings/Pages', component: StoryFlowPage } satisfies Meta<typeof StoryFlowPage>;
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
/** パートナーIDとの連携（カードの追加、パートナーのリンクから） */
export const MultipleCardSbIdLinkageCertification: Story = { args: { flow: 'multipleCard', state: 'sbIdLinkageCertification' } };
/** お客さま情報の受け取りへの同意（カードの追加） */
export const MultipleCardSbIdLinkagePermission: Story = { args: { flow: 'multipleCard', state: 'sbIdLinkagePermission' } };
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
/** パートナーIDとの連携についてのご注意 */
export const MultipleCardSbIdLinkageAttention: Story = { args: { flow: 'multipleCard', state: 'sbIdLinkageAttention' } };
/** 携帯電話料金のお支払い（ゴールドカードの追加） */
export const MultipleCardSbPayment: Story = { args: { flow: 'multipleCard', state: 'sbPayment' } };
/** カードの追加の確認 */
export const MultipleCardConfirm: Story = { args: { flow: 'multipleCard', state: 'confirm' } };
/** カードの追加を受け付けました */
export const MultipleCardComplete: Story = { args: { flow: 'multipleCard', state: 'complete' } };
/** ゴールドカードへの切り替え */
export const GoldUpgrade: Story = { args: { flow: 'goldUpgrade', state: 'entry' } };
/** お申し込みの前に（ゴールドカード） */
export const GoldUpgradeAcceptPermission: Story = { args: { flow: 'goldUpgrade', state: 'acceptPermission' } };
/** パートナーIDとの連携（ゴールドカードへの切り替え、パートナーのリンクから） */
export const GoldUpgradeSbIdLinkageCertification: Story = { args: { flow: 'goldUpgrade', state: 'sbIdLinkageCertification' } };
/** お客さま情報の受け取りへの同意（ゴールドカードへの切り替え） */
export const GoldUpgradeSbIdLinkagePermission: Story = { args: { flow: 'goldUpgrade', state: 'sbIdLinkagePermission' } };
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
/** ETCカードのお申し込み（オプションサービス） */
export const OptionEtcRequest: Story = { args: { flow: 'optionEtc', state: 'request' } };
/** ETCカードのお申し込み内容の確認（オプションサービス） */
export const OptionEtcConfirm: Story = { args: { flow: 'optionEtc', state: 'confirm' } };
/** ETCカードのお申し込みを受け付けました（オプションサービス） */
export const OptionEtcComplete: Story = { args: { flow: 'optionEtc', state: 'complete' } };
/** 家族カードのお申し込みの前に（オプションサービス） */
export const OptionFamilyCardPrecautions: Story = { args: { flow: 'optionFamilyCard', state: 'precautions' } };
/** 家族カードをお使いになる方のお名前（オプションサービス） */
export const OptionFamilyCardName: Story = { args: { flow: 'optionFamilyCard', state: 'name' } };
/** 家族カードに刻印するお名前（オプションサービス） */
export const OptionFamilyCardNameAlpha: Story = { args: { flow: 'optionFamilyCard', state: 'nameAlpha' } };
/** 家族カードをお使いになる方の性別・続柄・生年月日（オプションサービス） */
export const OptionFamilyCardProfile: Story = { args: { flow: 'optionFamilyCard', state: 'profile' } };
/** 家族カードをお使いになる方の電話番号（オプションサービス） */
export const OptionFamilyCardPhone: Story = { args: { flow: 'optionFamilyCard', state: 'phone' } };
/** 家族カードの暗証番号（オプションサービス） */
export const OptionFamilyCardPin: Story = { args: { flow: 'optionFamilyCard', state: 'pin' } };
/** 家族カードのお申し込み内容の確認（オプションサービス） */
export const OptionFamilyCardConfirm: Story = { args: { flow: 'optionFamilyCard', state: 'confirm' } };
/** 家族カードのお申し込みを受け付けました（オプションサービス） */
export const OptionFamilyCardComplete: Story = { args: { flow: 'optionFamilyCard', state: 'complete' } };
