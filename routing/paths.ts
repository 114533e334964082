import { flowRegistry } from '../flows/index';
import { sitePagePath, sitePages } from './sitePages';

/**
 * The paths the browser app draws. The server reads the same list, so an unknown path is answered with
 * HTTP 404 (and the app's "Page Not Found" page) rather than a 200 that search engines and monitors misread.
 */
export const appPaths = [
  '/',
  '/error',
  '/error/session-error',
  '/error/notdirect',
  '/error/no-registration',
  '/allocation',
  '/develop',
  '/develop/flows',
  '/preview/step',
  '/apply/app',
  '/member/sms/authentication',
  '/member/cardinfo',
  '/member/cardinfo/cvv',
  '/member/cardinfo/auth-select',
  '/member/first/registration',
  '/member',
  '/member/menu',
  '/ex-member/top',
  '/member/statement/top',
  '/member/statement/monthly',
  '/member/statement/detail',
  '/member/statement/multiple',
  '/member/authorization/detail',
  '/member/authorization/error-detail',
  '/member/message/top',
  '/member/message/detail',
  '/member/webdocument',
  '/member/billing-status',
  '/member/payment/setting',
  '/member/jtransfer/agreement',
  '/bank/receive',
  '/sbidlinkage/induction',
  '/ex-member/statement/monthly',
  '/ex-member/statement/detail',
  '/ex-member/webdocument',
  '/member/setting/campaign-status',
  '/support',
  '/support/webivr',
  '/rd/card-back',
  '/rd/gold-back',
  '/rd/paymentmethod',
  '/confirmation/status',
  '/cashing/simulation',
  '/cashing/simulation/old',
  '/cashing/simulation/result',
  '/cashing/simulation/result/old',
  '/member/revo/top',
  '/member/revo/simulation',
  '/member/revo/simulation/result',
  '/member/setting/cashing/top',
  '/member/setting/top',
  '/member/3dsecure',
  '/member/setting/family-card',
  '/member/setting/family-card/list',
  '/member/setting/sbidlinkage/status',
  '/member/setting/sbidlinkage/error',
  '/member/setting/sbidlinkage/pc',
  '/member/setting/multiple-card',
  '/member/setting/multiple-card/review-status',
  '/member/setting/gold-card/lp',
  '/member/info/top',
  '/member/info/disclosure',
  '/member/info/disclosure/download',
  '/member/setting/cashing/atm',
  '/member/setting/cashing/simulation',
  '/member/setting/cashing/simulation/result',
  '/apply/steps',
  '/apply',
  '/apply/bank/error',
  '/member/banklist/setting/error',
] as const;

export type AppPath = (typeof appPaths)[number];

/** Every route a registered flow's machine names (each state's `meta.route`), all drawn by src/flow/FlowPage. */
export async function flowStatePaths(): Promise<ReadonlySet<string>> {
  const engines = await Promise.all(flowRegistry.map(async (flow) => (await flow.engine()).engine));
  return new Set(
    engines.flatMap(({ machine }) =>
      Object.values(machine.states).flatMap((node) => {
        const meta: unknown = node.meta;
        return typeof meta === 'object' && meta !== null && 'route' in meta && typeof meta.route === 'string' ? [meta.route] : [];
      }),
    ),
  );
}

// The footer's pages (config/sitePages.json), one route in the app (src/pages/site/SitePage.tsx).
const known: ReadonlySet<string> = new Set([...appPaths, ...Object.keys(sitePages).map(sitePagePath)]);

/** Whether the app draws the path: one of its pages, or a state of a flow (`flowPaths`, from flowStatePaths). */
export function isAppPath(pathname: string, flowPaths: ReadonlySet<string>): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return known.has(trimmed) || flowPaths.has(trimmed);
}
