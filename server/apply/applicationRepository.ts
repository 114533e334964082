import type { Kysely, Transaction } from 'kysely';
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
