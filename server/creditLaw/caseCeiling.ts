import type { Kysely, Transaction } from 'kysely';
import { yearlyCreditRepaymentsYen } from '../creditBureau/creditBureau';
import type { InquiryView } from '../creditBureau/inquiries';
import type { Database } from '../db/schema';
import { abilityInputsOf, abilityToPay, approvalCeiling, type ApprovalCeiling } from '../../validators/creditLaw';

/**
 * The most an application may be approved at under 割賦販売法 第30条の2の2, from its answers and the bureau's report;
 * null while the bureau has not answered (no approval is possible then anyway).
 */
export async function applicationCeiling(
  db: Kysely<Database> | Transaction<Database>,
  inquiryNumber: string,
  inquiry: InquiryView | null,
): Promise<ApprovalCeiling | null> {
  if (!inquiry?.report) return null;
  const row = await db.selectFrom('applications').select('answers').where('inquiry_number', '=', inquiryNumber).executeTakeFirst();
  if (!row) return null;
  const inputs = abilityInputsOf(row.answers, yearlyCreditRepaymentsYen(inquiry.report));
  return approvalCeiling(inputs ? abilityToPay(inputs) : null);
}
