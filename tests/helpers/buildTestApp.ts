import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { FlowEntry } from '../../flows/index';

import type { TemplateKind } from './databaseTemplates';
import { testPasswordCost } from './testPasswordCost';

export { testToday } from './testToday';

export type TestDatabase = { DATA_DIR: string } | { DATABASE_URL: string };

/**
 * A fresh database of the kind this test project runs on (TEST_DATABASE=pglite|postgres), and a function that throws
 * it away: empty, or a copy of the run's template with every migration (`migrated`) and the demo data (`seeded`,
 * tests/helpers/databaseTemplates.ts).
 */
export async function createTestDatabase(from?: TemplateKind): Promise<{ environment: TestDatabase; drop: () => Promise<void> }> {
  if (process.env['TEST_DATABASE'] === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(from ? `create database ${name} template ${inject('databaseTemplates')[from]}` : `create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      environment: { DATABASE_URL: url.toString() },
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        // pg's pool.end() resolves while its clients are still saying goodbye; forcing the drop then kills one
        // mid-goodbye and its error escapes as an uncaught exception. Let them leave first (bounded).
        for (let check = 0; check < 50; check += 1) {
          const open = await client.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (open.rows[0]?.count === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'card-web-pglite-'));
  if (from) cpSync(inject('databaseTemplates')[from], dataDir, { recursive: true });
  return { environment: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export interface TestApp {
  readonly app: FastifyInstance;
  close(): Promise<void>;
  /** A second server instance on the same database, as a load balancer would run it; closed by close(). */
  /** `flows`: the flows the other instance runs when not this one's (a deploy that changed a step schema). */
  /** `environment`: settings of its own over this one's (another machine's folders, as UPLOAD_DIR). */
  secondInstance(options?: {
    readonly flows?: readonly FlowEntry[];
    readonly environment?: Record<string, string>;
  }): Promise<FastifyInstance>;
}

/**
 * The real app on a fresh database with the demo data, as `npm start` builds it (demo mode included); `flows`: the
 * flows it runs, when not the registry's.
 */
export async function buildTestApp(
  environment: Record<string, string> = {},
  options: {
    seed?: boolean;
    flows?: readonly FlowEntry[];
    /** Every log line, as `npm start` would write it (a test reads what is logged). */
    logStream?: { write(line: string): void };
    /** The instant the flows read (a test at 14:59 and 15:00 Tokyo); the machine's clock when not given. */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const seeded = options.seed !== false;
  const database = await createTestDatabase(seeded ? 'seeded' : 'migrated');
  // On PostgreSQL DATA_DIR would be ./data, whose old upload folder the app moves into its database at start
  // (server/uploads/folderImport.ts): a test's throwaway database must not take a developer's photos away.
  const ownFolder = 'DATABASE_URL' in database.environment ? mkdtempSync(join(tmpdir(), 'card-web-data-')) : null;
  // The outbox looks often and retries soon, so a test waits for a delivery in milliseconds, not seconds. The config
  // poll is left to the tests that publish a version (they call refreshProductConfig): hundreds of test apps polling
  // their databases every few milliseconds would only slow the others.
  const fullEnvironment = {
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'debug' : 'silent',
    DEMO: '1',
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_BASE_MS: '100',
    CONFIG_POLL_MS: '600000',
    // A test process's loop is held by its own work (building apps, compiling their schemas, other tests' files on
    // a busy machine), not by the requests it serves: a test that asks for the refusal sets its own limit.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // The cheap cost is refused outside NODE_ENV=test: a test of another NODE_ENV keeps OWASP's.
    ...(environment['NODE_ENV'] === undefined || environment['NODE_ENV'] === 'test' ? testPasswordCost : {}),
    ...(ownFolder ? { DATA_DIR: ownFolder } : {}),
    ...database.environment,
    ...environment,
  };
  const logging = options.logStream ? { logStream: options.logStream } : { logger: false };
  const shared = { ...(options.flows ? { flows: options.flows } : {}), ...(options.clock ? { clock: options.clock } : {}) };
  const app = await buildApp({ ...logging, environment: fullEnvironment, ...shared });
  const others: FastifyInstance[] = [];
  return {
    app,
    secondInstance: async (instance = {}) => {
      // PostgreSQL: a second pool of connections, as another process would open. PGlite admits one handle per
      // data folder, so the second instance shares it; either way no process memory is shared.
      const other = await buildApp({
        logger: false,
        environment: { ...fullEnvironment, ...instance.environment },
        ...shared,
        ...(instance.flows ? { flows: instance.flows } : {}),
        ...('DATA_DIR' in database.environment ? { sharedDatabase: app.db } : {}),
      });
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.drop();
      if (ownFolder) rmSync(ownFolder, { recursive: true, force: true });
    },
  };
}
