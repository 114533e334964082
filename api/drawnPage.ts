import type { HydrationState } from 'react-router';
import type { CredentialAnswer } from './bffAnswers';
import type { FlowView } from '../flows/flowHost';
import type { StepModule } from '../schemas/formModule';

/** What the page shell hands the server's drawing of a page (server/plugins/app/frontEnd.ts → src/ssr/renderPage.tsx). */
export interface DrawRequest {
  /** The view of the flow the page belongs to, when the shell read it for the session (a flow not about a card). */
  readonly view: FlowView | null;
  /** The server's own routes, called with the drawn request's session: what the page calls while it is drawn. */
  readonly fetchInProcess: typeof fetch;
  /** A step published in the staff console, by the address the view names (`FlowStepView.module`): the server's own copy. */
  readonly liveStep: (url: string) => Promise<StepModule>;
}

/**
 * The router's state with the ids of the routes the page was drawn by (react-router's, from their place in the one
 * route tree both sides build), so the browser loads those routes' modules by id rather than matching the address
 * against every route again: a match flattens and ranks all 126 routes, 20–40 ms at a phone's speed, and the
 * browser's router does it once more when it is made.
 */
export interface DrawnRouterState extends HydrationState {
  readonly routeIds: readonly string[];
}

/**
 * A page as the server's drawing returns it (src/ssr/renderPage.tsx `drawPage`, built into dist/.ssr/) to the page
 * shell that sends it (server/plugins/app/frontEnd.ts).
 */
export interface DrawnPage {
  /** The markup of the app's root element. */
  readonly html: string;
  /** The router's state, for the browser's router to hydrate with (src/shell/serverDrawnPage.ts). */
  readonly routerState: DrawnRouterState;
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
