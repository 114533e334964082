import { CardReissue, CardStatus, cardLabel, LOSS_TYPE_LABELS, NETWORK_LABELS, type LossType } from '../../enums/card';
import { FAMILY_RELATION_LABELS, type FamilyRelation } from '../../enums/family';
import { flatten, type FlowInput } from '../../flows/engine';
import type { ContextOption } from '../../schemas/contextOptions';
import type { Db } from '../flows/draftRepository';
import {
  defineFlowParts,
  type CheckContext,
  type EffectContext,
  type FlowEffect,
  type FlowInputBuilder,
  type ServerCheck,
} from '../flows/hostContracts';
import { DomainError } from '../http/DomainError';
import { replacementCard4no, requestFulfilment } from '../fulfilment/fulfilment';
import { recordChange } from './cardSettings';
import { reissueFace, reissueRefusal } from './cardLifecycle';
import { currentAddressText } from './memberData';

/**
 * The suspension of lost or stolen cards (SPEC 2.6 card-suspension, SPEC 3.1 card suspension working data): the
 * member's cards in use and the family cards issued under them (suspensionCardInfoList), each stopped or not and,
 * where it may be, reissued (applyCardReissue), the new cards posted to the member's address (addressInfo). The
 * selected card starts ticked in both lists (its options `checked`). The completion locks every chosen card again: one stopped since (another
 * window) or never the member's refuses the whole suspension, so the cards are stopped together or not at all.
 */

/** A card the suspension may stop: the member's own (`card:<id>`) or a family card under one of them (`family:<id>`). */
interface SuspendableCard {
  readonly key: string;
  readonly label: string;
  /** SPEC 3.1 reissueFlg: no new card is asked for one already on its way, nor for an emergency card issued abroad. */
  readonly reissuable: boolean;
}

const ownKey = (id: string): string => `card:${id}`;
const familyKey = (id: string): string => `family:${id}`;

const isRelation = (value: string): value is FamilyRelation => Object.hasOwn(FAMILY_RELATION_LABELS, value);

/** The member's cards in use, then the family cards in use under each, in the order the cards were issued. */
async function suspendableCards(db: Db, memberId: string): Promise<SuspendableCard[]> {
  const own = await db
    .selectFrom('cards')
    .select(['id', 'card4no', 'network_code', 'nickname', 'card_status', 'reissue_status', 'emergency_reissue'])
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .where('card_status', '=', CardStatus.Normal)
    .orderBy('issued_on')
    .orderBy('id')
    .execute();
  const family = await db
    .selectFrom('family_cards as f')
    .innerJoin('cards as c', 'c.id', 'f.parent_card_id')
    .select(['f.id', 'f.card4no', 'f.last_name_kanji', 'f.first_name_kanji', 'f.relation', 'f.reissue_status', 'c.network_code'])
    .where('f.member_id', '=', memberId)
    .where('f.card_status', '=', CardStatus.Normal)
    .where('c.active', '=', true)
    .orderBy('c.issued_on')
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  return [
    ...own.map((card) => ({
      key: ownKey(card.id),
      label: `${cardLabel({ brand: NETWORK_LABELS[card.network_code], card4no: card.card4no })} ${card.nickname}`,
      reissuable: reissueRefusal(card.card_status, card.reissue_status, card.emergency_reissue) === undefined,
    })),
    ...family.map((card) => ({
      key: familyKey(card.id),
      label: `${cardLabel({ brand: NETWORK_LABELS[card.network_code], card4no: card.card4no })} 家族カード（${card.last_name_kanji} ${card.first_name_kanji}${isRelation(card.relation) ? `・${FAMILY_RELATION_LABELS[card.relation]}` : ''}）`,
      reissuable: card.reissue_status !== CardReissue.Reissuing,
    })),
  ];
}

export const cardSuspensionInput: FlowInputBuilder = {
  build: async ({ db, ownerId, subjectId }) => {
    const cards = await suspendableCards(db, ownerId);
    // The card the member came from is the one they mean first: ticked to stop and, where it may be, to reissue.
    const optionOf = (card: SuspendableCard): ContextOption => ({
      const: card.key,
      title: card.label,
      ...(card.key === ownKey(subjectId) ? { checked: true } : {}),
    });
    return {
      suspensionCardOptions: cards.map(optionOf),
      reissuableCardOptions: cards.filter((card) => card.reissuable).map(optionOf),
    };
  },
  facts: async ({ db, ownerId }) => {
    const member = await db
      .selectFrom('members')
      .select(['last_name_kanji', 'first_name_kanji'])
      .where('id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return {
      addressName: `${member.last_name_kanji} ${member.first_name_kanji}`,
      currentAddressText: await currentAddressText(db, ownerId),
    };
  },
};

const optionsOf = (input: FlowInput, key: string): readonly unknown[] => {
  const options = input[key];
  return Array.isArray(options) ? options : [];
};

/** Refused before the first page: nothing of the member's is in use to stop (issue 35). */
const nothingSuspendable = (input: FlowInput): DomainError | undefined =>
  optionsOf(input, 'suspensionCardOptions').length > 0
    ? undefined
    : new DomainError('nothingToSuspend', 'suspension without a card in use');

/**
 * The reissued card's delivery is said as the reissue's own pages and the family card's say it (schemas/cardReissue,
 * schemas/familyCard: 「1〜2週間ほど」), and the support page's answer too (config/support.json): one fact, one way.
 */
export const cardSuspensionMessages = {
  reissueOfStoppedOnly: '再発行するカードは、利用を停止するカードの中からお選びください。',
  reissueRequested: 'の再発行を受け付けました（1〜2週間ほどでご登録の住所にお届けします）',
  noReissue: '再発行しない',
} as const;

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);

/** A new card is asked for a card the suspension stops, never for one left in use. */
const reissueOfStoppedCards: ServerCheck = {
  after: async ({ given }: CheckContext) => {
    const stopped = keysOf(given['suspensionCardInfoList']);
    return keysOf(given['applyCardReissue']).every((key) => stopped.includes(key))
      ? []
      : [{ field: 'applyCardReissue', message: cardSuspensionMessages.reissueOfStoppedOnly }];
  },
};

const isLossType = (value: unknown): value is LossType => typeof value === 'string' && Object.hasOwn(LOSS_TYPE_LABELS, value);

const stoppedSince = (): DomainError => new DomainError('nothingToSuspend', "card chosen for suspension not the member's or stopped since");

/**
 * Stops the chosen cards under their row locks, in one transaction: each card's status and, asked for, its new card
 * (one order per card: a reissue already on its way stays the one), each change recorded with the card it is of.
 */
const cardsSuspended: FlowEffect = async (context) => {
  const answers = flatten(context.answers);
  const lossType = answers['cardSuspensionStatus'];
  if (!isLossType(lossType)) throw new Error('suspension completed without a reason');
  const chosen = keysOf(answers['suspensionCardInfoList']);
  const reissued = new Set(keysOf(answers['applyCardReissue']));
  if (chosen.length === 0) throw new Error('suspension completed without a card');
  const listed = new Map((await suspendableCards(context.trx, context.ownerId)).map((card) => [card.key, card]));
  const labels: string[] = [];
  const reissuedLabels: string[] = [];
  for (const key of chosen) {
    const listing = listed.get(key);
    if (!listing) throw stoppedSince();
    const reissue = reissued.has(key);
    const own = key.startsWith(ownKey(''));
    const id = key.slice(key.indexOf(':') + 1);
    const card4no = own ? await stopOwnCard(context, id, lossType, reissue) : await stopFamilyCard(context, id, lossType, reissue);
    // Each change names the card it is of by its last four digits: one suspension may stop several.
    await recordChange(context, 'cardSuspension', own ? 'cardStatus' : 'familyCardStatus', `${card4no}:0`, `${card4no}:${lossType}`);
    if (reissue) await recordChange(context, 'cardSuspension', own ? 'cardReissue' : 'familyCardReissue', `${card4no}:0`, `${card4no}:1`);
    labels.push(listing.label);
    if (reissue) reissuedLabels.push(listing.label);
  }
  return {
    lossType: LOSS_TYPE_LABELS[lossType],
    suspendedCards: labels.join('、'),
    reissue:
      reissuedLabels.length > 0
        ? `${reissuedLabels.join('、')}${cardSuspensionMessages.reissueRequested}`
        : cardSuspensionMessages.noReissue,
  };
};

/** The member's own card stopped, with its replacement ordered when asked for: answers its last four digits. */
async function stopOwnCard(context: EffectContext, cardId: string, lossType: LossType, reissue: boolean): Promise<string> {
  const card = await context.trx
    .selectFrom('cards')
    .select(['card_status', 'reissue_status', 'card4no', 'shurui_no'])
    .where('id', '=', cardId)
    .where('member_id', '=', context.ownerId)
    .where('active', '=', true)
    .forUpdate()
    .executeTakeFirst();
  if (card?.card_status !== CardStatus.Normal) throw stoppedSince();
  await context.trx
    .updateTable('cards')
    .set({ card_status: lossType, reissue_status: reissue ? CardReissue.Reissuing : card.reissue_status })
    .where('id', '=', cardId)
    .execute();
  if (reissue && card.reissue_status !== CardReissue.Reissuing) {
    await requestFulfilment(context.trx, {
      kind: 'replacement',
      memberId: context.ownerId,
      cardId,
      card4no: replacementCard4no(card.card4no),
    });
    await reissueFace(context, 'cardSuspension', cardId, card.shurui_no);
  }
  return card.card4no;
}

/** A family card under one of the member's cards stopped, its replacement ordered when asked for. */
async function stopFamilyCard(context: EffectContext, familyCardId: string, lossType: LossType, reissue: boolean): Promise<string> {
  const card = await context.trx
    .selectFrom('family_cards')
    .select(['parent_card_id', 'card_status', 'reissue_status', 'card4no'])
    .where('id', '=', familyCardId)
    .where('member_id', '=', context.ownerId)
    .forUpdate()
    .executeTakeFirst();
  if (card?.card_status !== CardStatus.Normal) throw stoppedSince();
  await context.trx
    .updateTable('family_cards')
    .set({ card_status: lossType, reissue_status: reissue ? CardReissue.Reissuing : card.reissue_status })
    .where('id', '=', familyCardId)
    .execute();
  if (reissue && card.reissue_status !== CardReissue.Reissuing)
    await requestFulfilment(context.trx, {
      kind: 'replacement',
      memberId: context.ownerId,
      cardId: card.parent_card_id,
      familyCardId,
      card4no: replacementCard4no(card.card4no),
    });
  return card.card4no;
}

export const cardSuspensionFlowParts = defineFlowParts({
  cardSuspension: {
    input: cardSuspensionInput,
    refusal: nothingSuspendable,
    checks: { setting: reissueOfStoppedCards },
    effect: cardsSuspended,
  },
});
