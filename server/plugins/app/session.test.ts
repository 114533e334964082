import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, createTestDatabase, type TestApp } from '../../../tests/helpers/buildTestApp';
import { hashSecret, startSession } from '../../sessions/sessionStore';
import { memberIdOf } from '../../../tests/helpers/testSessions';

let subject: TestApp;
let memberId: string;

async function webToken(app: FastifyInstance, sessionId?: string) {
  return app.inject({ method: 'GET', url: '/api/bff/webToken', cookies: sessionId ? { session: sessionId } : {} });
}

async function sessionRows(app: FastifyInstance, id: string): Promise<number> {
  const rows = await app.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', hashSecret(id)).execute();
  return rows.length;
}

beforeAll(async () => {
  subject = await buildTestApp();
  memberId = await memberIdOf(subject.app, 'regular');
  subject.app.get('/test/member-only', { preHandler: subject.app.requireSession }, async (request) => ({
    memberId: request.session?.memberId,
  }));
  subject.app.get('/test/log-in', async (request, reply) => {
    await subject.app.logIn(request, reply, memberId);
    return { ok: true };
  });
});
afterAll(async () => {
  await subject.close();
});

describe('sessions in the database', () => {
  it('stores only the sha256 of a 256-bit session id', async () => {
    const id = await startSession(subject.app.db, memberId);
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(await sessionRows(subject.app, id)).toBe(1);
    const raw = await subject.app.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', id).execute();
    expect(raw).toEqual([]);
  });

  it('recognises the member on every call and answers webToken with isAuthentication', async () => {
    const id = await startSession(subject.app.db, memberId);
    const response = await webToken(subject.app, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toEqual({ isAuthentication: true, webTokenKey: expect.stringMatching(/^[\w-]{43}$/) });
    const guarded = await subject.app.inject({ method: 'GET', url: '/test/member-only', cookies: { session: id } });
    expect(guarded.json()).toEqual({ memberId });
  });

  it('answers a member-only call without a session with 401 and codeId 4004', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/test/member-only' });
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo).toMatchObject({ code: 'ERROR', codeId: '4004' });
    expect((await webToken(subject.app)).json().data).toEqual({ isAuthentication: false, webTokenKey: null });
  });

  it('ends a session idle for more than 15 minutes, deletes it and clears the cookie', async () => {
    const id = await startSession(subject.app.db, memberId);
    await subject.app.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '15 minutes 1 second'` })
      .where('id_hash', '=', hashSecret(id))
      .execute();
    const response = await subject.app.inject({ method: 'GET', url: '/test/member-only', cookies: { session: id } });
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo.codeId).toBe('4004');
    expect(response.cookies).toContainEqual(expect.objectContaining({ name: 'session', value: '' }));
    expect(await sessionRows(subject.app, id)).toBe(0);
  });

  it('keeps a session used within 15 minutes alive, and moves its idle clock', async () => {
    const id = await startSession(subject.app.db, memberId);
    await subject.app.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '14 minutes'` })
      .where('id_hash', '=', hashSecret(id))
      .execute();
    expect((await webToken(subject.app, id)).json().data.isAuthentication).toBe(true);
    const row = await subject.app.db
      .selectFrom('sessions')
      .select(sql<boolean>`last_seen_at > now() - interval '1 minute'`.as('fresh'))
      .where('id_hash', '=', hashSecret(id))
      .executeTakeFirstOrThrow();
    expect(row.fresh).toBe(true);
  });

  it('ends a session 12 hours after login however busy it is', async () => {
    const id = await startSession(subject.app.db, memberId);
    await subject.app.db
      .updateTable('sessions')
      .set({ created_at: sql<Date>`now() - interval '12 hours 1 second'` })
      .where('id_hash', '=', hashSecret(id))
      .execute();
    const response = await webToken(subject.app, id);
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo.codeId).toBe('4004');
    expect(await sessionRows(subject.app, id)).toBe(0);
  });

  it('rotates the session id at login: a new HttpOnly SameSite=Lax cookie, the old id gone', async () => {
    const before = await startSession(subject.app.db, memberId);
    const response = await subject.app.inject({ method: 'GET', url: '/test/log-in', cookies: { session: before } });
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 43_200 });
    expect(cookie?.value).not.toBe(before);
    expect(await sessionRows(subject.app, before)).toBe(0);
    expect(await sessionRows(subject.app, cookie?.value ?? '')).toBe(1);
  });

  it('deletes the session row at logout (clearCookie answers success 1)', async () => {
    const id = await startSession(subject.app.db, memberId);
    const response = await subject.app.inject({ method: 'GET', url: '/api/bff/clearCookie', cookies: { session: id } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ success: 1 });
    expect(response.cookies).toContainEqual(expect.objectContaining({ name: 'session', value: '' }));
    expect(await sessionRows(subject.app, id)).toBe(0);
    expect((await webToken(subject.app, id)).json().data.isAuthentication).toBe(false);
  });

  it('ends the session from the member pages’ ログアウト form and lands on the service top, also when pressed twice', async () => {
    const id = await startSession(subject.app.db, memberId);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const response = await subject.app.inject({ method: 'POST', url: '/logout', headers: form, payload: '', cookies: { session: id } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.cookies).toContainEqual(expect.objectContaining({ name: 'session', value: '' }));
    expect(await sessionRows(subject.app, id)).toBe(0);
    const again = await subject.app.inject({ method: 'POST', url: '/logout', headers: form, payload: '', cookies: { session: id } });
    expect([again.statusCode, again.headers.location]).toEqual([303, '/']);
  });
});

describe('the session cookie on an https origin', () => {
  it('is __Host-session and Secure', async () => {
    const https = await buildTestApp({ PUBLIC_ORIGIN: 'https://card.example.jp' });
    try {
      const id = await memberIdOf(https.app, 'gold');
      https.app.get('/test/log-in', async (request, reply) => {
        await https.app.logIn(request, reply, id);
        return { ok: true };
      });
      const response = await https.app.inject({ method: 'GET', url: '/test/log-in' });
      expect(response.cookies).toEqual([expect.objectContaining({ name: '__Host-session', secure: true, httpOnly: true, path: '/' })]);
    } finally {
      await https.close();
    }
  });
});

describe('a second instance', () => {
  it('sees a session the first one started, so nothing lives in process memory', async () => {
    // The seeded template, not a seed of its own: seeding again took most of the 30 s limit on two busy cores.
    const database = await createTestDatabase('seeded');
    const environment = { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...database.environment };
    const first = await buildApp({ logger: false, environment });
    try {
      const id = await startSession(first.db, await memberIdOf(first, 'regular'));
      // PGlite is one process's database: the second instance opens it after the first lets go.
      const concurrent = process.env['TEST_DATABASE'] === 'postgres';
      if (!concurrent) await first.close();
      const second = await buildApp({ logger: false, environment });
      try {
        expect((await webToken(second, id)).json().data.isAuthentication).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await database.drop();
    }
  });
});
