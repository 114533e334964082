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

/**
 * Counts this attempt before the password is checked, and answers whether it may be checked (issue 13: checking
 * the limit first and recording the failure after the slow hash let 20 concurrent tries all through). Attempts for
 * one login id, and from one client address, take their turn (transaction-scoped advisory locks, always in that
 * order), so the count and the attempt's row go together: of any number of concurrent attempts exactly as many as
 * the limit leaves are checked. The row stands as a failure until a success forgives it (clearLoginFailures).
 */
export async function claimLoginAttempt(db: Kysely<Database>, loginId: string, clientAddress: string): Promise<boolean> {
  const loginIdHash = hashLoginId(loginId);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`login-id:${loginIdHash}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${`login-client:${clientAddress}`}))`.execute(trx);
    const counts = await trx
      .selectFrom('login_failures')
      .select([
        sql<number>`count(*) filter (where login_id_hash = ${loginIdHash})`.as('for_login_id'),
        sql<number>`count(*) filter (where client_address = ${clientAddress})`.as('for_client_address'),
      ])
      .where(withinWindow)
      .where((where) => where.or([where('login_id_hash', '=', loginIdHash), where('client_address', '=', clientAddress)]))
      .executeTakeFirstOrThrow();
    if (
      Number(counts.for_login_id) >= loginThrottle.failuresPerLoginId ||
      Number(counts.for_client_address) >= loginThrottle.failuresPerClientAddress
    ) {
      return false;
    }
    await trx.insertInto('login_failures').values({ login_id_hash: loginIdHash, client_address: clientAddress }).execute();
    return true;
  });
}

export async function recordLoginFailure(db: Kysely<Database>, loginId: string, clientAddress: string): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ login_id_hash: hashLoginId(loginId), client_address: clientAddress })
    .execute();
}

/** A successful login forgives the id's earlier typos; the address count stays, so spraying is still seen. */
export async function clearLoginFailures(db: Kysely<Database>, loginId: string): Promise<void> {
  await db.deleteFrom('login_failures').where('login_id_hash', '=', hashLoginId(loginId)).execute();
}

export async function deleteOldLoginFailures(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('login_failures').where(sql<boolean>`not (${withinWindow})`).execute();
}
