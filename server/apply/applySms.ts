import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findDraft, type Db } from '../flows/draftRepository';
import { DomainError } from '../http/DomainError';
import { sendCode, verifyApplyMobile, type SentChallenge } from '../otp/smsChallenges';
import type { MessageComposer } from '../outbox/messageComposer';
import type { ActiveSession } from '../sessions/sessionStore';
import { applyMessages } from './applyMessages';

/**
 * The apply flow's SMS step (/apply/sms/authentication): a code goes to the mobile number saved on the phone step
 * (never a number the request names), through the same one-time-code service as the member step-up, with the same
 * limits. A right code records the number as verified for this applicant; the step's check reads that record.
 */
export async function sendApplyMobileCode(
  db: Kysely<Database>,
  messages: MessageComposer,
  session: ActiveSession,
  clientAddress: string,
): Promise<SentChallenge> {
  const draft = await findDraft(db, { ownerId: session.memberId, flowId: 'apply', subjectId: '' });
  if (draft?.status === 'done') throw new DomainError('invalidUserStatus', 'SMS code asked after submit');
  const mobile = draft?.answers['phoneNumber']?.['mobNumFull'];
  if (typeof mobile !== 'string')
    throw new DomainError('invalidParams', 'SMS code asked before the phone step', [
      { field: 'mobNumFull', message: applyMessages.smsNoMobileNumber },
    ]);
  return sendCode(db, messages, session, clientAddress, { purpose: 'applyMobile', phoneNumber: mobile });
}

export async function verifyApplyMobileCode(
  db: Kysely<Database>,
  session: ActiveSession,
  challengeId: string,
  code: string,
): Promise<{ smsAuthMobNum: string }> {
  return { smsAuthMobNum: await verifyApplyMobile(db, session, challengeId, code) };
}

/** Whether the applicant proved holding this number by SMS code. */
export async function isMobileVerifiedFor(db: Db, memberId: string, phoneNumber: string): Promise<boolean> {
  const found = await db
    .selectFrom('apply_mobile_verifications')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('phone_number', '=', phoneNumber)
    .executeTakeFirst();
  return found !== undefined;
}
