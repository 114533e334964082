import type { Kysely, Transaction } from 'kysely';
import type { MembershipStatus } from '../../enums/member';
import { recordAudit, type AuditActor } from '../audit/auditLog';
import type { Application, Database } from '../db/schema';

/** The applications table (submitted applications, written by the apply flow's effect): plain functions, `db` first. */

export type Db = Kysely<Database> | Transaction<Database>;

export async function findApplication(db: Db, memberId: string): Promise<Application | undefined> {
  return db.selectFrom('applications').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export async function inquiryNumberTaken(db: Db, inquiryNumber: string): Promise<boolean> {
  return (
    (await db.selectFrom('applications').select('member_id').where('inquiry_number', '=', inquiryNumber).executeTakeFirst()) !== undefined
  );
}

/** SPEC 4: membership status 10 (applied) once the application is submitted. */
export async function setMembershipStatus(db: Db, memberId: string, status: string): Promise<void> {
  await db.updateTable('members').set({ membership_status: status }).where('id', '=', memberId).execute();
}

/**
 * SPEC 4: a staff decision moves the applicant's membership status (approval, card issued, rejection) in the
 * decision's transaction, audited with the status it left, so the member's history reads from the log.
 */
export async function decideMembershipStatus(
  trx: Transaction<Database>,
  memberId: string,
  status: MembershipStatus,
  actor: AuditActor,
): Promise<void> {
  const { membership_status: from } = await trx
    .selectFrom('members')
    .select('membership_status')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (from === status) return;
  await setMembershipStatus(trx, memberId, status);
  await recordAudit(trx, {
    actor,
    action: 'member.membershipStatus',
    subject: { type: 'member', id: memberId },
    detail: { from, to: status },
  });
}
