/** The part of Web Storage the client uses; tests hand in a Map-backed one. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface BrowserStores {
  readonly local: KeyValueStore | null;
  readonly session: KeyValueStore | null;
}

function usable(get: () => Storage): KeyValueStore | null {
  try {
    const storage = get();
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    // Private browsing, a full quota or a blocked storage: this one cannot be used.
    return null;
  }
}

/**
 * Local storage and session storage, each only when the browser lets us write to it (SPEC 4), tried when first
 * used: a page's first touch of Web Storage opens it with a synchronous call to the browser's process, 10–30 ms of the
 * main thread at a phone's speed (issue 33), which the module's evaluation paid in the middle of hydration for a store
 * most pages never read before the person acts.
 */
export function browserStores(): BrowserStores {
  let local: KeyValueStore | null | undefined;
  let session: KeyValueStore | null | undefined;
  return {
    get local() {
      if (local === undefined) local = usable(() => window.localStorage);
      return local;
    },
    get session() {
      if (session === undefined) session = usable(() => window.sessionStorage);
      return session;
    },
  };
}

const deviceIdKey = 'ppcd.deviceId';

/**
 * SPEC 3.1 device id: a random identifier kept locally. It salts the storage key; it is no secret, so it is
 * stored as it is, in local storage when possible so it outlives the tab.
 */
export function deviceId(stores: BrowserStores): string {
  for (const store of [stores.local, stores.session]) {
    const kept = store?.getItem(deviceIdKey);
    if (kept) return kept;
  }
  const created = crypto.randomUUID();
  (stores.local ?? stores.session)?.setItem(deviceIdKey, created);
  return created;
}
