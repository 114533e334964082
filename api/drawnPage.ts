import type { HydrationState } from 'react-router';

/**
 * A flow's first page as the server's drawing returns it (src/ssr/renderPage.tsx `drawFlowPage`, built into
 * dist/.ssr/) to the page shell that sends it (server/plugins/app/frontEnd.ts).
 */
export interface DrawnPage {
  /** The markup of the app's root element. */
  readonly html: string;
  /** The router's state, for the browser's router to hydrate with (src/shell/serverDrawnPage.ts). */
  readonly routerState: HydrationState;
  /** The document's title as the page sets it (src/shell/usePageTitle.ts), when it set one. */
  readonly title?: string;
}
