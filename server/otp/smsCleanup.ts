import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { otpPolicy } from './otpPolicy';

/** How long the development outbox keeps a message: enough for a tester's day, not a record of codes. */
export const outboxKeepHours = 24;

/**
 * A challenge matters until it has expired and left the send-limit window (the window is the longer); one with
 * wrong codes also counts towards the daily cap for a day. Afterwards it is only a trace of a phone number.
 */
export async function deleteOldSmsRows(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sms_challenges')
    .where('created_at', '<=', sql<Date>`now() - make_interval(mins => ${Math.max(otpPolicy.windowMinutes, otpPolicy.lifetimeMinutes)})`)
    .where((eb) =>
      eb.or([
        eb('failed_attempts', '=', 0),
        eb('created_at', '<=', sql<Date>`now() - make_interval(hours => ${otpPolicy.dailyWindowHours})`),
      ]),
    )
    .execute();
  await db.deleteFrom('sms_outbox').where('sent_at', '<=', sql<Date>`now() - make_interval(hours => ${outboxKeepHours})`).execute();
}
