import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { hashSecret } from '../sessions/sessionStore';
import { sessionOf } from '../../tests/helpers/testSessions';

let subject: TestApp;
let app: FastifyInstance;
const deviceId = '3b241101-e2bb-4255-8caf-4136c566a962';

const logInAsRegular = (): Promise<string> => sessionOf(app, 'regular');

async function credentialFor(session: string): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data.ppcdCredential;
}

async function secondsLeft(credential: string): Promise<number> {
  const row = await app.db
    .selectFrom('card_credentials')
    .select(sql<number>`extract(epoch from expires_at - now())::float`.as('seconds'))
    .where('credential_hash', '=', hashSecret(credential))
    .executeTakeFirstOrThrow();
  return row.seconds;
}

function refresh(session: string | undefined, credential: string | undefined, payload: Record<string, unknown> = { uuid: deviceId }) {
  return app.inject({
    method: 'POST',
    url: '/external/v1/userAuthentication/expiration?ppcdSwitchServiceFlg=yes',
    cookies: session ? { session } : {},
    headers: credential ? { ppcdCredential: credential } : {},
    payload,
  });
}

beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
});
afterAll(async () => {
  await subject.close();
});

describe('GET /external/v2/userAuthentication/expiration', () => {
  const url = `/external/v2/userAuthentication/expiration?uuid=${deviceId}&secDataUpdateFlg=0&appFlg=0&ppcdSwitchServiceFlg=yes`;

  it('answers expirationFlg 1 while the session lives', async () => {
    const session = await logInAsRegular();
    const response = await app.inject({ method: 'GET', url, cookies: { session } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({ expirationFlg: '1' });
  });

  it('answers expirationFlg 0 once the session has idled out, and without one', async () => {
    const session = await logInAsRegular();
    await app.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '16 minutes'` })
      .where('id_hash', '=', hashSecret(session))
      .execute();
    expect((await app.inject({ method: 'GET', url, cookies: { session } })).json().data).toEqual({ expirationFlg: '0' });
    expect((await app.inject({ method: 'GET', url })).json().data).toEqual({ expirationFlg: '0' });
  });

  it.each([
    ['no uuid', '?appFlg=0'],
    ['a uuid that is not one', '?uuid=abc'],
    ['an appFlg other than 0 or 1', `?uuid=${deviceId}&appFlg=2`],
  ])('refuses %s with 400 and codeId 4000', async (_case, query) => {
    const response = await app.inject({ method: 'GET', url: `/external/v2/userAuthentication/expiration${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.codeId).toBe('4000');
  });
});

describe('POST /external/v1/userAuthentication/expiration', () => {
  it('gives a live credential a full lifetime again, as often as it is called', async () => {
    const session = await logInAsRegular();
    const credential = await credentialFor(session);
    await app.db
      .updateTable('card_credentials')
      .set({ expires_at: sql<Date>`now() + interval '30 seconds'` })
      .where('credential_hash', '=', hashSecret(credential))
      .execute();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await refresh(session, credential);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ expirationFlg: '1' });
    }
    expect(await secondsLeft(credential)).toBeGreaterThan(290);
  });

  it('cannot revive an expired credential: 403 with codeId 4031', async () => {
    const session = await logInAsRegular();
    const credential = await credentialFor(session);
    await app.db
      .updateTable('card_credentials')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('credential_hash', '=', hashSecret(credential))
      .execute();
    const response = await refresh(session, credential);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo.codeId).toBe('4031');
    expect(await secondsLeft(credential)).toBeLessThan(0);
  });

  it('lets the client’s one retry after a 4031 reuse the call’s Idempotency-Key', async () => {
    const session = await logInAsRegular();
    const expired = await credentialFor(session);
    await app.db
      .updateTable('card_credentials')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('credential_hash', '=', hashSecret(expired))
      .execute();
    const send = (credential: string) =>
      app.inject({
        method: 'POST',
        url: '/external/v1/userAuthentication/expiration?ppcdSwitchServiceFlg=yes',
        cookies: { session },
        headers: { ppcdCredential: credential, 'idempotency-key': 'retry-after-4031-key' },
        payload: { uuid: deviceId },
      });
    expect((await send(expired)).statusCode).toBe(403);
    const retried = await send(await credentialFor(session));
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toEqual({ expirationFlg: '1' });
  });

  it('refuses a body without a uuid with 400, and no session with 401', async () => {
    const session = await logInAsRegular();
    const credential = await credentialFor(session);
    expect((await refresh(session, credential, {})).statusCode).toBe(400);
    expect((await refresh(undefined, credential)).statusCode).toBe(401);
  });
});

describe('test-only credential expiry', () => {
  it('exists under NODE_ENV=test and expires every credential of the session', async () => {
    const session = await logInAsRegular();
    const credential = await credentialFor(session);
    const response = await app.inject({ method: 'POST', url: '/api/test/expireCredentials', cookies: { session } });
    expect(response.statusCode).toBe(200);
    expect(await secondsLeft(credential)).toBeLessThan(0);
  });

  it('does not exist outside NODE_ENV=test', async () => {
    const development = await buildTestApp({ NODE_ENV: 'development' }, { seed: false });
    try {
      const response = await development.app.inject({ method: 'POST', url: '/api/test/expireCredentials' });
      expect(response.statusCode).toBe(404);
    } finally {
      await development.close();
    }
  });
});
