import { sql, type Kysely, type Transaction } from 'kysely';
import { BUREAU_MAX_ATTEMPTS, type BureauFailure, type BureauPurpose } from '../../enums/creditBureau';
import { recordAudit } from '../audit/auditLog';
import { creditBureauInquiries } from '../metrics/processMetrics';
import type { Database } from '../db/schema';
import { retryDelayMs } from '../outbox/retryPolicy';
import { BureauError, isBureauReport, type BureauReport, type BureauRequest, type CreditBureau } from './creditBureau';

/** What the examiner reads about a case's inquiry (server/ops/pages/BureauPanel.tsx). */
export interface InquiryView {
  readonly status: 'pending' | 'answered' | 'failed';
  readonly attempts: number;
  readonly failure: BureauFailure | null;
  readonly report: BureauReport | null;
  readonly requestedAt: Date;
  readonly answeredAt: Date | null;
}

export interface InquiryRequest {
  readonly kind: string;
  readonly caseId: string;
  readonly memberId: string;
  readonly purpose: BureauPurpose;
  /** When the person agreed to the inquiry; null: no consent recorded, so the bureau is never asked. */
  readonly consentedAt: Date | string | null;
}

/** Backoff between attempts: a bureau that is down is not hammered by every instance at once. */
const retry = { baseMs: 5_000, capMs: 5 * 60_000 };

/**
 * Files the inquiry in the transaction that files the case: the row exists if and only if the case does, so a bureau
 * that is down, or an instance that dies before asking, loses nothing; the worker asks it (askDueInquiries).
 */
export async function requestInquiry(trx: Transaction<Database>, request: InquiryRequest): Promise<void> {
  const consentedAt = request.consentedAt === null ? null : new Date(request.consentedAt);
  await trx
    .insertInto('credit_bureau_inquiries')
    .values({
      case_kind: request.kind,
      case_id: request.caseId,
      member_id: request.memberId,
      purpose: request.purpose,
      consented_at: consentedAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['case_kind', 'case_id']).doUpdateSet({
        status: 'pending',
        attempts: 0,
        next_attempt_at: sql<Date>`now()`,
        failure: null,
        report: null,
        consented_at: consentedAt,
        requested_at: sql<Date>`now()`,
        answered_at: null,
      }),
    )
    .execute();
}

export async function inquiryOf(db: Kysely<Database> | Transaction<Database>, kind: string, caseId: string): Promise<InquiryView | null> {
  const row = await db
    .selectFrom('credit_bureau_inquiries')
    .selectAll()
    .where('case_kind', '=', kind)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    status: row.status,
    attempts: row.attempts,
    failure: row.failure,
    report: isBureauReport(row.report) ? row.report : null,
    requestedAt: new Date(row.requested_at),
    answeredAt: row.answered_at ? new Date(row.answered_at) : null,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isoOfYmd = (ymd: string): string => (/^[0-9]{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}` : ymd);

/**
 * The person as the bureau identifies them, from what they gave: an application's answers; a member's raise, from
 * their card application's answers (the member row holds the name and birthday, the application the postcode).
 */
async function personOf(db: Kysely<Database>, memberId: string): Promise<Omit<BureauRequest, 'purpose' | 'consentedAt'> | null> {
  const row = await db.selectFrom('applications').select('answers').where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return null;
  const answers = row.answers;
  return {
    nameKana: `${text(answers['attribute']?.['lastNameKana'])} ${text(answers['attribute']?.['firstNameKana'])}`.trim(),
    birthDay: isoOfYmd(text(answers['gender']?.['birthDay'])),
    mobileNumber: text(answers['phoneNumber']?.['mobNumFull']) || text(answers['smsAuthentication']?.['smsAuthMobNum']),
    homeZipCode: text(answers['zipcode']?.['homeZipCode']),
  };
}

export interface AskOptions {
  /** Ask now whatever the row's next attempt says (an examiner's 再照会, an approval about to be made). */
  readonly force?: boolean;
  /** How long a claimed row is left to this instance before another may ask it (longer than the call may take). */
  readonly leaseMs: number;
  readonly log?: { warn(object: object, message: string): void };
}

/**
 * Asks one case's inquiry, if it is still to ask: claims the row (so two instances do not both ask), asks outside any
 * transaction, and records the answer or the failure with the attempt, in one transaction with its audit entry.
 * After BUREAU_MAX_ATTEMPTS failures the inquiry is `failed`: the case waits in the examiner's queue with the reason,
 * and the examiner may ask again. Answers the inquiry as it then stands.
 */
export async function askInquiry(
  db: Kysely<Database>,
  bureau: CreditBureau,
  kind: string,
  caseId: string,
  options: AskOptions,
): Promise<InquiryView | null> {
  const claimed = await db
    .updateTable('credit_bureau_inquiries')
    .set({
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${options.leaseMs / 1000})`,
      ...(options.force ? { status: 'pending' as const } : {}),
    })
    .where('case_kind', '=', kind)
    .where('case_id', '=', caseId)
    .where((where) =>
      options.force
        ? where('status', '!=', 'answered')
        : where.and([where('status', '=', 'pending'), where('next_attempt_at', '<=', sql<Date>`now()`)]),
    )
    .returning(['member_id', 'purpose', 'consented_at', 'attempts'])
    .executeTakeFirst();
  if (!claimed) return inquiryOf(db, kind, caseId);
  const person = await personOf(db, claimed.member_id);
  let outcome: { report: BureauReport } | { failure: BureauFailure };
  if (!claimed.consented_at || !person) outcome = { failure: 'noConsent' };
  else {
    try {
      outcome = {
        report: await bureau({ ...person, purpose: claimed.purpose, consentedAt: new Date(claimed.consented_at).toISOString() }),
      };
    } catch (error) {
      const failure: BureauFailure = error instanceof BureauError ? error.failure : 'unreadable';
      // The reason and the case, never the person or the bureau's text.
      options.log?.warn({ kind, caseId, failure, attempt: claimed.attempts + 1 }, 'credit bureau inquiry failed');
      outcome = { failure };
    }
  }
  const attempts = claimed.attempts + 1;
  creditBureauInquiries.inc({ outcome: 'report' in outcome ? 'answered' : outcome.failure });
  await db.transaction().execute(async (trx) => {
    if ('report' in outcome) {
      await trx
        .updateTable('credit_bureau_inquiries')
        .set({ status: 'answered', report: JSON.stringify(outcome.report), failure: null, attempts, answered_at: sql<Date>`now()` })
        .where('case_kind', '=', kind)
        .where('case_id', '=', caseId)
        .execute();
    } else {
      // No consent is not a fault to retry: asking again cannot make it appear.
      const final = outcome.failure === 'noConsent' || attempts >= BUREAU_MAX_ATTEMPTS;
      const delay = retryDelayMs(retry, attempts);
      await trx
        .updateTable('credit_bureau_inquiries')
        .set({
          status: final ? 'failed' : 'pending',
          failure: outcome.failure,
          attempts,
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where('case_kind', '=', kind)
        .where('case_id', '=', caseId)
        .execute();
    }
    await recordAudit(trx, {
      actor: 'system:creditBureau',
      action: 'creditBureau.inquiry',
      subject: { type: kind, id: caseId },
      detail: {
        memberId: claimed.member_id,
        purpose: claimed.purpose,
        attempt: attempts,
        outcome: 'report' in outcome ? 'answered' : outcome.failure,
        reference: 'report' in outcome ? outcome.report.reference : null,
      },
    });
  });
  return inquiryOf(db, kind, caseId);
}

/** One look of the worker: every inquiry due, a few at a time; answers how many were asked. */
export async function askDueInquiries(db: Kysely<Database>, bureau: CreditBureau, options: AskOptions, limit = 10): Promise<number> {
  const due = await db
    .selectFrom('credit_bureau_inquiries')
    .select(['case_kind', 'case_id'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  for (const row of due) await askInquiry(db, bureau, row.case_kind, row.case_id, options);
  return due.length;
}
