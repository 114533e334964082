/**
 * The paths the browser app draws. The server reads the same list, so an unknown path is answered with
 * HTTP 404 (and the app's "Page Not Found" page) rather than a 200 that search engines and monitors misread.
 */
export const appPaths = ['/', '/error', '/error/session-error', '/error/notdirect', '/error/no-registration', '/member', '/ex-member/top'] as const;

export type AppPath = (typeof appPaths)[number];

const known: ReadonlySet<string> = new Set(appPaths);

export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return known.has(trimmed);
}
