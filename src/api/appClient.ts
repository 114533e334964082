import type { AppCalls } from './appCalls';
import { createAppCalls } from './appCalls';
import type { BffCalls } from './bffCalls';
import { browserStores, type KeyValueStore } from './browserStores';
import type { ApiClient } from './client';
import { createHttp } from './http';
import { createCredentialSource } from './credentialSource';
import { navigateTo } from './navigation';

const stores = browserStores();
/** The session store as the client's error screens use it, opened only when an error is kept or read. */
const errorStore: KeyValueStore = {
  getItem: (key) => stores.session?.getItem(key) ?? null,
  setItem: (key, value) => stores.session?.setItem(key, value),
  removeItem: (key) => stores.session?.removeItem(key),
};
// The server imports this module to draw pages (src/ssr/), where it has no page origin to give: its calls there are
// the drawing's own (answerCallsWhileDrawing).
const browser = createAppCalls({
  http: createHttp(),
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  navigate: navigateTo,
  errorStore,
  credentials: (bff) => createCredentialSource(bff, stores),
});

let whileDrawing: () => AppCalls | undefined = () => undefined;

/**
 * The server's drawing of a page (src/ssr/renderPage.tsx) answers the calls a page makes while it is drawn with the
 * calls of the request being drawn: the pages import `api`, `bff` and `exMemberApi` from here and stay as they are.
 */
export function answerCallsWhileDrawing(calls: () => AppCalls | undefined): void {
  whileDrawing = calls;
}

const current = (): AppCalls => whileDrawing() ?? browser;

const delegated = (client: () => ApiClient): ApiClient => ({
  get: (path, call) => client().get(path, call),
  post: (path, call) => client().post(path, call),
});

/** The browser's one API client, credential source and BFF calls, wired to this page's origin and navigation. */
export const api = delegated(() => current().api);
export const credentials = browser.credentials;
export const sessionFlags = (): ReturnType<AppCalls['sessionFlags']> => current().sessionFlags();
export const exMemberApi = (index: number): ApiClient => delegated(() => current().exMemberApi(index));
export const bff: BffCalls = {
  webToken: () => current().bff.webToken(),
  getCredentialV2: (ppcdToken) => current().bff.getCredentialV2(ppcdToken),
  getCredentialForExMember: (index) => current().bff.getCredentialForExMember(index),
  saveLastSelectedCard: (ppcdToken) => current().bff.saveLastSelectedCard(ppcdToken),
  getLastSelectedCard: () => current().bff.getLastSelectedCard(),
  clearCookie: () => current().bff.clearCookie(),
};
