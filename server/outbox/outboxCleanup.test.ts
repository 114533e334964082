import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { deleteExpiredRows } from '../maintenance/expiredRows';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const message = (recipient: string, status: 'sent' | 'dead') => ({
  channel: 'mail' as const,
  kind: 'pinNoticePosted',
  recipient,
  member_id: null,
  subject: '件名',
  text_body: '本文',
  html_body: null,
  secret_mask: null,
  delivery_key: crypto.randomUUID(),
  status,
  give_up_at: new Date(),
  last_error: status === 'dead' ? 'refused: 550' : null,
  sent_at: status === 'sent' ? new Date() : null,
});

describe('old outbox rows', () => {
  it('drop delivered mail after a month, the local mailbox after a day and ended verifications, and keep the dead', async () => {
    const db = subject.app.db;
    await db
      .insertInto('outbox_messages')
      .values([message('old-sent@example.jp', 'sent'), message('new-sent@example.jp', 'sent'), message('old-dead@example.jp', 'dead')])
      .execute();
    await db
      .updateTable('outbox_messages')
      .set({ sent_at: sql<Date>`now() - interval '31 days'`, created_at: sql<Date>`now() - interval '31 days'` })
      .where('recipient', 'in', ['old-sent@example.jp', 'old-dead@example.jp'])
      .execute();
    await db
      .insertInto('mailbox')
      .values({
        delivery_key: crypto.randomUUID(),
        recipient: 'old@example.jp',
        subject: '件名',
        text_body: '本文',
        html_body: null,
        received_at: sql<Date>`now() - interval '25 hours'`,
      })
      .execute();
    await db
      .insertInto('mail_address_verifications')
      .values({
        token_hash: 'old',
        member_id: 'member-regular',
        mail_address: 'x@example.jp',
        expires_at: sql<Date>`now() - interval '2 days'`,
      })
      .execute();
    await deleteExpiredRows(db);
    const left = await db.selectFrom('outbox_messages').select('recipient').orderBy('recipient').execute();
    expect(left.map((row) => row.recipient)).toEqual(['new-sent@example.jp', 'old-dead@example.jp']);
    expect(await db.selectFrom('mailbox').select('id').where('recipient', '=', 'old@example.jp').execute()).toEqual([]);
    expect(await db.selectFrom('mail_address_verifications').select('token_hash').where('token_hash', '=', 'old').execute()).toEqual([]);
  });
});

describe('the operator command (npm run outbox)', () => {
  // The embedded database admits one process at a time, so the command runs beside a live server on PostgreSQL only.
  it.skipIf(process.env['TEST_DATABASE'] !== 'postgres')(
    'lists the dead messages and resends one, by id',
    { timeout: 120_000 },
    async () => {
      const environment = { DATABASE_URL: subject.app.config.DATABASE_URL ?? '' };
      const { id } = await subject.app.db
        .insertInto('outbox_messages')
        .values(message('cli-dead@example.jp', 'dead'))
        .returning('id')
        .executeTakeFirstOrThrow();
      const run = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/outbox.ts', ...args], {
          env: { ...process.env, ...environment },
        });
      expect((await run('list')).stdout).toContain('cli-dead@example.jp');
      expect((await run('resend', String(id))).stdout).toContain(`message ${id} will be sent again`);
      await expect(run('resend', String(id))).rejects.toMatchObject({ code: 1 });
      await expect(run('frobnicate')).rejects.toMatchObject({ code: 2 });
    },
  );
});
