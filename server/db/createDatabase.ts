import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { withFixedStatementNames } from './fixedStatements';
import { createPgliteDialect, PgliteThread } from './pgliteDialect';
import type { Database } from './schema';
import { databaseStatementDuration } from '../metrics/processMetrics';

export type DatabaseLocation = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const DATE_OID = 1082;
// A calendar date has no time zone: read it as the 'YYYY-MM-DD' text PostgreSQL sends, never as a Date at
// the process's local midnight.
const keepDateText = (value: string): string => value;

const databaseThreads = new WeakMap<Kysely<Database>, PgliteThread>();
const databasePools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The thread an embedded database runs on (none for PostgreSQL): the benchmarks read its CPU time. */
export function databaseThreadOf(db: Kysely<Database>): PgliteThread | undefined {
  return databaseThreads.get(db);
}

/** How busy the database's connections are now, for the operators' metrics (issue 56). */
export type DatabaseLoad =
  | { readonly kind: 'postgres'; readonly connections: number; readonly idle: number; readonly waiting: number }
  | { readonly kind: 'pglite'; readonly queued: number };

export function databaseLoadOf(db: Kysely<Database>): DatabaseLoad | undefined {
  const pool = databasePools.get(db);
  if (pool) return { kind: 'postgres', connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
  const thread = databaseThreads.get(db);
  return thread && { kind: 'pglite', queued: thread.queued };
}

// Every statement's time, whichever database and whoever opened it (the server, a script): the query builder measures
// it anyway once asked to log.
const timeStatement = (event: LogEvent): void =>
  databaseStatementDuration.observe({ outcome: event.level === 'query' ? 'ok' : 'error' }, event.queryDurationMillis / 1000);

/** Where a lost connection is told: the server gives its logger; a script writes to stderr. */
export type ConnectionLossListener = (error: Error) => void;

const toStderr: ConnectionLossListener = (error) =>
  console.error(`データベースとの接続が切れました / database connection lost: ${error.message}`);

/**
 * One code path for both databases: only the dialect differs (DESIGN.md, Data). `onConnectionLoss` hears of a
 * PostgreSQL session that ended under the pool (a restart, a failover, a terminated backend).
 */
export async function createDatabase(
  location: DatabaseLocation,
  onConnectionLoss: ConnectionLossListener = toStderr,
): Promise<Kysely<Database>> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      // An unreachable host (not a refusing one) would hold a request, and /readyz, for the system's TCP timeout
      // (minutes). Generous, as it also bounds the wait for a free client when all ten are busy.
      connectionTimeoutMillis: 10_000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === DATE_OID ? keepDateText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // Issue 34: a session the server ends ("terminating connection due to administrator command") is an 'error'
    // event on its client, idle or held by a request, and unheard it ends the process. Heard for the client's whole
    // life: the pool drops the dead client and opens a new one when next asked, and a holder's next statement fails
    // on its own, answered 5001 like any other failure.
    pool.on('connect', (client) => client.on('error', onConnectionLoss));
    // The pool repeats an idle client's error as its own: the same loss, already told by the client's listener.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withFixedStatementNames(pool) }), log: timeStatement });
    databasePools.set(db, pool);
    return db;
  }
  await mkdir(location.dataDir, { recursive: true });
  const thread = await PgliteThread.start(location.dataDir);
  const db = new Kysely<Database>({ dialect: createPgliteDialect(thread), log: timeStatement });
  databaseThreads.set(db, thread);
  return db;
}
