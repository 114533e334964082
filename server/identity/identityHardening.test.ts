import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { deleteExpiredRows } from '../maintenance/expiredRows';
import { hashSecret as hashOf, startSession, touchSession } from '../sessions/sessionStore';
import { buildTestApp, createTestDatabase, type TestApp } from '../../tests/helpers/buildTestApp';
import { loginThrottle, recordLoginFailure } from './loginThrottle';

const origin = 'http://127.0.0.1:3999';
let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ PUBLIC_ORIGIN: origin });
});
afterAll(async () => {
  await subject.close();
});

/** Opens the embedded provider's login form and returns where to post it, with the interaction cookies. */
async function loginForm(): Promise<{ action: string; cookies: Record<string, string> }> {
  const start = await subject.app.inject({ method: 'GET', url: '/login?redirect=/' });
  const authorize = await subject.app.inject({ method: 'GET', url: String(start.headers.location).slice(origin.length) });
  return {
    action: `${String(authorize.headers.location)}/login`,
    cookies: Object.fromEntries(authorize.cookies.map((c) => [c.name, c.value])),
  };
}

async function postLogin(loginId: string, password: string, clientAddress = '198.51.100.7') {
  const { action, cookies } = await loginForm();
  return subject.app.inject({
    method: 'POST',
    url: action,
    cookies,
    remoteAddress: clientAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ loginId, password }).toString(),
  });
}

describe('login throttling', () => {
  it('refuses even the right password after five wrong ones for the same login id, in Japanese', async () => {
    for (let attempt = 0; attempt < loginThrottle.failuresPerLoginId; attempt += 1) {
      expect((await postLogin('gold', 'wrong')).statusCode).toBe(401);
    }
    const refused = await postLogin('gold', 'demo1234');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('しばらくログインできません');
    expect(refused.body).toContain('value="gold"');
  });

  it('keeps other login ids usable from other addresses while one id is locked', async () => {
    expect((await postLogin('regular', 'demo1234', '203.0.113.9')).statusCode).toBe(303);
  });

  it('forgives earlier typos once the member logs in successfully', async () => {
    for (let attempt = 0; attempt < loginThrottle.failuresPerLoginId - 1; attempt += 1) {
      expect((await postLogin('family', 'wrong', '192.0.2.44')).statusCode).toBe(401);
    }
    expect((await postLogin('family', 'demo1234', '192.0.2.44')).statusCode).toBe(303);
    expect((await postLogin('family', 'wrong', '192.0.2.44')).statusCode).toBe(401);
    expect((await postLogin('family', 'demo1234', '192.0.2.44')).statusCode).toBe(303);
  });

  it('lifts the lock once the failures are older than the window', async () => {
    await subject.app.db
      .updateTable('login_failures')
      .set({ failed_at: sql<Date>`now() - make_interval(mins => ${loginThrottle.windowMinutes + 1})` })
      .execute();
    expect((await postLogin('gold', 'demo1234')).statusCode).toBe(303);
  });

  it('refuses a client address spraying one password over many ids', async () => {
    expect((await postLogin('nobody-0', 'password1', '192.0.2.200')).statusCode).toBe(401);
    for (let attempt = 1; attempt < loginThrottle.failuresPerClientAddress; attempt += 1) {
      await recordLoginFailure(subject.app.db, `nobody-${attempt}`, '192.0.2.200');
    }
    expect((await postLogin('multiple', 'demo1234', '192.0.2.200')).statusCode).toBe(429);
  });
});

describe('deleting expired rows', () => {
  it('removes idle and over-age sessions, expired attempts and credentials, and keeps live sessions', async () => {
    const memberId = (await subject.app.db.selectFrom('members').select('id').executeTakeFirstOrThrow()).id;
    const live = await startSession(subject.app.db, memberId);
    const idle = await startSession(subject.app.db, memberId);
    const old = await startSession(subject.app.db, memberId);
    await subject.app.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '16 minutes'` })
      .where('id_hash', '=', hashOf(idle))
      .execute();
    await subject.app.db
      .updateTable('sessions')
      .set({ created_at: sql<Date>`now() - interval '13 hours'` })
      .where('id_hash', '=', hashOf(old))
      .execute();
    await subject.app.db
      .insertInto('login_attempts')
      .values({
        id_hash: 'expired-attempt',
        state: 's',
        nonce: 'n',
        code_verifier: 'v',
        redirect_path: '/',
        expires_at: sql<Date>`now() - interval '1 minute'`,
      })
      .execute();

    const liveSession = await subject.app.db
      .selectFrom('sessions')
      .select('web_token_key')
      .where('id_hash', '=', hashOf(live))
      .executeTakeFirstOrThrow();
    await subject.app.db
      .insertInto('card_credentials')
      .values({
        credential_hash: 'expired-credential',
        web_token_key: liveSession.web_token_key,
        member_id: memberId,
        card_id: null,
        expires_at: sql<Date>`now() - interval '1 second'`,
      })
      .execute();

    await deleteExpiredRows(subject.app.db);

    expect(await subject.app.db.selectFrom('card_credentials').where('credential_hash', '=', 'expired-credential').execute()).toEqual([]);
    const remaining = await subject.app.db.selectFrom('sessions').select('id_hash').execute();
    expect(remaining.map((row) => row.id_hash)).toContain(hashOf(live));
    expect(remaining.map((row) => row.id_hash)).not.toContain(hashOf(idle));
    expect(remaining.map((row) => row.id_hash)).not.toContain(hashOf(old));
    expect((await touchSession(subject.app.db, live)).kind).toBe('active');
    expect(await subject.app.db.selectFrom('login_attempts').where('id_hash', '=', 'expired-attempt').execute()).toEqual([]);
  });
});

describe('the embedded provider signing key', () => {
  it('is the same on two instances of one database and survives a restart', async () => {
    const database = await createTestDatabase();
    const environment = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: origin, ...database.environment };
    const jwks = async (): Promise<unknown> => {
      const app = await buildApp({ logger: false, environment });
      const keys = (await app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
      await app.close();
      return keys;
    };
    try {
      const first = await jwks();
      expect(first).toMatchObject({ keys: [{ kty: 'RSA', alg: 'RS256', use: 'sig' }] });
      expect(JSON.stringify(first)).not.toContain('"d"');
      expect(await jwks()).toEqual(first);
    } finally {
      await database.drop();
    }
  });
});
