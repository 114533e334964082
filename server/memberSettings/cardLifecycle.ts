import { PaymentStatus } from '../../enums/statement';
import { CardReissue, CardStatus, printedExpiry, REISSUE_REASON_LABELS, type ReissueReason } from '../../enums/card';
import { reissuedFace } from '../../enums/cardDesigns';
import { MembershipStatus, WITHDRAWAL_REASON_LABELS, type WithdrawalReason } from '../../enums/member';
import { tokyoToday } from '../../validators/calendar';
import type { CheckContext, ServerCheck } from '../flows/hostContracts';
import type { Db } from '../flows/draftRepository';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder } from '../flows/hostContracts';
import { currentAddressText } from './memberData';
import { flatten, type FlowInput } from '../../flows/engine';
import { DomainError } from '../http/DomainError';
import { recordChange } from './cardSettings';
import { newCardKind, replacementCard4no, requestFulfilment } from '../fulfilment/fulfilment';

/**
 * The card's life (issue 16): its activation, a reissue, and the withdrawal from the membership (the suspension of lost
 * cards: cardSuspension.ts). The machine input carries the facts the refusals read (SPEC 8.2: reissue in progress,
 * the card activation error, the three withdrawal errors), so each flow is refused before its first page with its own
 * screen; the completions read the rows again under a lock, because a second window or a payment falling due may have
 * changed them since.
 */

const UNPAID = '50';

async function cardState(db: Db, memberId: string, cardId: string) {
  return db
    .selectFrom('cards')
    .select(['card_status', 'reissue_status', 'activated', 'emergency_reissue'])
    .where('id', '=', cardId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The selected card's status and reissue state; the page's lead names the address a new card goes to. */
export const cardLifecycleInput: FlowInputBuilder = {
  build: async ({ db, ownerId, subjectId }) => {
    const card = await cardState(db, ownerId, subjectId);
    if (!card) throw new DomainError('invalidUserStatus', "card flow on a card that is not the member's");
    return {
      cardStatus: card.card_status,
      reissueStatus: card.reissue_status,
      activated: card.activated ? '1' : '0',
      emergencyReissue: card.emergency_reissue,
    };
  },
  facts: async ({ db, ownerId }) => ({ currentAddressText: await currentAddressText(db, ownerId) }),
};

/** The new card's face: a portrait Mastercard's moves to landscape under the vertical removal's third release. */
export async function reissueFace(context: EffectContext, flowId: string, cardId: string, face: string): Promise<void> {
  const reissued = reissuedFace(face, context.flagOn('mastercardVerticalRemovalThirdRelease'));
  if (reissued === face) return;
  await context.trx.updateTable('cards').set({ shurui_no: reissued }).where('id', '=', cardId).execute();
  await recordChange(context, flowId, 'cardDesign', face, reissued);
}

/** A card a new one may replace: in use, or stopped for loss or theft without a new card asked for yet. */
const REISSUABLE: readonly string[] = [CardStatus.Normal, CardStatus.SalesStoppedLoss, CardStatus.SalesStoppedTheft];

export function reissueRefusal(cardStatus: unknown, reissueStatus: unknown, emergencyReissue: unknown): DomainError | undefined {
  if (reissueStatus === CardReissue.Reissuing) return new DomainError('reissueInProgress', 'reissue of a card already being reissued');
  // An emergency card issued abroad is replaced by a reissue asked for once home, not from it (the notice says so).
  if (emergencyReissue === '1') return new DomainError('emergencyReissueNotice', 'reissue of an emergency card');
  if (typeof cardStatus !== 'string' || !REISSUABLE.includes(cardStatus))
    return new DomainError('invalidUserStatus', `reissue of a card in status ${String(cardStatus)}`);
  return undefined;
}

/** Refused before the reason page: a card already being reissued is told so before the member picks a reason (issue 35). */
const cardNotReissuable = (input: FlowInput): DomainError | undefined =>
  reissueRefusal(input['cardStatus'], input['reissueStatus'], input['emergencyReissue']);

const isReissueReason = (value: unknown): value is ReissueReason =>
  typeof value === 'string' && Object.hasOwn(REISSUE_REASON_LABELS, value);

const cardReissued: FlowEffect = async (context) => {
  const reason = flatten(context.answers)['reissueReason'];
  if (!isReissueReason(reason)) throw new Error('reissue completed without a reason');
  const card = await context.trx
    .selectFrom('cards')
    .select(['card_status', 'reissue_status', 'emergency_reissue', 'card4no', 'shurui_no'])
    .where('id', '=', context.subjectId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const refusal = reissueRefusal(card.card_status, card.reissue_status, card.emergency_reissue);
  if (refusal) throw refusal;
  await context.trx.updateTable('cards').set({ reissue_status: CardReissue.Reissuing }).where('id', '=', context.subjectId).execute();
  const kind = newCardKind(card.card_status);
  await requestFulfilment(context.trx, {
    kind,
    memberId: context.ownerId,
    cardId: context.subjectId,
    card4no: kind === 'replacement' ? replacementCard4no(card.card4no) : card.card4no,
  });
  await recordChange(context, 'cardReissue', 'cardReissue', card.reissue_status, CardReissue.Reissuing);
  await recordChange(context, 'cardReissue', 'reissueReason', null, reason);
  await reissueFace(context, 'cardReissue', context.subjectId, card.shurui_no);
  return { reissueReason: REISSUE_REASON_LABELS[reason], deliveredTo: await currentAddressText(context.trx, context.ownerId) };
};

export const cardActivationMessages = {
  expiryMismatch: 'お手元のカードの有効期限と一致しません。カード表面の「MONTH/YEAR」の数字を、月・年の順に入力してください。',
} as const;

/**
 * A card is activated once, while it is in use: one activated already or stopped is refused before the expiry page,
 * not after the member has typed the expiry (issue 35).
 */
const cardNotActivatable = (input: FlowInput): DomainError | undefined =>
  input['activated'] === '0' && input['cardStatus'] === CardStatus.Normal
    ? undefined
    : new DomainError('cardActivationFailed', 'activation of a card not waiting for it');

/** The expiry given is the one printed on the card. */
const cardExpiryMatches: ServerCheck = {
  after: async ({ trx, subjectId, given }: CheckContext) => {
    const card = await trx.selectFrom('cards').select('issued_on').where('id', '=', subjectId).executeTakeFirstOrThrow();
    return given['cardExpiry'] === printedExpiry(card.issued_on)
      ? []
      : [{ field: 'cardExpiry', message: cardActivationMessages.expiryMismatch }];
  },
};

const cardActivated: FlowEffect = async (context) => {
  const card = await context.trx
    .selectFrom('cards')
    .select(['activated', 'card_status'])
    .where('id', '=', context.subjectId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (card.activated || card.card_status !== CardStatus.Normal)
    throw new DomainError('cardActivationFailed', 'card activated or stopped since the flow began');
  await context.trx.updateTable('cards').set({ activated: true }).where('id', '=', context.subjectId).execute();
  await recordChange(context, 'cardActivation', 'activated', '0', '1');
  return {};
};

interface HeldCard {
  readonly id: string;
  readonly nickname: string;
  readonly card4no: string;
  readonly unpaid: boolean;
  /** A bill of less than nothing (a refund larger than the month's use) not yet paid back: SPEC 8.1 4007 overpayment detail. */
  readonly overpaid: boolean;
}

async function heldCards(db: Db, memberId: string, lock = false): Promise<HeldCard[]> {
  const query = db
    .selectFrom('cards')
    .select(['id', 'nickname', 'card4no'])
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .orderBy('issued_on')
    .orderBy('id');
  const cards = await (lock ? query.forUpdate() : query).execute();
  if (cards.length === 0) return [];
  const unpaid = await db
    .selectFrom('statements')
    .select('card_id')
    .distinct()
    .where(
      'card_id',
      'in',
      cards.map((card) => card.id),
    )
    .where('payment_status', '=', UNPAID)
    .execute();
  const overpaid = await db
    .selectFrom('statements')
    .select('card_id')
    .distinct()
    .where(
      'card_id',
      'in',
      cards.map((card) => card.id),
    )
    .where('amount_yen', '<', 0)
    .where('payment_status', '<>', PaymentStatus.Paid)
    .execute();
  const owing = new Set(unpaid.map((row) => row.card_id));
  const owed = new Set(overpaid.map((row) => row.card_id));
  return cards.map((card) => ({ ...card, unpaid: owing.has(card.id), overpaid: owed.has(card.id) }));
}

const cardsText = (cards: readonly HeldCard[]): string => cards.map((card) => `${card.nickname}（下4桁 ${card.card4no}）`).join('、');

/**
 * The refusal a withdrawal meets with this many cards held, owing and owed a refund, or undefined when the member may
 * leave: an overpayment is paid back to a member's account before the membership it belongs to ends.
 */
function withdrawalRefusal(held: number, owing: number, overpaid: number): DomainError | undefined {
  if (held === 0) return new DomainError('withdrawalErrorNone', 'withdrawal without a card in use');
  if (owing === held) return new DomainError('withdrawalErrorAll', 'withdrawal with every card owing');
  if (owing > 0) return new DomainError('withdrawalErrorPartial', 'withdrawal with a card owing');
  if (overpaid > 0) return new DomainError('overpaymentDetail', 'withdrawal with an overpayment not yet refunded');
  return undefined;
}

const owingOf = (cards: readonly HeldCard[]): number => cards.filter((card) => card.unpaid).length;
const overpaidOf = (cards: readonly HeldCard[]): number => cards.filter((card) => card.overpaid).length;

/** The cards a withdrawal ends, and how many still owe; the reason step's lead names them. */
export const memberWithdrawalInput: FlowInputBuilder = {
  build: async ({ db, ownerId }) => {
    const cards = await heldCards(db, ownerId);
    return { heldCards: cards.length, owingCards: owingOf(cards), overpaidCards: overpaidOf(cards) };
  },
  facts: async ({ db, ownerId }) => ({ withdrawalCardsText: cardsText(await heldCards(db, ownerId)) }),
};

/** Refused before the reason page: a member who cannot leave is told why before giving a reason (issue 35). */
const withdrawalNotAllowed = (input: FlowInput): DomainError | undefined =>
  withdrawalRefusal(Number(input['heldCards'] ?? 0), Number(input['owingCards'] ?? 0), Number(input['overpaidCards'] ?? 0));

const isWithdrawalReason = (value: unknown): value is WithdrawalReason =>
  typeof value === 'string' && Object.hasOwn(WITHDRAWAL_REASON_LABELS, value);

const membershipWithdrawn: FlowEffect = async (context) => {
  const reason = flatten(context.answers)['withdrawalReason'];
  if (!isWithdrawalReason(reason)) throw new Error('withdrawal completed without a reason');
  const cards = await heldCards(context.trx, context.ownerId, true);
  const refusal = withdrawalRefusal(cards.length, owingOf(cards), overpaidOf(cards));
  if (refusal) throw refusal;
  const today = tokyoToday(context.now);
  await context.trx
    .updateTable('cards')
    .set({ card_status: CardStatus.Withdrawn, active: false, closed_on: today })
    .where(
      'id',
      'in',
      cards.map((card) => card.id),
    )
    .execute();
  const member = await context.trx
    .selectFrom('members')
    .select('membership_status')
    .where('id', '=', context.ownerId)
    .executeTakeFirstOrThrow();
  await context.trx
    .updateTable('members')
    .set({ role: 'former_member', membership_status: MembershipStatus.Withdrawal })
    .where('id', '=', context.ownerId)
    .execute();
  await recordChange(context, 'cardWithdrawal', 'membershipStatus', member.membership_status, MembershipStatus.Withdrawal);
  await recordChange(context, 'cardWithdrawal', 'withdrawalReason', null, reason);
  const [year, month, day] = today.split('-').map(Number);
  return { withdrawnCards: cardsText(cards), withdrawnOn: `${year}年${month}月${day}日` };
};

export const cardLifecycleFlowParts = defineFlowParts({
  cardReissue: { input: cardLifecycleInput, refusal: cardNotReissuable, effect: cardReissued },
  cardActivation: { input: cardLifecycleInput, refusal: cardNotActivatable, checks: { card: cardExpiryMatches }, effect: cardActivated },
  cardWithdrawal: { input: memberWithdrawalInput, refusal: withdrawalNotAllowed, effect: membershipWithdrawn },
});
