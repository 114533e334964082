import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { startSession } from '../sessions/sessionStore';
import { deleteOldSmsRows, outboxKeepHours } from './smsCleanup';
import { otpPolicy } from './otpPolicy';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('cleaning up SMS rows', () => {
  it('drops challenges past the send-limit window and outbox messages past a day, and keeps the rest', async () => {
    const { app } = subject;
    for (const loginId of ['regular', 'gold']) {
      const session = await startSession(app.db, `member-${loginId}`);
      expect((await app.inject({ method: 'POST', url: '/api/bff/sms/send', cookies: { session } })).statusCode).toBe(200);
    }
    // The relay delivers to sms_outbox after the request answers: age a row only once both have arrived.
    await settleOutbox(app);
    expect(await app.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(2);
    await app.db
      .updateTable('sms_challenges')
      .set({ created_at: sql<Date>`now() - make_interval(mins => ${otpPolicy.windowMinutes + 1})` })
      .where('member_id', '=', 'member-regular')
      .execute();
    await app.db
      .updateTable('sms_outbox')
      .set({ sent_at: sql<Date>`now() - make_interval(hours => ${outboxKeepHours + 1})` })
      .where('id', '=', (await app.db.selectFrom('sms_outbox').select(sql<number>`min(id)`.as('first')).executeTakeFirstOrThrow()).first)
      .execute();

    await deleteOldSmsRows(app.db);
    expect((await app.db.selectFrom('sms_challenges').select('member_id').execute()).map((row) => row.member_id)).toEqual(['member-gold']);
    expect(await app.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(1);
  });
});
