import { sql, type Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema';

/**
 * oidc-provider's storage in the `oidc_payloads` table, so its sessions, interactions and codes are shared
 * by every instance (DESIGN.md: nothing in process memory). Same contract as the library's example adapters.
 */
export function databaseAdapter(db: Kysely<Database>): (kind: string) => Adapter {
  const notExpired = sql<boolean>`(expires_at is null or expires_at > now())`;

  const read = async (kind: string, column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> => {
    // The library passes on what a client sent (a form body it parses itself): NUL is no id, and PostgreSQL text refuses it.
    if (value.includes('\u0000')) return undefined;
    const row = await db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('kind', '=', kind)
      .where(column, '=', value)
      .where(notExpired)
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // The library checks `consumed` to refuse a second use of a code.
    return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
  };

  return (kind) => ({
    async upsert(id, payload, expiresIn) {
      const values = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ id, kind, ...values })
        .onConflict((conflict) => conflict.columns(['kind', 'id']).doUpdateSet(values))
        .execute();
    },
    find: (id) => read(kind, 'id', id),
    findByUid: (uid) => read(kind, 'uid', uid),
    findByUserCode: (userCode) => read(kind, 'user_code', userCode),
    async consume(id) {
      await db.updateTable('oidc_payloads').set({ consumed_at: sql<Date>`now()` }).where('kind', '=', kind).where('id', '=', id).execute();
    },
    async destroy(id) {
      await db.deleteFrom('oidc_payloads').where('kind', '=', kind).where('id', '=', id).execute();
    },
    async revokeByGrantId(grantId) {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    },
  });
}
