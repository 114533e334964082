import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { flowRegistry } from '../../flows/index';
import { AppShell } from '../shell/AppShell';
import { RouteError } from '../shell/RouteError';
import { guardsShouldRevalidate } from './guardsLoader';

type PageModule = { default: React.ComponentType };

/** Every page is its own chunk (SPEC 2: all pages are loaded on demand). */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * Every route a registered flow claims (flows/index.ts) is drawn by the one FlowPage, which finds the flow and the
 * state from the URL; the pages listed by name below (a flow's landing, its error page) rank before these.
 */
const flowRoutes: RouteObject[] = flowRegistry.flatMap((flow) =>
  flow.routes.map((prefix) => ({ path: `${prefix}/*`, ...page(() => import('../flow/FlowPage')) })),
);

/**
 * The app's routes, judged by `guards`: the browser's router passes the guards loader (src/routes/guardsLoader.ts);
 * the server's rendering of a first page (src/ssr/renderPage.tsx) passes one that lets the page through, because
 * the server renders only a page the same rules already allowed (`firstLoadDecision`).
 */
export const appRoutes = (guards: LoaderFunction<null>): RouteObject[] => [
  {
    Component: AppShell,
    ErrorBoundary: RouteError,
    loader: guards,
    shouldRevalidate: guardsShouldRevalidate,
    HydrateFallback: () => null,
    children: [
      { path: '/', ...page(() => import('../pages/ServiceTop/ServiceTop')) },
      { path: '/error', ...page(() => import('../pages/ErrorPage/ErrorPage')) },
      { path: '/error/session-error', ...page(() => import('../pages/ErrorPage/SessionErrorPage')) },
      { path: '/error/notdirect', ...page(() => import('../pages/ErrorPage/NotDirectPage')) },
      { path: '/error/no-registration', ...page(() => import('../pages/ErrorPage/NoRegistrationPage')) },
      { path: '/apply/steps', ...page(() => import('../pages/apply/StepsPage')) },
      // The landing (`/apply?campaignCode=…&shopId=…&utm_…`): the steps page keeps the landing and shows the way in.
      { path: '/apply', ...page(() => import('../pages/apply/StepsPage')) },
      // The payment account's error screen, outside the bank machine.
      { path: '/apply/bank/error', ...page(() => import('../pages/apply/bank/BankErrorPage')) },
      { path: '/member/banklist/setting/error', ...page(() => import('../pages/apply/bank/BankErrorPage')) },
      ...flowRoutes,
      { path: '/member', ...page(() => import('../pages/member/MemberTop')) },
      { path: '/member/menu', ...page(() => import('../pages/member/MemberMenuPage')) },
      { path: '/ex-member/top', ...page(() => import('../pages/exMember/ExMemberTop')) },
      // The member area's read pages (issue 14); the statement and document pages serve former members' old cards too.
      {
        path: '/member/statement/top',
        ...page(() => import('../pages/memberArea/StatementTopPage')),
      },
      {
        path: '/member/statement/monthly',
        ...page(() => import('../pages/memberArea/StatementMonthlyPage')),
      },
      {
        path: '/member/statement/detail',
        ...page(() => import('../pages/memberArea/StatementDetailPage')),
      },
      {
        path: '/member/statement/multiple',
        ...page(() => import('../pages/memberArea/StatementMultiplePage')),
      },
      // The card's authorisations and its declines with their reasons (issue 35).
      {
        path: '/member/authorization/detail',
        ...page(() => import('../pages/memberArea/AuthorizationDetailPage')),
      },
      {
        path: '/member/authorization/error-detail',
        ...page(() => import('../pages/memberArea/AuthorizationErrorDetailPage')),
      },
      {
        path: '/member/message/top',
        ...page(() => import('../pages/memberArea/MessageTopPage')),
      },
      {
        path: '/member/message/detail',
        ...page(() => import('../pages/memberArea/MessageDetailPage')),
      },
      {
        path: '/member/webdocument',
        ...page(() => import('../pages/memberArea/WebDocumentPage')),
      },
      {
        path: '/member/billing-status',
        ...page(() => import('../pages/memberArea/BillingStatusPage')),
      },
      {
        path: '/member/payment/setting',
        ...page(() => import('../pages/memberArea/PaymentSettingPage')),
      },
      // What the member agreed for 口座振替 (issue 35).
      {
        path: '/member/jtransfer/agreement',
        ...page(() => import('../pages/memberArea/AccountTransferAgreementPage')),
      },
      { path: '/bank/receive', ...page(() => import('../pages/memberArea/PaymentSettingPage')) },
      { path: '/sbidlinkage/induction', ...page(() => import('../pages/support/SbIdLinkageInductionPage')) },
      {
        path: '/ex-member/statement/monthly',
        ...page(() => import('../pages/memberArea/StatementMonthlyPage')),
      },
      {
        path: '/ex-member/statement/detail',
        ...page(() => import('../pages/memberArea/StatementDetailPage')),
      },
      {
        path: '/ex-member/webdocument',
        ...page(() => import('../pages/memberArea/WebDocumentPage')),
      },
      // Support (SPEC 2.2), and the addresses printed on cards and read out by the phone menu that lead to it.
      { path: '/support', ...page(() => import('../pages/support/SupportPage')) },
      { path: '/support/webivr', ...page(() => import('../pages/support/SupportPage')) },
      { path: '/rd/card-back', ...page(() => import('../pages/support/SupportPage')) },
      { path: '/rd/gold-back', ...page(() => import('../pages/support/SupportPage')) },
      { path: '/confirmation/status', ...page(() => import('../pages/confirmation/ApplicationStatusPage')) },
      // SPEC 2.2: the payment method's address in mails and the app; the member page it names guards itself.
      { path: '/rd/paymentmethod', loader: () => redirect('/member/payment/setting') },
      // Every campaign of config/campaigns.json (SPEC 2.3) on one template; the member's campaigns.
      { path: '/campaign/*', ...page(() => import('../pages/campaign/CampaignPage')) },
      {
        path: '/member/setting/campaign-status',
        ...page(() => import('../pages/campaign/CampaignStatusPage')),
      },
      // The public cashing simulation (SPEC 2.4), with the old variants' addresses kept.
      { path: '/cashing/simulation', ...page(() => import('../pages/cashingSimulation/CashingSimulationPage')) },
      { path: '/cashing/simulation/old', ...page(() => import('../pages/cashingSimulation/CashingSimulationPage')) },
      { path: '/cashing/simulation/result', ...page(() => import('../pages/cashingSimulation/CashingSimulationResultPage')) },
      { path: '/cashing/simulation/result/old', ...page(() => import('../pages/cashingSimulation/CashingSimulationResultPage')) },
      // Revolving and cashing (issue 17): the tops and the ATM page; their procedures are flows, their simulations the public one's pages.
      { path: '/member/revo/top', ...page(() => import('../pages/cardPlans/RevoTopPage')) },
      { path: '/member/revo/simulation', ...page(() => import('../pages/cashingSimulation/CashingSimulationPage')) },
      { path: '/member/revo/simulation/result', ...page(() => import('../pages/cashingSimulation/CashingSimulationResultPage')) },
      {
        path: '/member/setting/cashing/top',
        ...page(() => import('../pages/cardPlans/CashingTopPage')),
      },
      // The card's settings (issue 15): the settings top and the 3-D Secure top; the settings themselves are flows.
      {
        path: '/member/setting/top',
        ...page(() => import('../pages/cardPlans/SettingsTopPage')),
      },
      { path: '/member/3dsecure', ...page(() => import('../pages/cardPlans/SecureTopPage')) },
      {
        path: '/member/setting/family-card/list',
        ...page(() => import('../pages/cardPlans/FamilyCardsPage')),
      },
      // The list's address before it moved to SPEC 2.6's own (issue 35): bookmarks and old links still reach it.
      {
        path: '/member/setting/family-card',
        loader: ({ request }) => redirect(`/member/setting/family-card/list${new URL(request.url).search}`),
      },
      // The partner ID linkage's pages beside its flow (issue 35): its status and undo, its failure page, the PC page.
      {
        path: '/member/setting/sbidlinkage/status',
        ...page(() => import('../pages/partnerIdLinkage/StatusPage')),
      },
      { path: '/member/setting/sbidlinkage/error', ...page(() => import('../pages/partnerIdLinkage/LinkageErrorPage')) },
      { path: '/member/setting/sbidlinkage/pc', ...page(() => import('../pages/partnerIdLinkage/PcPage')) },
      { path: '/member/setting/multiple-card', ...page(() => import('../pages/cardPlans/MultipleCardTopPage')) },
      { path: '/member/setting/gold-card/lp', ...page(() => import('../pages/cardPlans/GoldCardLpPage')) },
      {
        path: '/member/setting/multiple-card/review-status',
        ...page(() => import('../pages/cardPlans/ReviewStatusPage')),
      },
      {
        path: '/member/info/top',
        ...page(() => import('../pages/cardPlans/MemberInfoPage')),
      },
      // Issue 57: the disclosure of a member's data (APPI 第33条), and the link its mail carries.
      { path: '/member/info/disclosure', ...page(() => import('../pages/disclosure/DisclosureRequestPage')) },
      { path: '/member/info/disclosure/download', ...page(() => import('../pages/disclosure/DisclosureDownloadPage')) },
      // Issue 30: the link a mail address change sends to the new address.
      { path: '/member/mail/verify', ...page(() => import('../pages/mailVerify/MailVerifyPage')) },
      { path: '/member/setting/cashing/atm', ...page(() => import('../pages/cardPlans/CashingAtmPage')) },
      { path: '/member/setting/cashing/simulation', ...page(() => import('../pages/cashingSimulation/CashingSimulationPage')) },
      {
        path: '/member/setting/cashing/simulation/result',
        ...page(() => import('../pages/cashingSimulation/CashingSimulationResultPage')),
      },
      { path: '/allocation', ...page(() => import('../pages/allocation/AllocationPage')) },
      { path: '/develop', ...page(() => import('../pages/develop/DevelopPage')) },
      // The footer's pages (config/sitePages.json).
      { path: '/site/:pageId', ...page(() => import('../pages/site/SitePage')) },
      // A step version saved in the staff console, behind its link's token (issue 55).
      { path: '/preview/step', ...page(() => import('../pages/stepPreview/StepPreviewPage')) },
      { path: '/develop/flows', ...page(() => import('../pages/develop/FlowFunnelsPage')) },
      { path: '/apply/app', ...page(() => import('../pages/applyApp/ApplyAppPage')) },
      { path: '/member/sms/authentication', ...page(() => import('../pages/sms/SmsAuthenticationPage')) },
      { path: '/member/cardinfo', ...page(() => import('../pages/cardInfo/CardInfoPage')) },
      { path: '/member/cardinfo/cvv', ...page(() => import('../pages/cardInfo/CardNumbersPage')) },
      { path: '/member/cardinfo/auth-select', ...page(() => import('../pages/cardInfo/AuthSelectPage')) },
      { path: '/member/first/registration', ...page(() => import('../pages/firstRegistration/FirstRegistrationPage')) },
      { path: '*', ...page(() => import('../pages/NotFound/NotFound')) },
    ],
  },
];
