import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../http/DomainError';

/**
 * SPEC 2.7 prior route information: some pages may be opened only after another this session (revo cashing after
 * the revo top; the nationality pages after their start). The page that opens the way records a grant for the
 * session and the card (`grantPriorRoute`, from its read call); a flow whose registry entry names the grant
 * (`priorRoute`) is refused without it — view, save and submit alike — and the browser shows the illegal-operation
 * error. A grant ends with the session.
 */
type Db = Kysely<Database> | Transaction<Database>;

export async function grantPriorRoute(db: Db, sessionIdHash: string, grant: string, cardId = ''): Promise<void> {
  await db
    .insertInto('session_route_grants')
    .values({ session_id_hash: sessionIdHash, grant_name: grant, card_id: cardId })
    .onConflict((oc) => oc.columns(['session_id_hash', 'grant_name', 'card_id']).doNothing())
    .execute();
}

export async function requirePriorRoute(db: Db, sessionIdHash: string | undefined, grant: string, cardId: string): Promise<void> {
  const found = sessionIdHash
    ? await db
        .selectFrom('session_route_grants')
        .select('grant_name')
        .where('session_id_hash', '=', sessionIdHash)
        .where('grant_name', '=', grant)
        .where('card_id', '=', cardId)
        .executeTakeFirst()
    : undefined;
  if (!found) throw new DomainError('invalidUserStatus', `entered without the prior route ${grant}`);
}
