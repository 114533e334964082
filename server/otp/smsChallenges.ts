import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, SmsPurpose } from '../db/schema';
import { DomainError } from '../http/DomainError';
import { rotateSessionAsSmsVerified, type ActiveSession } from '../sessions/sessionStore';
import { codeMatches, hashOneTimeCode, maskPhoneNumber, newChallengeId, newOneTimeCode } from './oneTimeCode';
import { otpMessages } from './otpMessages';
import { otpPolicy } from './otpPolicy';
import { SmsLimitError } from './SmsLimitError';
import type { MessageComposer } from '../outbox/messageComposer';

/** How a one-time code reaches the phone: a text message, or a voice call that reads it out. */
export type CodeChannel = 'sms' | 'voice';

/** What the outbox keeps of a code's message once it is sent. */
const maskedCode = '＊'.repeat(otpPolicy.codeDigits);

export interface SentChallenge {
  readonly challengeId: string;
  readonly maskedPhoneNumber: string;
  readonly expiresAt: string;
  readonly resendAvailableAt: string;
}

export async function maskedPhoneOf(db: Kysely<Database>, memberId: string): Promise<string | null> {
  const member = await db.selectFrom('members').select('mobile_number').where('id', '=', memberId).executeTakeFirst();
  return member?.mobile_number ? maskPhoneNumber(member.mobile_number) : null;
}

/**
 * Where a code goes and what it proves: by default the member's registered mobile number, for the session's
 * step-up; the apply flow sends to the number the applicant typed, to prove they hold it.
 */
export interface SmsTarget {
  readonly purpose: SmsPurpose;
  readonly phoneNumber: string;
}

/**
 * Wrong codes within the day for this phone number or this member, whichever is more. Callers lock both first
 * (lockDailyCount), so concurrent tries on different challenges cannot all pass a count of 9.
 */
async function wrongCodesToday(trx: Transaction<Database>, phoneNumber: string, memberId: string): Promise<number> {
  const counted = await trx
    .selectFrom('sms_challenges')
    .select([
      sql<number>`coalesce(sum(failed_attempts) filter (where phone_number = ${phoneNumber}), 0)::int`.as('byPhone'),
      sql<number>`coalesce(sum(failed_attempts) filter (where member_id = ${memberId}), 0)::int`.as('byMember'),
    ])
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${otpPolicy.dailyWindowHours})`)
    .where((eb) => eb.or([eb('phone_number', '=', phoneNumber), eb('member_id', '=', memberId)]))
    .executeTakeFirstOrThrow();
  return Math.max(counted.byPhone, counted.byMember);
}

/** Serialises the daily count per phone number and per member until the transaction ends (phone first, always). */
async function lockDailyCount(trx: Transaction<Database>, phoneNumber: string, memberId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`otp-phone:${phoneNumber}`}))`.execute(trx);
  await sql`select pg_advisory_xact_lock(hashtext(${`otp-member:${memberId}`}))`.execute(trx);
}

/**
 * Sends a fresh code for this session. Every limit is counted in the database by its clock, so instances
 * agree; sends for one member are serialised by locking the member's row. The message is written to the outbox in
 * the challenge's transaction (issue 30): it leaves if and only if the challenge exists, and the outbox masks the
 * code once the attempt ends, so only its hash stays.
 */
export async function sendCode(
  db: Kysely<Database>,
  messages: MessageComposer,
  session: ActiveSession,
  clientAddress: string,
  target?: SmsTarget,
  channel: CodeChannel = 'sms',
): Promise<SentChallenge> {
  const challengeId = newChallengeId();
  const code = newOneTimeCode();
  const purpose = target?.purpose ?? 'stepUp';
  const { phoneNumber, expiresAt, resendAvailableAt } = await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select('mobile_number')
      .where('id', '=', session.memberId)
      .forUpdate()
      .executeTakeFirst();
    const phone = target?.phoneNumber ?? member?.mobile_number;
    if (!member || !phone) throw new DomainError('phoneNumberNotFound', 'member has no mobile number');

    const recent = await trx
      .selectFrom('sms_challenges')
      .select([
        sql<boolean>`bool_or(session_id_hash = ${session.idHash} and created_at > now() - make_interval(secs => ${otpPolicy.resendIntervalSeconds}))`.as(
          'tooSoon',
        ),
        sql<number>`count(*) filter (where phone_number = ${phone})::int`.as('byPhone'),
        sql<number>`count(*) filter (where client_address = ${clientAddress})::int`.as('byClient'),
      ])
      .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${otpPolicy.windowMinutes})`)
      .where((eb) =>
        eb.or([eb('phone_number', '=', phone), eb('client_address', '=', clientAddress), eb('session_id_hash', '=', session.idHash)]),
      )
      .executeTakeFirstOrThrow();
    if (recent.tooSoon) throw new SmsLimitError('resend within the interval', otpMessages.resendTooSoon);
    if (recent.byPhone >= otpPolicy.maxSendsPerPhone) throw new SmsLimitError('send limit per phone', otpMessages.sendLimit);
    if (recent.byClient >= otpPolicy.maxSendsPerClient) throw new SmsLimitError('send limit per client', otpMessages.sendLimit);
    // A code that could not be checked today is not worth sending.
    if ((await wrongCodesToday(trx, phone, session.memberId)) >= otpPolicy.maxWrongCodesPerDay) {
      throw new SmsLimitError('daily wrong-code limit', otpMessages.dailyLimit);
    }

    await trx
      .updateTable('sms_challenges')
      .set({ superseded_at: sql<Date>`now()` })
      .where('session_id_hash', '=', session.idHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('superseded_at', 'is', null)
      .execute();
    const inserted = await trx
      .insertInto('sms_challenges')
      .values({
        id: challengeId,
        session_id_hash: session.idHash,
        member_id: session.memberId,
        phone_number: phone,
        client_address: clientAddress,
        code_hash: hashOneTimeCode(challengeId, code),
        purpose,
        expires_at: sql<Date>`now() + make_interval(mins => ${otpPolicy.lifetimeMinutes})`,
      })
      .returning(['expires_at', sql<Date>`created_at + make_interval(secs => ${otpPolicy.resendIntervalSeconds})`.as('resend_at')])
      .executeTakeFirstOrThrow();
    await messages.code(trx, {
      channel,
      to: phone,
      memberId: session.memberId,
      text: channel === 'voice' ? otpMessages.voiceBody(code) : otpMessages.smsBody(code),
      mask: channel === 'voice' ? otpMessages.voiceBody(maskedCode) : otpMessages.smsBody(maskedCode),
      lifetimeMinutes: otpPolicy.lifetimeMinutes,
    });
    return { phoneNumber: phone, expiresAt: new Date(inserted.expires_at), resendAvailableAt: new Date(inserted.resend_at) };
  });

  return {
    challengeId,
    maskedPhoneNumber: maskPhoneNumber(phoneNumber),
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: resendAvailableAt.toISOString(),
  };
}

type Checked =
  | { kind: 'matched'; phoneNumber: string }
  | { kind: 'wrong'; remaining: number }
  | { kind: 'refused'; message: string; reason: string };

/**
 * Checks a code against its challenge, which must belong to this session and purpose. A wrong try is counted (and
 * kept: the count commits even though the answer is an error); the right code spends the challenge.
 */
async function spendChallenge(
  trx: Transaction<Database>,
  session: ActiveSession,
  purpose: SmsPurpose,
  challengeId: string,
  code: string,
): Promise<Checked> {
  const challenge = await trx
    .selectFrom('sms_challenges')
    .select(['code_hash', 'phone_number', 'failed_attempts', 'used_at', 'superseded_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('id', '=', challengeId)
    .where('session_id_hash', '=', session.idHash)
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
  if (!challenge) return { kind: 'refused', message: otpMessages.notUsable, reason: 'no such challenge for this session' };
  if (challenge.used_at) return { kind: 'refused', message: otpMessages.notUsable, reason: 'code already used' };
  if (challenge.superseded_at) return { kind: 'refused', message: otpMessages.notUsable, reason: 'a newer code was sent' };
  if (challenge.failed_attempts >= otpPolicy.maxFailedAttempts) {
    return { kind: 'refused', message: otpMessages.tooManyAttempts, reason: 'too many wrong codes' };
  }
  if (challenge.expired) return { kind: 'refused', message: otpMessages.expired, reason: 'code expired' };
  await lockDailyCount(trx, challenge.phone_number, session.memberId);
  const wrongToday = await wrongCodesToday(trx, challenge.phone_number, session.memberId);
  if (wrongToday >= otpPolicy.maxWrongCodesPerDay)
    return { kind: 'refused', message: otpMessages.dailyLimit, reason: 'daily wrong-code limit' };

  if (!codeMatches(challengeId, code, challenge.code_hash)) {
    const counted = await trx
      .updateTable('sms_challenges')
      .set({ failed_attempts: sql<number>`failed_attempts + 1` })
      .where('id', '=', challengeId)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    if (wrongToday + 1 >= otpPolicy.maxWrongCodesPerDay)
      return { kind: 'refused', message: otpMessages.dailyLimit, reason: 'daily wrong-code limit' };
    const remaining = otpPolicy.maxFailedAttempts - counted.failed_attempts;
    return remaining > 0
      ? { kind: 'wrong', remaining }
      : { kind: 'refused', message: otpMessages.tooManyAttempts, reason: 'too many wrong codes' };
  }
  await trx.updateTable('sms_challenges').set({ used_at: sql<Date>`now()` }).where('id', '=', challengeId).execute();
  return { kind: 'matched', phoneNumber: challenge.phone_number };
}

/** A wrong code is a field error; any other refusal is SPEC 8.1 4032: the member has to start the SMS check again. */
function failure(outcome: Exclude<Checked, { kind: 'matched' }>): DomainError {
  if (outcome.kind === 'wrong') {
    return new DomainError('invalidParams', 'wrong one-time code', [{ field: 'code', message: otpMessages.wrongCode(outcome.remaining) }]);
  }
  return new DomainError('smsAuthExpired', outcome.reason, [{ field: 'code', message: outcome.message }]);
}

/** The session step-up: the right code rotates the session as SMS-verified in the same transaction. Answers with the new session id. */
export async function verifyCode(db: Kysely<Database>, session: ActiveSession, challengeId: string, code: string): Promise<string> {
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<Exclude<Checked, { kind: 'matched' }> | { kind: 'verified'; sessionId: string }> => {
      const checked = await spendChallenge(trx, session, 'stepUp', challengeId, code);
      if (checked.kind !== 'matched') return checked;
      const sessionId = await rotateSessionAsSmsVerified(trx, session.idHash);
      if (!sessionId) return { kind: 'refused', message: otpMessages.notUsable, reason: 'session ended meanwhile' };
      return { kind: 'verified', sessionId };
    });
  if (outcome.kind === 'verified') return outcome.sessionId;
  throw failure(outcome);
}

/**
 * The apply flow's mobile check: the right code records that this applicant holds the number it was sent to (the
 * session is not stepped up: holding a newly typed number proves nothing about the member's account). Answers
 * with the verified number.
 */
export async function verifyApplyMobile(db: Kysely<Database>, session: ActiveSession, challengeId: string, code: string): Promise<string> {
  const outcome = await db.transaction().execute(async (trx): Promise<Checked> => {
    const checked = await spendChallenge(trx, session, 'applyMobile', challengeId, code);
    if (checked.kind !== 'matched') return checked;
    await trx
      .insertInto('apply_mobile_verifications')
      .values({ member_id: session.memberId, phone_number: checked.phoneNumber })
      .onConflict((oc) => oc.columns(['member_id', 'phone_number']).doUpdateSet({ verified_at: sql<Date>`now()` }))
      .execute();
    return checked;
  });
  if (outcome.kind === 'matched') return outcome.phoneNumber;
  throw failure(outcome);
}
