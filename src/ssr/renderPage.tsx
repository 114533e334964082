import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { DrawnPage } from '../../api/drawnPage';
import type { FlowView } from '../../flows/flowHost';
import { flowForRoute } from '../../flows/index';
import { loadForm } from '../flow/flowForms';
import { ServerView } from '../flow/flowViews';
import { preloadPage } from '../flow/pages/index';
import { normalisePath } from '../../routing/guards';
import { appRoutes } from '../routes/routes';
import { ServerPageTitle } from '../shell/usePageTitle';

/**
 * The server's drawing of a flow's first page (issue 20: one round trip to a drawn step). Built by Vite into
 * `dist/.ssr/` (`npm run build`) and called by the page shell (server/plugins/app/frontEnd.ts) only for a page the
 * routing rules already allow on a first load (`firstLoadDecision`), so the routes' guard lets everything through
 * here. The browser hydrates the same tree (src/main.tsx).
 */
const handler = createStaticHandler(appRoutes(() => null));

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page at `url` drawn with the person's flow `view`, or null when the view has no step at that address (the
 * browser's page then decides where to go, as before).
 */
export async function drawFlowPage(url: URL, view: FlowView): Promise<DrawnPage | null> {
  const path = normalisePath(url.pathname);
  const entry = flowForRoute(path);
  const step = view.steps.find((candidate) => candidate.route === path);
  if (!entry || entry.id !== view.flowId || !step) return null;
  await Promise.all([loadForm(entry, step), preloadPage(step.page)]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const title: { title?: string } = {};
  // Prerendered: it waits for every lazily loaded part and Suspense boundary, so the page arrives whole.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerPageTitle value={title}>
        <ServerView value={view}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerView>
      </ServerPageTitle>
    </StrictMode>,
  );
  const html = await text(prelude);
  return {
    html,
    routerState: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    ...(title.title ? { title: title.title } : {}),
  };
}
