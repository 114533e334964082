import { settleOutbox } from '../outbox/testing/settleOutbox';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { startSession } from '../sessions/sessionStore';
import { otpMessages } from './otpMessages';
import { otpPolicy } from './otpPolicy';

let subject: TestApp;
let app: FastifyInstance;

async function logIn(loginId: string, on: FastifyInstance = app): Promise<string> {
  return startSession(on.db, `member-${loginId}`);
}

function post(on: FastifyInstance, url: string, sessionId: string, body?: object, remoteAddress = '203.0.113.7') {
  return on.inject({ method: 'POST', url, cookies: { session: sessionId }, remoteAddress, ...(body ? { payload: body } : {}) });
}

async function send(sessionId: string, on: FastifyInstance = app, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return post(on, '/api/bff/sms/send', sessionId, undefined, remoteAddress);
}

async function sendOk(sessionId: string, on: FastifyInstance = app): Promise<string> {
  const response = await send(sessionId, on);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { challengeId: string } }).data.challengeId;
}

/** The code as a person reads it on /develop: the newest message in the outbox. */
async function latestCode(on: FastifyInstance = app): Promise<string> {
  await settleOutbox(on);
  const response = await on.inject({ method: 'GET', url: '/api/develop/sms-outbox' });
  const body = response.json() as { data: { messages: { body: string }[] } };
  const match = /認証コードは (\d{6}) です/.exec(body.data.messages[0]?.body ?? '');
  if (!match?.[1]) throw new Error('no code in the outbox');
  return match[1];
}

function verify(sessionId: string, challengeId: string, code: string, on: FastifyInstance = app) {
  return post(on, '/api/bff/sms/verify', sessionId, { challengeId, code });
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

function newSessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'session');
  if (!cookie) throw new Error('no rotated session cookie');
  return cookie.value;
}

function cardInfo(sessionId: string, on: FastifyInstance = app) {
  return on.inject({ method: 'GET', url: '/api/bff/cardinfo', cookies: { session: sessionId } });
}

/** Moves every challenge of the member back in time, as if the wait had passed. */
async function age(memberId: string, seconds: number): Promise<void> {
  await app.db
    .updateTable('sms_challenges')
    .set({ created_at: sql<Date>`created_at - make_interval(secs => ${seconds})` })
    .where('member_id', '=', memberId)
    .execute();
}

beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
});
afterAll(async () => {
  await subject.close();
});

describe('sending an SMS code', () => {
  it('writes six digits to the outbox for the registered mobile number and stores only a hash', async () => {
    const session = await logIn('regular');
    const response = await send(session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: { challengeId: string; maskedPhoneNumber: string; expiresAt: string } };
    expect(data.maskedPhoneNumber).toMatch(/^090-\*\*\*\*-\d{4}$/);
    const code = await latestCode();
    const outbox = await app.db.selectFrom('sms_outbox').select('phone_number').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const member = await app.db.selectFrom('members').select('mobile_number').where('id', '=', 'member-regular').executeTakeFirstOrThrow();
    expect(outbox.phone_number).toBe(member.mobile_number);
    const stored = await app.db.selectFrom('sms_challenges').selectAll().where('id', '=', data.challengeId).executeTakeFirstOrThrow();
    expect(Object.values(stored).map(String)).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[\w-]{43}$/);
    const lifetime = new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime();
    expect(lifetime).toBe(otpPolicy.lifetimeMinutes * 60_000);
  });

  it('refuses without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/bff/sms/send' });
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo.codeId).toBe('4004');
  });

  it('refuses a resend within the interval and accepts it once the wait has passed, retiring the older code', async () => {
    const session = await logIn('gold');
    const first = await sendOk(session);
    const firstCode = await latestCode();
    const early = await send(session);
    expect(early.statusCode).toBe(429);
    expect(early.json().resultInfo.errors).toEqual([{ field: 'phoneNumber', message: otpMessages.resendTooSoon }]);

    await age('member-gold', otpPolicy.resendIntervalSeconds + 1);
    const second = await sendOk(session);
    expect(second).not.toBe(first);
    const old = await verify(session, first, firstCode);
    expect(old.statusCode).toBe(403);
    expect(old.json().resultInfo.codeId).toBe('4032');
    const fresh = await verify(session, second, await latestCode());
    expect(fresh.statusCode).toBe(200);
  });

  it(`allows at most ${otpPolicy.maxSendsPerPhone} sends per phone number in the window, whichever session asks`, async () => {
    for (let sent = 0; sent < otpPolicy.maxSendsPerPhone; sent += 1) {
      await sendOk(await logIn('multiple'));
    }
    const refused = await send(await logIn('multiple'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().resultInfo.errors).toEqual([{ field: 'phoneNumber', message: otpMessages.sendLimit }]);
    await age('member-multiple', otpPolicy.windowMinutes * 60);
    await sendOk(await logIn('multiple'));
  });

  it(`allows at most ${otpPolicy.maxSendsPerClient} sends per client address in the window`, async () => {
    const address = '198.51.100.23';
    const members = ['applicant', 'family', 'unconfirmed', 'former'];
    for (let sent = 0; sent < otpPolicy.maxSendsPerClient; sent += 1) {
      const loginId = members[sent % members.length]!;
      expect((await send(await logIn(loginId), app, address)).statusCode).toBe(200);
    }
    const refused = await send(await logIn('regular'), app, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().resultInfo.errors).toEqual([{ field: 'phoneNumber', message: otpMessages.sendLimit }]);
    const elsewhere = await send(await logIn('regular'), app, '198.51.100.99');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('verifying an SMS code', () => {
  it('marks the session SMS-verified under a new id and kills the old id', async () => {
    const session = await logIn('regular');
    expect((await cardInfo(session)).json().resultInfo.codeId).toBe('4032');
    await age('member-regular', 3600);
    const challenge = await sendOk(session);
    const response = await verify(session, challenge, await latestCode());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ smsVerified: true });
    const rotated = newSessionCookie(response);
    expect(rotated).not.toBe(session);
    expect(response.cookies.find((c) => c.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const old = await app.inject({ method: 'GET', url: '/api/bff/webToken', cookies: { session } });
    expect(old.json().data.isAuthentication).toBe(false);
    const info = await cardInfo(rotated);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.cards).toEqual([
      { card4no: expect.stringMatching(/^\d{4}$/), brand: '1', daikoCd: '0', nickname: expect.any(String), isFamilyCard: false },
    ]);
    const status = await app.inject({ method: 'GET', url: '/api/bff/sms/status', cookies: { session: rotated } });
    expect(status.json().data).toEqual({ smsVerified: true, maskedPhoneNumber: expect.stringMatching(/^090-/) });
  });

  it('reads the code out by a voice call when asked (a phone without SMS), and that code steps the session up as well', async () => {
    const session = await logIn('newcard');
    await age('member-newcard', 3600);
    const refused = await post(app, '/api/bff/sms/send', session, { channel: 'fax' });
    expect(refused.statusCode).toBe(400);
    const called = await post(app, '/api/bff/sms/send', session, { channel: 'voice' });
    expect(called.statusCode, called.body).toBe(200);
    await settleOutbox(app);
    const outbox = (await app.inject({ method: 'GET', url: '/api/develop/sms-outbox' })).json().data.messages[0];
    expect(outbox.channel).toBe('voice');
    const code = await latestCode();
    // Said twice, for a listener who missed a digit.
    expect(outbox.body.split(`認証コードは ${code} です`)).toHaveLength(3);
    const verified = await verify(session, called.json().data.challengeId, code);
    expect(verified.statusCode).toBe(200);
    expect((await cardInfo(newSessionCookie(verified))).statusCode).toBe(200);
  });

  it('refuses a used code, from the rotated session and from the old one', async () => {
    const session = await logIn('family');
    await age('member-family', 3600);
    const challenge = await sendOk(session);
    const code = await latestCode();
    const rotated = newSessionCookie(await verify(session, challenge, code));
    const again = await verify(rotated, challenge, code);
    expect(again.statusCode).toBe(403);
    expect(again.json().resultInfo).toMatchObject({ codeId: '4032', errors: [{ field: 'code', message: otpMessages.notUsable }] });
    const replay = await verify(session, challenge, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().resultInfo.codeId).toBe('4004');
  });

  it(`counts wrong codes and kills the code at the ${otpPolicy.maxFailedAttempts}th, even for the right code afterwards`, async () => {
    const session = await logIn('applicant');
    await age('member-applicant', 3600);
    const challenge = await sendOk(session);
    const code = await latestCode();
    for (let attempt = 1; attempt < otpPolicy.maxFailedAttempts; attempt += 1) {
      const wrong = await verify(session, challenge, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().resultInfo.errors).toEqual([
        { field: 'code', message: otpMessages.wrongCode(otpPolicy.maxFailedAttempts - attempt) },
      ]);
    }
    const last = await verify(session, challenge, wrongCodeFor(code));
    expect(last.statusCode).toBe(403);
    expect(last.json().resultInfo).toMatchObject({ codeId: '4032', errors: [{ field: 'code', message: otpMessages.tooManyAttempts }] });
    const right = await verify(session, challenge, code);
    expect(right.statusCode).toBe(403);
    expect(right.json().resultInfo.errors).toEqual([{ field: 'code', message: otpMessages.tooManyAttempts }]);
    expect((await cardInfo(session)).json().resultInfo.codeId).toBe('4032');
  });

  it('refuses an expired code with 4032', async () => {
    const session = await logIn('gold');
    await age('member-gold', 3600);
    const challenge = await sendOk(session);
    const code = await latestCode();
    await app.db
      .updateTable('sms_challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', challenge)
      .execute();
    const response = await verify(session, challenge, code);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo).toMatchObject({ codeId: '4032', errors: [{ field: 'code', message: otpMessages.expired }] });
  });

  it('binds a code to the session it was sent for', async () => {
    const session = await logIn('former');
    await age('member-former', 3600);
    const challenge = await sendOk(session);
    const code = await latestCode();
    const otherSession = await logIn('former');
    const response = await verify(otherSession, challenge, code);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo.codeId).toBe('4032');
    expect((await verify(session, challenge, code)).statusCode).toBe(200);
  });

  it('answers a malformed code with a Japanese field error without counting a try', async () => {
    const session = await logIn('unconfirmed');
    await age('member-unconfirmed', 3600);
    const challenge = await sendOk(session);
    for (const code of ['12345', '１２３４５６', 'abcdef', '1234567']) {
      const response = await verify(session, challenge, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().resultInfo.errors).toEqual([{ field: 'code', message: otpMessages.codeFormat }]);
    }
    const row = await app.db.selectFrom('sms_challenges').select('failed_attempts').where('id', '=', challenge).executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(0);
  });

  it('refuses the SMS-protected data without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/bff/cardinfo' });
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo.codeId).toBe('4004');
  });
});

describe('two server instances on one database', () => {
  it('accept each other’s codes and sessions, and count wrong tries together', async () => {
    const other = await subject.secondInstance();
    const session = await logIn('multiple');
    await age('member-multiple', 3600 * 2);
    const challenge = await sendOk(session, app);
    const code = await latestCode(other);
    for (let attempt = 1; attempt < otpPolicy.maxFailedAttempts; attempt += 1) {
      expect((await verify(session, challenge, wrongCodeFor(code), attempt % 2 ? other : app)).statusCode).toBe(400);
    }
    const response = await verify(session, challenge, code, other);
    expect(response.statusCode).toBe(200);
    const rotated = newSessionCookie(response);
    expect((await cardInfo(rotated, app)).statusCode).toBe(200);
    expect((await cardInfo(session, other)).statusCode).toBe(401);

    const early = await send(rotated, other);
    expect(early.statusCode).toBe(200);
    expect((await send(rotated, app)).statusCode).toBe(429);
  });
});
