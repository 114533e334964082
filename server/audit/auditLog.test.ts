import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';

/** The audit log (issue 30's resend; issue 31 item 6's foundation): written with each action, never changed. */
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const entriesFor = (type: string, id: number) =>
  subject.app.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'subject_type', 'subject_id', 'detail'])
    .where('subject_type', '=', type)
    .where('subject_id', '=', String(id))
    .execute();

describe('the audit log', () => {
  it('records a resend of a dead message with who did it and why it had died, once however often it is pressed', async () => {
    const { id } = await subject.app.db
      .insertInto('outbox_messages')
      .values({
        channel: 'mail',
        kind: 'pinNoticePosted',
        recipient: 'audit@example.jp',
        member_id: null,
        subject: '件名',
        text_body: '本文',
        html_body: null,
        secret_mask: null,
        delivery_key: crypto.randomUUID(),
        status: 'dead',
        give_up_at: new Date(),
        last_error: 'refused: 550 No such mailbox',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await subject.app.inject({ method: 'POST', url: `/api/develop/outbox/${id}/resend` })).statusCode).toBe(200);
    expect((await subject.app.inject({ method: 'POST', url: `/api/develop/outbox/${id}/resend` })).statusCode).toBe(404);
    expect(await entriesFor('outbox_message', id)).toEqual([
      {
        actor: 'demo',
        action: 'outbox.resend',
        subject_type: 'outbox_message',
        subject_id: String(id),
        detail: { kind: 'pinNoticePosted', lastError: 'refused: 550 No such mailbox' },
      },
    ]);
  });

  it('refuses to change, delete or empty what it holds, whoever asks', async () => {
    // The demo's own entries (the seeded raise's first approval) are another actor's: this test's entry is the demo's.
    const [entry] = await subject.app.db.selectFrom('audit_log').select('id').where('actor', '=', 'demo').limit(1).execute();
    expect(entry).toBeDefined();
    await expect(sql`update audit_log set actor = 'someone else' where id = ${entry!.id}`.execute(subject.app.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log where id = ${entry!.id}`.execute(subject.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(subject.app.db)).rejects.toThrow(/append-only/);
    expect(await subject.app.db.selectFrom('audit_log').select('actor').where('id', '=', entry!.id).executeTakeFirstOrThrow()).toEqual({
      actor: 'demo',
    });
  });
});
