import { sql, type Kysely, type Transaction } from 'kysely';
import { fixedStatement } from '../db/fixedStatements';
import type { Database, FlowDraft } from '../db/schema';
import { takenKeyRow, type HeldKey } from '../idempotency/idempotencyStore';
import { saveJournalRows } from './journalRows';

/** The flow_drafts table: plain functions, `db` first. */

export type Db = Kysely<Database> | Transaction<Database>;

export interface DraftKey {
  readonly ownerId: string;
  readonly flowId: string;
  /** The selected card of a card flow; '' for a flow about nothing beyond its owner. */
  readonly subjectId: string;
}

/**
 * What a save's journal rows record (server/flows/flowJournal.ts says what, journalRows.ts writes them), written by
 * the statement that writes the draft (`writeDraftWithKey`) and only with it.
 */
export interface SaveJournal {
  readonly step: string;
  readonly next: string;
  readonly answersDigest: string;
}

const byKey = (key: DraftKey) => ({ owner_id: key.ownerId, flow_id: key.flowId, subject_id: key.subjectId });

export async function findDraft(db: Db, key: DraftKey): Promise<FlowDraft | undefined> {
  const k = byKey(key);
  return db
    .selectFrom('flow_drafts')
    .selectAll()
    .where('owner_id', '=', k.owner_id)
    .where('flow_id', '=', k.flow_id)
    .where('subject_id', '=', k.subject_id)
    .executeTakeFirst();
}

/** $1 scope and $2 key of the Idempotency-Key; $3–$5 the draft's key. */
const draftAndKey = fixedStatement<FlowDraftOrNone & { key_taken: boolean }>(
  `select flow_drafts.*, earlier.key_taken
    from (select exists (select 1 from idempotency_keys where scope = $1 and key = $2) as key_taken) as earlier
    left join flow_drafts on owner_id = $3 and flow_id = $4 and subject_id = $5`,
);

/** A draft's columns, all null when the left join found none. */
type FlowDraftOrNone = FlowDraft | { readonly [column in keyof FlowDraft]: null };

/**
 * The draft and whether an earlier call took this call's Idempotency-Key, in one statement (a save without a lock
 * asks both before anything else).
 */
export async function findDraftAndKey(db: Db, key: DraftKey, held: HeldKey): Promise<{ draft: FlowDraft | undefined; keyTaken: boolean }> {
  const found = await draftAndKey(db, [held.scope, held.key, key.ownerId, key.flowId, key.subjectId]);
  const row = found.rows[0];
  if (!row) throw new Error('the draft and key lookup answered no row');
  const { key_taken: keyTaken, ...draft } = row;
  return { draft: draft.owner_id === null ? undefined : (draft as FlowDraft), keyTaken };
}

/** The draft, locked for the rest of the transaction so two saves of one draft queue (the second then sees the new version). */
export async function findDraftForUpdate(db: Transaction<Database>, key: DraftKey): Promise<FlowDraft | undefined> {
  const k = byKey(key);
  return db
    .selectFrom('flow_drafts')
    .selectAll()
    .where('owner_id', '=', k.owner_id)
    .where('flow_id', '=', k.flow_id)
    .where('subject_id', '=', k.subject_id)
    .forUpdate()
    .executeTakeFirst();
}

export interface DraftValues {
  readonly schemaDigest: string;
  readonly status: 'draft' | 'done';
  readonly currentStep: string;
  readonly visited: readonly string[];
  readonly answers: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly snapshot: Readonly<Record<string, unknown>> | null;
  readonly result: { readonly state: string; readonly data: Readonly<Record<string, string>> } | null;
  /** Set the consent time unless one is recorded (a consent call). */
  readonly consented: boolean;
  /** A new run of a repeatable flow over a done draft: it starts now, with no consent yet. */
  readonly restarted?: boolean;
}

function columns(values: DraftValues) {
  return {
    schema_digest: values.schemaDigest,
    status: values.status,
    current_step: values.currentStep,
    visited: JSON.stringify(values.visited),
    answers: JSON.stringify(values.answers),
    snapshot: values.snapshot === null ? null : JSON.stringify(values.snapshot),
    result_state: values.result?.state ?? null,
    result_data: values.result ? JSON.stringify(values.result.data) : null,
    updated_at: sql<Date>`now()`,
    done_at: values.status === 'done' ? sql<Date>`now()` : null,
  };
}

/**
 * The first write of a draft, with its landing. False when another request created it meanwhile (two first saves
 * racing): the caller answers the conflict.
 */
export async function insertDraft(
  db: Db,
  key: DraftKey,
  landing: Readonly<Record<string, unknown>>,
  values: DraftValues,
): Promise<boolean> {
  const inserted = await db
    .insertInto('flow_drafts')
    .values({
      ...byKey(key),
      version: 1,
      landing: JSON.stringify(landing),
      consented_at: values.consented ? sql<Date>`now()` : null,
      ...columns(values),
    })
    .onConflict((oc) => oc.columns(['owner_id', 'flow_id', 'subject_id']).doNothing())
    .returning('version')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A later write, only over the version it was drawn from; false when another write came first. */
export async function updateDraft(db: Db, key: DraftKey, version: number, values: DraftValues): Promise<boolean> {
  const k = byKey(key);
  const updated = await db
    .updateTable('flow_drafts')
    .set({
      ...columns(values),
      version: version + 1,
      ...(values.restarted ? { created_at: sql<Date>`now()`, consented_at: values.consented ? sql<Date>`now()` : null } : {}),
      ...(values.consented && !values.restarted ? { consented_at: sql<Date>`coalesce(consented_at, now())` } : {}),
    })
    .where('owner_id', '=', k.owner_id)
    .where('flow_id', '=', k.flow_id)
    .where('subject_id', '=', k.subject_id)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return updated !== undefined;
}

const journalOverWritten = saveJournalRows({
  source: 'written',
  ownerId: '$1',
  flowId: '$2',
  subjectId: '$3',
  step: '$22',
  next: '$23',
  answersDigest: '$24',
});

/**
 * After `written` (the draft's row, $1–$14): the journal's rows and the key ($15–$21, `takenKeyRow`), stored only
 * when the draft was.
 */
const keyAndJournalOverWritten = `, journal_events as (${journalOverWritten.events}),
  journal_transition as (${journalOverWritten.transition})
  insert into idempotency_keys (scope, key, request_hash, state, response_status, response_type, response_body)
  select $15::text, $16::text, $17::text, $18::text, $19::int, $20::text, $21::text from written
  on conflict (scope, key) do nothing
  returning key`;

/** $1–$3 the draft's key, $4–$11 its columns, $12 whether done, $13 whether consented now, $14 the landing. */
const insertDraftWithKey = fixedStatement<{ key: string }>(
  `with written as (
    insert into flow_drafts (owner_id, flow_id, subject_id, version, schema_digest, status, current_step, visited, answers,
      snapshot, result_state, result_data, updated_at, done_at, consented_at, landing)
    values ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, now(), case when $12::boolean then now() end,
      case when $13::boolean then now() end, $14)
    on conflict (owner_id, flow_id, subject_id) do nothing
    returning version, run_ref
  )${keyAndJournalOverWritten}`,
);

/** As `insertDraftWithKey`, with $14 the version the save was drawn from. */
const updateDraftWithKey = fixedStatement<{ key: string }>(
  `with written as (
    update flow_drafts set schema_digest = $4, status = $5, current_step = $6, visited = $7, answers = $8, snapshot = $9,
      result_state = $10, result_data = $11, updated_at = now(), done_at = case when $12::boolean then now() end,
      consented_at = case when $13::boolean then coalesce(consented_at, now()) else consented_at end,
      version = $14::int + 1
    where owner_id = $1 and flow_id = $2 and subject_id = $3 and version = $14::int
    returning version, run_ref
  )${keyAndJournalOverWritten}`,
);

/**
 * A write, the call's Idempotency-Key and the save's journal rows in one statement, without a transaction around it:
 * the draft is inserted (`drawnFrom` undefined) or updated over the version it was drawn from, and the key and the
 * journal are stored only when the draft was. False when another write came first (nothing was written).
 */
export async function writeDraftWithKey(
  db: Db,
  key: DraftKey,
  drawnFrom: number | undefined,
  landing: Readonly<Record<string, unknown>>,
  values: DraftValues,
  held: HeldKey,
  journal: SaveJournal,
): Promise<boolean> {
  const row = takenKeyRow(held);
  const parameters = [
    key.ownerId,
    key.flowId,
    key.subjectId,
    values.schemaDigest,
    values.status,
    values.currentStep,
    JSON.stringify(values.visited),
    JSON.stringify(values.answers),
    values.snapshot === null ? null : JSON.stringify(values.snapshot),
    values.result?.state ?? null,
    values.result ? JSON.stringify(values.result.data) : null,
    values.status === 'done',
    values.consented,
    drawnFrom === undefined ? JSON.stringify(landing) : drawnFrom,
    row.scope,
    row.key,
    row.request_hash,
    row.state,
    row.response_status,
    row.response_type,
    row.response_body,
    journal.step,
    journal.next,
    journal.answersDigest,
  ];
  const taken = drawnFrom === undefined ? await insertDraftWithKey(db, parameters) : await updateDraftWithKey(db, parameters);
  return taken.rows.length > 0;
}
