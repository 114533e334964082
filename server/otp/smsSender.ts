import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SmsMessage {
  readonly phoneNumber: string;
  readonly body: string;
}

/** Where one-time codes leave the service: an SMS gateway in production, the outbox table by default. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The embedded default (DESIGN.md, identity and sessions): messages land in the database's outbox, which
 * /develop shows outside production, so a person can finish the SMS check without a phone.
 */
export function outboxSmsSender(db: Kysely<Database>): SmsSender {
  return {
    send: async ({ phoneNumber, body }) => {
      await db.insertInto('sms_outbox').values({ phone_number: phoneNumber, body }).execute();
    },
  };
}
