import { createBffCalls } from './bffCalls';
import { browserStores } from './browserStores';
import { createApiClient, createHttp } from './client';
import { createCredentialSource } from './credentialSource';
import { navigateTo } from './navigation';

/** The browser's one API client, credential source and BFF calls, wired to this page's origin and navigation. */
const http = createHttp();
const stores = browserStores();
const baseUrl = window.location.origin;

export const bff = createBffCalls(http, baseUrl);
export const credentials = createCredentialSource(bff, stores);

export const api = createApiClient({ http, baseUrl, credentials, navigate: navigateTo, errorStore: stores.session });
