import type { Kysely, Transaction } from 'kysely';
import {
  EXAMINATION_DECISION_LABELS,
  EXAMINATION_REASONS,
  FOUR_EYES_LINE_MAN_YEN,
  type ExaminationDecision,
  type ReasonTable,
} from '../../enums/staff';
import { recordAudit } from '../audit/auditLog';
import { inquiryOf, type InquiryView } from '../creditBureau/inquiries';
import type { ApprovalCeiling } from '../../validators/creditLaw';
import { applicationCeiling } from '../creditLaw/caseCeiling';
import { memberAnnualIncomeYen } from '../creditLaw/memberIncome';
import { otherLendersBalanceYen } from '../creditBureau/creditBureau';
import { lendingCap } from '../../validators/creditLaw';
import type { Database } from '../db/schema';
import type { MessageComposer } from '../outbox/messageComposer';
import type { CaseKind, CaseKindHandler, CaseRecord } from './caseKind';
import { applicationCases } from './cases/applications';
import { cardApplicationCases } from './cases/cardApplications';
import { cashingLimitCases } from './cases/cashingLimits';
import { creditLimitCases } from './cases/creditLimits';
import { goldUpgradeCases } from './cases/goldUpgrades';
import { bankAgencyCases } from './cases/bankAgency';
import { residenceReportCases } from './cases/residenceReports';
import type { StaffMember } from './staffMembers';
import { oldestFirst } from './waitingCases';

export const caseHandlers: Readonly<Record<CaseKind, CaseKindHandler>> = {
  application: applicationCases,
  creditLimit: creditLimitCases,
  cashingLimit: cashingLimitCases,
  goldUpgrade: goldUpgradeCases,
  cardApplication: cardApplicationCases,
  residenceReport: residenceReportCases,
  bankAgency: bankAgencyCases,
};

export interface RecordedDecision {
  readonly stage: 'first' | 'second';
  readonly decision: ExaminationDecision;
  readonly reasonCode: string;
  readonly note: string;
  readonly approvedAmount: number | null;
  readonly actor: string;
  readonly actorName: string;
  readonly decidedAt: Date;
}

/** A case with what was decided on it so far; `version` is the number of decisions, which a decision must name. */
export interface ExaminationCase extends CaseRecord {
  readonly kind: CaseKind;
  readonly decisions: readonly RecordedDecision[];
  readonly version: number;
  /** A first approval waits for a supervisor's. */
  readonly awaitingSecond: boolean;
  readonly reasons: ReasonTable;
  readonly decisionLabels: Readonly<Record<ExaminationDecision, string>>;
  /** The credit bureau's inquiry about the case (issue 61), for the kinds the bureau is asked about; null when none. */
  readonly bureau: InquiryView | null;
  /** The most the Installment Sales Act lets this case be approved at (issue 61 item 2), once the bureau answered. */
  readonly ceiling: ApprovalCeiling | null;
}

/** The kinds of case the credit bureau is asked about before they are approved (issue 61 item 1). */
export const BUREAU_CASE_KINDS: ReadonlySet<CaseKind> = new Set<CaseKind>(['application']);

async function decisionsOf(db: Kysely<Database> | Transaction<Database>, kind: CaseKind, id: string): Promise<RecordedDecision[]> {
  const rows = await db
    .selectFrom('examination_decisions')
    .selectAll()
    .where('case_kind', '=', kind)
    .where('case_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    stage: row.stage,
    decision: row.decision,
    reasonCode: row.reason_code,
    note: row.note,
    approvedAmount: row.approved_amount,
    actor: row.actor,
    actorName: row.actor_name,
    decidedAt: new Date(row.decided_at),
  }));
}

export async function examinationCase(db: Kysely<Database>, kind: CaseKind, id: string): Promise<ExaminationCase | null> {
  const record = await caseHandlers[kind].load(db, id, false);
  if (!record) return null;
  const decisions = await decisionsOf(db, kind, id);
  const handler = caseHandlers[kind];
  const bureau = BUREAU_CASE_KINDS.has(kind) ? await inquiryOf(db, kind, id) : null;
  return {
    ...record,
    kind,
    decisions,
    version: decisions.length,
    awaitingSecond: record.open && decisions.length === 1,
    reasons: handler.reasons ?? EXAMINATION_REASONS,
    decisionLabels: handler.decisionLabels ?? EXAMINATION_DECISION_LABELS,
    bureau,
    ceiling: kind === 'application' ? await applicationCeiling(db, id, bureau) : null,
  };
}

/**
 * Every waiting case of one kind in full, oldest first: a case and its decisions each, for checks that read cases
 * whole (the seed's, a flow's tests). The console reads a queue a page at a time in a few statements (`queues.ts`).
 */
export async function examinationQueue(db: Kysely<Database>, kind: CaseKind): Promise<ExaminationCase[]> {
  const rows = await db.selectFrom(caseHandlers[kind].waiting(db).as('waiting')).select('case_id').orderBy(oldestFirst).execute();
  const cases = await Promise.all(rows.map((row) => examinationCase(db, kind, row.case_id)));
  return cases.filter((found): found is ExaminationCase => found?.open === true);
}

/**
 * Four eyes (issue 31 item 1): an application's limit or a raise above 100万円 (a cashing limit in yen likewise) is
 * approved by a supervisor after the examiner. A decline needs no second look: it gives nothing away.
 */
export function needsSecondApproval(kind: CaseKind, amount: number | null): boolean {
  if (amount === null) return false;
  if (kind === 'application' || kind === 'creditLimit') return amount > FOUR_EYES_LINE_MAN_YEN;
  if (kind === 'cashingLimit') return amount > FOUR_EYES_LINE_MAN_YEN * 10_000;
  return false;
}

export interface DecisionRequest {
  readonly kind: CaseKind;
  readonly id: string;
  /** The case's version when the examiner opened it (the number of decisions then). */
  readonly version: number;
  readonly decision: ExaminationDecision;
  readonly reasonCode: string;
  readonly note: string;
  /** The amount an approval grants (万円, or yen for a cashing limit); null keeps the requested one. */
  readonly amount: number | null;
  readonly staff: StaffMember;
  readonly today: string;
}

export type DecisionOutcome =
  | { readonly outcome: 'decided'; readonly decision: ExaminationDecision }
  | { readonly outcome: 'awaitingSecond' }
  | {
      readonly outcome: 'refused';
      readonly reason: DecisionRefusal;
      readonly by?: string;
      readonly at?: Date;
      /** With aboveLegalCap: the most the Act allows, and on what ground. */
      readonly ceiling?: ApprovalCeiling;
      /** With aboveLendingCap: what 総量規制 leaves for this limit, in yen. */
      readonly roomYen?: number;
    };

export type DecisionRefusal =
  | 'notFound'
  | 'closed'
  | 'withdrawn'
  | 'changed'
  | 'supervisorOnly'
  | 'ownDecision'
  | 'badReason'
  | 'badAmount'
  | 'bureauUnanswered'
  | 'aboveLegalCap'
  | 'aboveLendingCap';

/**
 * One decision, in one transaction with what it does (the member's card, limit or refusal), its mail in the outbox
 * and its audit entry: all or nothing. The case's own row is locked first, so two decisions on one case run one after
 * the other, and the second finds the version it was opened at gone and is refused with who decided.
 */
export async function decideCase(db: Kysely<Database>, messages: MessageComposer, request: DecisionRequest): Promise<DecisionOutcome> {
  const handler = caseHandlers[request.kind];
  const reasons = (handler.reasons ?? EXAMINATION_REASONS)[request.decision];
  if (!Object.hasOwn(reasons, request.reasonCode)) return { outcome: 'refused', reason: 'badReason' };
  return db.transaction().execute(async (trx): Promise<DecisionOutcome> => {
    const record = await handler.load(trx, request.id, true);
    if (!record) return { outcome: 'refused', reason: 'notFound' };
    const decisions = await decisionsOf(trx, request.kind, request.id);
    const last = decisions.at(-1);
    if (!record.open)
      return last
        ? { outcome: 'refused', reason: 'closed', by: last.actorName, at: last.decidedAt }
        : { outcome: 'refused', reason: 'withdrawn' };
    if (decisions.length !== request.version)
      return { outcome: 'refused', reason: 'changed', ...(last ? { by: last.actorName, at: last.decidedAt } : {}) };
    const first = decisions[0];
    const stage = first ? 'second' : 'first';
    if (first && !request.staff.roles.includes('supervisor')) return { outcome: 'refused', reason: 'supervisorOnly' };
    if (first && first.actor === request.staff.subject) return { outcome: 'refused', reason: 'ownDecision' };
    // The second approval grants what the first approved: a supervisor who wants another amount declines and says so.
    const amount = first ? first.approvedAmount : (request.amount ?? record.requestedAmount);
    if (
      request.decision === 'approved' &&
      record.amountUnit !== null &&
      (amount === null || amount <= 0 || (record.maxAmount !== null && amount > record.maxAmount))
    ) {
      return { outcome: 'refused', reason: 'badAmount' };
    }
    // Never approved without the bureau's answer (割賦販売法 第30条の2第3項): a decline needs none.
    if (request.decision === 'approved' && BUREAU_CASE_KINDS.has(request.kind)) {
      const inquiry = await inquiryOf(trx, request.kind, request.id);
      if (inquiry?.status !== 'answered') return { outcome: 'refused', reason: 'bureauUnanswered' };
      // 割賦販売法 第30条の2の2: never a limit above 9/10 of the 包括支払可能見込額, whoever approves (a second
      // approval re-checks the first's amount against today's answer).
      const ceiling = request.kind === 'application' ? await applicationCeiling(trx, request.id, inquiry) : null;
      if (ceiling && amount !== null && amount > ceiling.ceilingManYen) return { outcome: 'refused', reason: 'aboveLegalCap', ceiling };
    }
    // 総量規制 (貸金業法 第13条の2): no cashing limit above one third of the income on record, less the other lenders'
    // balances where the bureau reported them; a member with no income on record is the examiner's to ask.
    if (request.decision === 'approved' && request.kind === 'cashingLimit' && amount !== null) {
      const income = await memberAnnualIncomeYen(trx, record.memberId);
      const inquiry = await inquiryOf(trx, request.kind, request.id);
      if (income !== null) {
        const { roomYen } = lendingCap(income, inquiry?.report ? otherLendersBalanceYen(inquiry.report) : 0);
        if (amount > roomYen) return { outcome: 'refused', reason: 'aboveLendingCap', roomYen };
      }
    }
    await trx
      .insertInto('examination_decisions')
      .values({
        case_kind: request.kind,
        case_id: request.id,
        stage,
        decision: request.decision,
        reason_code: request.reasonCode,
        note: request.note,
        approved_amount: request.decision === 'approved' ? amount : null,
        actor: request.staff.subject,
        actor_name: request.staff.displayName,
      })
      .execute();
    await recordAudit(trx, {
      actor: `staff:${request.staff.subject}`,
      action: `${request.kind}.decide`,
      subject: { type: request.kind, id: request.id },
      detail: {
        stage,
        decision: request.decision,
        reasonCode: request.reasonCode,
        amount: request.decision === 'approved' ? amount : null,
      },
    });
    const context = { trx, messages, today: request.today, actor: `staff:${request.staff.subject}` };
    if (request.decision === 'declined') {
      await handler.decline(context, record, request.reasonCode);
      return { outcome: 'decided', decision: 'declined' };
    }
    if (stage === 'first' && needsSecondApproval(request.kind, amount)) return { outcome: 'awaitingSecond' };
    await handler.approve(context, record, amount);
    return { outcome: 'decided', decision: 'approved' };
  });
}
