import { sql, type Transaction } from 'kysely';
import type { PaymentKind, SpendingCategory } from '../../enums/statement';
import type { Database } from '../db/schema';
import { type CardEvent, subjectOf } from './cardEvent';

export type EventOutcome = 'applied' | 'superseded';
export interface AppliedReceipt {
  readonly result: EventOutcome;
  readonly cardId: string;
  readonly memberId: string;
}
export type Receipt = AppliedReceipt | { readonly result: 'duplicate' | 'replayed' };

/** The card an event is about, by the token the processor knows it by; null for a token of no card of ours. */
export async function cardOfToken(trx: Transaction<Database>, token: string): Promise<{ id: string; member_id: string } | null> {
  // FOR UPDATE: the events of one card are applied one after another, so two about one use (an approval and the
  // sale that clears it, sent at once) never both read "nothing yet" and both write.
  const card = await trx.selectFrom('cards').select(['id', 'member_id']).where('ppcd_token', '=', token).forUpdate().executeTakeFirst();
  return card ?? null;
}

/**
 * Stores the event once by its id and applies it, in the caller's transaction. The very same signed request again is
 * a replay; the same event id under a new signature (the processor's retry) is a duplicate: both change nothing.
 */
export async function storeEvent(
  trx: Transaction<Database>,
  event: CardEvent,
  card: { id: string; member_id: string },
  signatureDigest: string,
): Promise<Receipt> {
  const inserted = await trx
    .insertInto('card_events')
    .values({
      event_id: event.eventId,
      card_id: card.id,
      kind: event.kind,
      subject: subjectOf(event),
      occurred_at: event.occurredAt,
      payload: JSON.stringify(event),
      signature_digest: signatureDigest,
      outcome: 'applied',
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (!inserted) {
    const sameRequest = await trx
      .selectFrom('card_events')
      .select('event_id')
      .where('signature_digest', '=', signatureDigest)
      .executeTakeFirst();
    return { result: sameRequest ? 'replayed' : 'duplicate' };
  }
  const result = await applyEvent(trx, event, card.id);
  if (result === 'superseded')
    await trx.updateTable('card_events').set({ outcome: 'superseded' }).where('event_id', '=', event.eventId).execute();
  return { result, cardId: card.id, memberId: card.member_id };
}

/** The subject's other applied events, as (kind, occurred_at): what decides whether this one still counts. */
async function othersOf(trx: Transaction<Database>, cardId: string, event: CardEvent): Promise<{ kind: string; occurred_at: Date }[]> {
  return trx
    .selectFrom('card_events')
    .select(['kind', 'occurred_at'])
    .where('card_id', '=', cardId)
    .where('subject', '=', subjectOf(event))
    .where('event_id', '<>', event.eventId)
    .where('outcome', '=', 'applied')
    .execute();
}

/** The billing month's provisional due date until the processor fixes it: the 27th of the next month, as the demo's. */
function provisionalDueDate(billingMonth: string): string {
  const year = Number(billingMonth.slice(0, 4));
  const month = Number(billingMonth.slice(4, 6));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-27`;
}

/** A cleared use or a refund is a line of its month; a month not yet fixed is the sum of its lines so far. */
async function addLine(
  trx: Transaction<Database>,
  cardId: string,
  line: {
    processorId: string;
    billingMonth: string;
    usedOn: string;
    shopName: string;
    amount: number;
    paymentKind: PaymentKind;
    category: SpendingCategory;
  },
): Promise<boolean> {
  const added = await trx
    .insertInto('statement_lines')
    .values({
      card_id: cardId,
      billing_month: line.billingMonth,
      used_on: line.usedOn,
      shop_name: line.shopName,
      amount_yen: line.amount,
      payment_kind: line.paymentKind,
      category: line.category,
      processor_id: line.processorId,
    })
    .onConflict((conflict) => conflict.column('processor_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!added) return false;
  await trx
    .insertInto('statements')
    .values({
      card_id: cardId,
      billing_month: line.billingMonth,
      amount_yen: line.amount,
      detail_status: '0',
      payment_status: '30',
      due_date: provisionalDueDate(line.billingMonth),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['card_id', 'billing_month'])
        // A fixed month's amount is the processor's (statement.fixed): a late line does not move it.
        .doUpdateSet({ amount_yen: sql<number>`statements.amount_yen + excluded.amount_yen` })
        .where('statements.detail_status', '=', '0'),
    )
    .execute();
  return true;
}

/** The month's payment state from its newest payment event: paid (40), past due unpaid (50), or still to pay (30). */
async function paymentStatusOf(trx: Transaction<Database>, cardId: string, billingMonth: string): Promise<'30' | '40' | '50'> {
  const newest = await trx
    .selectFrom('card_events')
    .select('kind')
    .where('card_id', '=', cardId)
    .where('subject', '=', `month:${billingMonth}`)
    .where('kind', 'in', ['payment.received', 'payment.missed'])
    .orderBy('occurred_at', 'desc')
    .orderBy('received_at', 'desc')
    .executeTakeFirst();
  if (!newest) return '30';
  return newest.kind === 'payment.received' ? '40' : '50';
}

async function applyEvent(trx: Transaction<Database>, event: CardEvent, cardId: string): Promise<EventOutcome> {
  const others = await othersOf(trx, cardId, event);
  const at = new Date(event.occurredAt).getTime();
  // An event older than one of the same kinds already applied arrived late: what it says is out of date.
  const newerOf = (kinds: readonly string[]): boolean =>
    others.some((other) => kinds.includes(other.kind) && new Date(other.occurred_at).getTime() > at);
  switch (event.kind) {
    case 'authorization.approved': {
      // The sale or the reversal already came (events out of order): the use is no longer an authorisation.
      if (others.some((other) => other.kind === 'use.cleared' || other.kind === 'authorization.reversed')) return 'superseded';
      if (newerOf(['authorization.approved'])) return 'superseded';
      const status = event.data.final ? 'approved' : 'pending';
      await trx
        .insertInto('authorizations')
        .values({
          card_id: cardId,
          authorized_at: event.occurredAt,
          shop_name: event.data.shopName,
          amount_yen: event.data.amount,
          status,
          decline_reason: null,
          processor_id: event.data.authorizationId,
        })
        .onConflict((conflict) =>
          conflict.column('processor_id').doUpdateSet({ status, amount_yen: event.data.amount, shop_name: event.data.shopName }),
        )
        .execute();
      return 'applied';
    }
    case 'authorization.declined': {
      if (others.length > 0) return 'superseded';
      await trx
        .insertInto('authorizations')
        .values({
          card_id: cardId,
          authorized_at: event.occurredAt,
          shop_name: event.data.shopName,
          amount_yen: event.data.amount,
          status: 'declined',
          decline_reason: event.data.reasonCode,
          processor_id: event.data.authorizationId,
        })
        .onConflict((conflict) => conflict.column('processor_id').doNothing())
        .execute();
      return 'applied';
    }
    case 'authorization.reversed': {
      if (others.some((other) => other.kind === 'use.cleared' || other.kind === 'authorization.reversed')) return 'superseded';
      await trx.deleteFrom('authorizations').where('processor_id', '=', event.data.authorizationId).where('card_id', '=', cardId).execute();
      return 'applied';
    }
    case 'use.cleared': {
      // The use moves from the authorisations page to the month's lines.
      if (event.data.authorizationId)
        await trx
          .deleteFrom('authorizations')
          .where('processor_id', '=', event.data.authorizationId)
          .where('card_id', '=', cardId)
          .execute();
      const added = await addLine(trx, cardId, { processorId: event.data.lineId, ...event.data });
      return added ? 'applied' : 'superseded';
    }
    case 'use.refunded': {
      const added = await addLine(trx, cardId, {
        processorId: event.data.lineId,
        billingMonth: event.data.billingMonth,
        usedOn: event.data.usedOn,
        shopName: event.data.shopName,
        amount: -event.data.amount,
        paymentKind: '1',
        category: event.data.category,
      });
      return added ? 'applied' : 'superseded';
    }
    case 'statement.fixed': {
      if (newerOf(['statement.fixed'])) return 'superseded';
      // A payment that arrived before the statement (out of order) still counts: the state is read from the events.
      const paymentStatus = await paymentStatusOf(trx, cardId, event.data.billingMonth);
      await trx
        .insertInto('statements')
        .values({
          card_id: cardId,
          billing_month: event.data.billingMonth,
          amount_yen: event.data.amount,
          detail_status: '2',
          payment_status: paymentStatus,
          due_date: event.data.dueDate,
        })
        .onConflict((conflict) =>
          conflict.columns(['card_id', 'billing_month']).doUpdateSet({
            amount_yen: event.data.amount,
            detail_status: '2',
            payment_status: paymentStatus,
            due_date: event.data.dueDate,
          }),
        )
        .execute();
      return 'applied';
    }
    case 'payment.received':
    case 'payment.missed': {
      if (newerOf(['payment.received', 'payment.missed'])) return 'superseded';
      // No statement yet: the event is kept, and the statement reads it when it is fixed.
      await trx
        .updateTable('statements')
        .set({ payment_status: event.kind === 'payment.received' ? '40' : '50' })
        .where('card_id', '=', cardId)
        .where('billing_month', '=', event.data.billingMonth)
        .execute();
      return 'applied';
    }
    case 'card.statusChanged': {
      if (newerOf(['card.statusChanged'])) return 'superseded';
      await trx.updateTable('cards').set({ card_status: event.data.status }).where('id', '=', cardId).execute();
      return 'applied';
    }
  }
}
