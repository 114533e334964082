import type { SessionFlags } from '../../api/bffAnswers';
import type { KeyValueStore } from './browserStores';
import { type BffCalls, createBffCalls } from './bffCalls';
import { type ApiClient, createApiClient } from './client';
import type { Http } from './http';
import type { CredentialSource } from './credentialSource';

/** What a page calls: the credentialed client, the own-BFF calls, and a former member's client per old card. */
export interface AppCalls {
  readonly api: ApiClient;
  readonly bff: BffCalls;
  /** A former member's calls about old card `index` (SPEC 2.5, 7.1 getCredentialForExMember), one client per card. */
  exMemberApi(index: number): ApiClient;
  /** The member's session flags (SPEC 3.1) as the server holds them now. */
  sessionFlags(): Promise<SessionFlags>;
}

export interface AppCallsOptions {
  readonly http: Http;
  readonly baseUrl: string;
  readonly navigate: (path: string) => void;
  readonly errorStore: KeyValueStore | null;
  /** Where the member's credential comes from: sealed in the browser, or asked in-process when the server draws a page. */
  readonly credentials: (bff: BffCalls) => CredentialSource;
}

/**
 * The calls wired once: by the browser to its origin (appClient.ts), and by the server's drawing of a page to the
 * server itself for the request being drawn (src/ssr/drawingCalls.ts), so a page's code runs the same calls in both.
 */
export function createAppCalls(options: AppCallsOptions): AppCalls & { readonly credentials: CredentialSource } {
  const { http, baseUrl, navigate, errorStore } = options;
  const bff = createBffCalls(http, baseUrl);
  const credentials = options.credentials(bff);
  const exMember = new Map<number, ApiClient>();
  const notForOldCards = () => Promise.reject(new Error('a former member’s old card cannot be switched to'));
  const exMemberApi = (index: number): ApiClient => {
    let client = exMember.get(index);
    if (!client) {
      // That card's credential, fetched on first use and again after a 4031.
      let kept: Promise<string> | null = null;
      const fetchNew = () => bff.getCredentialForExMember(index).then((answer) => answer.ppcdCredential);
      client = createApiClient({
        http,
        baseUrl,
        navigate,
        errorStore,
        credentials: {
          current: () => (kept ??= fetchNew()),
          refresh: () => (kept = fetchNew()),
          select: notForOldCards,
          cards: notForOldCards,
          flags: notForOldCards,
        },
      });
      exMember.set(index, client);
    }
    return client;
  };
  return {
    api: createApiClient({ http, baseUrl, credentials, navigate, errorStore }),
    bff,
    credentials,
    exMemberApi,
    sessionFlags: () => credentials.flags(),
  };
}
