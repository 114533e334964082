import { sql, type Kysely } from 'kysely';
import { recordAudit, type AuditActor } from '../audit/auditLog';
import type { Database, OutboxChannel, OutboxStatus } from '../db/schema';
import { maskPhoneNumber } from '../otp/oneTimeCode';
import { MAIL_DELIVERY_HOURS } from './messageComposer';

/** A message an operator should look at: given up (dead), or failing and waiting for its next try, or held past its lease. */
export interface OutboxProblem {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly kind: string;
  /** A mail address as written; a phone number masked (090-****-5678). */
  readonly recipient: string;
  readonly subject: string | null;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly nextAttemptAt: string;
  /** A one-time code is not resent: its owner asks for a new one. */
  readonly resendable: boolean;
}

const shownProblems = 50;

/** The dead and the stuck, newest first (issue 30 item 6). */
export async function outboxProblems(db: Kysely<Database>): Promise<OutboxProblem[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select([
      'id',
      'channel',
      'kind',
      'recipient',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'next_attempt_at',
      'secret_mask',
    ])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'dead'),
        eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(shownProblems)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.channel === 'mail' ? row.recipient : maskPhoneNumber(row.recipient),
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
    resendable: row.status === 'dead' && row.secret_mask === null,
  }));
}

export type ResendOutcome = 'resent' | 'notDead' | 'oneTimeCode';

/**
 * Gives a dead message a new delivery window, from its first attempt again; the same delivery key, so a far side
 * that did receive it after all can drop the repeat. A one-time code is refused: its text is masked and it has
 * expired; the person asks for a new code. Safe to repeat: a second resend finds it no longer dead. Audited, with the
 * reason it had died.
 */
export async function resendDeadMessage(db: Kysely<Database>, id: number, actor: AuditActor): Promise<ResendOutcome> {
  const resent = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('outbox_messages')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: sql<Date>`now()`,
        give_up_at: sql<Date>`now() + make_interval(hours => ${MAIL_DELIVERY_HOURS})`,
        lease_until: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'dead')
      .where('secret_mask', 'is', null)
      .returning(['kind', 'last_error'])
      .executeTakeFirst();
    if (updated)
      await recordAudit(trx, {
        actor,
        action: 'outbox.resend',
        subject: { type: 'outbox_message', id },
        detail: { kind: updated.kind, lastError: updated.last_error },
      });
    return updated !== undefined;
  });
  if (resent) return 'resent';
  const row = await db.selectFrom('outbox_messages').select(['status', 'secret_mask']).where('id', '=', id).executeTakeFirst();
  return row?.status === 'dead' && row.secret_mask !== null ? 'oneTimeCode' : 'notDead';
}

/** How many messages of these channels wait to be delivered (the demo pages say a message is on its way). */
export async function waitingCount(db: Kysely<Database>, channels: readonly OutboxChannel[]): Promise<number> {
  const row = await db
    .selectFrom('outbox_messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('channel', 'in', channels)
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return row.count;
}
