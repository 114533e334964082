import { settleOutbox } from '../../server/outbox/testing/settleOutbox';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpMessages } from '../../server/otp/otpMessages';
import { otpPolicy } from '../../server/otp/otpPolicy';
import { startSession } from '../../server/sessions/sessionStore';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

// Issue 13 item 9: a day's chance of guessing one phone's code stays ≤ 1e-5.
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const memberId = 'member-regular';

async function send(session: string) {
  // Past the resend interval, as if the member waited.
  await subject.app.db
    .updateTable('sms_challenges')
    .set({ created_at: sql<Date>`created_at - make_interval(secs => ${otpPolicy.resendIntervalSeconds + 1})` })
    .where('member_id', '=', memberId)
    .execute();
  return subject.app.inject({ method: 'POST', url: '/api/bff/sms/send', cookies: { session } });
}

async function latestCode(): Promise<string> {
  await settleOutbox(subject.app);
  const row = await subject.app.db.selectFrom('sms_outbox').select('body').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return /認証コードは (\d{6}) です/.exec(row.body)?.[1] ?? '';
}

function verify(session: string, challengeId: string, code: string) {
  return subject.app.inject({ method: 'POST', url: '/api/bff/sms/verify', cookies: { session }, payload: { challengeId, code } });
}

describe('the daily cap on wrong one-time codes', () => {
  it('after 10 wrong codes in a day, neither checks a code (not even the right one) nor sends one, for any session of the member', async () => {
    const session = await startSession(subject.app.db, memberId);
    let wrongTries = 0;
    let lastAnswer = null;
    while (wrongTries < otpPolicy.maxWrongCodesPerDay) {
      const sent = await send(session);
      expect(sent.statusCode).toBe(200);
      const challengeId = sent.json().data.challengeId as string;
      const wrong = (await latestCode()) === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < otpPolicy.maxFailedAttempts && wrongTries < otpPolicy.maxWrongCodesPerDay; attempt += 1) {
        lastAnswer = await verify(session, challengeId, wrong);
        wrongTries += 1;
      }
    }
    // The tenth wrong code already answers the lock-out.
    expect(lastAnswer?.statusCode).toBe(403);
    expect(lastAnswer?.json().resultInfo.errors[0].message).toBe(otpMessages.dailyLimit);

    const other = await startSession(subject.app.db, memberId);
    const refusedSend = await send(other);
    expect(refusedSend.statusCode).toBe(429);
    expect(refusedSend.json().resultInfo.errors[0].message).toBe(otpMessages.dailyLimit);

    // A code sent before the cap was reached is not checked once it is, even when right.
    const goldSession = await startSession(subject.app.db, 'member-gold');
    const goldSent = await send(goldSession);
    expect(goldSent.statusCode).toBe(200);
    const goldChallenge = goldSent.json().data.challengeId as string;
    const goldCode = await latestCode();
    // Meanwhile the day's wrong codes for gold's phone reach the cap (another session, another browser).
    await subject.app.db
      .insertInto('sms_challenges')
      .values({
        id: 'earlier-wrong-tries',
        session_id_hash: 'x',
        member_id: 'member-gold',
        phone_number: (
          await subject.app.db.selectFrom('sms_challenges').select('phone_number').where('id', '=', goldChallenge).executeTakeFirstOrThrow()
        ).phone_number,
        client_address: '192.0.2.1',
        code_hash: 'x',
        failed_attempts: otpPolicy.maxWrongCodesPerDay,
        expires_at: sql<Date>`now()`,
      })
      .execute();
    const right = await verify(goldSession, goldChallenge, goldCode);
    expect(right.statusCode).toBe(403);
    expect(right.json().resultInfo.errors[0].message).toBe(otpMessages.dailyLimit);
  });

  it('lifts the cap once the wrong codes are a day old', async () => {
    await subject.app.db
      .updateTable('sms_challenges')
      .set({ created_at: sql<Date>`now() - make_interval(hours => ${otpPolicy.dailyWindowHours + 1})` })
      .execute();
    const session = await startSession(subject.app.db, memberId);
    expect((await send(session)).statusCode).toBe(200);
  });

  it('keeps the day guess chance at or under 1e-5', () => {
    // Each guess on a fresh 6-digit code: at most 5 per code, 10 a day, so at most two codes' worth.
    const perCode = otpPolicy.maxFailedAttempts / 10 ** otpPolicy.codeDigits;
    const codes = Math.ceil(otpPolicy.maxWrongCodesPerDay / otpPolicy.maxFailedAttempts);
    const perDay = 1 - (1 - perCode) ** codes;
    expect(perDay).toBeLessThanOrEqual(1e-5);
  });
});
