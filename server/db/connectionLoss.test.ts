import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/buildTestApp';
import { createDatabase } from './createDatabase';
import type { Database } from './schema';

/**
 * Issue 34, one session at a time: PostgreSQL ends a session of the pool ("terminating connection due to
 * administrator command", what a restart or a failover does to each) while it is idle, and while a transaction holds
 * it. Unheard, pg's 'error' event would end this test's process; heard, the loss is told, the holder's statement fails
 * and the pool serves the next query on a new session. PGlite has no sessions to end.
 */
const onPostgres = process.env['TEST_DATABASE'] === 'postgres';

let database: { environment: TestDatabase; drop: () => Promise<void> };
let admin: pg.Client;
let db: Kysely<Database>;
const losses: Error[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  if (!('DATABASE_URL' in database.environment)) throw new Error('a PostgreSQL database was expected');
  admin = new pg.Client({ connectionString: database.environment.DATABASE_URL });
  await admin.connect();
  db = await createDatabase({ kind: 'postgres', url: database.environment.DATABASE_URL }, (error) => losses.push(error));
});
afterAll(async () => {
  if (!onPostgres) return;
  await db.destroy();
  await admin.end();
  await database.drop();
});

const backendOf = async (connection: Kysely<Database>): Promise<number> =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection)).rows[0]?.pid ?? 0;

/** At least one loss told: a held session's end can come as two errors (the reset, then the end of the stream). */
async function lossTold(): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (losses.length === 0 && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 20));
  expect(losses.length).toBeGreaterThan(0);
}

describe.runIf(onPostgres)('a session PostgreSQL ends under the pool', () => {
  it('idle: is told, and the next query runs on a new session', { timeout: 20_000 }, async () => {
    const before = await backendOf(db);
    await admin.query('select pg_terminate_backend($1)', [before]);
    await lossTold();
    expect(losses[0]?.message).toContain('terminating connection due to administrator command');
    const after = await backendOf(db);
    expect(after).not.toBe(before);
  });

  it('held in a transaction: the transaction fails, and the pool goes on', { timeout: 20_000 }, async () => {
    losses.length = 0;
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await admin.query('select pg_terminate_backend($1)', [await backendOf(trx)]);
        await sql`select 1`.execute(trx);
      })
      .then(
        () => new Error('the transaction went through on an ended session'),
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    // How the end reaches the client varies: the server's message, the socket's reset, or pg's own refusal after either.
    expect((failed as Error).message).toMatch(/terminat|ECONNRESET|not queryable/);
    await lossTold();
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
