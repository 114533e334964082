import { mkdir } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPgliteDialect, PgliteThread } from './pgliteDialect';
import type { Database } from './schema';

export type DatabaseLocation = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const DATE_OID = 1082;
// A calendar date has no time zone: read it as the 'YYYY-MM-DD' text PostgreSQL sends, never as a Date at
// the process's local midnight.
const keepDateText = (value: string): string => value;

const databaseThreads = new WeakMap<Kysely<Database>, PgliteThread>();

/** The thread an embedded database runs on (none for PostgreSQL): the benchmarks read its CPU time. */
export function databaseThreadOf(db: Kysely<Database>): PgliteThread | undefined {
  return databaseThreads.get(db);
}

/** One code path for both databases: only the dialect differs (DESIGN.md, Data). */
export async function createDatabase(location: DatabaseLocation): Promise<Kysely<Database>> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === DATE_OID ? keepDateText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  await mkdir(location.dataDir, { recursive: true });
  const thread = await PgliteThread.start(location.dataDir);
  const db = new Kysely<Database>({ dialect: createPgliteDialect(thread) });
  databaseThreads.set(db, thread);
  return db;
}
