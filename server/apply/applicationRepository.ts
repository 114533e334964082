import { sql, type Kysely, type Transaction } from 'kysely';
import type { Application, Database } from '../db/schema';

/** The applications table: plain functions, `db` first. */

export type Db = Kysely<Database> | Transaction<Database>;

/** The member's application, locked for the rest of the transaction so two saves of one applicant queue. */
export async function findApplicationForUpdate(db: Transaction<Database>, memberId: string): Promise<Application | undefined> {
  return db.selectFrom('applications').selectAll().where('member_id', '=', memberId).forUpdate().executeTakeFirst();
}

export async function findApplication(db: Db, memberId: string): Promise<Application | undefined> {
  return db.selectFrom('applications').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export interface DraftValues {
  readonly schemaVersion: string;
  readonly currentStep: string;
  readonly visitedSteps: readonly string[];
  readonly answers: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly campaignCode: string | null;
  readonly adData: string | null;
  readonly shopId: string | null;
  readonly consented: boolean;
}

export async function saveDraft(db: Db, memberId: string, draft: DraftValues): Promise<void> {
  const values = {
    schema_version: draft.schemaVersion,
    current_step: draft.currentStep,
    visited_steps: JSON.stringify(draft.visitedSteps),
    answers: JSON.stringify(draft.answers),
    campaign_code: draft.campaignCode,
    ad_data: draft.adData,
    shop_id: draft.shopId,
    updated_at: sql<Date>`now()`,
  };
  const consentedAt = draft.consented ? sql<Date>`coalesce(applications.consented_at, now())` : sql<Date | null>`applications.consented_at`;
  await db
    .insertInto('applications')
    .values({ member_id: memberId, status: 'draft', ...values, consented_at: draft.consented ? sql<Date>`now()` : null })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...values, consented_at: consentedAt }))
    .execute();
}

export async function markSubmitted(db: Db, memberId: string, submission: { inquiryNumber: string; result: 'complete' | 'underReview'; currentStep: string; visitedSteps: readonly string[] }): Promise<void> {
  await db
    .updateTable('applications')
    .set({
      status: 'submitted',
      inquiry_number: submission.inquiryNumber,
      result: submission.result,
      current_step: submission.currentStep,
      visited_steps: JSON.stringify(submission.visitedSteps),
      submitted_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('member_id', '=', memberId)
    .execute();
}

export async function inquiryNumberTaken(db: Db, inquiryNumber: string): Promise<boolean> {
  return (await db.selectFrom('applications').select('member_id').where('inquiry_number', '=', inquiryNumber).executeTakeFirst()) !== undefined;
}

/** SPEC 4: membership status 10 (applied) once the application is submitted. */
export async function setMembershipStatus(db: Db, memberId: string, status: string): Promise<void> {
  await db.updateTable('members').set({ membership_status: status }).where('id', '=', memberId).execute();
}
