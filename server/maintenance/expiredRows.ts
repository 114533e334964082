import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteEndedRateLimitWindows } from '../http/rateLimitStore';
import { deleteOldKeys } from '../idempotency/idempotencyStore';
import { deleteOldLoginFailures } from '../identity/loginThrottle';
import { deleteOldSmsRows } from '../otp/smsCleanup';
import { deleteOldOutboxRows } from '../outbox/outboxCleanup';
import { sessionAbsoluteHours, sessionIdleMinutes } from '../sessions/sessionStore';

/**
 * Deletes rows nobody can use any more. Each lookup already ignores expired rows, so this only keeps the tables
 * small and drops personal traces early; running it on several instances at once is harmless.
 */
export async function deleteExpiredRows(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((where) =>
      where.or([
        where('last_seen_at', '<=', sql<Date>`now() - make_interval(mins => ${sessionIdleMinutes})`),
        where('created_at', '<=', sql<Date>`now() - make_interval(hours => ${sessionAbsoluteHours})`),
      ]),
    )
    .execute();
  await db.deleteFrom('card_credentials').where('expires_at', '<=', sql<Date>`now()`).execute();
  await db.deleteFrom('login_attempts').where('expires_at', '<=', sql<Date>`now()`).execute();
  await db.deleteFrom('oidc_payloads').where('expires_at', '<=', sql<Date>`now()`).execute();
  await deleteOldLoginFailures(db);
  await deleteEndedRateLimitWindows(db);
  await deleteOldKeys(db);
  await deleteOldSmsRows(db);
  await deleteOldOutboxRows(db);
}
