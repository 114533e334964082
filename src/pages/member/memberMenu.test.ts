import { describe, expect, it } from 'vitest';
import { flowStatePaths, isAppPath } from '../../../routing/paths';
import { memberMenu, memberTiles } from './memberMenu';

describe('the member menu', () => {
  it('leads only to pages the app draws: a link to a route that is none fails here, not in a member’s hands', async () => {
    const flowPaths = await flowStatePaths();
    const dead = [...memberMenu, { to: '/member/menu' }].filter((item) => !isAppPath(item.to, flowPaths)).map((item) => item.to);
    expect(dead).toEqual([]);
  });

  it('offers six to eight frequent tasks as the top’s tiles, each one line of the menu', () => {
    const tiles = memberTiles();
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles.length).toBeLessThanOrEqual(8);
    expect(new Set(tiles.map((tile) => tile.to)).size).toBe(tiles.length);
  });
});
