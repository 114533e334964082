import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database, FlowDraft } from '../db/schema';
import { takenKeyRow, type HeldKey } from '../idempotency/idempotencyStore';

/** The flow_drafts table: plain functions, `db` first. */

export type Db = Kysely<Database> | Transaction<Database>;

export interface DraftKey {
  readonly ownerId: string;
  readonly flowId: string;
  /** The selected card of a card flow; '' for a flow about nothing beyond its owner. */
  readonly subjectId: string;
}

/**
 * A save's journal rows (server/flows/flowJournal.ts builds them), written by the statement that writes the draft
 * (`writeDraftWithKey`) and only with it.
 */
export interface SaveJournal {
  readonly events: RawBuilder<Record<string, unknown>>;
  readonly transition: RawBuilder<Record<string, unknown>>;
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

/**
 * The draft and whether an earlier call took this call's Idempotency-Key, in one statement (a save without a lock
 * asks both before anything else).
 */
export async function findDraftAndKey(db: Db, key: DraftKey, held: HeldKey): Promise<{ draft: FlowDraft | undefined; keyTaken: boolean }> {
  const k = byKey(key);
  const found = await db
    .selectFrom(
      sql<{
        key_taken: boolean;
      }>`(select exists (select 1 from idempotency_keys where scope = ${held.scope} and key = ${held.key}) as key_taken)`.as('earlier'),
    )
    .leftJoin('flow_drafts', (join) =>
      join.on('owner_id', '=', k.owner_id).on('flow_id', '=', k.flow_id).on('subject_id', '=', k.subject_id),
    )
    .selectAll('flow_drafts')
    .select('earlier.key_taken')
    .executeTakeFirstOrThrow();
  const { key_taken: keyTaken, ...draft } = found;
  // No draft yet: the left join answers its columns as nulls.
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
  const k = byKey(key);
  const row = takenKeyRow(held);
  const withWrite =
    drawnFrom === undefined
      ? db.with('written', (qb) =>
          qb
            .insertInto('flow_drafts')
            .values({
              ...k,
              version: 1,
              landing: JSON.stringify(landing),
              consented_at: values.consented ? sql<Date>`now()` : null,
              ...columns(values),
            })
            .onConflict((oc) => oc.columns(['owner_id', 'flow_id', 'subject_id']).doNothing())
            .returning(['version', 'run_ref']),
        )
      : db.with('written', (qb) =>
          qb
            .updateTable('flow_drafts')
            .set({
              ...columns(values),
              version: drawnFrom + 1,
              ...(values.consented ? { consented_at: sql<Date>`coalesce(consented_at, now())` } : {}),
            })
            .where('owner_id', '=', k.owner_id)
            .where('flow_id', '=', k.flow_id)
            .where('subject_id', '=', k.subject_id)
            .where('version', '=', drawnFrom)
            .returning(['version', 'run_ref']),
        );
  const taken = await withWrite
    .with('journal_events', () => sql`(${journal.events})`)
    .with('journal_transition', () => sql`(${journal.transition})`)
    .insertInto('idempotency_keys')
    .columns(['scope', 'key', 'request_hash', 'state', 'response_status', 'response_type', 'response_body'])
    .expression((eb) =>
      eb
        .selectFrom('written')
        .select([
          sql<string>`${row.scope}::text`.as('scope'),
          sql<string>`${row.key}::text`.as('key'),
          sql<string>`${row.request_hash}::text`.as('request_hash'),
          sql<string>`${row.state}::text`.as('state'),
          sql<number>`${row.response_status}::int`.as('response_status'),
          sql<string>`${row.response_type}::text`.as('response_type'),
          sql<string>`${row.response_body}::text`.as('response_body'),
        ]),
    )
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return taken !== undefined;
}
