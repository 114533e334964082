import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { freePort } from '../helpers/freePort';

// Issue 13 item 3: one browser, two accounts, one after the other; and no English provider page ever.
// The callback exchanges its code with the provider over the network, so the app listens, on a port free now (the
// issuer URL must name it before the app is built; both server projects may run this file at once).
let origin = '';
let subject: TestApp;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  subject = await buildTestApp({ PUBLIC_ORIGIN: origin });
  await subject.app.listen({ host: '127.0.0.1', port });
});
afterAll(async () => {
  await subject.close();
});

/** A browser's cookie jar, by name (the paths the provider sets are all under the one origin here). */
class Browser {
  readonly cookies = new Map<string, string>();

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.keep(
      await subject.app.inject({ method: 'GET', url: url.replace(origin, ''), cookies: Object.fromEntries(this.cookies), headers }),
    );
  }

  async postForm(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.keep(
      await subject.app.inject({
        method: 'POST',
        url: url.replace(origin, ''),
        cookies: Object.fromEntries(this.cookies),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: new URLSearchParams(form).toString(),
      }),
    );
  }

  private keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.maxAge === 0)
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Follows the whole login from /login to the page after the callback; answers the last response. */
  async logIn(loginId: string, redirect = '/member'): Promise<LightMyRequestResponse> {
    let response = await this.get(`/login?${new URLSearchParams({ redirect }).toString()}`);
    for (let hop = 0; hop < 10; hop += 1) {
      if (response.statusCode >= 300 && response.statusCode < 400) {
        const location = String(response.headers.location);
        if (!location.startsWith('/oidc') && !location.startsWith(`${origin}/`)) return response;
        response = await this.get(location);
        continue;
      }
      if (response.statusCode === 200 && response.body.includes('name="loginId"')) {
        const action = /action="([^"]+)"/.exec(response.body)?.[1] ?? '';
        response = await this.postForm(action, { loginId, password: 'demo1234' });
        continue;
      }
      return response;
    }
    return response;
  }
}

async function memberOf(browser: Browser): Promise<string | undefined> {
  const session = browser.cookies.get('session');
  if (!session) return undefined;
  const answer = await subject.app.inject({ method: 'GET', url: '/api/bff/firstRegistration', cookies: { session } });
  return answer.statusCode === 200 ? (answer.json().data.lastNameKanji as string) : undefined;
}

describe('switching accounts in one browser', () => {
  it('logs in as regular, logs out, and logs in as gold within minutes', async () => {
    const browser = new Browser();
    const first = await browser.logIn('regular');
    expect(first.statusCode, first.body).toBe(302);
    expect(first.headers.location).toBe('/member');
    const regular = await memberOf(browser);
    expect(regular).toBeDefined();

    expect((await browser.get('/api/bff/clearCookie', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // The page's query comes back through the browser (the database keeps the path only, item 8).
    const second = await browser.logIn('gold', '/member?tab=cards');
    expect(second.statusCode, second.body).toBe(302);
    expect(second.headers.location).toBe('/member?tab=cards');
    const gold = await memberOf(browser);
    expect(gold).toBeDefined();
    expect(gold).not.toBe(regular);
  });

  it("logs in as gold over a login as regular that never logged out (a shared phone), without the library's account-change page", async () => {
    const browser = new Browser();
    expect((await browser.logIn('regular')).statusCode).toBe(302);
    const regular = await memberOf(browser);
    const second = await browser.logIn('gold');
    expect(second.statusCode, second.body).toBe(302);
    const gold = await memberOf(browser);
    expect(gold).toBeDefined();
    expect(gold).not.toBe(regular);
  });

  it('answers a provider error with a Japanese page and a way back to login', async () => {
    const browser = new Browser();
    const response = await browser.get('/oidc/auth?client_id=unknown&response_type=code&scope=openid');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('lang="ja"');
    expect(response.body).toContain('href="/login"');
    expect(response.body).not.toMatch(/oops|invalid_client|went wrong/);
  });
});

describe('the provider cookies on https', () => {
  it('carry __Host- (session) and __Secure- (interaction, path-scoped by the library) like the app cookies', async () => {
    const https = 'https://card.example.test';
    const secure = await buildTestApp({ PUBLIC_ORIGIN: https });
    try {
      const names = new Set<string>();
      const cookies = new Map<string, string>();
      const step = async (method: 'GET' | 'POST', url: string, payload?: string) => {
        const response = await secure.app.inject({
          method,
          url: url.replace(https, ''),
          cookies: Object.fromEntries(cookies),
          headers: payload ? { 'content-type': 'application/x-www-form-urlencoded', origin: https } : {},
          ...(payload ? { payload } : {}),
        });
        for (const cookie of response.cookies) {
          names.add(cookie.name);
          cookies.set(cookie.name, cookie.value);
          expect(cookie.secure, cookie.name).toBe(true);
        }
        return response;
      };
      const start = await step('GET', '/login?redirect=/');
      const authorize = await step('GET', String(start.headers.location));
      const form = await step('GET', String(authorize.headers.location));
      const action = /action="([^"]+)"/.exec(form.body)?.[1] ?? '';
      const loggedIn = await step('POST', action, 'loginId=regular&password=demo1234');
      await step('GET', String(loggedIn.headers.location));
      const providerCookies = [...names].filter((name) => !['__Host-login', '__Host-session'].includes(name));
      expect(providerCookies.length).toBeGreaterThanOrEqual(3);
      expect(providerCookies.filter((name) => name.startsWith('__Host-oidc_session'))).not.toHaveLength(0);
      expect(
        providerCookies.every((name) => name.startsWith('__Host-') || name.startsWith('__Secure-')),
        providerCookies.join(),
      ).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
