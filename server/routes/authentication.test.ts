import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { hashSecret } from '../sessions/sessionStore';
import { freePort } from '../../tests/helpers/freePort';
import { buildOpsApp } from '../ops/opsApp';

const origin = 'http://127.0.0.1:3999';
let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ PUBLIC_ORIGIN: origin });
});
afterAll(async () => {
  await subject.close();
});

async function keptRedirect(attemptId: string): Promise<string | undefined> {
  const row = await subject.app.db
    .selectFrom('login_attempts')
    .select('redirect_path')
    .where('id_hash', '=', hashSecret(attemptId))
    .executeTakeFirst();
  return row?.redirect_path;
}

describe('starting a login', () => {
  it.each(['v1', 'v2', 'v3'])(
    'GET /%s/authentication/login answers authorizationLoginUri with PKCE S256, state and nonce',
    async (version) => {
      const response = await subject.app.inject({ method: 'GET', url: `/${version}/authentication/login?redirect=/member` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { resultInfo, data } = response.json();
      expect(resultInfo.codeId).toBe('2000');
      const uri = new URL(data.authorizationLoginUri);
      expect(`${uri.origin}${uri.pathname}`).toBe(`${origin}/oidc/auth`);
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        client_id: 'card-web',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `${origin}/auth/callback`,
        code_challenge_method: 'S256',
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        state: expect.stringMatching(/^[\w-]{22,}$/),
        nonce: expect.stringMatching(/^[\w-]{22,}$/),
      });
      const cookie = response.cookies.find((c) => c.name === 'login_attempt');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await keptRedirect(cookie?.value ?? '')).toBe('/member');
    },
  );

  it('GET /login redirects the browser to the provider and keeps the page to return to: its path on the server, its query in the browser', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/login?redirect=%2Fmember%2Fcardinfo%3Fx%3D1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(`${origin}/oidc/auth?`);
    expect(response.headers.location).not.toContain('cardinfo');
    const attemptId = response.cookies.find((c) => c.name === 'login_attempt')?.value ?? '';
    expect(await keptRedirect(attemptId)).toBe('/member/cardinfo');
    expect(decodeURIComponent(response.cookies.find((c) => c.name === 'login_return')?.value ?? '')).toBe('/member/cardinfo?x=1');
  });

  it.each(['//evil.example/path', 'https://evil.example/', '/\\evil.example'])(
    'replaces the foreign redirect %s with the service top',
    async (redirect) => {
      const response = await subject.app.inject({ method: 'GET', url: `/login?redirect=${encodeURIComponent(redirect)}` });
      const attemptId = response.cookies.find((c) => c.name === 'login_attempt')?.value ?? '';
      expect(await keptRedirect(attemptId)).toBe('/');
    },
  );

  it('refuses a callback without the login cookie and sends the browser to the session error page', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/auth/callback?code=x&state=y' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/error?type=sessionError');
  });

  it('refuses a callback whose attempt is unknown, without a session', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/auth/callback?code=x&state=y',
      cookies: { login_attempt: 'forged' },
    });
    expect(response.headers.location).toBe('/error?type=sessionError');
    expect(response.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });
});

describe('the embedded identity provider', () => {
  it('publishes its discovery document under /oidc', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      issuer: `${origin}/oidc`,
      authorization_endpoint: `${origin}/oidc/auth`,
      token_endpoint: `${origin}/oidc/token`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('shows a Japanese login form with labels, and a Japanese error for a wrong password', async () => {
    const start = await subject.app.inject({ method: 'GET', url: '/login?redirect=/' });
    const authorize = await subject.app.inject({ method: 'GET', url: String(start.headers.location).slice(origin.length) });
    expect(authorize.statusCode).toBe(303);
    const interactionPath = String(authorize.headers.location);
    expect(interactionPath).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const cookies = Object.fromEntries(authorize.cookies.map((c) => [c.name, c.value]));

    const page = await subject.app.inject({ method: 'GET', url: interactionPath, cookies });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'strict-dynamic'");
    expect(page.body).toContain('<label for="login-id">ログインID</label>');
    expect(page.body).toContain('<label for="password">パスワード</label>');
    expect(page.body).not.toContain('placeholder');
    expect(page.body).not.toContain('<script');

    const wrong = await subject.app.inject({
      method: 'POST',
      url: `${interactionPath}/login`,
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'loginId=regular&password=wrong',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('ログインIDまたはパスワードが正しくありません。');
    expect(wrong.body).toContain('value="regular"');

    const right = await subject.app.inject({
      method: 'POST',
      url: `${interactionPath}/login`,
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'loginId=regular&password=demo1234',
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toMatch(`${origin}/oidc/auth/`);
  });
});

describe('the partner’s identity provider away (issue 56)', () => {
  let away: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: the providers' discovery is refused, as when they are down.
    const nobody = `http://127.0.0.1:${await freePort()}`;
    away = await buildTestApp({
      PUBLIC_ORIGIN: origin,
      OIDC_ISSUER: nobody,
      OIDC_CLIENT_SECRET: 'a-partner-client-secret-for-tests',
      OPS_OIDC_ISSUER: nobody,
      OPS_OIDC_CLIENT_SECRET: 'a-staff-client-secret-for-tests',
    });
  });
  afterAll(async () => {
    await away.close();
  });

  it('answers the login page 503 with a Japanese page that says to try again, and the API 503/5032', async () => {
    const page = await away.app.inject({ method: 'GET', url: '/login?redirect=/member', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('ただいまログインできません');
    expect(page.body).toContain('しばらく時間をおいて、もう一度お試しください。');
    const api = await away.app.inject({ method: 'GET', url: '/v1/authentication/login?redirect=/member' });
    expect(api.statusCode).toBe(503);
    expect(api.json().resultInfo.codeId).toBe('5032');
  });

  it('answers the staff console’s login 503 with a page saying the company’s login is away', async () => {
    const ops = await buildOpsApp(away.app);
    try {
      const page = await ops.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('30');
      expect(page.body).toContain('社内のログイン基盤に接続できません。');
    } finally {
      await ops.close();
    }
  });
});
