import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFlowPage } from '../StoryFlowPage';
import { zenginAnswers } from '../zenginAnswers';

/**
 * Every state of the payment account after an application, the credit-limit raise and reduction, and the mail
 * address change, drawn by the host's own pages (stories/flow/hostFlowStory.ts); the credit-limit steps for a gold
 * card are in Credit limit/Steps.
 */
const meta = { title: 'Flows/Pages', component: StoryFlowPage } satisfies Meta<typeof StoryFlowPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** お支払い口座の金融機関 */
export const BankBankList: Story = { args: { flow: 'bank', state: 'bankList' }, beforeEach: zenginAnswers };
/** 口座情報の入力 */
export const BankBankDetail: Story = { args: { flow: 'bank', state: 'bankDetail' }, beforeEach: zenginAnswers };
/** 口座名義の確認 */
export const BankBankTransfer: Story = { args: { flow: 'bank', state: 'bankTransfer' } };
/** お支払い口座の登録を受け付けました */
export const BankRegistered: Story = { args: { flow: 'bank', state: 'registered' } };
/** 増額のご利用目的 */
export const BalanceRaisePurpose: Story = { args: { flow: 'balanceRaise', state: 'purpose' } };
/** ご希望のご利用可能枠 */
export const BalanceRaiseAmountSelect: Story = { args: { flow: 'balanceRaise', state: 'amountSelect' } };
/** ご職業と年収 */
export const BalanceRaiseCompanyInput: Story = { args: { flow: 'balanceRaise', state: 'companyInput' } };
/** 運転免許証 */
export const BalanceRaiseLicenseSelect: Story = { args: { flow: 'balanceRaise', state: 'licenseSelect' } };
/** 運転免許証の番号 */
export const BalanceRaiseLicenseInput: Story = { args: { flow: 'balanceRaise', state: 'licenseInput' } };
/** 他社からのお借入れ */
export const BalanceRaiseLoanSelect: Story = { args: { flow: 'balanceRaise', state: 'loanSelect' } };
/** お借入れの状況 */
export const BalanceRaiseLoanInput: Story = { args: { flow: 'balanceRaise', state: 'loanInput' } };
/** 増額お申し込み内容の確認 */
export const BalanceRaiseConfirm: Story = { args: { flow: 'balanceRaise', state: 'confirm' } };
/** 増額のお申し込みを受け付けました */
export const BalanceRaiseComplete: Story = { args: { flow: 'balanceRaise', state: 'complete' } };
/** 増額のお申し込みを受け付けました（審査中） */
export const BalanceRaiseUnderReview: Story = { args: { flow: 'balanceRaise', state: 'underReview' } };
/** 減額のお手続きの前に */
export const BalanceReduceReduceNotice: Story = { args: { flow: 'balanceReduce', state: 'reduceNotice' } };
/** 減額後のご利用可能枠 */
export const BalanceReduceReduceSelect: Story = { args: { flow: 'balanceReduce', state: 'reduceSelect' } };
/** 減額の理由 */
export const BalanceReduceReduceReason: Story = { args: { flow: 'balanceReduce', state: 'reduceReason' } };
/** 減額お手続き内容の確認 */
export const BalanceReduceReduceConfirm: Story = { args: { flow: 'balanceReduce', state: 'reduceConfirm' } };
/** ご利用可能枠を減額しました */
export const BalanceReduceComplete: Story = { args: { flow: 'balanceReduce', state: 'complete' } };
/** メールアドレスの変更 */
export const MailSettingMailAddress: Story = { args: { flow: 'mailSetting', state: 'mailAddress' } };
/** 変更内容の確認 */
export const MailSettingConfirm: Story = { args: { flow: 'mailSetting', state: 'confirm' } };
/** 確認のメールをお送りしました */
export const MailSettingComplete: Story = { args: { flow: 'mailSetting', state: 'complete' } };
/** 銀行代理業務のご相談 */
export const BankAgencyRequest: Story = { args: { flow: 'bankAgency', state: 'request' } };
/** ご相談内容の確認 */
export const BankAgencyConfirm: Story = { args: { flow: 'bankAgency', state: 'confirm' } };
/** ご相談を受け付けました */
export const BankAgencyComplete: Story = { args: { flow: 'bankAgency', state: 'complete' } };
