import type { FlowInput } from '../../flows/engine';
import type { Db } from '../flows/draftRepository';
import { DomainError } from '../http/DomainError';

/**
 * SPEC 8.2 "member info closed", our decision (issue 35): while a foreign resident's residence report waits for a
 * staff member's review (`residence_reports.status = 'submitted'`, server/operations/cases/residenceReports.ts), the
 * changes of what the reviewer compares with the card's photos are closed: a second report, and the home address
 * (printed on the card's back). An address change would mark the card as differing (memberAddressChanged) only for the
 * review's decision to overwrite that mark. The member may change them again once the review is done.
 */
export const REPORT_UNDER_REVIEW = 'residenceReportUnderReview';

export async function residenceReportUnderReview(db: Db, memberId: string): Promise<boolean> {
  const open = await db
    .selectFrom('residence_reports')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return open !== undefined;
}

/** The flows' refusal, from the machine input their builders fill with `residenceReportUnderReview`. */
export const closedWhileReportReviewed = (input: FlowInput): DomainError | undefined =>
  input[REPORT_UNDER_REVIEW] === true
    ? new DomainError('memberInfoClosed', 'a member info change while a residence report is reviewed')
    : undefined;
