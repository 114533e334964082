/**
 * The pages the server draws with what it reads (issue 33, src/ssr/renderPage.tsx), by their route's path: the
 * member's pages, so no call stands between the document and what it shows. A page not listed is drawn by the browser
 * (its content does not depend on the member, or it reads what only the browser has). The value is the page's source
 * module as Vite's manifest names it: the page shell starts its scripts and styles with the document
 * (server/plugins/app/pageHints.ts), so the drawn page is styled as it arrives (routes.test.ts holds each to the module
 * its route loads). Only the server reads this: in the route table the names rode in the browser's entry, bytes every
 * page's first load paid for nothing (issue 58 put our code on the first step over its budget).
 */
const drawnPages: Readonly<Record<string, string>> = {
  '/member': 'src/pages/member/MemberTop.tsx',
  '/member/menu': 'src/pages/member/MemberMenuPage.tsx',
  '/ex-member/top': 'src/pages/exMember/ExMemberTop.tsx',
  '/member/statement/top': 'src/pages/memberArea/StatementTopPage.tsx',
  '/member/statement/monthly': 'src/pages/memberArea/StatementMonthlyPage.tsx',
  '/member/statement/detail': 'src/pages/memberArea/StatementDetailPage.tsx',
  '/member/statement/multiple': 'src/pages/memberArea/StatementMultiplePage.tsx',
  '/member/authorization/detail': 'src/pages/memberArea/AuthorizationDetailPage.tsx',
  '/member/authorization/error-detail': 'src/pages/memberArea/AuthorizationErrorDetailPage.tsx',
  '/member/message/top': 'src/pages/memberArea/MessageTopPage.tsx',
  '/member/message/detail': 'src/pages/memberArea/MessageDetailPage.tsx',
  '/member/webdocument': 'src/pages/memberArea/WebDocumentPage.tsx',
  '/member/billing-status': 'src/pages/memberArea/BillingStatusPage.tsx',
  '/member/payment/setting': 'src/pages/memberArea/PaymentSettingPage.tsx',
  '/member/jtransfer/agreement': 'src/pages/memberArea/AccountTransferAgreementPage.tsx',
  '/ex-member/statement/monthly': 'src/pages/memberArea/StatementMonthlyPage.tsx',
  '/ex-member/statement/detail': 'src/pages/memberArea/StatementDetailPage.tsx',
  '/ex-member/webdocument': 'src/pages/memberArea/WebDocumentPage.tsx',
  '/member/setting/campaign-status': 'src/pages/campaign/CampaignStatusPage.tsx',
  '/member/revo/top': 'src/pages/cardPlans/RevoTopPage.tsx',
  '/member/setting/cashing/top': 'src/pages/cardPlans/CashingTopPage.tsx',
  '/member/setting/top': 'src/pages/cardPlans/SettingsTopPage.tsx',
  '/member/3dsecure': 'src/pages/cardPlans/SecureTopPage.tsx',
  '/member/setting/family-card/list': 'src/pages/cardPlans/FamilyCardsPage.tsx',
  '/member/setting/sbidlinkage/status': 'src/pages/partnerIdLinkage/StatusPage.tsx',
  '/member/setting/multiple-card/review-status': 'src/pages/cardPlans/ReviewStatusPage.tsx',
  '/member/info/top': 'src/pages/cardPlans/MemberInfoPage.tsx',
};

/** The source module of the drawn page the matched routes end on, or null when the page is not drawn by the server. */
export function drawnModule(matches: readonly { readonly route: { readonly path?: string } }[]): string | null {
  const last = matches.at(-1)?.route.path;
  return last !== undefined && Object.hasOwn(drawnPages, last) ? (drawnPages[last] ?? null) : null;
}
