import type { Kysely } from 'kysely';
import type { InquiryView } from '../creditBureau/inquiries';
import { requestInquiry } from '../creditBureau/inquiries';
import type { Database } from '../db/schema';
import type { CaseKind } from './caseKind';
import { BUREAU_CASE_KINDS } from './examination';

interface Bureau {
  askNow(kind: string, caseId: string): Promise<InquiryView | null>;
}

/**
 * The credit bureau's answer for a case the examiner is about to read or approve (issue 61): an application filed
 * before inquiries existed gets one filed now under the consent its row records; one without an answer yet is asked
 * now. A bureau that is still down leaves it unanswered, which the page says and an approval is refused for.
 */
export async function ensureBureauAnswer(db: Kysely<Database>, bureau: Bureau, kind: CaseKind, id: string): Promise<InquiryView | null> {
  if (!BUREAU_CASE_KINDS.has(kind)) return null;
  const filed = await db
    .selectFrom('credit_bureau_inquiries')
    .select('status')
    .where('case_kind', '=', kind)
    .where('case_id', '=', id)
    .executeTakeFirst();
  if (!filed && kind === 'application') {
    const application = await db
      .selectFrom('applications')
      .select(['member_id', 'consented_at', 'answers'])
      .where('inquiry_number', '=', id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (!application) return null;
    await db.transaction().execute((trx) =>
      requestInquiry(trx, {
        kind,
        caseId: id,
        memberId: application.member_id,
        purpose: 'application',
        consentedAt: application.answers['acceptPermission']?.['agreeTerms'] === true ? application.consented_at : null,
      }),
    );
  }
  return bureau.askNow(kind, id);
}
