import { createMemoryRouter, createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../routes/routes';
import { discoveredRoutes, drawnRouteIds } from './serverDrawnPage';

/** The ids the server's drawing sends with a page (src/ssr/renderPage.tsx), from its own copy of the routes. */
async function idsTheServerSends(path: string): Promise<string[]> {
  const context = await createStaticHandler(appRoutes(() => null)).query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  return context.matches.map((match) => match.route.id);
}

describe('the routes of a page the server drew', () => {
  it('are the ones the server sent, and matching the address without them finds the same', async () => {
    for (const path of ['/member', '/member/statement/monthly', '/ex-member/top', '/apply/attribute', '/apply', '/']) {
      const ids = await idsTheServerSends(path);
      expect(ids.length, path).toBeGreaterThan(1);
      const routes = appRoutes(() => null);
      expect(drawnRouteIds(routes, path, ids), path).toEqual(ids);
      expect(drawnRouteIds(routes, path, undefined), path).toEqual(ids);
    }
  });

  it('are matched against the address when an id the server sent names no route', async () => {
    const routes = appRoutes(() => null);
    expect(drawnRouteIds(routes, '/member', ['0', '0-9999'])).toEqual(await idsTheServerSends('/member'));
  });

  it('start the router alone, under the ids the server keyed its data by, and the others join as it goes to them', async () => {
    const routes = appRoutes(() => null);
    const drawn = await idsTheServerSends('/member');
    const discovered = discoveredRoutes(routes, drawn);
    const router = createMemoryRouter(discovered.routes, {
      initialEntries: ['/member'],
      hydrationData: { loaderData: { '0': null } },
      patchRoutesOnNavigation: discovered.patchRoutesOnNavigation,
    });
    expect(router.routes.length).toBe(1);
    expect(router.routes[0]?.children?.map((route) => route.id)).toEqual(drawn.slice(1));
    expect(router.state.matches.map((match) => match.route.id)).toEqual(drawn);

    for (const path of ['/member/statement/monthly', '/apply/attribute', '/member', '/support']) {
      await router.navigate(path);
      expect(
        router.state.matches.map((match) => match.route.id),
        path,
      ).toEqual(await idsTheServerSends(path));
    }
    // The whole tree joined once, every route in it once, and each address matches what the whole tree matches.
    expect(router.routes[0]?.children?.length).toBe(routes[0]?.children?.length);
    for (const path of ['/', '/apply', '/apply/steps', '/apply/bank/error', '/member/setting/top', '/campaign/summer', '/rd/card-back']) {
      await router.navigate(path);
      expect(
        router.state.matches.map((match) => match.route.id),
        path,
      ).toEqual(await idsTheServerSends(path));
    }
    router.dispose();
  });
});
