import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Stored answers are kept for a day: long enough for any retry, short enough to hold little personal data. */
export const idempotencyRetentionHours = 24;

export interface StoredAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
}

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'inFlight' }
  | { readonly kind: 'differentRequest' }
  | { readonly kind: 'replay'; readonly answer: StoredAnswer };

/**
 * Hashes the body exactly as received: nothing walks or re-serialises it, so no nesting can overflow the stack
 * here (issue 13: a deep body used to answer 500 from a recursive stringify), and the cost is one pass.
 */
export function requestFingerprint(method: string, url: string, rawBody: string | null): string {
  return createHash('sha256')
    .update(`${method} ${url}\n`)
    .update(rawBody ?? '')
    .digest('base64url');
}

/**
 * How long a claim holds its key while its request runs (issue 56). Longer than any request can take — every wait
 * in one is bounded well below it: the card-data and carrier calls at 9 s, a database connection at 10 s, clamd's
 * scan at 30 s — so a live request is never overtaken; a claim whose process died lapses, and the retry runs.
 * The price: a process that died between its effect's commit and storing the answer leaves that effect to run again
 * under the same key. The flow routes do not pay it: they take the key in the transaction of their write.
 */
export const claimLeaseSeconds = 60;

/** Claims a key for one request, or says why the request must not run again. */
export async function claimKey(db: Kysely<Database>, scope: string, key: string, fingerprint: string): Promise<Claim> {
  const lease = sql<Date>`now() + make_interval(secs => ${claimLeaseSeconds})`;
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: fingerprint, state: 'in_flight', lease_until: lease })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'key'])
        .doUpdateSet({ lease_until: lease })
        .where('idempotency_keys.state', '=', 'in_flight')
        .where('idempotency_keys.request_hash', '=', fingerprint)
        .where('idempotency_keys.lease_until', '<', sql<Date>`now()`),
    )
    .returning('key')
    .executeTakeFirst();
  if (claimed) return { kind: 'claimed' };
  const existing = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
  // Deleted between the two statements (a failed first attempt): the caller may simply try again.
  if (!existing) return claimKey(db, scope, key, fingerprint);
  if (existing.request_hash !== fingerprint) return { kind: 'differentRequest' };
  if (existing.state === 'in_flight' || existing.response_status === null) return { kind: 'inFlight' };
  return {
    kind: 'replay',
    answer: { status: existing.response_status, contentType: existing.response_type, body: existing.response_body ?? '' },
  };
}

export async function completeKey(db: Kysely<Database>, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      response_status: answer.status,
      response_type: answer.contentType,
      response_body: answer.body,
      lease_until: null,
    })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** A request that failed on our side leaves no trace, so the same key can be retried. */
export async function releaseKey(db: Kysely<Database>, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
}

export async function deleteOldKeys(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<=', sql<Date>`now() - make_interval(hours => ${idempotencyRetentionHours})`)
    .execute();
}

/** A key a route keeps in its own transaction (`config: { idempotency: 'inTransaction' }`, plugins/app/idempotency.ts). */
export interface HeldKey {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
}

/**
 * What a stored row of such a route holds instead of the response: the route answers a repeat afresh from its data
 * (the flow host: the flow's view as it is now), so the save does not also write the view it answers.
 */
export const answeredFromData = 'answered-from-data';

/**
 * Takes the key inside the caller's transaction, as done: it is kept when the transaction commits and gone when it
 * rolls back, so a call that failed can run again under its key. False when the key was taken before (or, on
 * PostgreSQL, by a concurrent call that committed first: the insert waits for it).
 */
export async function takeKeyInTransaction(trx: Kysely<Database>, held: HeldKey): Promise<boolean> {
  const taken = await trx
    .insertInto('idempotency_keys')
    .values(takenKeyRow(held))
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return taken !== undefined;
}

/** What an earlier call under the same key says about this one (a key taken in a transaction is never in flight). */
export async function earlierCall(
  db: Kysely<Database>,
  held: HeldKey,
): Promise<Exclude<Claim, { kind: 'claimed' }> | { readonly kind: 'answerFromData' } | null> {
  const existing = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', held.scope)
    .where('key', '=', held.key)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.request_hash !== held.fingerprint) return { kind: 'differentRequest' };
  if (existing.state === 'in_flight' || existing.response_status === null) return { kind: 'inFlight' };
  if (existing.response_type === answeredFromData) return { kind: 'answerFromData' };
  return {
    kind: 'replay',
    answer: { status: existing.response_status, contentType: existing.response_type, body: existing.response_body ?? '' },
  };
}

/** A refusal of such a route (its transaction rolled back) stored for the repeat, unless an answer is there already. */
export async function recordRefusal(db: Kysely<Database>, held: HeldKey, answer: StoredAnswer): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      scope: held.scope,
      key: held.key,
      request_hash: held.fingerprint,
      state: 'done',
      response_status: answer.status,
      response_type: answer.contentType,
      response_body: answer.body,
    })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .execute();
}

/** The row `takeKeyInTransaction` writes, for a statement that writes it beside its own change. */
export function takenKeyRow(held: HeldKey) {
  return {
    scope: held.scope,
    key: held.key,
    request_hash: held.fingerprint,
    state: 'done' as const,
    response_status: 200,
    response_type: answeredFromData,
    response_body: '',
  };
}
