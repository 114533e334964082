import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hashSecret, startSession } from '../../sessions/sessionStore';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';
import { memberIdOf } from '../../../tests/helpers/testSessions';
import { QueryCounter } from '../../../tests/helpers/queryCounter';

let subject: TestApp;
let counted: FastifyInstance;
const counter = new QueryCounter();
let memberId: string;
const logLines: string[] = [];

async function countedCall(run: () => Promise<unknown>): Promise<('read' | 'write')[]> {
  counter.kinds.length = 0;
  await run();
  return [...counter.kinds];
}

async function credentialFor(sessionId: string): Promise<string> {
  const answer = await counted.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session: sessionId } });
  return answer.json().data.ppcdCredential as string;
}

beforeAll(async () => {
  subject = await buildTestApp();
  memberId = await memberIdOf(subject.app, 'regular');
  // A second instance on the same database whose every statement is counted.
  counted = await buildApp({
    logStream: { write: (line) => logLines.push(line) },
    // Its outbox worker would poll into the counted calls: the first instance delivers.
    environment: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      OUTBOX_WORKER: 'off',
      ...(subject.app.config.DATABASE_URL ? { DATABASE_URL: subject.app.config.DATABASE_URL } : {}),
    },
    sharedDatabase: subject.app.db.withPlugin(counter),
  });
  counted.get('/test/credentialed', { preHandler: counted.requireCredential }, async (request) => ({ credential: request.credential }));
  // The cleanup run at start writes in the background: counted calls begin after it.
  await counted.ready();
  await counted.expiredRowsCleanupSettled();
});
afterAll(async () => {
  await counted?.close();
  await subject.close();
});

describe('a credentialed call', () => {
  it('reads its session and its credential in one query, and writes nothing when the session was used within the minute', async () => {
    const sessionId = await startSession(subject.app.db, memberId);
    const credential = await credentialFor(sessionId);
    const kinds = await countedCall(async () => {
      const answer = await counted.inject({
        method: 'GET',
        url: '/test/credentialed',
        cookies: { session: sessionId },
        headers: { ppcdcredential: credential },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ credential: { memberId, cardId: expect.any(String) } });
    });
    expect(kinds).toEqual(['read']);
  });

  it('moves the idle clock at most once a minute', async () => {
    const sessionId = await startSession(subject.app.db, memberId);
    const credential = await credentialFor(sessionId);
    const call = () =>
      counted.inject({
        method: 'GET',
        url: '/test/credentialed',
        cookies: { session: sessionId },
        headers: { ppcdcredential: credential },
      });
    const lastSeen = sql<boolean>`last_seen_at < now() - interval '50 seconds'`;
    const setLastSeen = (ago: string) =>
      subject.app.db
        .updateTable('sessions')
        .set({ last_seen_at: sql<Date>`now() - ${sql.raw(`interval '${ago}'`)}` })
        .where('id_hash', '=', hashSecret(sessionId))
        .execute();

    await setLastSeen('55 seconds');
    expect(await countedCall(call)).toEqual(['read']);
    const untouched = await subject.app.db
      .selectFrom('sessions')
      .select(lastSeen.as('old'))
      .where('id_hash', '=', hashSecret(sessionId))
      .executeTakeFirstOrThrow();
    expect(untouched.old).toBe(true);

    await setLastSeen('61 seconds');
    expect(await countedCall(call)).toEqual(['read', 'write']);
    const touched = await subject.app.db
      .selectFrom('sessions')
      .select(lastSeen.as('old'))
      .where('id_hash', '=', hashSecret(sessionId))
      .executeTakeFirstOrThrow();
    expect(touched.old).toBe(false);
  });

  it("still refuses an expired credential, another session's credential and a card no longer the member's (403 4031)", async () => {
    const sessionId = await startSession(subject.app.db, memberId);
    const otherSession = await startSession(subject.app.db, memberId);
    const credential = await credentialFor(sessionId);
    const call = (session: string) =>
      counted.inject({ method: 'GET', url: '/test/credentialed', cookies: { session }, headers: { ppcdcredential: credential } });

    const foreign = await call(otherSession);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().resultInfo.codeId).toBe('4031');

    const cardId = (await call(sessionId)).json().credential.cardId as string;
    const otherMember = await memberIdOf(subject.app, 'gold');
    await subject.app.db.updateTable('cards').set({ member_id: otherMember }).where('id', '=', cardId).execute();
    try {
      expect((await call(sessionId)).statusCode).toBe(403);
    } finally {
      await subject.app.db.updateTable('cards').set({ member_id: memberId }).where('id', '=', cardId).execute();
    }
    expect((await call(sessionId)).statusCode).toBe(200);

    await subject.app.db
      .updateTable('card_credentials')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('credential_hash', '=', hashSecret(credential))
      .execute();
    const expired = await call(sessionId);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().resultInfo.codeId).toBe('4031');
  });
});

describe('calls that need no database', () => {
  it('answers liveness, a static file and the page shell without a query', async () => {
    const shell = await counted.inject({ method: 'GET', url: '/' });
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(shell.body)?.[1] ?? '';
    for (const url of ['/healthz', asset]) {
      const kinds = await countedCall(async () => expect((await counted.inject({ method: 'GET', url })).statusCode).toBe(200));
      expect(kinds, url).toEqual([]);
    }
  });
});

describe('static files', () => {
  it('cost no session lookup even when the browser sends its session cookie', async () => {
    const sessionId = await startSession(subject.app.db, memberId);
    const shell = await counted.inject({ method: 'GET', url: '/' });
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(shell.body)?.[1] ?? '';
    const kinds = await countedCall(async () =>
      expect((await counted.inject({ method: 'GET', url: asset, cookies: { session: sessionId } })).statusCode).toBe(200),
    );
    expect(kinds).toEqual([]);
    // A page and an API call with the same cookie still find the session.
    expect(await countedCall(() => counted.inject({ method: 'GET', url: '/api/bff/webToken', cookies: { session: sessionId } }))).toEqual([
      'read',
    ]);
  });
});

describe('security headers', () => {
  it('give JSON the fixed policy, which trusts no script, a script file only what a script needs, and only an HTML page a nonce', async () => {
    const shell = await counted.inject({ method: 'GET', url: '/' });
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(shell.body)?.[1] ?? '';
    const json = await counted.inject({ method: 'GET', url: '/healthz' });
    const file = await counted.inject({ method: 'GET', url: asset });
    expect(json.headers['content-security-policy']).toContain("script-src 'strict-dynamic';");
    expect(json.headers['content-security-policy']).not.toContain('nonce-');
    expect(json.headers['x-frame-options']).toBe('DENY');
    for (const answer of [json, file]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(file.headers['content-security-policy']).toBeUndefined();
    expect(file.headers['x-frame-options']).toBeUndefined();
    const policy = String(shell.headers['content-security-policy']);
    const nonce = /script-src 'strict-dynamic' 'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(shell.body).toContain(`nonce="${nonce}"`);
  });
});

describe('the request log', () => {
  it('writes one line per request, with the path and not the query string', async () => {
    logLines.length = 0;
    await counted.inject({ method: 'GET', url: '/healthz?q=4111111111111111' });
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0] ?? '{}')).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/healthz',
      statusCode: 200,
      reqId: expect.any(String),
    });
    expect(logLines[0]).not.toContain('4111');
  });
});
