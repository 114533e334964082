import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { outboxKeepHours } from '../otp/smsCleanup';

/** How long a delivered message stays listed (who was sent what, when: for a person answering "did you mail me?"). */
export const sentKeepDays = 30;

/**
 * Delivered messages after a month, the local mailbox after a day (like the local SMS outbox: a tester's day, not a
 * record of mail), and mail verifications that ended (used or expired) after a day. Dead messages stay until a
 * person has seen them: they are the operator's list.
 */
export async function deleteOldOutboxRows(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('outbox_messages')
    .where('status', '=', 'sent')
    .where('sent_at', '<=', sql<Date>`now() - make_interval(days => ${sentKeepDays})`)
    .execute();
  await db.deleteFrom('mailbox').where('received_at', '<=', sql<Date>`now() - make_interval(hours => ${outboxKeepHours})`).execute();
  await db.deleteFrom('mail_address_verifications').where('expires_at', '<=', sql<Date>`now() - make_interval(days => 1)`).execute();
}
