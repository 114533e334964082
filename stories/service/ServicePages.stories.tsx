import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFound from '../../src/pages/NotFound/NotFound';
import ServiceTop from '../../src/pages/ServiceTop/ServiceTop';
import StepsPage from '../../src/pages/apply/StepsPage';
import BankErrorPage from '../../src/pages/apply/bank/BankErrorPage';
import ApplyAppPage from '../../src/pages/applyApp/ApplyAppPage';
import CampaignPage from '../../src/pages/campaign/CampaignPage';
import CampaignStatusPage from '../../src/pages/campaign/CampaignStatusPage';
import CardInfoPage from '../../src/pages/cardInfo/CardInfoPage';
import CardNumbersPage from '../../src/pages/cardInfo/CardNumbersPage';
import AuthSelectPage from '../../src/pages/cardInfo/AuthSelectPage';
import ApplicationStatusPage from '../../src/pages/confirmation/ApplicationStatusPage';
import FirstRegistrationPage from '../../src/pages/firstRegistration/FirstRegistrationPage';
import SmsAuthenticationPage from '../../src/pages/sms/SmsAuthenticationPage';
import SupportPage from '../../src/pages/support/SupportPage';
import SbIdLinkageInductionPage from '../../src/pages/support/SbIdLinkageInductionPage';
import PaymentSettingPage from '../../src/pages/memberArea/PaymentSettingPage';
import MailVerifyPage from '../../src/pages/mailVerify/MailVerifyPage';
import { type PageStory, withPage } from '../memberArea/pageStory';
import { press } from '../submitEmpty';

/**
 * The pages around the member area at 390 px, over the answers the real server gave a demo person
 * (memberArea/serverAnswers.json): the service top, the SMS check (and the card information's choice of SMS or a
 * voice call, and the call made), the card's information and full number (a
 * stand-in number, never a generated one), campaigns open, coming and closed from config/campaigns.json, the
 * support page, the application status, first registration and the application's own pages. Where a page changes
 * on a press, the story presses (play) and shows the page after the server's answer.
 */
const meta: Meta<PageStory> = {
  title: 'Service/Pages',
  decorators: [withPage],
  render: () => <></>,
};
export default meta;

type Story = StoryObj<PageStory>;

const primary = 'button.button--primary';

/** カード会員サービス（トップ） */
export const ServiceTopPage: Story = { args: { page: ServiceTop, person: 'gold', at: '/' } };
/** ページが見つかりません */
export const PageNotFound: Story = { args: { page: NotFound, person: 'gold', at: '/no-such-page' } };
/** SMS認証（コードを送る前） */
export const SmsCheck: Story = {
  args: { page: SmsAuthenticationPage, person: 'gold', at: '/member/sms/authentication?redirect=%2Fmember%2Fcardinfo' },
};
/** SMS認証（コードを送ったあと） */
export const SmsCheckCodeSent: Story = {
  args: SmsCheck.args!,
  play: ({ canvasElement }) => press(canvasElement, primary, 'input.field__input--code'),
};
/** SMS認証（コードを入れずに認証） */
export const SmsCheckCodeMissing: Story = {
  args: SmsCheck.args!,
  play: async ({ canvasElement }) => {
    await press(canvasElement, primary, 'input.field__input--code');
    await press(canvasElement, 'button[type="submit"]', '.error-summary');
  },
};
/** 本人確認の方法（カード情報の前に、SMSか電話かを選ぶ） */
export const CardInfoAuthSelect: Story = {
  args: { page: AuthSelectPage, person: 'gold', at: '/member/cardinfo/auth-select?redirect=%2Fmember%2Fcardinfo' },
};
/** 電話での本人確認（電話をかけたあと） */
export const VoiceCheckCalled: Story = {
  args: { page: SmsAuthenticationPage, person: 'gold', at: '/member/sms/authentication?redirect=%2Fmember%2Fcardinfo&channel=voice' },
  play: ({ canvasElement }) => press(canvasElement, primary, 'input.field__input--code'),
};
/** カード情報（SMS認証のあと） */
export const CardInfo: Story = { args: { page: CardInfoPage, person: 'gold', at: '/member/cardinfo' } };
/** カード番号・セキュリティコード（表示する前） */
export const CardNumbers: Story = { args: { page: CardNumbersPage, person: 'gold', at: '/member/cardinfo/cvv?card=0' } };
/** カード番号・セキュリティコード（表示中、テスト用の番号） */
export const CardNumbersShown: Story = {
  args: CardNumbers.args!,
  play: ({ canvasElement }) => press(canvasElement, primary, '[data-testid="card-numbers"]'),
};
/** キャンペーン（開催中） */
export const CampaignOpen: Story = { args: { page: CampaignPage, person: 'gold', at: '/campaign/apple-pay' } };
/** キャンペーン（開始前） */
export const CampaignComingSoon: Story = { args: { page: CampaignPage, person: 'gold', at: '/campaign/scratch' } };
/** キャンペーン（終了） */
export const CampaignClosed: Story = { args: { page: CampaignPage, person: 'gold', at: '/campaign/scratch202406' } };
/** キャンペーンのエントリー状況 */
export const CampaignStatus: Story = { args: { page: CampaignStatusPage, person: 'gold', at: '/member/setting/campaign-status' } };
/** よくあるご質問・お問い合わせ */
export const Support: Story = { args: { page: SupportPage, person: 'gold', at: '/support' } };
/** お申し込み状況の確認（お申し込みなし） */
export const ApplicationStatusNone: Story = { args: { page: ApplicationStatusPage, person: 'applicant', at: '/confirmation/status' } };
/** お申し込みの流れ */
export const ApplySteps: Story = { args: { page: StepsPage, person: 'applicant', at: '/apply/steps' } };
/** アプリからお申し込みください */
export const ApplyFromApp: Story = { args: { page: ApplyAppPage, person: 'applicant', at: '/apply/app' } };
/** お支払い口座を登録できませんでした */
export const BankError: Story = { args: { page: BankErrorPage, person: 'applicant', at: '/apply/bank/error' } };
/** 初回登録 */
export const FirstRegistration: Story = { args: { page: FirstRegistrationPage, person: 'unconfirmed', at: '/member/first/registration' } };
/** 初回登録（同意せずに登録） */
export const FirstRegistrationNotAgreed: Story = {
  args: FirstRegistration.args!,
  play: ({ canvasElement }) => press(canvasElement, 'button[type="submit"]', '.error-summary'),
};
/** 金融機関でのお手続き（金融機関のページから戻ったところ） */
export const BankReceive: Story = { args: { page: PaymentSettingPage, person: 'newcard', at: '/bank/receive' } };
/** パートナーIDとの連携のご案内 */
export const SbIdLinkageInduction: Story = { args: { page: SbIdLinkageInductionPage, person: 'applicant', at: '/sbidlinkage/induction' } };
/** メールアドレスを変更しました（新しいアドレスに届いたメールのリンクを開いたあと） */
export const MailAddressVerified: Story = { args: { page: MailVerifyPage, person: 'family', at: '/member/mail/verify?token=story-token' } };
/** メールアドレスの変更（リンクが正しくない） */
export const MailAddressLinkBroken: Story = { args: { page: MailVerifyPage, person: 'family', at: '/member/mail/verify' } };
