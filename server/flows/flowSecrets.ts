import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../identity/passwordHash';
import type { DraftKey } from './draftRepository';

/**
 * Where a flow's secrets wait (schemas/secrets.ts): hashed the moment a step gives them, one row per field of the
 * draft, replaced when the step is answered again, taken (and removed) by the completion. The value itself lives
 * only in the request that carried it.
 */
export async function keepSecrets(
  trx: Transaction<Database>,
  key: DraftKey,
  secrets: Readonly<Record<string, string>>,
  cost: number,
): Promise<void> {
  for (const [field, secret] of Object.entries(secrets)) {
    const secretHash = await hashPassword(secret, cost);
    await trx
      .insertInto('flow_secrets')
      .values({ owner_id: key.ownerId, flow_id: key.flowId, subject_id: key.subjectId, field, secret_hash: secretHash })
      .onConflict((oc) => oc.columns(['owner_id', 'flow_id', 'subject_id', 'field']).doUpdateSet({ secret_hash: secretHash }))
      .execute();
  }
}

/** The draft's secrets as hashes by field, removed from the table: the completion stores them where they belong. */
export async function takeSecrets(trx: Transaction<Database>, key: DraftKey): Promise<Readonly<Record<string, string>>> {
  const rows = await trx
    .deleteFrom('flow_secrets')
    .where('owner_id', '=', key.ownerId)
    .where('flow_id', '=', key.flowId)
    .where('subject_id', '=', key.subjectId)
    .returning(['field', 'secret_hash'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.field, row.secret_hash]));
}
