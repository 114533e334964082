import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * Delivers what the outbox holds that is due, as the worker would, and waits while another worker of the process
 * is mid-delivery: for a test that reads what a message carried (a code in the local SMS outbox, a link in the
 * mailbox) right after the call that wrote it.
 */
export async function settleOutbox(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await app.outboxWorker.runOnce();
    const due = await app.db
      .selectFrom('outbox_messages')
      .select(sql<number>`count(*)::int`.as('count'))
      .where((eb) =>
        eb.or([eb('status', '=', 'sending'), eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', sql<Date>`now()`)])]),
      )
      .executeTakeFirstOrThrow();
    if (due.count === 0) return;
    if (Date.now() > deadline) throw new Error(`${due.count} messages still due in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
