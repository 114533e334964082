import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { fixedStatement } from '../db/fixedStatements';
import type { Database, MembersTable } from '../db/schema';

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
  /** The member's role as of this request (read with the session: a flow call needs it and so costs no query of its own). */
  readonly role: MembersTable['role'];
}

/**
 * Starts a session for a member and ends the one the browser held before (rotation at login), so a session
 * id planted before login is worth nothing after it.
 */
export async function startSession(db: Kysely<Database>, memberId: string, previousId?: string): Promise<string> {
  const id = newSecret();
  await db.transaction().execute(async (trx) => {
    if (previousId) await trx.deleteFrom('sessions').where('id_hash', '=', hashSecret(previousId)).execute();
    await trx
      .insertInto('sessions')
      .values({ id_hash: hashSecret(id), member_id: memberId, web_token_key: newSecret() })
      .execute();
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

interface LiveSessionRow {
  readonly member_id: string;
  readonly role: MembersTable['role'];
  readonly web_token_key: string;
  readonly sms_verified: boolean;
  readonly needs_touch: boolean;
  readonly credential_hash: string | null;
  readonly card_id: string | null;
  readonly card_member_id: string | null;
}

// Every call runs this lookup, so its text is written once (server/db/fixedStatements.ts) with the limits as
// literals, from the numbers above (never from input).
const liveSessionColumns =
  `s.member_id, m.role, s.web_token_key, ` +
  `coalesce(s.sms_verified_at > now() - interval '${smsVerifiedMinutes} minutes', false) as sms_verified, ` +
  `s.last_seen_at <= now() - interval '${sessionTouchSeconds} seconds' as needs_touch`;
const liveSessionLimits = `s.last_seen_at > now() - interval '${sessionIdleMinutes} minutes' and s.created_at > now() - interval '${sessionAbsoluteHours} hours'`;
/** $1 the session's hash. */
const liveSession = fixedStatement<LiveSessionRow>(
  `select ${liveSessionColumns}, null as credential_hash, null as card_id, null as card_member_id
    from sessions s join members m on m.id = s.member_id where s.id_hash = $1 and ${liveSessionLimits}`,
);
/** $1 the session's hash, $2 the credential's. */
const liveSessionWithCredential = fixedStatement<LiveSessionRow>(
  `select ${liveSessionColumns}, c.credential_hash, c.card_id, cards.member_id as card_member_id
    from sessions s
    join members m on m.id = s.member_id
    left join card_credentials c on c.credential_hash = $2 and c.web_token_key = s.web_token_key
      and c.member_id = s.member_id and c.expires_at > now()
    left join cards on cards.id = c.card_id
    where s.id_hash = $1 and ${liveSessionLimits}`,
);

/**
 * Finds a live session and, when the call carries a per-call credential, that credential in the same query (one
 * round trip for a credentialed call): live, issued to this very session and still naming a card of its member,
 * else `credential` is null whichever of those failed. The idle clock is written only when it is older than
 * sessionTouchSeconds. A session past either limit is deleted on sight, so the answer is the same on every
 * instance whatever its own clock says.
 */
export async function touchSession(db: Kysely<Database>, id: string, credential?: string): Promise<SessionLookup> {
  const idHash = hashSecret(id);
  const found =
    credential === undefined ? await liveSession(db, [idHash]) : await liveSessionWithCredential(db, [idHash, hashSecret(credential)]);
  const live = found.rows[0];
  if (live) {
    if (live.needs_touch) await db.updateTable('sessions').set({ last_seen_at: sql<Date>`now()` }).where('id_hash', '=', idHash).execute();
    const cardStillTheirs = live.card_id === null || live.card_member_id === live.member_id;
    return {
      kind: 'active',
      session: { memberId: live.member_id, webTokenKey: live.web_token_key, idHash, smsVerified: live.sms_verified, role: live.role },
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
