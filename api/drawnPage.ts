import type { HydrationState } from 'react-router';
import type { CredentialAnswer } from './bffAnswers';
import type { FlowView } from '../flows/flowHost';

/** What the page shell hands the server's drawing of a page (server/plugins/app/frontEnd.ts → src/ssr/renderPage.tsx). */
export interface DrawRequest {
  /** The view of the flow the page belongs to, when the shell read it for the session (a flow not about a card). */
  readonly view: FlowView | null;
  /** The server's own routes, called with the drawn request's session: what the page calls while it is drawn. */
  readonly fetchInProcess: typeof fetch;
}

/**
 * A page as the server's drawing returns it (src/ssr/renderPage.tsx `drawPage`, built into dist/.ssr/) to the page
 * shell that sends it (server/plugins/app/frontEnd.ts).
 */
export interface DrawnPage {
  /** The markup of the app's root element. */
  readonly html: string;
  /** The router's state, for the browser's router to hydrate with (src/shell/serverDrawnPage.ts). */
  readonly routerState: HydrationState;
  /** The document's title as the page sets it (src/shell/usePageTitle.ts), when it set one. */
  readonly title?: string;
  /** The answers the page was drawn with, by key (src/api/firstReads.ts), for the browser's first render. */
  readonly reads: Readonly<Record<string, unknown>>;
  /** The member's credential the reads were made with, when one was asked for (src/api/credentialSource.ts keeps it). */
  readonly credential: CredentialAnswer | null;
  /** The flow's view read while drawing (a flow about the selected card), for the shell to embed. */
  readonly view: FlowView | null;
  /** A member's page: its source module as Vite's manifest names it, whose scripts and styles come with the document. */
  readonly module: string | null;
}
