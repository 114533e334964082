import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loginThrottle, recordLoginFailure } from '../../server/identity/loginThrottle';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

// Issue 13 items 1 (the login race) and 2 (limits behind a proxy).
const origin = 'http://127.0.0.1:3999';

async function loginForm(app: TestApp['app']): Promise<{ action: string; cookies: Record<string, string> }> {
  const start = await app.inject({ method: 'GET', url: '/login?redirect=/' });
  const authorize = await app.inject({ method: 'GET', url: String(start.headers.location).slice(origin.length) });
  return {
    action: `${String(authorize.headers.location)}/login`,
    cookies: Object.fromEntries(authorize.cookies.map((c) => [c.name, c.value])),
  };
}

function postForm(
  app: TestApp['app'],
  form: { action: string; cookies: Record<string, string> },
  loginId: string,
  password: string,
  from: { remoteAddress: string; forwardedFor?: string },
) {
  return app.inject({
    method: 'POST',
    url: form.action,
    cookies: form.cookies,
    remoteAddress: from.remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
    },
    payload: new URLSearchParams({ loginId, password }).toString(),
  });
}

describe('the login race (item 1)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ PUBLIC_ORIGIN: origin });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('checks exactly five of 20 concurrent wrong passwords for one login id', async () => {
    const forms = [];
    for (let index = 0; index < 20; index += 1) forms.push(await loginForm(subject.app));
    const answers = await Promise.all(
      forms.map((form, index) => postForm(subject.app, form, 'gold', `wrong-${index}`, { remoteAddress: `198.51.100.${index + 1}` })),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 429)).toBe(true);
    // Exactly the limit: concurrent attempts take their turn, none slips past the count and none is refused early.
    expect(checked).toBe(loginThrottle.failuresPerLoginId);
    // The figure for the notes.
    console.info(`login race: ${checked} of 20 concurrent wrong passwords checked`);
    // The refused ones left nothing: the lock is the checked failures only.
    const stored = await subject.app.db.selectFrom('login_failures').select('id').execute();
    expect(stored).toHaveLength(checked);
  });
});

describe('TRUST_PROXY (item 2)', () => {
  it('stops the start and names TRUST_PROXY when it is not a hop count or address list', async () => {
    await expect(buildApp({ logger: false, environment: { TRUST_PROXY: 'yes please' } })).rejects.toThrow(/TRUST_PROXY/);
    await expect(buildApp({ logger: false, environment: { TRUST_PROXY: '10.0.0.0/99' } })).rejects.toThrow(/TRUST_PROXY/);
  });

  it('off by default: a client cannot pick its own address with X-Forwarded-For', async () => {
    const subject = await buildTestApp({ PUBLIC_ORIGIN: origin });
    try {
      await postForm(subject.app, await loginForm(subject.app), 'regular', 'wrong', {
        remoteAddress: '10.0.0.2',
        forwardedFor: '203.0.113.77',
      });
      expect(
        (await subject.app.db.selectFrom('login_failures').select('client_address').execute()).map((row) => row.client_address),
      ).toEqual(['10.0.0.2']);
    } finally {
      await subject.close();
    }
  });

  it('behind a trusted proxy, locks out the client that sprayed passwords and nobody else', async () => {
    const subject = await buildTestApp({ PUBLIC_ORIGIN: origin, TRUST_PROXY: '10.0.0.0/8' });
    try {
      for (let attempt = 0; attempt < loginThrottle.failuresPerClientAddress; attempt += 1) {
        await recordLoginFailure(subject.app.db, `nobody-${attempt}`, '203.0.113.5');
      }
      const proxy = '10.0.0.2';
      const other = await postForm(subject.app, await loginForm(subject.app), 'regular', 'demo1234', {
        remoteAddress: proxy,
        forwardedFor: '203.0.113.6',
      });
      expect(other.statusCode).toBe(303);
      const sprayer = await postForm(subject.app, await loginForm(subject.app), 'gold', 'demo1234', {
        remoteAddress: proxy,
        forwardedFor: '203.0.113.5',
      });
      expect(sprayer.statusCode).toBe(429);
    } finally {
      await subject.close();
    }
  });
});
