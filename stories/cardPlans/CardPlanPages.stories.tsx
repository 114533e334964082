import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFlowPage } from '../StoryFlowPage';

const meta = { title: 'Card plans/Pages', component: StoryFlowPage } satisfies Meta<typeof StoryFlowPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 毎月のお支払い金額の変更 */
export const RevoCourse: Story = { args: { flow: 'revoCourse', state: 'course' } };
/** お支払い金額変更の確認 */
export const RevoCourseConfirm: Story = { args: { flow: 'revoCourse', state: 'confirm' } };
/** 毎月のお支払い金額を変更しました */
export const RevoCourseComplete: Story = { args: { flow: 'revoCourse', state: 'complete' } };
/** 自動リボの設定 */
export const RevoAuto: Story = { args: { flow: 'revoAuto', state: 'auto' } };
/** 自動リボ設定の確認 */
export const RevoAutoConfirm: Story = { args: { flow: 'revoAuto', state: 'confirm' } };
/** 自動リボの設定を変更しました */
export const RevoAutoComplete: Story = { args: { flow: 'revoAuto', state: 'complete' } };
/** リボ払いに変更するご利用 */
export const RevoSelect: Story = { args: { flow: 'revoIndividual', state: 'select' } };
/** リボ払いへの変更の確認 */
export const RevoIndividualConfirm: Story = { args: { flow: 'revoIndividual', state: 'confirm' } };
/** リボ払いに変更しました */
export const RevoIndividualComplete: Story = { args: { flow: 'revoIndividual', state: 'complete' } };
/** リボ払い残高の一括払い */
export const RevoLumpsum: Story = { args: { flow: 'revoLumpsum', state: 'lumpsum' } };
/** 一括払いのお申し込み内容の確認 */
export const RevoLumpsumConfirm: Story = { args: { flow: 'revoLumpsum', state: 'confirm' } };
/** 一括払いを受け付けました */
export const RevoLumpsumComplete: Story = { args: { flow: 'revoLumpsum', state: 'complete' } };
/** リボキャッシングのお申し込み */
export const RevoCashing: Story = { args: { flow: 'revoCashing', state: 'amount' } };
/** お借入れ内容の確認（リボ） */
export const RevoCashingConfirm: Story = { args: { flow: 'revoCashing', state: 'confirm' } };
/** お借入れを受け付けました（リボ） */
export const RevoCashingComplete: Story = { args: { flow: 'revoCashing', state: 'complete' } };
/** 振込キャッシングのお申し込み */
export const CashingNet: Story = { args: { flow: 'cashingNet', state: 'amount' } };
/** お借入れ内容の確認（1回払い） */
export const CashingNetConfirm: Story = { args: { flow: 'cashingNet', state: 'confirm' } };
/** お借入れを受け付けました（1回払い） */
export const CashingNetComplete: Story = { args: { flow: 'cashingNet', state: 'complete' } };
/** キャッシング枠の変更 */
export const CashingLimit: Story = { args: { flow: 'cashingLimit', state: 'limit' } };
/** キャッシング枠変更の確認 */
export const CashingLimitConfirm: Story = { args: { flow: 'cashingLimit', state: 'confirm' } };
/** キャッシング枠を変更しました */
export const CashingLimitComplete: Story = { args: { flow: 'cashingLimit', state: 'complete' } };
/** キャッシング枠の増額を受け付けました */
export const CashingLimitUnderReview: Story = { args: { flow: 'cashingLimit', state: 'underReview' } };
/** 分割払いに変更するご利用 */
export const PostInstallmentSelect: Story = { args: { flow: 'postInstallment', state: 'select' } };
/** お支払い回数 */
export const PostInstallmentCount: Story = { args: { flow: 'postInstallment', state: 'simulationInput' } };
/** 分割払いのシミュレーション結果 */
export const PostInstallmentSchedule: Story = { args: { flow: 'postInstallment', state: 'simulationResult' } };
/** 分割払いへの変更の確認 */
export const PostInstallmentConfirm: Story = { args: { flow: 'postInstallment', state: 'confirm' } };
/** 分割払いに変更しました */
export const PostInstallmentComplete: Story = { args: { flow: 'postInstallment', state: 'complete' } };
/** 毎月のお支払い金額の変更（オプションサービス） */
export const OptionRevoCourse: Story = { args: { flow: 'optionRevo', state: 'course' } };
/** お支払い金額変更の確認（オプションサービス） */
export const OptionRevoConfirm: Story = { args: { flow: 'optionRevo', state: 'confirm' } };
/** 毎月のお支払い金額を変更しました（オプションサービス） */
export const OptionRevoComplete: Story = { args: { flow: 'optionRevo', state: 'complete' } };
/** キャッシング枠のお申し込み（オプションサービス） */
export const OptionCashingLimit: Story = { args: { flow: 'optionCashing', state: 'limit' } };
/** キャッシングのご利用目的（オプションサービス） */
export const OptionCashingPurpose: Story = { args: { flow: 'optionCashing', state: 'purpose' } };
/** ご職業と年収（オプションサービス） */
export const OptionCashingCompanyInput: Story = { args: { flow: 'optionCashing', state: 'companyInput' } };
/** 運転免許証（オプションサービス） */
export const OptionCashingLicenseSelect: Story = { args: { flow: 'optionCashing', state: 'licenseSelect' } };
/** 運転免許証の番号（オプションサービス） */
export const OptionCashingLicenseInput: Story = { args: { flow: 'optionCashing', state: 'licenseInput' } };
/** 他社からのお借入れ（オプションサービス） */
export const OptionCashingLoanSelect: Story = { args: { flow: 'optionCashing', state: 'loanSelect' } };
/** お借入れの状況（オプションサービス） */
export const OptionCashingLoanInput: Story = { args: { flow: 'optionCashing', state: 'loanInput' } };
/** キャッシング枠のお申し込み内容の確認（オプションサービス） */
export const OptionCashingConfirm: Story = { args: { flow: 'optionCashing', state: 'confirm' } };
/** キャッシング枠を変更しました（オプションサービス） */
export const OptionCashingComplete: Story = { args: { flow: 'optionCashing', state: 'complete' } };
/** キャッシング枠のお申し込みを受け付けました（オプションサービス） */
export const OptionCashingUnderReview: Story = { args: { flow: 'optionCashing', state: 'underReview' } };
