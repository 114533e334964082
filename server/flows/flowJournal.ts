import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { fixedStatement } from '../db/fixedStatements';
import type { Database, FlowStepEventKind } from '../db/schema';
import type { DraftKey, SaveJournal } from './draftRepository';
import { saveJournalRows } from './journalRows';
import type { FlowFunnel } from '../../api/flowFunnelAnswers';

/**
 * What the host records of each call (issue 19), by flow and step: for product staff, views, saves, refusals (the
 * field and the rule that refused it, never the value) and completions, grouped by the draft's random run
 * reference — no member, card, answer or message in them; for support engineers, the draft's transitions with a
 * digest of its answers, append-only. A lost record never fails the person's call.
 */
type Db = Kysely<Database> | Transaction<Database>;

const runRefOf = (db: Db, key: DraftKey) =>
  db
    .selectFrom('flow_drafts')
    .select('run_ref')
    .where('owner_id', '=', key.ownerId)
    .where('flow_id', '=', key.flowId)
    .where('subject_id', '=', key.subjectId);

async function event(
  db: Db,
  key: DraftKey,
  step: string,
  kind: FlowStepEventKind,
  refusal: { field: string; rule: string } | null = null,
): Promise<void> {
  await db
    .insertInto('flow_step_events')
    .values({ flow_id: key.flowId, step, kind, run_ref: runRefOf(db, key), field: refusal?.field ?? null, rule: refusal?.rule ?? null })
    .execute();
}

const ignoreLoss = async (record: () => Promise<void>): Promise<void> => {
  try {
    await record();
  } catch {
    // Counting is for staff; the person's view, save or refusal stands without it.
  }
};

/** A digest of the answers, in a stable key order: support sees that they changed, not what they are. */
export function answersDigest(answers: unknown): string {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, stable(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(stable(answers)))
    .digest('hex');
}

async function transition(db: Db, key: DraftKey, from: string, to: string, answers: unknown): Promise<void> {
  await db
    .insertInto('flow_transitions')
    .values({
      owner_id: key.ownerId,
      flow_id: key.flowId,
      subject_id: key.subjectId,
      from_step: from,
      to_step: to,
      answers_digest: answersDigest(answers),
    })
    .execute();
}

/**
 * A save's rows when the draft was written by a statement of its own (a save without a key, or in a transaction),
 * over the draft's run reference. A save is the call people wait on most (bench/stepSave.bench.ts): one statement.
 */
const savedRowsText = saveJournalRows({
  source: '(select run_ref from flow_drafts where owner_id = $1 and flow_id = $2 and subject_id = $3)',
  ownerId: '$1',
  flowId: '$2',
  subjectId: '$3',
  step: '$4',
  next: '$5',
  answersDigest: '$6',
});
const savedRows = fixedStatement(`with events as (${savedRowsText.events}) ${savedRowsText.transition}`);

export const flowJournal = {
  viewed: (db: Db, key: DraftKey, step: string) => ignoreLoss(() => event(db, key, step, 'view')),
  /**
   * A save answers the view of the step it leads to, which the person now sees: that is where they are. A save that
   * completed the flow was recorded as a completion in its transaction.
   */
  saved: (db: Db, key: DraftKey, step: string, next: string, answers: unknown, completed: boolean) =>
    ignoreLoss(async () => {
      if (completed) return event(db, key, step, 'save');
      await savedRows(db, [key.ownerId, key.flowId, key.subjectId, step, next, answersDigest(answers)]);
    }),
  /** What `writeDraftWithKey` writes as the save's journal rows, in the draft's own statement. */
  savedWithDraft: (step: string, next: string, answers: unknown): SaveJournal => ({ step, next, answersDigest: answersDigest(answers) }),
  refused: (db: Db, key: DraftKey, step: string, errors: readonly { readonly field: string; readonly rule?: string }[]) =>
    ignoreLoss(async () => {
      for (const error of errors) await event(db, key, step, 'invalid', { field: error.field, rule: error.rule ?? 'serverCheck' });
    }),
  /** In the completing transaction: exactly once per completion. */
  completed: async (trx: Transaction<Database>, key: DraftKey, from: string, result: string, answers: unknown) => {
    await event(trx, key, result, 'complete');
    await transition(trx, key, from, result, answers);
  },
};

/** A flow's funnel over its steps in the machine's order (`steps`): results appear as the completions they are. */
export async function flowFunnel(db: Kysely<Database>, flowId: string, steps: readonly string[]): Promise<FlowFunnel> {
  const counts = await sql<{ step: string; views: number; reached: number; refusals: number }>`
    select step, count(*) filter (where kind = 'view')::int as views, count(distinct run_ref)::int as reached,
      count(*) filter (where kind = 'invalid')::int as refusals
    from flow_step_events where flow_id = ${flowId} group by step`.execute(db);
  const left = await sql<{ step: string; runs: number }>`
    select step, count(*)::int as runs from (
      select distinct on (run_ref) run_ref, step, kind from flow_step_events
      where flow_id = ${flowId} and run_ref is not null order by run_ref, id desc
    ) as last where kind <> 'complete' group by step`.execute(db);
  const errors = await sql<{ step: string; field: string; rule: string; count: number }>`
    select step, field, rule, count(*)::int as count from flow_step_events
    where flow_id = ${flowId} and kind = 'invalid' group by step, field, rule order by count desc, field`.execute(db);
  const totals = await sql<{ started: number; completed: number }>`
    select count(distinct run_ref)::int as started, count(distinct run_ref) filter (where kind = 'complete')::int as completed
    from flow_step_events where flow_id = ${flowId} and run_ref is not null`.execute(db);
  const byStep = new Map(counts.rows.map((row) => [row.step, row]));
  const leftByStep = new Map(left.rows.map((row) => [row.step, row.runs]));
  return {
    flowId,
    started: totals.rows[0]?.started ?? 0,
    completed: totals.rows[0]?.completed ?? 0,
    steps: steps.map((step) => ({
      step,
      views: byStep.get(step)?.views ?? 0,
      reached: byStep.get(step)?.reached ?? 0,
      leftHere: leftByStep.get(step) ?? 0,
      refusals: byStep.get(step)?.refusals ?? 0,
      topErrors: errors.rows
        .filter((row) => row.step === step)
        .slice(0, 3)
        .map(({ field, rule, count }) => ({ field, rule, count })),
    })),
  };
}
