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
  return createHash('sha256').update(`${method} ${url}\n`).update(rawBody ?? '').digest('base64url');
}

/** Claims a key for one request, or says why the request must not run again. */
export async function claimKey(db: Kysely<Database>, scope: string, key: string, fingerprint: string): Promise<Claim> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: fingerprint, state: 'in_flight' })
    .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return { kind: 'claimed' };
  const existing = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
  // Deleted between the two statements (a failed first attempt): the caller may simply try again.
  if (!existing) return claimKey(db, scope, key, fingerprint);
  if (existing.request_hash !== fingerprint) return { kind: 'differentRequest' };
  if (existing.state === 'in_flight' || existing.response_status === null) return { kind: 'inFlight' };
  return { kind: 'replay', answer: { status: existing.response_status, contentType: existing.response_type, body: existing.response_body ?? '' } };
}

export async function completeKey(db: Kysely<Database>, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: answer.status, response_type: answer.contentType, response_body: answer.body })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** A request that failed on our side leaves no trace, so the same key can be retried. */
export async function releaseKey(db: Kysely<Database>, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
}

export async function deleteOldKeys(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<=', sql<Date>`now() - make_interval(hours => ${idempotencyRetentionHours})`).execute();
}
