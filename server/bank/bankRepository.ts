import { sql, type Transaction } from 'kysely';
import type { BankRegistration, Database } from '../db/schema';
import type { Db } from '../apply/applicationRepository';

/** The bank_registrations table: plain functions, `db` first. */

export async function findBankRegistration(db: Db, memberId: string): Promise<BankRegistration | undefined> {
  return db.selectFrom('bank_registrations').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** Locked for the rest of the transaction, so two saves of one applicant queue. */
export async function findBankRegistrationForUpdate(db: Transaction<Database>, memberId: string): Promise<BankRegistration | undefined> {
  return db.selectFrom('bank_registrations').selectAll().where('member_id', '=', memberId).forUpdate().executeTakeFirst();
}

export interface BankDraftValues {
  readonly schemaVersion: string;
  readonly currentStep: string;
  readonly visitedSteps: readonly string[];
  readonly answers: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly registered: boolean;
}

export async function saveBankDraft(db: Db, memberId: string, draft: BankDraftValues): Promise<void> {
  const values = {
    schema_version: draft.schemaVersion,
    status: draft.registered ? ('registered' as const) : ('draft' as const),
    current_step: draft.currentStep,
    visited_steps: JSON.stringify(draft.visitedSteps),
    answers: JSON.stringify(draft.answers),
    registered_at: draft.registered ? sql<Date>`now()` : null,
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('bank_registrations')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}
