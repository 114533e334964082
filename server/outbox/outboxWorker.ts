import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database, OutboxChannel } from '../db/schema';
import { retryDelayMs, type RetryPolicy } from './retryPolicy';
import type { DeliveryOutcome, Transport } from './transports/transport';
import { outboxDeliveries } from '../metrics/processMetrics';

export interface OutboxWorkerOptions {
  readonly db: Kysely<Database>;
  readonly transports: Readonly<Record<OutboxChannel, Transport>>;
  /** How often an idle worker looks for due messages. */
  readonly pollMs: number;
  readonly retry: RetryPolicy;
  /** How long a claim holds a message: a process that dies mid-delivery gives it back when this runs out. */
  readonly leaseSeconds: number;
  /** Messages claimed and delivered at once. */
  readonly batchSize: number;
  readonly log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

interface Claimed {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  delivery_key: string;
  attempts: number;
  expired: boolean;
}

/**
 * Claims due messages for this worker alone: FOR UPDATE SKIP LOCKED lets any number of instances claim at once
 * without two taking one row, and the lease (status 'sending' until lease_until) keeps another instance off it
 * while it is being delivered. A message whose lease ran out (its instance died) is due again.
 */
async function claim(db: Kysely<Database>, batchSize: number, leaseSeconds: number): Promise<Claimed[]> {
  const result = await sql<Claimed>`
    update outbox_messages
       set status = 'sending', attempts = attempts + 1, lease_until = now() + make_interval(secs => ${leaseSeconds})
     where id in (
       select id from outbox_messages
        where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now())
        order by next_attempt_at, id
        limit ${batchSize}
        for update skip locked)
    returning id, channel, recipient, subject, text_body, html_body, delivery_key::text as delivery_key, attempts, give_up_at <= now() as expired`.execute(
    db,
  );
  return result.rows;
}

/**
 * Records what the attempt came to, only while this worker still holds the claim (the status and the attempt
 * number it claimed with): a worker whose lease ran out and was overtaken cannot overwrite the newer attempt.
 * A one-time code's text is masked as the attempt ends, whatever it came to.
 */
async function settle(db: Kysely<Database>, message: Claimed, outcome: DeliveryOutcome, retry: RetryPolicy): Promise<void> {
  const held = sql`id = ${message.id} and status = 'sending' and attempts = ${message.attempts}`;
  // What a secret-bearing message keeps once its attempt ends: the masked text alone.
  const masked = sql`text_body = coalesce(secret_mask, text_body), html_body = case when secret_mask is null then html_body else null end`;
  if (outcome.kind === 'sent') {
    await sql`update outbox_messages set status = 'sent', sent_at = now(), lease_until = null, last_error = null, ${masked} where ${held}`.execute(
      db,
    );
    return;
  }
  if (outcome.kind === 'refused') {
    await sql`update outbox_messages set status = 'dead', lease_until = null, last_error = ${`refused: ${outcome.reason}`}, ${masked} where ${held}`.execute(
      db,
    );
    return;
  }
  const delayMs = retryDelayMs(retry, message.attempts);
  const next = sql`now() + make_interval(secs => ${delayMs / 1000})`;
  const pastWindow = sql`${next} >= give_up_at`;
  await sql`update outbox_messages
               set status = case when ${pastWindow} then 'dead' else 'pending' end,
                   next_attempt_at = ${next},
                   lease_until = null,
                   last_error = ${`attempt ${message.attempts}: ${outcome.reason}`},
                   text_body = case when ${pastWindow} then coalesce(secret_mask, text_body) else text_body end,
                   html_body = case when ${pastWindow} and secret_mask is not null then null else html_body end
             where ${held}`.execute(db);
}

async function deliverOne(options: OutboxWorkerOptions, message: Claimed): Promise<void> {
  const transport = options.transports[message.channel];
  const outcome: DeliveryOutcome = message.expired
    ? { kind: 'refused', reason: 'its delivery window ended before it could be sent' }
    : await transport.deliver({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        deliveryKey: message.delivery_key,
      });
  if (outcome.kind !== 'sent')
    options.log.warn(
      {
        outboxId: message.id,
        channel: message.channel,
        transport: transport.name,
        attempt: message.attempts,
        outcome: outcome.kind,
        reason: outcome.reason,
      },
      'message not delivered',
    );
  await settle(options.db, message, outcome, options.retry);
  outboxDeliveries.inc({ channel: message.channel, outcome: outcome.kind });
}

export interface OutboxWorker {
  /** Claims and delivers one batch; answers how many messages it handled. */
  runOnce(): Promise<number>;
  /** Looks again now instead of at the end of the idle wait (after a commit that wrote messages). */
  wake(): void;
  stop(): Promise<void>;
}

/** Claims one batch of due messages and delivers it; answers how many it handled. */
export async function deliverBatch(options: OutboxWorkerOptions): Promise<number> {
  const claimed = await claim(options.db, options.batchSize, options.leaseSeconds);
  await Promise.all(claimed.map((message) => deliverOne(options, message)));
  return claimed.length;
}

/** Delivers the outbox at least once per message, on any number of instances (issue 30). */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let idle = new AbortController();
  const runOnce = () => deliverBatch(options);

  const loop = (async () => {
    while (!stopped) {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        if (stopped) break;
        options.log.error({ err: error }, 'outbox worker could not claim or settle messages');
      }
      if (handled === 0 && !stopped) {
        await sleep(options.pollMs, undefined, { signal: idle.signal }).catch(() => undefined);
        idle = new AbortController();
      }
    }
  })();

  return {
    runOnce,
    wake: () => idle.abort(),
    async stop() {
      stopped = true;
      idle.abort();
      await loop;
    },
  };
}
