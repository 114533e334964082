import { useEffect } from 'react';
import { matchRoutes, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
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
function routeAt(routes: readonly RouteObject[], id: string): RouteObject | undefined {
  let found: RouteObject | undefined;
  let level: readonly RouteObject[] | undefined = routes;
  for (const index of id.split('-')) {
    found = level?.[Number(index)];
    level = found?.children;
  }
  return found;
}

/** The ids of the routes a path matches in the whole tree, as react-router would give them. */
function matchedIds(routes: readonly RouteObject[], pathname: string): string[] {
  const ids: string[] = [];
  let level: readonly RouteObject[] | undefined = routes;
  for (const { route } of matchRoutes([...routes], pathname) ?? []) {
    const index = level?.indexOf(route) ?? -1;
    if (index < 0) return [];
    ids.push(ids.length === 0 ? String(index) : `${ids.at(-1)}-${index}`);
    level = route.children;
  }
  return ids;
}

/**
 * The ids of the routes the server drew the page by (api/drawnPage.ts DrawnRouterState); matched against the address
 * when it sent none or an id is not where it says.
 */
export function drawnRouteIds(routes: readonly RouteObject[], pathname: string, routeIds: readonly string[] | undefined): string[] {
  if (routeIds && routeIds.length > 0 && routeIds.every((id) => routeAt(routes, id) !== undefined)) return [...routeIds];
  return matchedIds(routes, pathname);
}

/**
 * The router of a drawn page starts with only the routes the page was drawn by, each under the id it has in the
 * whole tree (the embedded loader data is keyed by those ids), and takes in the others as a navigation first needs
 * them (React Router's route discovery, `patchRoutesOnNavigation`). Made with all 126 routes, the router ranked them
 * and matched the address against them in the task before hydration: 35 ms of a 110 ms task at 4× CPU on the member
 * top, the one task left over 50 ms (issue 33, bench/README.md memberPages).
 */
export function discoveredRoutes(
  routes: readonly RouteObject[],
  ids: readonly string[],
): { readonly routes: RouteObject[]; readonly patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const withId = (id: string, children?: RouteObject[]): RouteObject => {
    const { children: _all, ...route } = routeAt(routes, id) as RouteObject;
    return { ...route, id, ...(children ? { children } : {}) } as RouteObject;
  };
  const initial = [...ids].reverse().reduce<RouteObject[] | undefined>((children, id) => [withId(id, children)], undefined) ?? [];
  const patchTree = (
    level: readonly RouteObject[],
    parentId: string | null,
    patch: (parent: string | null, children: RouteObject[]) => void,
  ): void => {
    const ids = level.map((_, index) => (parentId === null ? String(index) : `${parentId}-${index}`));
    // A level at once: react-router takes in its tree again on each call, and a call per route (126) made the first
    // navigation from a drawn page take 50–75 ms in Node at full speed, against 3.5–5 ms with a call per level.
    patch(
      parentId,
      ids.map((id) => withId(id)),
    );
    level.forEach((route, index) => {
      const id = ids[index];
      if (route.children && id !== undefined) patchTree(route.children, id, patch);
    });
  };
  let whole = false;
  return {
    routes: initial,
    // The first navigation the drawn routes cannot answer takes in the whole tree, once (those already there are kept:
    // react-router knows them by id). Matching each address against the tree instead would be paid again on every
    // step of a flow, whose steps all fall under its splat route, for which react-router asks each time.
    patchRoutesOnNavigation: ({ patch }) => {
      if (whole) return;
      whole = true;
      patchTree(routes, null, patch);
    },
  };
}

/**
 * Loads what the page the server drew is made of, before hydrating it: the router's lazy routes for the address
 * (a router still loading them would draw nothing where the server drew the page), the flow's form and the page's
 * kind. Answers the router's state the server embedded.
 */
export async function loadServerDrawnPage(
  routes: RouteObject[],
  location: Location,
): Promise<{ readonly hydrationData: HydrationState; readonly routeIds: readonly string[] } | undefined> {
  const path = normalisePath(location.pathname);
  const entry = flowForRoute(path);
  const step = entry ? keptView(entry.id)?.steps.find((candidate) => candidate.route === path) : undefined;
  const embedded = takeEmbedded<DrawnRouterState>(EMBEDDED_ANSWERS.routerState);
  const { routeIds: sent, ...hydrationData } = embedded ?? { routeIds: undefined };
  const routeIds = drawnRouteIds(routes, location.pathname, sent);
  await Promise.all([
    ...routeIds.map(async (id) => {
      const route = routeAt(routes, id);
      if (typeof route?.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
    // Imported here, not with this module: the map of every flow's step modules stays out of the entry.
    entry && step ? import('../flow/flowForms').then(({ loadForm }) => loadForm(entry, step)) : undefined,
    step ? preloadPage(step.page) : undefined,
  ]);
  return embedded ? { hydrationData, routeIds } : undefined;
}
