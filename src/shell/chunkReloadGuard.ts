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

/** The messages Chromium, Firefox, Safari and Vite's preload helper give when a chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically/i.test(error.message)
  );
}
