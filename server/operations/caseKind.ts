import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ExaminationDecision, ReasonTable } from '../../enums/staff';
import type { MessageComposer } from '../outbox/messageComposer';
import type { AuditActor } from '../audit/auditLog';
import type { WaitingQuery } from './waitingCases';

// The names live apart from the case machinery: the audit log's action names read them, and this module reads the log's
// actor type, which made a cycle.
import { CASE_KIND_LABELS, type CaseKind } from './caseKindLabels';

export { CASE_KIND_LABELS, type CaseKind };
export const isCaseKind = (value: unknown): value is CaseKind => typeof value === 'string' && Object.hasOwn(CASE_KIND_LABELS, value);

/** One line of a case as the console shows it: a label and what the person gave. */
export interface CaseRow {
  readonly label: string;
  readonly value: string;
}

/** What a case asks to be decided, read from its own table; `open` false once decided or withdrawn. */
export interface CaseRecord {
  readonly id: string;
  readonly memberId: string;
  readonly open: boolean;
  readonly receivedAt: Date;
  /** Who asked (the member's or applicant's name as given). */
  readonly personName: string;
  /** One line for the queue: 「30万円 → 150万円」. */
  readonly summary: string;
  /** The amount an approval grants unless the examiner sets another: 万円, or yen for a cashing limit. */
  readonly requestedAmount: number | null;
  readonly amountUnit: '万円' | '円' | null;
  /** The highest amount an approval may grant (the card's ceiling). */
  readonly maxAmount: number | null;
  readonly sections: readonly { readonly title: string; readonly rows: readonly CaseRow[] }[];
  /** Residence-card photos the person uploaded (file names of residence_card_uploads). */
  readonly photos: readonly { readonly side: 'face' | 'back'; readonly fileName: string }[];
}

export interface DecisionEffectContext {
  readonly trx: Transaction<Database>;
  readonly messages: MessageComposer;
  /** Tokyo's calendar day, YYYY-MM-DD. */
  readonly today: string;
  /** Who decides, as the audit log names them (`staff:<subject>`): what the decision changes is audited under it. */
  readonly actor: AuditActor;
}

/** A kind of case: how its queue is read and what an approval or a decline does to its own table. */
export interface CaseKindHandler {
  readonly kind: CaseKind;
  /** The codes a decision is filed under, when not the examination's (enums/staff.ts). */
  readonly reasons?: ReasonTable;
  /** What the two decisions are called, when not 承認 and 否決 (a question is answered, not approved). */
  readonly decisionLabels?: Readonly<Record<ExaminationDecision, string>>;
  /**
   * Every case still waiting for a decision, as a subquery of the columns all kinds share (`../waitingCases.ts`): the
   * console's counts, a queue's page and a search compose it into one statement each, whatever the number of cases.
   */
  waiting(db: Kysely<Database>): WaitingQuery;
  /** The queue's one line about each case of `ids` (「30万円 → 150万円」), in one statement. */
  summaries(db: Kysely<Database>, ids: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** The case; `lock` takes its row for the decision's transaction, so two decisions run one after the other. */
  load(db: Kysely<Database> | Transaction<Database>, id: string, lock: boolean): Promise<CaseRecord | null>;
  approve(context: DecisionEffectContext, record: CaseRecord, amount: number | null): Promise<void>;
  decline(context: DecisionEffectContext, record: CaseRecord, reasonCode: string): Promise<void>;
}
