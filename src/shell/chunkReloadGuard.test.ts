import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, reloadWindowMs } from './chunkReloadGuard';

function memory(): { getItem(key: string): string | null; setItem(key: string, value: string): void } {
  const store = new Map<string, string>();
  return { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) };
}

describe('chunk reload guard', () => {
  it('allows the first reload after a failed chunk', () => {
    expect(claimReload(memory(), 1_000_000)).toBe(true);
  });

  it('refuses a second reload within 10 seconds, so an outage cannot loop', () => {
    const store = memory();
    claimReload(store, 1_000_000);
    expect(claimReload(store, 1_000_000 + reloadWindowMs - 1)).toBe(false);
  });

  it('allows another reload once 10 seconds have passed', () => {
    const store = memory();
    claimReload(store, 1_000_000);
    expect(claimReload(store, 1_000_000 + reloadWindowMs)).toBe(true);
  });
});

describe('chunk load error recognition', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });
  it('does not mistake a page bug for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('string')).toBe(false);
  });
});
