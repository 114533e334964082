/**
 * After a release, a phone holding the old page asks for chunks that no longer exist. SPEC 8.3 and 9: reload
 * once to pick up the new build, but never twice within 10 seconds, so a real outage cannot loop.
 */
export const reloadWindowMs = 10_000;
const storageKey = 'chunkReloadAt';

export interface ReloadMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function claimReload(memory: ReloadMemory, now: number): boolean {
  const last = Number(memory.getItem(storageKey));
  if (Number.isFinite(last) && last > 0 && now - last < reloadWindowMs) return false;
  memory.setItem(storageKey, String(now));
  return true;
}

function reloadOnce(): boolean {
  if (!claimReload(sessionStorage, Date.now())) return false;
  window.location.reload();
  return true;
}

/** Wraps a route's dynamic import: a failed chunk reloads the page once, a second failure reaches the error page. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (reloadOnce()) return new Promise<T>(() => {});
      throw error;
    });
}

export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
