import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface WindowCount {
  /** Requests counted under the key in its window, this one included. */
  readonly current: number;
  /** Milliseconds until the window ends and the count starts again. */
  readonly ttl: number;
}

/**
 * Counts one request under `key` in a fixed window of `windowMs`, in one upsert (DESIGN.md: no limit state in process
 * memory): the row's lock makes concurrent requests, on any instance, each see their own number, and the window is
 * the database's clock, so instances whose clocks differ still agree when it ends.
 */
export async function countRequest(db: Kysely<Database>, key: string, windowMs: number): Promise<WindowCount> {
  const { rows } = await sql<{ current: number; ttl: number }>`
    insert into rate_limit_counters as counter (key, count, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::double precision))
    on conflict (key) do update set
      count = case when counter.window_ends_at <= now() then 1 else counter.count + 1 end,
      window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at else counter.window_ends_at end
    returning count as current, greatest(0, ceil(extract(epoch from counter.window_ends_at - now()) * 1000))::integer as ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** Windows that have ended count nothing any more: the cleanup drops them (maintenance/expiredRows.ts). */
export async function deleteEndedRateLimitWindows(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', sql<Date>`now()`).execute();
}

/**
 * @fastify/rate-limit's store on the database instead of its default, which keeps the counts in the memory of each
 * process: behind a load balancer a client would get the limit once per instance. Each limit names its counters in
 * its key (server/http/perClientLimit.ts), so a route's store is the same one.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: WindowCount) => void, timeWindow: number): void {
      countRequest(db, key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
