import type { Meta, StoryObj } from '@storybook/react-vite';
import MemberTop from '../../src/pages/member/MemberTop';
import MemberMenuPage from '../../src/pages/member/MemberMenuPage';
import ExMemberTop from '../../src/pages/exMember/ExMemberTop';
import AccountTransferAgreementPage from '../../src/pages/memberArea/AccountTransferAgreementPage';
import AuthorizationDetailPage from '../../src/pages/memberArea/AuthorizationDetailPage';
import AuthorizationErrorDetailPage from '../../src/pages/memberArea/AuthorizationErrorDetailPage';
import BillingStatusPage from '../../src/pages/memberArea/BillingStatusPage';
import MessageDetailPage from '../../src/pages/memberArea/MessageDetailPage';
import MessageTopPage from '../../src/pages/memberArea/MessageTopPage';
import PaymentSettingPage from '../../src/pages/memberArea/PaymentSettingPage';
import StatementDetailPage from '../../src/pages/memberArea/StatementDetailPage';
import StatementMonthlyPage from '../../src/pages/memberArea/StatementMonthlyPage';
import StatementMultiplePage from '../../src/pages/memberArea/StatementMultiplePage';
import StatementTopPage from '../../src/pages/memberArea/StatementTopPage';
import WebDocumentPage from '../../src/pages/memberArea/WebDocumentPage';
import CashingAtmPage from '../../src/pages/cardPlans/CashingAtmPage';
import CashingTopPage from '../../src/pages/cardPlans/CashingTopPage';
import RevoTopPage from '../../src/pages/cardPlans/RevoTopPage';
import SecureTopPage from '../../src/pages/cardPlans/SecureTopPage';
import SettingsTopPage from '../../src/pages/cardPlans/SettingsTopPage';
import MemberInfoPage from '../../src/pages/cardPlans/MemberInfoPage';
import FamilyCardsPage from '../../src/pages/cardPlans/FamilyCardsPage';
import MultipleCardTopPage from '../../src/pages/cardPlans/MultipleCardTopPage';
import ReviewStatusPage from '../../src/pages/cardPlans/ReviewStatusPage';
import LinkageErrorPage from '../../src/pages/partnerIdLinkage/LinkageErrorPage';
import PcPage from '../../src/pages/partnerIdLinkage/PcPage';
import StatusPage from '../../src/pages/partnerIdLinkage/StatusPage';
import CashingSimulationPage from '../../src/pages/cashingSimulation/CashingSimulationPage';
import CashingSimulationResultPage from '../../src/pages/cashingSimulation/CashingSimulationResultPage';
import FlowPage from '../../src/flow/FlowPage';
import serverAnswers from './serverAnswers.json';
import { type PageStory, withPage } from './pageStory';

/**
 * Every page of the member area's read side (issue 14) at 390 px, each over the answers the real server gives a
 * demo person (storyServer.ts): the heavy user's statements, the restricted member's banners, the new member's
 * empty states, the multiple-card list and a former member's old card.
 */
const meta: Meta<PageStory> = {
  title: 'Member area/Pages',
  decorators: [withPage],
  render: () => <></>,
};
export default meta;

type Story = StoryObj<PageStory>;

const heavyAnswers: Readonly<Record<string, unknown>> = serverAnswers.heavy;
const firstIdAfter = (prefix: string) =>
  Object.keys(heavyAnswers)
    .find((path) => path.startsWith(prefix))
    ?.slice(prefix.length) ?? '';

export const MemberTopHeavyUser: Story = { args: { page: MemberTop, person: 'heavy', at: '/member' } };
export const MemberTopRestricted: Story = { args: { page: MemberTop, person: 'restricted', at: '/member' } };
export const MemberTopNewCard: Story = { args: { page: MemberTop, person: 'newcard', at: '/member' } };
export const MemberMenu: Story = { args: { page: MemberMenuPage, person: 'heavy', at: '/member/menu' } };
export const StatementTop: Story = { args: { page: StatementTopPage, person: 'heavy', at: '/member/statement/top' } };
export const StatementTopEmpty: Story = { args: { page: StatementTopPage, person: 'newcard', at: '/member/statement/top' } };
export const StatementMonthly: Story = {
  args: { page: StatementMonthlyPage, person: 'heavy', at: '/member/statement/monthly?month=202610' },
};
export const StatementMonthlyRestricted: Story = {
  args: { page: StatementMonthlyPage, person: 'restricted', at: '/member/statement/monthly?month=202609' },
};
export const StatementDetail: Story = {
  args: { page: StatementDetailPage, person: 'heavy', at: `/member/statement/detail?id=${firstIdAfter('/external/v1/statement/detail/')}` },
};
export const StatementMultiple: Story = {
  args: { page: StatementMultiplePage, person: 'multiple', at: '/member/statement/multiple?month=202610' },
};
export const AuthorizationDetail: Story = {
  args: { page: AuthorizationDetailPage, person: 'restricted', at: '/member/authorization/detail' },
};
export const AuthorizationDetailEmpty: Story = {
  args: { page: AuthorizationDetailPage, person: 'newcard', at: '/member/authorization/detail' },
};
export const AuthorizationErrorDetail: Story = {
  args: { page: AuthorizationErrorDetailPage, person: 'restricted', at: '/member/authorization/error-detail' },
};
export const Messages: Story = { args: { page: MessageTopPage, person: 'heavy', at: '/member/message/top' } };
export const MessagesEmpty: Story = { args: { page: MessageTopPage, person: 'newcard', at: '/member/message/top' } };
export const MessageDetail: Story = {
  args: { page: MessageDetailPage, person: 'heavy', at: `/member/message/detail?id=${firstIdAfter('/external/v1/messages/')}` },
};
export const WebDocuments: Story = { args: { page: WebDocumentPage, person: 'heavy', at: '/member/webdocument' } };
export const BillingStatusUnpaid: Story = { args: { page: BillingStatusPage, person: 'restricted', at: '/member/billing-status' } };
export const PaymentSettingNotRegistered: Story = { args: { page: PaymentSettingPage, person: 'newcard', at: '/member/payment/setting' } };
export const AccountTransferAgreement: Story = {
  args: { page: AccountTransferAgreementPage, person: 'regular', at: '/member/jtransfer/agreement' },
};
export const AccountTransferAgreementNone: Story = {
  args: { page: AccountTransferAgreementPage, person: 'newcard', at: '/member/jtransfer/agreement' },
};
/** 退会された方のトップ（過去のカード） */
export const FormerMemberTop: Story = { args: { page: ExMemberTop, person: 'former', at: '/ex-member/top' } };
export const FormerMemberMonthly: Story = {
  args: { page: StatementMonthlyPage, person: 'former', at: '/ex-member/statement/monthly?card=0&month=202608' },
};
export const FormerMemberDocuments: Story = { args: { page: WebDocumentPage, person: 'former', at: '/ex-member/webdocument?card=0' } };

// Revolving, cashing and post-installment (issue 17): the tops, the ATM page, the member's simulations, and each
// flow's first step as FlowPage draws it from the real server's view (their later pages: Card plans/Pages).
export const RevoTop: Story = { args: { page: RevoTopPage, person: 'regular', at: '/member/revo/top' } };
export const RevoTopRefused: Story = { args: { page: RevoTopPage, person: 'restricted', at: '/member/revo/top' } };
export const RevoSimulation: Story = { args: { page: CashingSimulationPage, person: 'regular', at: '/member/revo/simulation' } };
export const RevoSimulationResult: Story = {
  args: {
    page: CashingSimulationResultPage,
    person: 'regular',
    at: '/member/revo/simulation/result?usage=100000&annualRate=15.0&monthlyPayment=10000',
  },
};
export const CashingTop: Story = { args: { page: CashingTopPage, person: 'regular', at: '/member/setting/cashing/top' } };
export const CashingAtm: Story = { args: { page: CashingAtmPage, person: 'regular', at: '/member/setting/cashing/atm' } };
export const CashingSimulation: Story = {
  args: { page: CashingSimulationPage, person: 'regular', at: '/member/setting/cashing/simulation' },
};
export const CashingSimulationResult: Story = {
  args: {
    page: CashingSimulationResultPage,
    person: 'regular',
    at: '/member/setting/cashing/simulation/result?usage=100000&annualRate=18.0&monthlyPayment=10000',
  },
};
export const RevoCourseFirstStep: Story = { args: { page: FlowPage, person: 'regular', at: '/member/revo/course' } };
export const RevoSelectFirstStep: Story = { args: { page: FlowPage, person: 'regular', at: '/member/revo/select' } };
export const RevoCashingFirstStep: Story = { args: { page: FlowPage, person: 'regular', at: '/member/revo/cashing' } };
export const PostInstallmentFirstStep: Story = { args: { page: FlowPage, person: 'regular', at: '/member/post-installment/select' } };
export const CashingNetFirstStep: Story = { args: { page: FlowPage, person: 'regular', at: '/member/setting/cashing/net' } };
export const CashingLimitFirstStep: Story = { args: { page: FlowPage, person: 'regular', at: '/member/setting/cashing/limit' } };
export const SettingsTop: Story = { args: { page: SettingsTopPage, person: 'regular', at: '/member/setting/top' } };
export const SecureTop: Story = { args: { page: SecureTopPage, person: 'regular', at: '/member/3dsecure' } };
export const MemberInfo: Story = { args: { page: MemberInfoPage, person: 'regular', at: '/member/info/top' } };
/** 家族カード（まだ1枚もない一般カード） */
export const FamilyCards: Story = { args: { page: FamilyCardsPage, person: 'regular', at: '/member/setting/family-card/list' } };
/** カードの追加 */
export const MultipleCardTop: Story = { args: { page: MultipleCardTopPage, person: 'regular', at: '/member/setting/multiple-card' } };
/** 審査の状況（お申し込みなし） */
export const MultipleCardReviewStatus: Story = {
  args: { page: ReviewStatusPage, person: 'regular', at: '/member/setting/multiple-card/review-status' },
};
// The partner ID linkage's pages beside its flow (issue 35): linked, not linked, its failure page and the PC page.
export const PartnerIdLinkageStatus: Story = { args: { page: StatusPage, person: 'gold', at: '/member/setting/sbidlinkage/status' } };
export const PartnerIdLinkageStatusNotLinked: Story = {
  args: { page: StatusPage, person: 'regular', at: '/member/setting/sbidlinkage/status' },
};
export const PartnerIdLinkageError: Story = {
  args: { page: LinkageErrorPage, person: 'regular', at: '/member/setting/sbidlinkage/error' },
};
export const PartnerIdLinkagePc: Story = { args: { page: PcPage, person: 'regular', at: '/member/setting/sbidlinkage/pc' } };
