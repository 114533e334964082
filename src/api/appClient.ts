import { createBffCalls } from './bffCalls';
import { browserStores } from './browserStores';
import { createApiClient, createHttp } from './client';
import { createCredentialSource } from './credentialSource';

/** The browser's one API client, credential source and BFF calls, wired to this page's origin and router. */
const http = createHttp();
const stores = browserStores();
const baseUrl = window.location.origin;

export const bff = createBffCalls(http, baseUrl);
export const credentials = createCredentialSource(bff, stores);

function navigate(path: string): void {
  // Loaded on demand: the router's module graph holds every page, and pages hold this client.
  void import('../routes/router').then(({ router }) => router.navigate(path, { replace: true }));
}

export const api = createApiClient({ http, baseUrl, credentials, navigate, errorStore: stores.session });
