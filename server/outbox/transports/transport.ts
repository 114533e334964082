import type { OutboxChannel } from '../../db/schema';

/** A message as a transport delivers it: its outbox row's content and key. */
export interface OutgoingMessage {
  readonly channel: OutboxChannel;
  readonly recipient: string;
  readonly subject: string | null;
  readonly text: string;
  readonly html: string | null;
  /** The same on every attempt of one message: the far side drops a repeat by it (Message-ID, Idempotency-Key). */
  readonly deliveryKey: string;
}

/**
 * What an attempt came to. `refused` is final (the far side said no to this message: a mailbox that does not exist,
 * a number the gateway will not take) and the message is dead at once; `failed` is worth another try (the server
 * down, a timeout, a 4xx of SMTP, a 5xx of HTTP).
 */
export type DeliveryOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

export interface Transport {
  /** A short name for the log of a failed attempt (`smtp`, `gateway`, `mailbox`, `sms_outbox`). */
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<DeliveryOutcome>;
  close(): Promise<void>;
}

export const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);
