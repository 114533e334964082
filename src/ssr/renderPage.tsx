import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { DrawnPage, DrawRequest } from '../../api/drawnPage';
import type { FlowView } from '../../flows/flowHost';
import { flowForRoute } from '../../flows/index';
import { normalisePath } from '../../routing/guards';
import type { AppCalls } from '../api/appCalls';
import { answerCallsWhileDrawing } from '../api/appClient';
import { FirstReadsContext } from '../api/firstReads';
import { getView } from '../flow/flowApi';
import { loadForm } from '../flow/flowForms';
import { ServerView } from '../flow/flowViews';
import { preloadPage } from '../flow/pages/index';
import { drawnModule } from '../routes/drawnByServer';
import { appRoutes } from '../routes/routes';
import { ServerPageTitle } from '../shell/usePageTitle';
import { drawingCalls } from './drawingCalls';
import { DrawnReads } from './drawnReads';

/**
 * The server's drawing of a page (issues 20 and 33: one round trip to a drawn page). Built by Vite into
 * `dist/.ssr/` (`npm run build`) and called by the page shell (server/plugins/app/frontEnd.ts) only for a page the
 * routing rules already allow on a first load (`firstLoadDecision`), so the routes' guard lets everything through
 * here. The browser hydrates the same tree (src/main.tsx).
 */
const handler = createStaticHandler(appRoutes(() => null));

/** Whose calls a page makes while it is drawn: each drawing's own, however many are drawn at once. */
const drawing = new AsyncLocalStorage<AppCalls>();
answerCallsWhileDrawing(() => drawing.getStore());

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page at `url`: a flow's step with the person's flow view (a flow about the selected card reads its view here,
 * for the card the session last selected), or a page its route marks as drawn by the server, with the reads it makes
 * done in-process. Null when there is nothing to draw here (the browser's page then decides, as before): no step of
 * the view at that address, a page not drawn by the server, a call that ended on a screen, or a drawing that failed.
 */
export async function drawPage(url: URL, request: DrawRequest): Promise<DrawnPage | null> {
  const path = normalisePath(url.pathname);
  const calls = drawingCalls(request.fetchInProcess);
  const entry = flowForRoute(path);
  let view: FlowView | null = request.view;
  let readView = false;
  if (entry) {
    if (!view && entry.subject === 'card') {
      const answer = await drawing.run(calls, () => getView(entry.id).catch(() => null));
      view = answer && typeof answer === 'object' && 'steps' in answer ? answer : null;
      readView = view !== null;
    }
    const step = view?.steps.find((candidate) => candidate.route === path);
    if (!view || view.flowId !== entry.id || !step) return null;
    await Promise.all([loadForm(entry, step, request.liveStep), preloadPage(step.page)]);
  }
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const module = drawnModule(context.matches);
  if (!entry && !module) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const title: { title?: string } = {};
  const reads = new DrawnReads();
  let failed = false;
  // Prerendered: it waits for every lazily loaded part and every read, so the page arrives whole.
  const { prelude } = await drawing.run(calls, () =>
    prerenderToNodeStream(
      <StrictMode>
        <FirstReadsContext value={reads}>
          <ServerPageTitle value={title}>
            <ServerView value={view}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ServerView>
          </ServerPageTitle>
        </FirstReadsContext>
      </StrictMode>,
      {
        // Never outlined: React moves a large finished boundary (a step with the country list) into place with an inline
        // script, which the page's CSP refuses, and the browser then draws the boundary a second time.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: () => {
          failed = true;
        },
      },
    ),
  );
  const html = await text(prelude);
  if (failed || calls.leftForAScreen()) return null;
  return {
    html,
    routerState: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: null,
      routeIds: context.matches.map((match) => match.route.id),
    },
    ...(title.title ? { title: title.title } : {}),
    reads: reads.answers(),
    credential: calls.credential(),
    view: readView ? view : null,
    module,
  };
}
