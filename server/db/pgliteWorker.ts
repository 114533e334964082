import { parentPort, workerData } from 'node:worker_threads';
import { messages as backend, parse, PGlite, protocol, type Results } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly: run on the server's
 * thread, every statement stops every request for its whole time (two fifths of a step save's CPU, bench/README.md).
 * Here it runs beside the server, which goes on parsing, validating and answering other requests meanwhile; the two
 * cores of a small machine both work. The server side is `pgliteDialect.ts`; the messages are `PgliteRequest` and
 * `PgliteAnswer` there.
 *
 * This file runs as Node runs it (types stripped, no loader): it imports packages only.
 */

interface WorkerOptions {
  readonly dataDir: string;
}

type Request =
  | { readonly id: number; readonly kind: 'query'; readonly sql: string; readonly parameters: readonly unknown[] }
  | { readonly id: number; readonly kind: 'close' }
  | { readonly id: number; readonly kind: 'dump' }
  | { readonly id: number; readonly kind: 'cpu' };

const DATE_OID = 1082;

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

/** Statement texts built with values inside them would grow the map without end: past this many, start over. */
const maxPreparedStatements = 2000;

function concatenated(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** PostgreSQL's "feature not supported" for a prepared plan whose result type a schema change altered. */
const planInvalidated = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === '0A000' && /cached plan must not change result type/.test(error.message);

/**
 * PGlite's own `query()` makes six calls into PostgreSQL for one statement (parse, describe the statement to learn
 * the parameters' types, bind, describe, execute, sync), each costing more than a small statement itself, and plans
 * the statement anew each time: planning the session's four-table lookup took half a millisecond of the step save's
 * CPU (bench/README.md). Here each statement text is prepared once under a name (PostgreSQL keeps its plan, and after
 * a few runs a generic plan, as for any prepared statement) and each run is one buffer in one call: bind, describe,
 * execute, sync, with the parameters as text whose types the server infers, as node-postgres sends them, so both
 * databases see the same statements with the same parameters.
 */
class StatementRunner {
  readonly #client: PGlite;
  readonly #names = new Map<string, string>();
  #next = 0;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async run(sqlText: string, parameters: readonly unknown[]): Promise<Results | undefined> {
    // Without parameters: the simple protocol, as node-postgres does, so that plain-SQL migrations with several
    // statements behave the same on both databases.
    if (parameters.length === 0) {
      const { messages } = await this.#client.execProtocol(protocol.serialize.query(sqlText));
      return parse.parseResults(messages, this.#client.parsers).at(-1);
    }
    // A buffer, an array or an object: PGlite's own path, which serialises by the type it asks the server for.
    if (!parameters.every(isTextParameter)) return this.#client.query(sqlText, [...parameters]);
    try {
      return await this.#prepared(sqlText, parameters);
    } catch (error) {
      if (!planInvalidated(error)) throw error;
      // The old names stay prepared on the server, unused (a name is never reused); in an aborted transaction the
      // second try fails as the first did.
      this.#names.clear();
      return this.#prepared(sqlText, parameters);
    }
  }

  async #prepared(sqlText: string, parameters: readonly TextParameter[]): Promise<Results | undefined> {
    if (this.#names.size >= maxPreparedStatements) {
      this.#names.clear();
      await this.#client.exec('deallocate all');
    }
    const known = this.#names.get(sqlText);
    const name = known ?? `kysely_${(this.#next += 1)}`;
    const { serialize } = protocol;
    const message = concatenated([
      ...(known ? [] : [serialize.parse({ name, text: sqlText })]),
      serialize.bind({ statement: name, values: parameters.map(asText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await this.#client.execProtocol(message, { throwOnError: false });
    // Prepared even when the run itself failed (a constraint, a cancelled transaction): the name is taken.
    if (!known && messages.some((reply) => reply.name === 'parseComplete')) this.#names.set(sqlText, name);
    const failure = messages.find((reply) => reply instanceof backend.DatabaseError);
    if (failure) throw failure;
    return parse.parseResults(messages, this.#client.parsers).at(-1);
  }
}

/** What the server side rebuilds a database error from: every field PostgreSQL sent that code may read. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message };
  for (const key of ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'position', 'where']) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs as a worker thread');
const { dataDir } = workerData as WorkerOptions;

try {
  // A calendar date has no time zone: read it as the 'YYYY-MM-DD' text PostgreSQL sends, never as a Date at the
  // process's local midnight.
  const client = await PGlite.create({ dataDir, parsers: { [DATE_OID]: (value: string) => value } });
  const runner = new StatementRunner(client);
  // One statement at a time, in the order sent (statements of one transaction may be sent without waiting).
  let previous: Promise<void> = Promise.resolve();
  port.on('message', (request: Request) => {
    previous = previous.then(async () => {
      if (request.kind === 'cpu') {
        port.postMessage({ id: request.id, ok: true, cpu: process.threadCpuUsage() });
        return;
      }
      // Between two statements, as every message is: a copy of the folder as a restart after a crash would find it,
      // every committed transaction in it.
      if (request.kind === 'dump') {
        const bytes = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
        port.postMessage({ id: request.id, ok: true, dump: bytes }, [bytes.buffer]);
        return;
      }
      if (request.kind === 'close') {
        await client.close();
        port.postMessage({ id: request.id, ok: true });
        return;
      }
      try {
        const result = await runner.run(request.sql, request.parameters);
        port.postMessage({ id: request.id, ok: true, rows: result?.rows ?? [], affectedRows: result?.affectedRows });
      } catch (error) {
        port.postMessage({ id: request.id, ok: false, error: errorFields(error) });
      }
    });
  });
  port.postMessage({ id: 0, ok: true });
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: errorFields(error) });
}
