import { messages as backend, parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
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
 * caller waits.
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
  readonly #statements = new PreparedStatements();
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
    return new PgliteConnection(this.#client, release, this.#statements);
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

/** A parameter that goes to the server as text with its type left for the server to infer, as node-postgres sends it. */
type TextParameter = string | number | bigint | boolean | Date | null | undefined;

const isTextParameter = (value: unknown): value is TextParameter =>
  value === null || value === undefined || value instanceof Date || ['string', 'number', 'bigint', 'boolean'].includes(typeof value);

function asText(value: TextParameter): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

/**
 * PGlite's own `query()` makes six calls into PostgreSQL for one statement (parse, describe the statement to learn
 * the parameters' types, bind, describe, execute, sync), each costing more than a small statement itself, and plans
 * the statement anew each time: planning the session's four-table lookup took half a millisecond of the step save's
 * CPU (bench/README.md). Here each statement text is prepared once under a name (PostgreSQL keeps its plan, and after
 * a few runs a generic plan, as for any prepared statement) and each run is one buffer in one call: bind, describe,
 * execute, sync, with the parameters as text whose types the server infers, as node-postgres sends them, so both
 * databases see the same statements with the same parameters.
 */
class PreparedStatements {
  readonly #names = new Map<string, string>();
  #next = 0;

  /** The prepared name of a statement text, and whether it still has to be prepared. */
  nameOf(sqlText: string): { name: string; prepared: boolean } {
    const known = this.#names.get(sqlText);
    if (known) return { name: known, prepared: true };
    return { name: `kysely_${(this.#next += 1)}`, prepared: false };
  }

  remember(sqlText: string, name: string): void {
    this.#names.set(sqlText, name);
  }

  /** Statement texts built with values inside them would grow the map without end: past this many, start over. */
  get full(): boolean {
    return this.#names.size >= maxPreparedStatements;
  }

  forgetAll(): void {
    this.#names.clear();
  }
}

function concatenated(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

function extendedQuery(sqlText: string, name: string, prepare: boolean, parameters: readonly TextParameter[]): Uint8Array {
  const { serialize } = protocol;
  return concatenated([
    ...(prepare ? [serialize.parse({ name, text: sqlText })] : []),
    serialize.bind({ statement: name, values: parameters.map(asText) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
}

const maxPreparedStatements = 2000;

/** PostgreSQL's "feature not supported" for a prepared plan whose result type a schema change altered. */
const planInvalidated = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === '0A000' && /cached plan must not change result type/.test(error.message);

class PgliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    readonly release: () => void,
    private readonly statements: PreparedStatements,
  ) {}

  async #prepared(sqlText: string, parameters: readonly TextParameter[]): Promise<Results | undefined> {
    if (this.statements.full) await this.#deallocateAll();
    const { name, prepared } = this.statements.nameOf(sqlText);
    const { messages } = await this.client.execProtocol(extendedQuery(sqlText, name, !prepared, parameters), { throwOnError: false });
    // Prepared even when the run itself failed (a constraint, a cancelled transaction): the name is taken.
    if (!prepared && messages.some((message) => message.name === 'parseComplete')) this.statements.remember(sqlText, name);
    const failure = messages.find((message) => message instanceof backend.DatabaseError);
    if (failure) throw failure;
    return parse.parseResults(messages, this.client.parsers).at(-1);
  }

  async #deallocateAll(): Promise<void> {
    this.statements.forgetAll();
    await this.client.exec('deallocate all');
  }

  async #run(compiledQuery: CompiledQuery): Promise<Results | undefined> {
    const parameters = compiledQuery.parameters;
    // Without parameters: the simple protocol (`exec`), as node-postgres does, so that plain-SQL migrations with
    // several statements behave the same on both databases.
    if (parameters.length === 0) {
      const { messages } = await this.client.execProtocol(protocol.serialize.query(compiledQuery.sql));
      return parse.parseResults(messages, this.client.parsers).at(-1);
    }
    if (!parameters.every(isTextParameter)) return this.client.query(compiledQuery.sql, [...parameters]);
    try {
      return await this.#prepared(compiledQuery.sql, parameters);
    } catch (error) {
      if (!planInvalidated(error)) throw error;
      // The old names stay prepared on the server, unused (a name is never reused); in an aborted transaction the
      // second try fails as the first did.
      this.statements.forgetAll();
      return this.#prepared(compiledQuery.sql, parameters);
    }
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#run(compiledQuery);
    const rows = (result?.rows ?? []) as R[];
    const affected = result?.affectedRows;
    return affected === undefined ? { rows } : { rows, numAffectedRows: BigInt(affected) };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream results');
  }
}
