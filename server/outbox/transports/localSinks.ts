import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { describeError, type OutgoingMessage, type Transport } from './transport';

/**
 * Where messages land without an SMTP server or an SMS gateway (no SMTP_URL, no SMS_GATEWAY_URL; never in
 * production): tables that /develop shows in demo mode, so nothing is dropped silently and a person can read the
 * mail and the codes without a real inbox or phone. A repeated attempt lands once (the delivery key is unique).
 */
function localSink(name: string, write: (message: OutgoingMessage) => Promise<unknown>): Transport {
  return {
    name,
    async deliver(message) {
      try {
        await write(message);
        return { kind: 'sent' };
      } catch (error) {
        return { kind: 'failed', reason: describeError(error) };
      }
    },
    async close() {},
  };
}

export const mailboxTransport = (db: Kysely<Database>): Transport =>
  localSink('mailbox', (message) =>
    db
      .insertInto('mailbox')
      .values({
        delivery_key: message.deliveryKey,
        recipient: message.recipient,
        subject: message.subject ?? '',
        text_body: message.text,
        html_body: message.html,
      })
      .onConflict((oc) => oc.column('delivery_key').doNothing())
      .execute(),
  );

export const smsOutboxTransport = (db: Kysely<Database>): Transport =>
  localSink('sms_outbox', (message) =>
    db
      .insertInto('sms_outbox')
      .values({
        delivery_key: message.deliveryKey,
        phone_number: message.recipient,
        body: message.text,
        channel: message.channel === 'voice' ? 'voice' : 'sms',
      })
      .onConflict((oc) => oc.column('delivery_key').doNothing())
      .execute(),
  );
