import { applyMachine } from '../../flows/apply';
import { bankRoutes } from '../pages/apply/bank/bankRoutes';

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
  '/apply/app',
  '/member/sms/authentication',
  '/member/cardinfo',
  '/member/setting/reissue',
  '/member/first/registration',
  '/member',
  '/ex-member/top',
  '/apply/steps',
  '/apply',
] as const;

export type AppPath = (typeof appPaths)[number];

/** The apply machine's routes (each step state's `meta.route`), drawn by src/pages/apply/ApplyPage. */
const applyRoutes = Object.values(applyMachine.states).flatMap((node) => {
  const meta: unknown = node.meta;
  return typeof meta === 'object' && meta !== null && 'route' in meta && typeof meta.route === 'string' ? [meta.route] : [];
});

const known: ReadonlySet<string> = new Set([...appPaths, ...applyRoutes, ...bankRoutes]);

export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return known.has(trimmed);
}
