import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { CASE_KIND_LABELS, type CaseKind } from './caseKind';
import { caseHandlers } from './examination';
import { QUEUE_PAGE_SIZE } from './consoleLists';
import { oldestFirst, personNameOf, type WaitingRow } from './waitingCases';

/** The kinds in the order the console lists them. */
export const caseKinds = Object.keys(CASE_KIND_LABELS) as CaseKind[];

/** `second`: first approvals waiting for a supervisor; `first`: cases nobody has decided yet. */
export type QueueStage = 'all' | 'first' | 'second';

/** One line of a queue or of a search's results. */
export interface QueueLine {
  readonly kind: CaseKind;
  readonly id: string;
  readonly receivedAt: Date;
  readonly personName: string;
  readonly summary: string;
  /** The examiner whose first approval waits for a supervisor's, or null when nobody has decided yet. */
  readonly firstApprover: string | null;
}

export interface QueueCount {
  readonly kind: CaseKind;
  readonly waiting: number;
  readonly awaitingSecond: number;
  /** The case waiting longest, which the console's home opens at once. */
  readonly oldestId: string | null;
}

/** A first approval on the waiting case `case_id` of `kind`: the case then waits for a supervisor. */
const firstApproved = (kind: CaseKind) =>
  sql<SqlBool>`exists (select 1 from examination_decisions d where d.case_kind = ${kind} and d.case_id = waiting.case_id)`;

/** Every queue's count, its first approvals waiting and its oldest case: one statement for all the kinds. */
export async function queueCounts(db: Kysely<Database>): Promise<QueueCount[]> {
  const [first, ...rest] = caseKinds.map((kind) =>
    db
      .selectFrom(caseHandlers[kind].waiting(db).as('waiting'))
      .select([
        sql<string>`${sql.lit(kind)}`.as('kind'),
        sql<string>`count(*)`.as('waiting'),
        sql<string>`count(*) filter (where ${firstApproved(kind)})`.as('awaiting_second'),
        sql<string | null>`(array_agg(waiting.case_id order by ${oldestFirst}))[1]`.as('oldest_id'),
      ]),
  );
  if (!first) return [];
  const rows = await rest.reduce((query, next) => query.unionAll(next), first).execute();
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return caseKinds.map((kind) => {
    const row = byKind.get(kind);
    return {
      kind,
      waiting: Number(row?.waiting ?? 0),
      awaitingSecond: Number(row?.awaiting_second ?? 0),
      oldestId: row?.oldest_id ?? null,
    };
  });
}

export interface QueuePage {
  readonly lines: readonly QueueLine[];
  /** The cases at this stage, on every page. */
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}

/**
 * One page of a queue, oldest first: its lines with who gave a first approval (one statement), the count at the stage
 * (one), the lines' summaries from the kind's own table (one). Three statements whatever the page's size; a page past
 * the last is the last.
 */
export async function queuePage(db: Kysely<Database>, kind: CaseKind, stage: QueueStage, page: number): Promise<QueuePage> {
  const atStage = (query: Expression<SqlBool>) =>
    stage === 'all' ? sql<SqlBool>`true` : stage === 'second' ? query : sql<SqlBool>`not ${query}`;
  const counted = await db
    .selectFrom(caseHandlers[kind].waiting(db).as('waiting'))
    .select(sql<string>`count(*)`.as('total'))
    .where(atStage(firstApproved(kind)))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pages);
  const rows = await db
    .selectFrom(caseHandlers[kind].waiting(db).as('waiting'))
    .leftJoin('examination_decisions as first', (join) =>
      join.on('first.case_kind', '=', kind).onRef('first.case_id', '=', 'waiting.case_id').on('first.stage', '=', 'first'),
    )
    .selectAll('waiting')
    .select('first.actor_name as first_approver')
    .where(atStage(firstApproved(kind)))
    .orderBy(oldestFirst)
    .limit(QUEUE_PAGE_SIZE)
    .offset((shown - 1) * QUEUE_PAGE_SIZE)
    .execute();
  return { lines: await withSummaries(db, kind, rows), total, page: shown, pages };
}

/** The rows as queue lines, with the one-line summary each kind writes of its cases (one statement per kind). */
export async function withSummaries(
  db: Kysely<Database>,
  kind: CaseKind,
  rows: readonly (WaitingRow & { readonly first_approver: string | null })[],
): Promise<QueueLine[]> {
  const summaries = await caseHandlers[kind].summaries(
    db,
    rows.map((row) => row.case_id),
  );
  return rows.map((row) => ({
    kind,
    id: row.case_id,
    receivedAt: new Date(row.received_at),
    personName: personNameOf(row),
    summary: summaries.get(row.case_id) ?? '',
    firstApprover: row.first_approver,
  }));
}
