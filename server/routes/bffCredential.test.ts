import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { hashSecret, startSession } from '../sessions/sessionStore';
import { memberIdOf as memberIdOfAccount } from '../../tests/helpers/testSessions';

let subject: TestApp;
let app: FastifyInstance;

const memberIdOf = (loginId: string): Promise<string> => memberIdOfAccount(app, loginId);

async function logInAs(loginId: string): Promise<string> {
  return startSession(app.db, await memberIdOf(loginId));
}

async function tokensOf(loginId: string, active = true): Promise<string[]> {
  const rows = await app.db
    .selectFrom('cards')
    .select('ppcd_token')
    .where('member_id', '=', await memberIdOf(loginId))
    .where('active', '=', active)
    .orderBy('issued_on', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => row.ppcd_token);
}

function get(url: string, sessionId?: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, cookies: sessionId ? { session: sessionId } : {}, headers });
}

async function credentialFor(sessionId: string, ppcdToken?: string): Promise<string> {
  const query = ppcdToken ? `?ppcdToken=${ppcdToken}` : '';
  const response = await get(`/api/bff/getCredentialV2${query}`, sessionId);
  expect(response.statusCode).toBe(200);
  return response.json().data.ppcdCredential as string;
}

function guarded(sessionId: string | undefined, credential?: string, query = '?ppcdSwitchServiceFlg=yes') {
  return get(`/test/credentialed${query}`, sessionId, credential ? { ppcdCredential: credential } : {});
}

beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
  app.get('/test/credentialed', { preHandler: app.requireCredential }, async (request) => ({ credential: request.credential }));
});
afterAll(async () => {
  await subject.close();
});

describe('getCredentialV2', () => {
  it('gives a regular member a credential and their one card, selected, with every field of a card list item', async () => {
    const session = await logInAs('regular');
    const response = await get('/api/bff/getCredentialV2', session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data;
    expect(data.ppcdCredential).toMatch(/^[\w-]{43}$/);
    const [token] = await tokensOf('regular');
    expect(data.activeCardList).toEqual([
      {
        key: token,
        name: expect.stringMatching(/^Visa \*{4}\d{4}$/),
        icon: 'visa',
        isSelected: true,
        brand: 'Visa',
        card4no: expect.stringMatching(/^\d{4}$/),
        ppcdToken: token,
        daikoCd: '0',
        shuruiNo: expect.stringMatching(/^\d{3}$/),
        nickname: 'Visaカード',
      },
    ]);
  });

  it('stores only the hash of the credential, bound to the session and the selected card', async () => {
    const session = await logInAs('gold');
    const credential = await credentialFor(session);
    const rows = await app.db
      .selectFrom('card_credentials')
      .selectAll()
      .where('member_id', '=', await memberIdOf('gold'))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ credential_hash: hashSecret(credential), card_id: 'card-gold-1' });
    expect(JSON.stringify(rows)).not.toContain(credential);
  });

  it('selects the first card of a multiple-card member when nothing else is known', async () => {
    const session = await logInAs('multiple');
    const list = (await get('/api/bff/getCredentialV2', session)).json().data.activeCardList as { isSelected: boolean; brand: string }[];
    expect(list.map((card) => [card.brand, card.isSelected])).toEqual([
      ['Visa', true],
      ['Mastercard', false],
      ['Visa', false],
    ]);
  });

  it('selects the requested card, and otherwise the last selected card saved on the server', async () => {
    const session = await logInAs('multiple');
    const tokens = await tokensOf('multiple');
    const requested = (await get(`/api/bff/getCredentialV2?ppcdToken=${tokens[2]}`, session)).json().data.activeCardList;
    expect(requested.map((card: { isSelected: boolean }) => card.isSelected)).toEqual([false, false, true]);

    const saved = await app.inject({
      method: 'POST',
      url: '/api/bff/saveLastSelectedCard',
      cookies: { session },
      payload: { lastSelectedCard: tokens[1] },
    });
    expect(saved.statusCode).toBe(200);
    const fromServer = (await get('/api/bff/getCredentialV2', session)).json().data.activeCardList;
    expect(fromServer.map((card: { isSelected: boolean }) => card.isSelected)).toEqual([false, true, false]);
    const again = (await get(`/api/bff/getCredentialV2?ppcdToken=${tokens[0]}`, session)).json().data.activeCardList;
    expect(again.map((card: { isSelected: boolean }) => card.isSelected)).toEqual([true, false, false]);
  });

  it('gives an applicant a credential with an empty card list and no card bound', async () => {
    const session = await logInAs('applicant');
    const response = await get('/api/bff/getCredentialV2', session);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ppcdCredential: expect.stringMatching(/^[\w-]{43}$/),
      activeCardList: [],
      sessionFlags: { addressMismatchFlg: false, residenceDeleteFlg: false },
    });
    const credential = response.json().data.ppcdCredential as string;
    expect((await guarded(session, credential)).json().credential).toEqual({ memberId: await memberIdOf('applicant'), cardId: null });
  });

  it('refuses with 403 a requested card that belongs to another member, and issues nothing', async () => {
    const session = await logInAs('regular');
    const [goldToken] = await tokensOf('gold');
    const before = await app.db.selectFrom('card_credentials').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    const response = await get(`/api/bff/getCredentialV2?ppcdToken=${goldToken}`, session);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo).toMatchObject({ code: 'ERROR', codeId: '4031' });
    const after = await app.db.selectFrom('card_credentials').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('refuses a malformed requested card token with 400 and codeId 4000', async () => {
    const session = await logInAs('regular');
    const response = await get('/api/bff/getCredentialV2?ppcdToken=%3Cscript%3E', session);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.codeId).toBe('4000');
  });

  it('answers 401 with codeId 4004 without a session', async () => {
    const response = await get('/api/bff/getCredentialV2');
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo.codeId).toBe('4004');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('requireCredential', () => {
  it('lets a call through with a live credential of the session and names the member and card', async () => {
    const session = await logInAs('multiple');
    const tokens = await tokensOf('multiple');
    const credential = await credentialFor(session, tokens[1]);
    const response = await guarded(session, credential);
    expect(response.statusCode).toBe(200);
    expect(response.json().credential).toEqual({ memberId: await memberIdOf('multiple'), cardId: 'card-multiple-2' });
    expect((await guarded(session, credential, '')).statusCode).toBe(200);
    expect(
      (await get('/test/credentialed?ppcdSwitchServiceFlg=yes', session, { ppcdCredential: credential, regularFlg: '1' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['no credential header', undefined],
    ['a malformed credential', 'not-a-credential'],
    ['an unknown credential', 'A'.repeat(43)],
  ])('answers 403 with codeId 4031 for %s', async (_case, credential) => {
    const session = await logInAs('regular');
    const response = await guarded(session, credential);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo).toMatchObject({ code: 'ERROR', codeId: '4031' });
  });

  it('answers 4031 once the credential has expired by the database clock', async () => {
    const session = await logInAs('regular');
    const credential = await credentialFor(session);
    await app.db
      .updateTable('card_credentials')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('credential_hash', '=', hashSecret(credential))
      .execute();
    const response = await guarded(session, credential);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo.codeId).toBe('4031');
  });

  it('sets the expiry from CREDENTIAL_TTL_MINUTES, five minutes by default', async () => {
    const session = await logInAs('regular');
    const credential = await credentialFor(session);
    const row = await app.db
      .selectFrom('card_credentials')
      .select(sql<number>`round(extract(epoch from expires_at - created_at))::int`.as('seconds'))
      .where('credential_hash', '=', hashSecret(credential))
      .executeTakeFirstOrThrow();
    expect(row.seconds).toBe(300);
  });

  it('refuses member B’s credential on member A’s session with 403', async () => {
    const sessionA = await logInAs('regular');
    const sessionB = await logInAs('gold');
    const credentialB = await credentialFor(sessionB);
    const response = await guarded(sessionA, credentialB);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo.codeId).toBe('4031');
  });

  it('refuses a credential of the same member’s earlier session with 403', async () => {
    const first = await logInAs('regular');
    const credential = await credentialFor(first);
    const second = await logInAs('regular');
    expect((await guarded(second, credential)).statusCode).toBe(403);
  });

  it('deletes a session’s credentials with the session, and a revoked session answers 401 with 4004', async () => {
    const session = await logInAs('regular');
    const credential = await credentialFor(session);
    await app.inject({ method: 'GET', url: '/api/bff/clearCookie', cookies: { session } });
    const rows = await app.db
      .selectFrom('card_credentials')
      .select('card_id')
      .where('credential_hash', '=', hashSecret(credential))
      .execute();
    expect(rows).toEqual([]);
    const response = await guarded(session, credential);
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo.codeId).toBe('4004');
  });

  it('answers 400 with 4000 for a bad ppcdSwitchServiceFlg or regularFlg', async () => {
    const session = await logInAs('regular');
    const credential = await credentialFor(session);
    expect((await guarded(session, credential, '?ppcdSwitchServiceFlg=no')).json().resultInfo.codeId).toBe('4000');
    const badFlag = await get('/test/credentialed?ppcdSwitchServiceFlg=yes', session, { ppcdCredential: credential, regularFlg: 'x' });
    expect(badFlag.statusCode).toBe(400);
  });
});

describe('last selected card', () => {
  it('saves the member’s own card, answers it back, and saving twice changes nothing more', async () => {
    const session = await logInAs('multiple');
    const tokens = await tokensOf('multiple');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/bff/saveLastSelectedCard',
        cookies: { session },
        payload: { lastSelectedCard: tokens[2] },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ lastSelectedCard: tokens[2] });
    }
    const read = await get('/api/bff/getLastSelectedCard', session);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json().data).toEqual({ lastSelectedCard: tokens[2] });
  });

  it('answers null for a member who never chose', async () => {
    const session = await logInAs('family');
    expect((await get('/api/bff/getLastSelectedCard', session)).json().data).toEqual({ lastSelectedCard: null });
  });

  it('refuses another member’s card with 403 and keeps the earlier choice', async () => {
    const session = await logInAs('multiple');
    const tokens = await tokensOf('multiple');
    const [regularToken] = await tokensOf('regular');
    await app.inject({
      method: 'POST',
      url: '/api/bff/saveLastSelectedCard',
      cookies: { session },
      payload: { lastSelectedCard: tokens[0] },
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/bff/saveLastSelectedCard',
      cookies: { session },
      payload: { lastSelectedCard: regularToken },
    });
    expect(refused.statusCode).toBe(403);
    expect((await get('/api/bff/getLastSelectedCard', session)).json().data).toEqual({ lastSelectedCard: tokens[0] });
  });

  it('refuses a body without lastSelectedCard with 400, and no session with 401', async () => {
    const session = await logInAs('multiple');
    const missing = await app.inject({ method: 'POST', url: '/api/bff/saveLastSelectedCard', cookies: { session }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().resultInfo.codeId).toBe('4000');
    const anonymous = await app.inject({ method: 'POST', url: '/api/bff/saveLastSelectedCard', payload: { lastSelectedCard: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/api/bff/getLastSelectedCard')).statusCode).toBe(401);
  });
});

describe('getCredentialForExMember', () => {
  it('gives a former member a credential for each old card by index, most recently closed first', async () => {
    const session = await logInAs('former');
    const first = await get('/api/bff/getCredentialForExMember/0', session);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const data = first.json().data;
    expect(data).toMatchObject({
      ppcdCredential: expect.stringMatching(/^[\w-]{43}$/),
      exCardCount: 2,
      exCard: { brand: 'Visa', closedOn: expect.any(String) },
    });
    const second = (await get('/api/bff/getCredentialForExMember/1', session)).json().data;
    expect(second.exCard.brand).toBe('JCB');
    expect((await guarded(session, second.ppcdCredential)).json().credential).toEqual({
      memberId: await memberIdOf('former'),
      cardId: 'card-former-2',
    });
  });

  it.each(['2', '-1', 'x', '01', '1.5'])('refuses index %s with 400 and codeId 4000', async (index) => {
    const session = await logInAs('former');
    const response = await get(`/api/bff/getCredentialForExMember/${index}`, session);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.codeId).toBe('4000');
  });

  it('refuses a current member with 403', async () => {
    const session = await logInAs('regular');
    const response = await get('/api/bff/getCredentialForExMember/0', session);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo.codeId).toBe('4031');
  });

  it('gives a former member an empty card list from getCredentialV2', async () => {
    const session = await logInAs('former');
    expect((await get('/api/bff/getCredentialV2', session)).json().data.activeCardList).toEqual([]);
  });
});
