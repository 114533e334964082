import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/buildTestApp';
import { startSmtpServer, type SmtpServer } from '../../tests/helpers/smtpServer';
import { createDatabase } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrator';
import type { Database } from '../db/schema';

/**
 * Issue 30: `npm start`'s server process killed with SIGKILL while it delivers mail, and started again. What was
 * committed to the outbox and what was mid-delivery both leave after the restart, each once at the SMTP server.
 */
let smtp: SmtpServer;
let database: { environment: TestDatabase; drop: () => Promise<void> };
beforeAll(async () => {
  smtp = await startSmtpServer({ hang: true });
  database = await createTestDatabase();
});
afterAll(async () => {
  await smtp.stop();
  await database.drop();
});

const openDatabase = async (): Promise<Kysely<Database>> => {
  const db = await createDatabase(
    'DATABASE_URL' in database.environment
      ? { kind: 'postgres', url: database.environment.DATABASE_URL }
      : { kind: 'pglite', dataDir: database.environment.DATA_DIR },
  );
  await migrateToLatest(db as Kysely<unknown>);
  return db;
};

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      ...database.environment,
      // Development seeds the demo people only (not the tests' own), which is all this needs: the start is quicker.
      NODE_ENV: 'development',
      DEMO: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'no-reply@card.example.jp',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '100',
      // A claim held by the killed process is given back this soon.
      OUTBOX_LEASE_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve_) => setTimeout(resolve_, 50));
  }
}

describe('a server killed with SIGKILL while delivering', () => {
  it('delivers after its restart what it had committed and what it was sending, each once', { timeout: 180_000 }, async () => {
    const recipients = ['crash0@example.jp', 'crash1@example.jp', 'crash2@example.jp'];
    // Committed before the server runs: a change's transaction wrote them, nothing has delivered them yet.
    const db = await openDatabase();
    await db
      .insertInto('outbox_messages')
      .values(
        recipients.map((to) => ({
          channel: 'mail' as const,
          kind: 'pinNoticePosted',
          recipient: to,
          member_id: null,
          subject: '暗証番号のお知らせを発送しました',
          text_body: '本文',
          html_body: null,
          secret_mask: null,
          delivery_key: crypto.randomUUID(),
          give_up_at: new Date(Date.now() + 3_600_000),
          last_error: null,
        })),
      )
      .execute();
    await db.destroy();

    // The SMTP server takes the data and never answers: the server is caught mid-delivery, then killed.
    const first = startServer();
    await until(() => smtp.hung.length > 0, 'a delivery under way');
    const killed = new Promise((resolve_) => first.once('exit', resolve_));
    first.kill('SIGKILL');
    await killed;
    expect(smtp.received).toHaveLength(0);

    await smtp.stop();
    await smtp.start();
    const second = startServer();
    try {
      await smtp.waitFor(recipients.length, 90_000);
      // Longer than a lease and a few polls: nothing arrives a second time.
      await new Promise((resolve_) => setTimeout(resolve_, 2_500));
    } finally {
      const stopped = new Promise((resolve_) => second.once('exit', resolve_));
      second.kill('SIGTERM');
      await stopped;
    }
    expect(smtp.received.map((mail) => mail.envelope.to[0]).sort()).toEqual(recipients);

    const after = await openDatabase();
    const rows = await after.selectFrom('outbox_messages').select(['recipient', 'status', 'attempts']).orderBy('recipient').execute();
    await after.destroy();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    // The ones the killed process was sending were claimed by it first: their delivery after the restart is a second attempt.
    expect(rows.filter((row) => row.attempts === 2).length).toBeGreaterThanOrEqual(1);
  });
});
