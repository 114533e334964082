import { describe, expect, it } from 'vitest';
import { drawnModule } from './drawnByServer';
import { appRoutes } from './routes';

const pages = (appRoutes(() => null)[0]?.children ?? []).filter((route) => drawnModule([{ route }]) !== null);

describe('the pages the server draws (issue 33)', () => {
  it('name, for the page shell, the very module their route loads', async () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const route of pages) {
      const module = drawnModule([{ route }]) ?? '';
      const lazy = route.lazy;
      if (typeof lazy !== 'function') throw new Error(`${route.path} is not loaded on demand`);
      const loaded = (await lazy()) as { Component?: unknown };
      const named = (await import(`../../${module}`)) as { default: unknown };
      expect(loaded.Component, `${route.path} → ${module}`).toBe(named.default);
    }
  });
});
