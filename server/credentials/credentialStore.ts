import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret, newSecret } from '../sessions/sessionStore';

/** What a valid credential vouches for: whose it is and which card it acts on (null: no card selected). */
export interface CardCredential {
  readonly memberId: string;
  readonly cardId: string | null;
}

export interface CredentialOwner {
  readonly memberId: string;
  readonly webTokenKey: string;
}

/**
 * Issues a credential for the session's member and card. Only its hash is kept; the expiry comes from the
 * database clock so every instance agrees on it (expired rows go with the ten-minute cleanup, maintenance/).
 */
export async function issueCredential(
  db: Kysely<Database>,
  owner: CredentialOwner,
  cardId: string | null,
  lifetimeMinutes: number,
): Promise<string> {
  const credential = newSecret();
  await db
    .insertInto('card_credentials')
    .values({
      credential_hash: hashSecret(credential),
      web_token_key: owner.webTokenKey,
      member_id: owner.memberId,
      card_id: cardId,
      expires_at: sql<Date>`now() + make_interval(mins => ${lifetimeMinutes})`,
    })
    .execute();
  return credential;
}

/** Idle refresh (SPEC 7.2 POST expiration): a live credential of this session gets a full lifetime again. */
export async function extendCredential(
  db: Kysely<Database>,
  owner: CredentialOwner,
  credential: string,
  lifetimeMinutes: number,
): Promise<boolean> {
  const result = await db
    .updateTable('card_credentials')
    .set({ expires_at: sql<Date>`now() + make_interval(mins => ${lifetimeMinutes})` })
    .where('credential_hash', '=', hashSecret(credential))
    .where('web_token_key', '=', owner.webTokenKey)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every credential of a session at once (used by the test-only expiry path). */
export async function expireSessionCredentials(db: Kysely<Database>, webTokenKey: string): Promise<void> {
  await db
    .updateTable('card_credentials')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('web_token_key', '=', webTokenKey)
    .execute();
}
