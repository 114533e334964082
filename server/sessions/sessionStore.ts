import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** DESIGN.md security baseline: idle 15 minutes, absolute 12 hours, both judged by the database clock. */
export const sessionIdleMinutes = 15;
export const sessionAbsoluteHours = 12;
/** How long a passed SMS check opens the SMS-protected pages (SPEC 2.7) before the member is asked again. */
export const smsVerifiedMinutes = 10;

/** 256 random bits, twice the baseline's minimum, as base64url so it fits a cookie untouched. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export interface ActiveSession {
  readonly memberId: string;
  readonly webTokenKey: string;
  /** The stored form of the session id: what one-time codes are bound to. */
  readonly idHash: string;
  /** The session passed an SMS check within the last smsVerifiedMinutes. */
  readonly smsVerified: boolean;
}

/**
 * Starts a session for a member and ends the one the browser held before (rotation at login), so a session
 * id planted before login is worth nothing after it.
 */
export async function startSession(db: Kysely<Database>, memberId: string, previousId?: string): Promise<string> {
  const id = newSecret();
  await db.transaction().execute(async (trx) => {
    if (previousId) await trx.deleteFrom('sessions').where('id_hash', '=', hashSecret(previousId)).execute();
    await trx.insertInto('sessions').values({ id_hash: hashSecret(id), member_id: memberId, web_token_key: newSecret() }).execute();
  });
  return id;
}

/**
 * A busy session's idle clock is written at most this often: every other call only reads. The clock can lag the
 * last use by less than this, so a session dies between 14 and 15 minutes after its last use, never later.
 */
export const sessionTouchSeconds = 60;

/** What a live credential of the session vouches for (credentials/credentialStore.ts CardCredential). */
export interface SessionCredential {
  readonly memberId: string;
  readonly cardId: string | null;
}

export type SessionLookup =
  | { kind: 'active'; session: ActiveSession; credential: SessionCredential | null }
  | { kind: 'expired' }
  | { kind: 'unknown' };

/**
 * Finds a live session and, when the call carries a per-call credential, that credential in the same query (one
 * round trip for a credentialed call): live, issued to this very session and still naming a card of its member,
 * else `credential` is null whichever of those failed. The idle clock is written only when it is older than
 * sessionTouchSeconds. A session past either limit is deleted on sight, so the answer is the same on every
 * instance whatever its own clock says.
 */
export async function touchSession(db: Kysely<Database>, id: string, credential?: string): Promise<SessionLookup> {
  const idHash = hashSecret(id);
  // No credential asked about: the join's condition compares with null, so it finds nothing.
  const credentialHash = credential === undefined ? null : hashSecret(credential);
  const live = await db
    .selectFrom('sessions')
    .leftJoin('card_credentials', (join) =>
      join
        .on('card_credentials.credential_hash', '=', credentialHash)
        .onRef('card_credentials.web_token_key', '=', 'sessions.web_token_key')
        .onRef('card_credentials.member_id', '=', 'sessions.member_id')
        .on('card_credentials.expires_at', '>', sql<Date>`now()`),
    )
    .leftJoin('cards', 'cards.id', 'card_credentials.card_id')
    .select([
      'sessions.member_id',
      'sessions.web_token_key',
      sql<boolean>`coalesce(sessions.sms_verified_at > now() - make_interval(mins => ${smsVerifiedMinutes}), false)`.as('sms_verified'),
      sql<boolean>`sessions.last_seen_at <= now() - make_interval(secs => ${sessionTouchSeconds})`.as('needs_touch'),
      'card_credentials.credential_hash',
      'card_credentials.card_id',
      'cards.member_id as card_member_id',
    ])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${sessionIdleMinutes})`)
    .where('sessions.created_at', '>', sql<Date>`now() - make_interval(hours => ${sessionAbsoluteHours})`)
    .executeTakeFirst();
  if (live) {
    if (live.needs_touch) await db.updateTable('sessions').set({ last_seen_at: sql<Date>`now()` }).where('id_hash', '=', idHash).execute();
    const cardStillTheirs = live.card_id === null || live.card_member_id === live.member_id;
    return {
      kind: 'active',
      session: { memberId: live.member_id, webTokenKey: live.web_token_key, idHash, smsVerified: live.sms_verified },
      credential: live.credential_hash !== null && cardStillTheirs ? { memberId: live.member_id, cardId: live.card_id } : null,
    };
  }
  const stale = await db.deleteFrom('sessions').where('id_hash', '=', idHash).executeTakeFirst();
  return stale.numDeletedRows > 0n ? { kind: 'expired' } : { kind: 'unknown' };
}

export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashSecret(id)).execute();
}

/**
 * Step-up after an SMS check (DESIGN.md: rotated at login and step-up): the session gets a new id in place, so
 * the old cookie is dead at once while the login's absolute limit stays where it was. Takes a transaction so
 * the code is spent and the session rotated together. Null when the session is gone.
 */
export async function rotateSessionAsSmsVerified(db: Kysely<Database>, idHash: string): Promise<string | null> {
  const id = newSecret();
  const moved = await db
    .updateTable('sessions')
    .set({ id_hash: hashSecret(id), sms_verified_at: sql<Date>`now()`, last_seen_at: sql<Date>`now()` })
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n ? id : null;
}
