import { createBffCalls } from './bffCalls';
import { browserStores } from './browserStores';
import { createApiClient, createHttp } from './client';
import { createCredentialSource } from './credentialSource';
import { navigateTo } from './navigation';

/** The browser's one API client, credential source and BFF calls, wired to this page's origin and navigation. */
const http = createHttp();
const stores = browserStores();
// The server draws a flow's first page with this module loaded and never calls out (src/ssr/renderPage.tsx: effects
// and handlers do not run there), so it has no page origin to give.
const baseUrl = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const bff = createBffCalls(http, baseUrl);
export const credentials = createCredentialSource(bff, stores);

export const api = createApiClient({ http, baseUrl, credentials, navigate: navigateTo, errorStore: stores.session });

/**
 * A former member's calls about old card `index` (SPEC 2.5, 7.1 getCredentialForExMember): the same client, with
 * that card's credential, fetched on first use and again after a 4031.
 */
export function exMemberApi(index: number) {
  let kept: Promise<string> | null = null;
  const fetchNew = () => bff.getCredentialForExMember(index).then((answer) => answer.ppcdCredential);
  const notForOldCards = () => Promise.reject(new Error('a former member’s old card cannot be switched to'));
  return createApiClient({
    http,
    baseUrl,
    navigate: navigateTo,
    errorStore: stores.session,
    credentials: {
      current: () => (kept ??= fetchNew()),
      refresh: () => (kept = fetchNew()),
      select: notForOldCards,
      cards: notForOldCards,
    },
  });
}
