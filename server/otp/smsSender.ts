import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How a one-time code reaches the phone: a text message, or a voice call that reads it out. */
export type CodeChannel = 'sms' | 'voice';

export interface SmsMessage {
  readonly phoneNumber: string;
  readonly body: string;
  /** A text message unless given. */
  readonly channel?: CodeChannel;
}

/** Where one-time codes leave the service: an SMS and voice gateway in production, the outbox table by default. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The embedded default (DESIGN.md, identity and sessions): messages land in the database's outbox, which
 * /develop shows outside production, so a person can finish the SMS check without a phone.
 */
export function outboxSmsSender(db: Kysely<Database>): SmsSender {
  return {
    send: async ({ phoneNumber, body, channel = 'sms' }) => {
      await db.insertInto('sms_outbox').values({ phone_number: phoneNumber, body, channel }).execute();
    },
  };
}
