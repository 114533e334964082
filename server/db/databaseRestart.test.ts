import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../tests/helpers/postgresServer';
import { startServerProcess, type ServerProcess } from '../../tests/helpers/serverProcess';
import { resultCodes } from '../../enums/resultCodes';
import { createDatabase } from './createDatabase';

/**
 * Issue 34: PostgreSQL restarted fast under the running service ends every session of the pool, the idle ones and the
 * ones a request holds in a transaction. The process must live through it: `/readyz` says 503 while the database is
 * gone and 200 once it is back, requests in between answer 503/5032 (come back) or 5001, and later ones work. A PostgreSQL of its
 * own (the run's shared one must not restart under other tests); PGlite has no server to restart.
 */
const onPostgres = process.env['TEST_DATABASE'] === 'postgres';

let postgres: PostgresServer;
let server: ServerProcess | undefined;
beforeAll(async () => {
  if (onPostgres) postgres = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
  if (onPostgres) postgres.stop();
});

type Outcome = { readonly what: string; readonly status: number | 'no answer'; readonly body: string; readonly retryAfter?: string | null };

async function call(what: string, url: string, init?: RequestInit): Promise<Outcome> {
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    return { what, status: answer.status, body: await answer.text(), retryAfter: answer.headers.get('retry-after') };
  } catch (error) {
    return { what, status: 'no answer', body: error instanceof Error ? error.message : String(error) };
  }
}

const jsonPost = (origin: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(body),
});

/** Reads and writes (each write a transaction under an advisory lock) from several clients at once, until stopped. */
function load(base: string): { stop: () => Promise<Outcome[]> } {
  let running = true;
  const outcomes: Outcome[] = [];
  const client = async (index: number): Promise<void> => {
    while (running) {
      outcomes.push(
        index % 2 === 0
          ? await call('read', `${base}/api/develop/sms-outbox`)
          : await call('write', `${base}/v1/analytics`, jsonPost(base, { records: [{ kind: 'pageView', page: '/member' }] })),
      );
    }
  };
  const clients = Promise.all([0, 1, 2, 3, 4, 5].map(client));
  return {
    stop: async () => {
      running = false;
      await clients;
      return outcomes;
    },
  };
}

async function readinessBecomes(base: string, status: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await call('readiness', `${base}/readyz`)).status === status) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`/readyz did not answer ${status} within ${timeoutMs} ms`);
}

const internalError = resultCodes.internalError;
const unavailable = resultCodes.temporarilyUnavailable;

describe.runIf(onPostgres)('the database restarted under a running server', () => {
  it('keeps the process up, says so on /readyz, and serves reads and writes once it is back', { timeout: 60_000 }, async () => {
    server = await startServerProcess({ DATABASE_URL: postgres.url, NODE_ENV: 'development', DEMO: '1', LOG_LEVEL: 'warn' });
    await server.ready(40_000);
    const base = server.url;

    // `pg_ctl restart -m fast` while requests come: the sessions of the pool end, idle or in a transaction.
    const traffic = load(base);
    await new Promise((wait) => setTimeout(wait, 1_000));
    await postgres.restart();
    await new Promise((wait) => setTimeout(wait, 1_000));
    const outcomes = await traffic.stop();
    expect(server.child.exitCode).toBeNull();
    expect(outcomes.filter((outcome) => outcome.status === 'no answer')).toEqual([]);
    // Every failure is the service's own answer with its Japanese message, nothing the process left unsaid: a cut
    // connection 5032 (come back), anything else 5001.
    for (const outcome of outcomes.filter((each) => each.status === 500 || each.status === 503)) {
      const code = outcome.status === 503 ? unavailable : internalError;
      expect(JSON.parse(outcome.body)).toEqual({ resultInfo: { code: 'ERROR', codeId: code.codeId, message: code.message } });
    }
    expect(outcomes.filter((outcome) => ![200, 429, 500, 503].includes(Number(outcome.status)))).toEqual([]);
    expect(server.output()).toContain('database connection lost');

    // The first half of the restart, held: while the database is down the server stays, unready.
    await postgres.stopFast();
    await readinessBecomes(base, 503, 10_000);
    const whileDown = await call('read', `${base}/api/develop/sms-outbox`);
    expect(whileDown.status).toBe(503);
    expect(whileDown.retryAfter).toBe('5');
    expect(JSON.parse(whileDown.body).resultInfo.message).toBe(unavailable.message);
    expect(server.child.exitCode).toBeNull();

    await postgres.start();
    await readinessBecomes(base, 200, 15_000);
    expect((await call('read', `${base}/api/develop/sms-outbox`)).status).toBe(200);
    // Words only: the report's digit runs and token-like strings are cut out before it is stored.
    const marker = '再起動のあとの報告';
    expect((await call('write', `${base}/v1/report/crash/`, jsonPost(base, { message: marker }))).status).toBe(200);
    const db = await createDatabase({ kind: 'postgres', url: postgres.url });
    try {
      const stored = await db.selectFrom('crash_reports').select('message').where('message', '=', marker).execute();
      expect(stored).toHaveLength(1);
    } finally {
      await db.destroy();
    }
    expect(server.child.exitCode).toBeNull();
    // And it still shuts down cleanly.
    expect(await server.stop()).toBe(0);
    server = undefined;
  });
});
