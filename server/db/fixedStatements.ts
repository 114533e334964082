import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely, type PostgresPool, type PostgresPoolClient, type QueryResult } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';

/**
 * Statements written once as text with numbered parameters, for the calls run on every request or save
 * (bench/README.md stepSave): kysely does not build and compile them anew per call, PGlite's thread finds their
 * prepared plan by the same text (`pgliteWorker.ts`), and PostgreSQL gets them as named prepared statements, planned
 * once per connection rather than per call. Only texts fixed in the code are named, so the names stay few.
 */
const preparedNames = new Map<string, string>();

export type FixedStatement<Row> = (db: Kysely<Database>, parameters: readonly unknown[]) => Promise<QueryResult<Row>>;

export function fixedStatement<Row>(text: string): FixedStatement<Row> {
  preparedNames.set(text, `fixed_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`);
  return (db, parameters) => db.executeQuery(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<Row>);
}

/** PostgreSQL's "feature not supported" for a prepared plan whose result type a schema change altered. */
const planInvalidated = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === '0A000' && /cached plan must not change result type/.test(error.message);

/**
 * The pool kysely's PostgreSQL dialect draws from, sending a fixed statement under its name (node-postgres prepares
 * it on a connection's first use and reuses it after; a reconnected client prepares it again) and any other as
 * before. One wrapper per client, as kysely keeps its connection object per client. A migration another instance
 * ran can change a prepared statement's result type (`flow_drafts.*`): the connection then prepares every fixed
 * statement again under new names and runs the failed one once more (it did nothing; in a transaction, which the
 * error aborted, the second try fails as the first did).
 */
export function withFixedStatementNames(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const named = (client: pg.PoolClient): PostgresPoolClient => {
    let generation = 0;
    const send = (text: string, parameters: readonly unknown[]) => {
      const name = preparedNames.get(text);
      return client.query({ name: name && `${name}_${generation}`, text, values: [...parameters] });
    };
    return {
      // kysely's other form, a cursor, is for streaming, which needs a cursor class in the dialect's settings: none is given.
      query: (async (text: string, parameters: readonly unknown[]) => {
        try {
          return await send(text, parameters);
        } catch (error) {
          if (!planInvalidated(error)) throw error;
          generation += 1;
          return send(text, parameters);
        }
      }) as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      const known = wrapped.get(client) ?? named(client);
      wrapped.set(client, known);
      return known;
    },
    end: () => pool.end(),
  };
}
