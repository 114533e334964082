import type { Transaction } from 'kysely';
import { DECLINE_REASON_LABELS } from '../../enums/authorization';
import { countryOf, JAPAN } from '../../enums/country';
import { declineAdvice } from '../../enums/declineAdvice';
import { tokyoClock } from '../../validators/calendar';
import type { Database } from '../db/schema';
import { memberMailingLists } from '../memberSettings/mailingLists';
import type { MessageComposer } from '../outbox/messageComposer';
import { memberRecipient } from '../outbox/recipients';
import { tokyoDateTimeText } from '../outbox/tokyoTime';
import type { AppliedReceipt } from './applyCardEvent';
import type { AuthorizationApproved, CardEvent } from './cardEvent';

/**
 * The mail an applied event causes (issue 60 item 3), written in the event's transaction, each as the member chose on
 * the mailing-list page (`members.mailing_lists`, `members.usage_alert_yen`). A use gets one mail at most: abroad
 * (its own list, urgent), else at or above the member's own amount (urgent), else in the batch of uses (several
 * within USE_BATCH_MINUTES in one mail). What can wait (the batch, the fixed statement, a missed payment) waits
 * through the quiet hours; what the member may be acting on at the shop right now (a decline, a use abroad, a large
 * use) does not. A missed payment is sent whatever the lists say, as the settings page promises for payments.
 */
export const USE_BATCH_MINUTES = 5;
/** Tokyo time: from 21:00 to 08:00 nothing that can wait is delivered; it leaves at 08:00. */
export const QUIET_HOURS = { fromMinutes: 21 * 60, untilMinutes: 8 * 60 } as const;

const TOKYO_OFFSET_MS = 9 * 3600_000;

/** The instant itself outside the quiet hours, else the next 08:00 in Tokyo. */
export function afterQuietHours(instant: Date): Date {
  const clock = tokyoClock(instant);
  if (!clock) return instant;
  const { minutes, date } = clock;
  if (minutes >= QUIET_HOURS.untilMinutes && minutes < QUIET_HOURS.fromMinutes) return instant;
  const morning = Date.UTC(date.year, date.month - 1, date.day) - TOKYO_OFFSET_MS + QUIET_HOURS.untilMinutes * 60_000;
  return new Date(minutes >= QUIET_HOURS.fromMinutes ? morning + 24 * 3600_000 : morning);
}

const yen = (amount: number): string => new Intl.NumberFormat('ja-JP').format(amount);
const monthText = (billingMonth: string): string => `${billingMonth.slice(0, 4)}年${Number(billingMonth.slice(4, 6))}月`;
const dateText = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}年${month}月${day}日`;
};

interface Choices {
  readonly usageMail: boolean;
  readonly statementMail: boolean;
  readonly declineMail: boolean;
  readonly abroadMail: boolean;
  readonly threshold: number | null;
}

async function choicesOf(trx: Transaction<Database>, memberId: string): Promise<Choices> {
  // The lists' own defaults where the member never chose (schemas/mailingLists/lists.json): declines and uses abroad on.
  const lists = await memberMailingLists(trx, memberId);
  const member = await trx.selectFrom('members').select('usage_alert_yen').where('id', '=', memberId).executeTakeFirst();
  return {
    usageMail: lists.usageMail,
    statementMail: lists.statementMail,
    declineMail: lists.declineMail,
    abroadMail: lists.abroadMail,
    threshold: member?.usage_alert_yen ?? null,
  };
}

/** Whether an event of this kind about the same subject was applied before: a second approval is no new use. */
async function seenBefore(trx: Transaction<Database>, cardId: string, event: CardEvent, subject: string): Promise<boolean> {
  const earlier = await trx
    .selectFrom('card_events')
    .select('event_id')
    .where('card_id', '=', cardId)
    .where('subject', '=', subject)
    .where('kind', '=', event.kind)
    .where('event_id', '<>', event.eventId)
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

export function createCardNotices(messages: MessageComposer, clock: () => Date) {
  /** The batch of uses: the card's use mail still waiting takes this use too, else a new one waits for the next. */
  async function batchUse(
    trx: Transaction<Database>,
    event: AuthorizationApproved,
    card: { id: string; card4no: string },
    to: { name: string; address: string; memberId: string },
  ): Promise<void> {
    const waiting = await trx
      .selectFrom('outbox_messages')
      .select('id')
      .where('kind', '=', 'cardUsage')
      .where('status', '=', 'pending')
      .where('attempts', '=', 0)
      .where('id', 'in', (query) =>
        query
          .selectFrom('card_events')
          .select('notice_message_id')
          .where('card_id', '=', card.id)
          .where('notice_message_id', 'is not', null)
          .$narrowType<{ notice_message_id: number }>(),
      )
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (waiting) {
      await trx.updateTable('card_events').set({ notice_message_id: waiting.id }).where('event_id', '=', event.eventId).execute();
      const batched = await trx
        .selectFrom('card_events')
        .select('payload')
        .where('notice_message_id', '=', waiting.id)
        .orderBy('occurred_at')
        .orderBy('received_at')
        .execute();
      const uses = batched.map((row) => lineOfUse(row.payload as unknown as AuthorizationApproved));
      if (await messages.rewrite(trx, waiting.id, 'cardUsage', { name: to.name, card4no: card.card4no, count: String(uses.length), uses }))
        return;
    }
    const due = afterQuietHours(new Date(clock().getTime() + USE_BATCH_MINUTES * 60_000));
    const id = await messages.mail(trx, {
      kind: 'cardUsage',
      to: to.address,
      memberId: to.memberId,
      params: { name: to.name, card4no: card.card4no, count: '1', uses: [lineOfUse(event)] },
      notBefore: due,
    });
    await trx.updateTable('card_events').set({ notice_message_id: id }).where('event_id', '=', event.eventId).execute();
  }

  const lineOfUse = (event: AuthorizationApproved): Record<string, string | boolean> => ({
    usedAt: tokyoDateTimeText(new Date(event.occurredAt)),
    shopName: event.data.shopName,
    amount: yen(event.data.amount),
    pending: !event.data.final,
  });

  return async function notify(trx: Transaction<Database>, event: CardEvent, receipt: AppliedReceipt): Promise<void> {
    if (receipt.result !== 'applied') return;
    const notices = ['authorization.approved', 'authorization.declined', 'statement.fixed', 'payment.missed'];
    if (!notices.includes(event.kind)) return;
    const recipient = await memberRecipient(trx, receipt.memberId);
    if (!recipient?.mailAddress) return;
    const card = await trx.selectFrom('cards').select(['id', 'card4no']).where('id', '=', receipt.cardId).executeTakeFirstOrThrow();
    const choices = await choicesOf(trx, receipt.memberId);
    const to = { name: recipient.name, address: recipient.mailAddress, memberId: receipt.memberId };
    const mail = { to: to.address, memberId: to.memberId } as const;
    const now = clock();
    switch (event.kind) {
      case 'authorization.approved': {
        if (await seenBefore(trx, card.id, event, `authorization:${event.data.authorizationId}`)) return;
        const use = lineOfUse(event);
        const common = {
          name: to.name,
          card4no: card.card4no,
          usedAt: String(use['usedAt']),
          shopName: event.data.shopName,
          amount: yen(event.data.amount),
          pending: !event.data.final,
        };
        if (event.data.country !== JAPAN && choices.abroadMail) {
          const country = countryOf(event.data.country)?.ja ?? event.data.country;
          await messages.mail(trx, { ...mail, kind: 'cardUseAbroad', params: { ...common, country } });
          return;
        }
        if (choices.threshold !== null && event.data.amount >= choices.threshold) {
          await messages.mail(trx, { ...mail, kind: 'cardLargeUse', params: { ...common, threshold: yen(choices.threshold) } });
          return;
        }
        if (choices.usageMail) await batchUse(trx, event, card, to);
        return;
      }
      case 'authorization.declined': {
        if (!choices.declineMail) return;
        const advice = declineAdvice[event.data.reasonCode];
        await messages.mail(trx, {
          ...mail,
          kind: 'cardDeclined',
          params: {
            name: to.name,
            card4no: card.card4no,
            usedAt: tokyoDateTimeText(new Date(event.occurredAt)),
            shopName: event.data.shopName,
            amount: yen(event.data.amount),
            reason: DECLINE_REASON_LABELS[event.data.reasonCode],
            advice: advice.text,
            adviceLink: advice.link !== undefined,
            adviceLabel: advice.link?.label ?? '',
            advicePath: advice.link?.to ?? '',
          },
        });
        return;
      }
      case 'statement.fixed': {
        if (!choices.statementMail) return;
        if (await seenBefore(trx, card.id, event, `month:${event.data.billingMonth}`)) return;
        await messages.mail(trx, {
          ...mail,
          kind: 'statementFixed',
          params: {
            name: to.name,
            card4no: card.card4no,
            billingMonth: monthText(event.data.billingMonth),
            amount: yen(event.data.amount),
            dueDate: dateText(event.data.dueDate),
          },
          notBefore: afterQuietHours(now),
        });
        return;
      }
      case 'payment.missed': {
        const bill = await trx
          .selectFrom('statements')
          .select(['amount_yen', 'due_date'])
          .where('card_id', '=', card.id)
          .where('billing_month', '=', event.data.billingMonth)
          .executeTakeFirst();
        // No statement yet (events out of order): nothing to name; the member top says it once the bill is there.
        if (!bill) return;
        await messages.mail(trx, {
          ...mail,
          kind: 'paymentMissed',
          params: {
            name: to.name,
            card4no: card.card4no,
            billingMonth: monthText(event.data.billingMonth),
            amount: yen(bill.amount_yen),
            dueDate: dateText(bill.due_date),
          },
          notBefore: afterQuietHours(now),
        });
        return;
      }
    }
  };
}
