/**
 * A route's `handle` (react-router) saying the server draws the page with its reads (issue 33, src/ssr/renderPage.tsx):
 * the member's pages, so no call stands between the document and what it shows. A page without it is drawn by the
 * browser (its content does not depend on the member, or it reads what only the browser has). The value is the page's
 * source module as Vite's manifest names it (`src/pages/member/MemberTop.tsx`).
 */
export interface PageHandle {
  readonly drawnByServer?: string;
}

/** The source module of the drawn page the matched routes end on, or null when the page is not drawn by the server. */
export function drawnModule(matches: readonly { readonly route: { readonly handle?: unknown } }[]): string | null {
  for (const match of [...matches].reverse()) {
    const module = (match.route.handle as PageHandle | undefined)?.drawnByServer;
    if (module) return module;
  }
  return null;
}
