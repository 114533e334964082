import { describe, expect, it } from 'vitest';
import { ApiError } from './apiAnswer';
import { answerOutcome } from './answerPolicy';
import { createApiClient, notAvailableTimeErrorKey, sessionErrorPath } from './client';
import { createHttp } from './http';
import { CredentialUnavailableError, type CredentialSource } from './credentialSource';

const baseUrl = 'http://card.test';

function json(status: number, codeId: string, data?: unknown): Response {
  const body = {
    resultInfo: { code: status < 400 ? 'SUCCESS' : 'ERROR', codeId, message: 'メッセージ' },
    ...(data === undefined ? {} : { data }),
  };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** A server that knows which credentials are live, and records what each request carried. */
function fakeServer(live: Set<string>, answer: (request: Request) => Response = () => json(200, '2000', { ok: true })) {
  const seen: Request[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    seen.push(request);
    const credential = request.headers.get('ppcdcredential') ?? '';
    if (!live.has(credential)) return json(403, '4031');
    return answer(request);
  };
  return { fetcher: fetcher as typeof fetch, seen };
}

function credentialSource(first: string, refreshed: string[], fail = false): CredentialSource & { refreshes: number } {
  // Like the real source, it keeps the newest credential it was given.
  const source = {
    refreshes: 0,
    current: async () => (source.refreshes === 0 ? first : (refreshed[source.refreshes - 1] ?? 'none')),
    refresh: async () => {
      source.refreshes += 1;
      if (fail) throw new CredentialUnavailableError(new Error('no session'));
      return refreshed[source.refreshes - 1] ?? 'none';
    },
    select: async () => [],
    cards: async () => [],
    flags: async () => ({ addressMismatchFlg: false, residenceDeleteFlg: false }),
  };
  return source;
}

function client(
  fetcher: typeof fetch,
  credentials: CredentialSource,
  store = new Map<string, string>(),
  screens?: ReadonlyMap<string, 'outsideOperatingHours'>,
) {
  const navigations: string[] = [];
  const api = createApiClient({
    http: createHttp(fetcher),
    baseUrl,
    credentials,
    navigate: (path) => navigations.push(path),
    errorStore: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => store.set(key, value),
      removeItem: (key) => store.delete(key),
    },
    regularFlg: () => '1',
    ...(screens ? { screens } : {}),
  });
  return { api, navigations, store };
}

describe('the credentialed API client', () => {
  it('sends the credential and regularFlg headers and ppcdSwitchServiceFlg=yes, and answers data', async () => {
    const server = fakeServer(new Set(['live']));
    const { api } = client(server.fetcher, credentialSource('live', []));
    expect(await api.get('/external/v1/user/userinfo', { searchParams: { uuid: 'u-1' } })).toEqual({ ok: true });
    const [request] = server.seen;
    expect(request?.headers.get('ppcdCredential')).toBe('live');
    expect(request?.headers.get('regularFlg')).toBe('1');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/external/v1/user/userinfo');
    expect(url.searchParams.get('ppcdSwitchServiceFlg')).toBe('yes');
    expect(url.searchParams.get('uuid')).toBe('u-1');
  });

  it('on 403/4031 fetches a new credential once, retries once with it, and the caller notices nothing', async () => {
    const server = fakeServer(new Set(['renewed']));
    const credentials = credentialSource('expired', ['renewed']);
    const { api, navigations } = client(server.fetcher, credentials);
    expect(await api.get('/external/v1/user/userinfo')).toEqual({ ok: true });
    expect(credentials.refreshes).toBe(1);
    expect(server.seen.map((request) => request.headers.get('ppcdCredential'))).toEqual(['expired', 'renewed']);
    expect(navigations).toEqual([]);
  });

  it('retries a POST with the same Idempotency-Key and body, and gives the next call a new key', async () => {
    const server = fakeServer(new Set(['renewed']));
    const { api } = client(server.fetcher, credentialSource('expired', ['renewed']));
    await api.post('/external/v1/user/nickname', { json: { nickname: 'いつもの' } });
    const keys = server.seen.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await api.post('/external/v1/user/nickname', { json: { nickname: 'いつもの' } });
    expect(server.seen[2]?.headers.get('idempotency-key')).not.toBe(keys[0]);
    expect(await Promise.all(server.seen.slice(0, 2).map((request) => request.clone().json()))).toEqual([
      { nickname: 'いつもの' },
      { nickname: 'いつもの' },
    ]);
  });

  it('on a second 4031 does not refresh again but goes to the session-error page', async () => {
    const server = fakeServer(new Set());
    const credentials = credentialSource('expired', ['also-refused', 'never-used']);
    const { api, navigations } = client(server.fetcher, credentials);
    await expect(api.get('/external/v1/user/userinfo')).rejects.toMatchObject({ status: 403, codeId: '4031' });
    expect(credentials.refreshes).toBe(1);
    expect(server.seen).toHaveLength(2);
    expect(navigations).toEqual([sessionErrorPath]);
  });

  it('goes to the session-error page when a new credential cannot be had', async () => {
    const server = fakeServer(new Set());
    const { api, navigations } = client(server.fetcher, credentialSource('expired', [], true));
    await expect(api.get('/external/v1/user/userinfo')).rejects.toBeInstanceOf(CredentialUnavailableError);
    expect(navigations).toEqual([sessionErrorPath]);
  });

  it('goes to the session-error page on 401/4004 without refreshing', async () => {
    const server = fakeServer(new Set(['live']), () => json(401, '4004'));
    const credentials = credentialSource('live', ['x']);
    const { api, navigations } = client(server.fetcher, credentials);
    await expect(api.get('/external/v1/user/userinfo')).rejects.toMatchObject({ status: 401, codeId: '4004' });
    expect(credentials.refreshes).toBe(0);
    expect(navigations).toEqual([sessionErrorPath]);
  });

  it('sends a maintenance answer (5030) to the error page with the bffMaintenance query', async () => {
    const server = fakeServer(new Set(['live']), () => json(503, '5030'));
    const { api, navigations } = client(server.fetcher, credentialSource('live', []));
    await expect(api.get('/external/v1/settlement/top/claimstatus')).rejects.toBeInstanceOf(ApiError);
    expect(navigations).toEqual(['/error?bffMaintenance=1']);
  });

  it('treats every status from 400 to 599 as an error carrying its codeId, and leaves navigation to the page', async () => {
    for (const [status, codeId] of [
      [400, '4000'],
      [404, '4001'],
      [500, '5001'],
      [599, '5001'],
    ] as const) {
      const server = fakeServer(new Set(['live']), () => json(status, codeId));
      const { api, navigations } = client(server.fetcher, credentialSource('live', []));
      await expect(api.get('/external/v1/user/userinfo')).rejects.toMatchObject({ status, codeId });
      expect(navigations).toEqual([]);
    }
  });

  it('parses a body by its content type: text stays text, and an error without JSON still fails', async () => {
    const text = fakeServer(
      new Set(['live']),
      () => new Response('plain words', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    expect(await client(text.fetcher, credentialSource('live', [])).api.get('/x')).toBe('plain words');
    const html = fakeServer(
      new Set(['live']),
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(client(html.fetcher, credentialSource('live', [])).api.get('/x')).rejects.toMatchObject({ status: 502, codeId: null });
  });
});

describe('answerOutcome', () => {
  it('keeps an out-of-hours answer when the catalogue maps its code to the outside-hours screen', async () => {
    const screens = new Map([['5999', 'outsideOperatingHours' as const]]);
    expect(answerOutcome({ status: 503, codeId: '5999' }, screens)).toBe('outsideHours');
    expect(answerOutcome({ status: 403, codeId: '4032' }, screens)).toBe('error');
    expect(answerOutcome({ status: 200, codeId: '2000' }, screens)).toBe('success');
  });

  it('reads maintenance and out of hours from the catalogue: 5030 and the payment provider’s 6030, and 5031', async () => {
    expect(answerOutcome({ status: 503, codeId: '5030' })).toBe('maintenance');
    expect(answerOutcome({ status: 503, codeId: '6030' })).toBe('maintenance');
    expect(answerOutcome({ status: 503, codeId: '5031' })).toBe('outsideHours');
    expect(answerOutcome({ status: 504, codeId: '5020' })).toBe('error');
  });

  it('stores the not-available-time error for the page when an out-of-hours answer arrives', async () => {
    const server = fakeServer(new Set(['live']), () => json(503, '5999'));
    const { api, store, navigations } = client(
      server.fetcher,
      credentialSource('live', []),
      new Map(),
      new Map([['5999', 'outsideOperatingHours']]),
    );
    await expect(api.get('/external/v1/settlement/top/claimstatus')).rejects.toMatchObject({ codeId: '5999' });
    expect(JSON.parse(store.get(notAvailableTimeErrorKey) ?? 'null')).toEqual({
      screen: 'outsideOperatingHours',
      codeId: '5999',
      path: '/external/v1/settlement/top/claimstatus',
    });
    expect(navigations).toEqual([]);
  });

  it('sends the payment provider’s maintenance (6030) to the maintenance page and stores nothing, as it is not out of hours', async () => {
    const server = fakeServer(new Set(['live']), () => json(503, '6030'));
    const { api, store, navigations } = client(server.fetcher, credentialSource('live', []));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(store.has(notAvailableTimeErrorKey)).toBe(false);
    expect(navigations).toEqual(['/error?bffMaintenance=1']);
  });
});
