import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Failed logins are counted in the database (DESIGN.md: no rate-limit state in process memory), per login id
 * (stops guessing one member's password) and per client address (stops spraying one password over many ids).
 * Limits follow OWASP ASVS 5.0 §6.3: a handful of tries per account, a lock that lifts by itself.
 */
export const loginThrottle = {
  windowMinutes: 15,
  failuresPerLoginId: 5,
  failuresPerClientAddress: 30,
} as const;

function hashLoginId(loginId: string): string {
  return createHash('sha256').update(loginId.normalize('NFKC').toLowerCase()).digest('base64url');
}

const withinWindow = sql<boolean>`failed_at > now() - make_interval(mins => ${loginThrottle.windowMinutes})`;

export async function isLoginThrottled(db: Kysely<Database>, loginId: string, clientAddress: string): Promise<boolean> {
  const counts = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where login_id_hash = ${hashLoginId(loginId)})`.as('for_login_id'),
      sql<number>`count(*) filter (where client_address = ${clientAddress})`.as('for_client_address'),
    ])
    .where(withinWindow)
    .where((where) => where.or([where('login_id_hash', '=', hashLoginId(loginId)), where('client_address', '=', clientAddress)]))
    .executeTakeFirstOrThrow();
  return Number(counts.for_login_id) >= loginThrottle.failuresPerLoginId || Number(counts.for_client_address) >= loginThrottle.failuresPerClientAddress;
}

export async function recordLoginFailure(db: Kysely<Database>, loginId: string, clientAddress: string): Promise<void> {
  await db.insertInto('login_failures').values({ login_id_hash: hashLoginId(loginId), client_address: clientAddress }).execute();
}

/** A successful login forgives the id's earlier typos; the address count stays, so spraying is still seen. */
export async function clearLoginFailures(db: Kysely<Database>, loginId: string): Promise<void> {
  await db.deleteFrom('login_failures').where('login_id_hash', '=', hashLoginId(loginId)).execute();
}

export async function deleteOldLoginFailures(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('login_failures').where(sql<boolean>`not (${withinWindow})`).execute();
}
