/**
 * The ids of the elements the page shell (server/plugins/app/frontEnd.ts) carries first answers in, and the attribute
 * on the root a page was drawn into: the browser reads them (src/api/embeddedAnswers.ts, src/shell/serverDrawnPage.ts).
 */
export const EMBEDDED_ANSWERS = {
  guardContext: 'guard-context',
  webToken: 'web-token',
  flowView: 'flow-view',
  routerState: 'router-state',
  pageReads: 'page-reads',
  credential: 'credential',
} as const;

/** Set on the root a page was drawn into by the server: the browser hydrates it instead of drawing it again. */
export const SERVER_DRAWN = 'data-server-drawn';
