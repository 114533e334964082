import type { CredentialAnswer, ExMemberCredential, WebToken } from '../../api/bffAnswers';
import { ApiError, isErrorStatus, readAnswer } from './apiAnswer';
import type { Http } from './http';

/** The own-BFF calls of SPEC 7.1 (no credential), over the shared fetch. */
export interface BffCalls {
  webToken(): Promise<WebToken>;
  getCredentialV2(ppcdToken?: string): Promise<CredentialAnswer>;
  getCredentialForExMember(index: number): Promise<ExMemberCredential>;
  saveLastSelectedCard(ppcdToken: string): Promise<void>;
  getLastSelectedCard(): Promise<string | null>;
  clearCookie(): Promise<void>;
}

export function createBffCalls(http: Http, baseUrl: string): BffCalls {
  const call = async <T>(method: 'get' | 'post', path: string, options: { json?: unknown; searchParams?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method === 'post') headers['idempotency-key'] = crypto.randomUUID();
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(options.searchParams ?? {})) url.searchParams.set(name, value);
    const response = await http(url, { method, headers, ...(options.json === undefined ? {} : { json: options.json }) });
    const answer = await readAnswer(response);
    if (isErrorStatus(answer.status)) throw new ApiError(answer, path);
    return answer.data as T;
  };
  return {
    webToken: () => call<WebToken>('get', '/api/bff/webToken'),
    getCredentialV2: (ppcdToken) =>
      call<CredentialAnswer>('get', '/api/bff/getCredentialV2', ppcdToken ? { searchParams: { ppcdToken } } : {}),
    getCredentialForExMember: (index) => call<ExMemberCredential>('get', `/api/bff/getCredentialForExMember/${index}`),
    saveLastSelectedCard: async (ppcdToken) => {
      await call('post', '/api/bff/saveLastSelectedCard', { json: { lastSelectedCard: ppcdToken } });
    },
    getLastSelectedCard: async () =>
      (await call<{ lastSelectedCard: string | null }>('get', '/api/bff/getLastSelectedCard')).lastSelectedCard,
    clearCookie: async () => {
      await call('get', '/api/bff/clearCookie');
    },
  };
}
