import { useEffect } from 'react';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { flowForRoute } from '../../flows/index';
import { EMBEDDED_ANSWERS, takeEmbedded } from '../api/embeddedAnswers';
import { forgetFirstReads } from '../api/firstReads';
import { keptView } from '../flow/flowViews';
import { takePressedBeforeHydration } from './typedBeforeHydration';
import { preloadPage } from '../flow/pages/index';
import { normalisePath } from '../../routing/guards';
import type { DrawnRouterState } from '../../api/drawnPage';

/**
 * Set on the document once the drawn page is hydrated: until then the page's own script holds back a form's
 * submit (server/plugins/app/pageHints.ts), which the browser would otherwise send as a GET with the answers in
 * the address.
 */
const HYDRATED = 'data-hydrated';

/**
 * Drawn last in the hydrating root: its effect runs when the whole page is live. A button pressed before then is
 * pressed now, so the press does what it would have done on a live page.
 */
export function HydrationMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED, '');
    forgetFirstReads();
    // After the renders this commit set off (a step taking in what was typed before), so the press sees them.
    setTimeout(() => takePressedBeforeHydration()?.click(), 0);
  }, []);
  return null;
}

/** A route by react-router's id for it when the route sets none: its place in the tree, indices joined by '-'. */
function routeAt(routes: RouteObject[], id: string): RouteObject | undefined {
  let found: RouteObject | undefined;
  let level: RouteObject[] | undefined = routes;
  for (const index of id.split('-')) {
    found = level?.[Number(index)];
    level = found?.children;
  }
  return found;
}

/**
 * The routes the server drew the page by, found by the ids it sent (api/drawnPage.ts DrawnRouterState); matched
 * against the address when it sent none or an id is not where it says.
 */
export function drawnRoutes(routes: RouteObject[], pathname: string, routeIds: readonly string[] | undefined): RouteObject[] {
  const byId = routeIds?.map((id) => routeAt(routes, id));
  if (byId && byId.length > 0 && byId.every((route) => route !== undefined)) return byId as RouteObject[];
  return (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
}

/**
 * Loads what the page the server drew is made of, before hydrating it: the router's lazy routes for the address
 * (a router still loading them would draw nothing where the server drew the page), the flow's form and the page's
 * kind. Answers the router's state the server embedded.
 */
export async function loadServerDrawnPage(routes: RouteObject[], location: Location): Promise<HydrationState | undefined> {
  const path = normalisePath(location.pathname);
  const entry = flowForRoute(path);
  const step = entry ? keptView(entry.id)?.steps.find((candidate) => candidate.route === path) : undefined;
  const embedded = takeEmbedded<DrawnRouterState>(EMBEDDED_ANSWERS.routerState);
  const { routeIds, ...hydrationData } = embedded ?? { routeIds: undefined };
  await Promise.all([
    ...drawnRoutes(routes, location.pathname, routeIds).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
    // Imported here, not with this module: the map of every flow's step modules stays out of the entry.
    entry && step ? import('../flow/flowForms').then(({ loadForm }) => loadForm(entry, step)) : undefined,
    step ? preloadPage(step.page) : undefined,
  ]);
  return embedded ? hydrationData : undefined;
}
