import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether one client address may add `count` more rows to `table` this minute, at most `limit`: counted in the
 * database (DESIGN.md: no limit state in process memory) under a transaction-scoped advisory lock per table and
 * address, so concurrent requests take turns and cannot pass the limit together. For reports anyone may send.
 */
export async function withinPerMinuteLimit(
  trx: Transaction<Database>,
  table: 'crash_reports' | 'analytics_records',
  clientAddress: string,
  limit: number,
  count = 1,
): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${table}:${clientAddress}`}))`.execute(trx);
  const recent = await trx
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('count'))
    .where('client_address', '=', clientAddress)
    .where(sql<boolean>`received_at > now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  return Number(recent.count) + count <= limit;
}
