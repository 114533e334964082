/** The address this document was loaded at: later moves within the app are the app's to judge. */
const loadedAt = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Whether the server answered this document's own address with 404 (server/plugins/app/frontEnd.ts marks the page
 * so): an address under a flow's prefix that is none of its steps (`/member/setting/balance-raise/zzz`) is a page
 * not found, not 「不正な操作」, which a flow's page drew for a step it could not find (issue 58).
 */
export function answeredNotFound(pathname: string): boolean {
  return (
    typeof document !== 'undefined' && pathname === loadedAt && document.querySelector('meta[name="page-status"][content="404"]') !== null
  );
}
