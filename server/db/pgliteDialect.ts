import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';

/**
 * PGlite is one connection. Kysely may hand out several connections at once (two requests, each in a
 * transaction), so access is serialised here: a connection is held from acquire to release, and a second
 * caller waits. Queries without parameters go through the simple protocol (`exec`), as node-postgres does,
 * so that plain-SQL migrations with several statements behave the same on both databases.
 */
export function createPgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class PgliteDriver implements Driver {
  readonly #client: PGlite;
  #queue: Promise<void> = Promise.resolve();

  constructor(client: PGlite) {
    this.#client = client;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => released);
    await previous;
    return new PgliteConnection(this.#client, release);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PgliteConnection).release();
  }

  async destroy(): Promise<void> {
    await this.#queue;
    if (!this.#client.closed) await this.#client.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result =
      compiledQuery.parameters.length === 0
        ? (await this.client.exec(compiledQuery.sql)).at(-1)
        : await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const rows = (result?.rows ?? []) as R[];
    const affected = result?.affectedRows;
    return affected === undefined ? { rows } : { rows, numAffectedRows: BigInt(affected) };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream results');
  }
}
