import { createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../routes/routes';
import { drawnRoutes } from './serverDrawnPage';

/** The ids the server's drawing sends with a page (src/ssr/renderPage.tsx), from its own copy of the routes. */
async function idsTheServerSends(path: string): Promise<string[]> {
  const context = await createStaticHandler(appRoutes(() => null)).query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  return context.matches.map((match) => match.route.id);
}

describe('the routes of a page the server drew', () => {
  it('are found by the ids the server sent: the very routes matching the address finds', async () => {
    for (const path of ['/member', '/member/statement/monthly', '/ex-member/top', '/apply/attribute', '/apply', '/']) {
      const routes = appRoutes(() => null);
      const ids = await idsTheServerSends(path);
      expect(ids.length, path).toBeGreaterThan(1);
      const matched = (matchRoutes(routes, path) ?? []).map(({ route }) => route);
      const found = drawnRoutes(routes, path, ids);
      expect(found.length, path).toBe(matched.length);
      found.forEach((route, index) => expect(route, `${path} #${index}`).toBe(matched[index]));
    }
  });

  it('are matched against the address when the server sent no ids, or an id names no route', () => {
    const routes = appRoutes(() => null);
    const matched = (matchRoutes(routes, '/member') ?? []).map(({ route }) => route);
    expect(drawnRoutes(routes, '/member', undefined)).toEqual(matched);
    expect(drawnRoutes(routes, '/member', ['0', '0-9999'])).toEqual(matched);
  });
});
