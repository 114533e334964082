import { Worker } from 'node:worker_threads';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type CompiledQuery,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { traceStatement } from '../telemetry/tracing';

/** What the database thread (`pgliteWorker.ts`) answers to one message. */
type PgliteAnswer =
  | {
      readonly id: number;
      readonly ok: true;
      readonly rows?: readonly unknown[];
      readonly affectedRows?: number;
      readonly cpu?: NodeJS.CpuUsage;
      readonly dump?: Uint8Array;
    }
  | { readonly id: number; readonly ok: false; readonly error: Readonly<Record<string, unknown>> };

/** A database error as the thread sent it: the message, and PostgreSQL's fields (`code`, `constraint`, …) beside it. */
function databaseError(fields: Readonly<Record<string, unknown>>): Error {
  return Object.assign(new Error(String(fields['message'] ?? 'database error')), fields);
}

/** The embedded database's thread (`pgliteWorker.ts`), and the statements sent to it waiting for their answers. */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (answer: PgliteAnswer) => void; reject: (error: Error) => void }>();
  #next = 0;
  /** Why the thread is gone: every later statement fails with it at once rather than waiting for an answer. */
  #gone: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: PgliteAnswer) => {
      const waiting = this.#waiting.get(answer.id);
      this.#waiting.delete(answer.id);
      waiting?.resolve(answer);
    });
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', (code) => this.#failAll(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and waits for the database to open (its files created or found in `dataDir`). */
  static async start(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pgliteWorker.ts', import.meta.url), { workerData: { dataDir } });
    const thread = new PgliteThread(worker);
    const opened = await thread.#answer(0);
    if (!opened.ok) {
      await worker.terminate();
      throw databaseError(opened.error);
    }
    return thread;
  }

  /** Statements sent to the thread and not yet answered (the operators' metrics read it). */
  get queued(): number {
    return this.#waiting.size;
  }

  async query(sql: string, parameters: readonly unknown[]): Promise<{ rows: readonly unknown[]; affectedRows?: number }> {
    const id = (this.#next += 1);
    const answered = this.#answer(id);
    this.#worker.postMessage({ id, kind: 'query', sql, parameters });
    const answer = await answered;
    if (!answer.ok) throw databaseError(answer.error);
    return { rows: answer.rows ?? [], ...(answer.affectedRows === undefined ? {} : { affectedRows: answer.affectedRows }) };
  }

  /** The database thread's own CPU time so far (the benchmarks report it beside the server thread's). */
  async cpuUsage(): Promise<NodeJS.CpuUsage> {
    const id = (this.#next += 1);
    const answered = this.#answer(id);
    this.#worker.postMessage({ id, kind: 'cpu' });
    const answer = await answered;
    if (!answer.ok || !answer.cpu) throw new Error('the database thread did not say its CPU time');
    return answer.cpu;
  }

  /** The database folder as a gzipped tarball, taken between two statements (server/backup/embeddedBackup.ts). */
  async dump(): Promise<Uint8Array> {
    const id = (this.#next += 1);
    const answered = this.#answer(id);
    this.#worker.postMessage({ id, kind: 'dump' });
    const answer = await answered;
    if (!answer.ok) throw databaseError(answer.error);
    if (!answer.dump) throw new Error('the database thread sent no copy');
    return answer.dump;
  }

  async close(): Promise<void> {
    const id = (this.#next += 1);
    const closed = this.#answer(id);
    this.#worker.postMessage({ id, kind: 'close' });
    await closed;
    await this.#worker.terminate();
  }

  #answer(id: number): Promise<PgliteAnswer> {
    if (this.#gone) return Promise.reject(this.#gone);
    return new Promise((resolve, reject) => this.#waiting.set(id, { resolve, reject }));
  }

  #failAll(error: Error): void {
    this.#gone ??= error;
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}

/**
 * PGlite is one session: a statement sent while a transaction is open runs inside it. So a transaction holds the
 * database alone from `begin` to its end, and the statements of everyone else wait for it; outside transactions
 * statements are sent as they come, without waiting for each other's answers (the database thread runs them in
 * the order sent), so the thread always has the next statement while the server thread works on the answers.
 */
export function createPgliteDialect(thread: PgliteThread): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(thread),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class PgliteDriver implements Driver {
  readonly #thread: PgliteThread;
  /** The open transaction's end; statements outside it wait for it. */
  #transaction: Promise<void> | null = null;
  #closed = false;

  constructor(thread: PgliteThread) {
    this.#thread = thread;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgliteConnection(this.#thread, this);
  }

  /** Waits until no transaction is open, then takes the database for one (until `end`). */
  async takeForTransaction(): Promise<() => void> {
    while (this.#transaction) await this.#transaction;
    let end!: () => void;
    this.#transaction = new Promise<void>((resolve) => (end = resolve));
    return () => {
      this.#transaction = null;
      end();
    };
  }

  /** The open transaction's end, or null: a statement outside it is sent only when this is null at the moment of sending. */
  get openTransaction(): Promise<void> | null {
    return this.#transaction;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteConnection).end('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    while (this.#transaction) await this.#transaction;
    if (this.#closed) return;
    this.#closed = true;
    await this.#thread.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  readonly #thread: PgliteThread;
  readonly #driver: PgliteDriver;
  /** Set while this connection holds a transaction: its statements go at once. */
  #endTransaction: (() => void) | null = null;

  constructor(thread: PgliteThread, driver: PgliteDriver) {
    this.#thread = thread;
    this.#driver = driver;
  }

  async begin(): Promise<void> {
    this.#endTransaction = await this.#driver.takeForTransaction();
    try {
      await this.#thread.query('begin', []);
    } catch (error) {
      this.#release();
      throw error;
    }
  }

  async end(how: 'commit' | 'rollback'): Promise<void> {
    try {
      await this.#thread.query(how, []);
    } finally {
      this.#release();
    }
  }

  #release(): void {
    const end = this.#endTransaction;
    this.#endTransaction = null;
    end?.();
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Checked again after every wait, and nothing awaited between the check and the send.
    if (!this.#endTransaction) while (this.#driver.openTransaction) await this.#driver.openTransaction;
    // The span (when tracing) starts the send in the same tick: still nothing awaited before it.
    const result = await traceStatement(compiledQuery.sql, () => this.#thread.query(compiledQuery.sql, compiledQuery.parameters));
    const rows = result.rows as R[];
    return result.affectedRows === undefined ? { rows } : { rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  // biome-ignore lint/correctness/useYield: kysely's driver interface; PGlite has no cursor to stream from
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream results');
  }
}
