import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { connectNavigation } from './api/navigation';
import { firstLoadJudgedByServer, guardsLoader } from './routes/guardsLoader';
import { appRoutes } from './routes/routes';
import { SERVER_DRAWN } from '../api/embeddedAnswers';
import { discoveredRoutes, HydrationMark, loadServerDrawnPage } from './shell/serverDrawnPage';
import './styles/global.css';

/**
 * No top-level await here: the page chunks import what they share with this entry from its chunk, and an entry
 * that awaits would make the bundler split all of that out into chunks of their own (more requests per page).
 */
async function start(container: HTMLElement): Promise<void> {
  const routes = appRoutes(guardsLoader);
  // A flow's first page may come drawn by the server (src/ssr/renderPage.tsx): it is hydrated, not drawn again.
  const drawnByServer = container.hasAttribute(SERVER_DRAWN);
  const drawn = drawnByServer ? await loadServerDrawnPage(routes, window.location) : undefined;
  const hydrationData = drawn?.hydrationData;
  const discovered = drawn ? discoveredRoutes(routes, drawn.routeIds) : undefined;
  const router = discovered
    ? createBrowserRouter(discovered.routes, { hydrationData, patchRoutesOnNavigation: discovered.patchRoutesOnNavigation })
    : createBrowserRouter(routes);
  // The API client's screens (session error, maintenance) replace the current entry, as a redirect would.
  connectNavigation((path) => void router.navigate(path, { replace: true }));
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      {hydrationData && <HydrationMark />}
    </StrictMode>
  );
  if (hydrationData) {
    firstLoadJudgedByServer();
    // As a transition, hydration is done in slices that yield to the browser (a plain hydrateRoot is one task: 100 ms and
    // more for a member's page at a phone's speed); a tap meanwhile hydrates what it lands on at once (issue 33).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
