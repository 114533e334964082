/**
 * A route's `handle` (react-router) saying the server draws the page with its reads (issue 33, src/ssr/renderPage.tsx):
 * the member's pages, so no call stands between the document and what it shows. A page without it is drawn by the
 * browser (its content does not depend on the member, or it reads what only the browser has).
 */
export interface PageHandle {
  readonly drawnByServer?: true;
}

export const drawnByServer: PageHandle = { drawnByServer: true };

export function isDrawnByServer(matches: readonly { readonly route: { readonly handle?: unknown } }[]): boolean {
  return matches.some((match) => (match.route.handle as PageHandle | undefined)?.drawnByServer === true);
}
