import { randomInt, randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { CardReissue, CardStatus, CardType } from '../../enums/card';
import { FAMILY_CARD_MAX, FAMILY_RELATION_LABELS, GOLD_FAMILY_CARD_MAX, type FamilyRelation } from '../../enums/family';
import type { FamilyCardState, FamilyCardsAnswer } from '../../api/familyCardAnswers';
import type { Database } from '../db/schema';
import type { RefusalContext, ServerCheck } from '../flows/hostContracts';
import type { Db } from '../flows/draftRepository';
import type { EffectContext, FlowEffect } from '../flows/hostContracts';
import { defineFlowParts, type FlowInputBuilder } from '../flows/hostContracts';
import { flatten } from '../../flows/engine';
import { requiredAnswer } from '../flows/requiredAnswer';
import { DomainError } from '../http/DomainError';
import { recordChange } from './cardSettings';
import { requestFulfilment } from '../fulfilment/fulfilment';

/**
 * The family cards of the member's selected card (issue 16, SPEC 2.6, 9): the list the family card page reads, the
 * add flow's input (the member's own name and mobile number, which a family member's may not repeat), the limit
 * (10 on a regular card, 3 on a gold one: 4008, 4009) at the first step and again under the card's row lock at the
 * submit, and the completion that issues the card with the slow hash of its PIN.
 */

interface ParentCard {
  readonly gold: boolean;
  readonly familyCards: number;
}

const limitOf = (gold: boolean): number => (gold ? GOLD_FAMILY_CARD_MAX : FAMILY_CARD_MAX);

async function parentCard(db: Db, memberId: string, cardId: string, lock = false): Promise<ParentCard> {
  const query = db
    .selectFrom('cards')
    .select(['daiko_cd', 'card_status', 'is_family_card'])
    .where('id', '=', cardId)
    .where('member_id', '=', memberId)
    .where('active', '=', true);
  const card = await (lock ? query.forUpdate() : query).executeTakeFirst();
  // A family card has no family cards of its own, and a stopped card issues none.
  if (!card || card.is_family_card || card.card_status !== CardStatus.Normal)
    throw new DomainError('invalidUserStatus', 'family cards of a card that cannot have them');
  const count = await db
    .selectFrom('family_cards')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('parent_card_id', '=', cardId)
    .where(holdsPlace)
    .executeTakeFirstOrThrow();
  return { gold: card.daiko_cd === CardType.Gold, familyCards: Number(count.count) };
}

const countText = (card: ParentCard): string =>
  `${card.familyCards}枚（あと${Math.max(0, limitOf(card.gold) - card.familyCards)}枚お申し込みいただけます）`;

export const familyCardsInput: FlowInputBuilder = {
  build: async ({ db, ownerId, subjectId }) => {
    const card = await parentCard(db, ownerId, subjectId);
    const member = await db
      .selectFrom('members')
      .select(['last_name_kanji', 'first_name_kanji', 'mobile_number'])
      .where('id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return {
      lastNameKanji: member.last_name_kanji,
      firstNameKanji: member.first_name_kanji,
      mobNumFull: member.mobile_number,
      cardType: card.gold ? CardType.Gold : CardType.Regular,
      familyCards: card.familyCards,
    };
  },
  facts: async ({ db, ownerId, subjectId }) => ({ familyCardsText: countText(await parentCard(db, ownerId, subjectId)) }),
};

const limitRefusal = (gold: boolean, held: number): DomainError | undefined => {
  if (held < limitOf(gold)) return undefined;
  return gold
    ? new DomainError('goldFamilyCardLimit', `gold card with ${held} family cards`)
    : new DomainError('familyCardLimit', `card with ${held} family cards`);
};

const familyCardsBelowLimit: ServerCheck = {
  before: ({ input }: RefusalContext) => {
    const refusal = limitRefusal(input['cardType'] === CardType.Gold, Number(input['familyCards'] ?? 0));
    if (refusal) throw refusal;
  },
};

const familyCardAdded: FlowEffect = async (context: EffectContext) => {
  const answers = flatten(context.answers);
  const text = (field: string) => requiredAnswer(answers, field, 'familyCard');
  const pinHash = context.secretHashes['familyPinNumber'];
  if (!pinHash) throw new DomainError('invalidUserStatus', 'family card completed without its PIN');
  const card = await parentCard(context.trx, context.ownerId, context.subjectId, true);
  const refusal = limitRefusal(card.gold, card.familyCards);
  if (refusal) throw refusal;
  const birthDay = text('familyBirthDay');
  const row = {
    id: randomUUID(),
    member_id: context.ownerId,
    parent_card_id: context.subjectId,
    card4no: String(randomInt(0, 10_000)).padStart(4, '0'),
    last_name_kanji: text('familyLastNameKanji'),
    first_name_kanji: text('familyFirstNameKanji'),
    last_name_kana: text('familyLastNameKana'),
    first_name_kana: text('familyFirstNameKana'),
    last_name_alpha: text('familyLastNameAlpha'),
    first_name_alpha: text('familyFirstNameAlpha'),
    birth_day: `${birthDay.slice(0, 4)}-${birthDay.slice(4, 6)}-${birthDay.slice(6, 8)}`,
    sex: text('familySexType'),
    relation: text('familyRelation'),
    mobile_number: text('familyMobNumFull'),
    pin_hash: pinHash,
  };
  await context.trx.insertInto('family_cards').values(row).execute();
  await requestFulfilment(context.trx, {
    kind: 'familyCard',
    memberId: context.ownerId,
    cardId: context.subjectId,
    familyCardId: row.id,
    card4no: row.card4no,
  });
  const familyName = `${row.last_name_kanji} ${row.first_name_kanji}`;
  await recordChange(context, 'familyCard', 'familyCard', null, `${familyName}（下4桁 ${row.card4no}）`);
  return { familyName, familyCardsText: countText({ gold: card.gold, familyCards: card.familyCards + 1 }) };
};

const isRelation = (value: string): value is FamilyRelation => Object.hasOwn(FAMILY_RELATION_LABELS, value);

type ListedFamilyCard = FamilyCardsAnswer['familyCards'][number];

/** A card's family cards, oldest first, as the pages name them (whatever the state of the card they belong to). */
export async function listedFamilyCards(db: Db, cardId: string): Promise<ListedFamilyCard[]> {
  const rows = await db
    .selectFrom('family_cards')
    .select(['id', 'last_name_kanji', 'first_name_kanji', 'relation', 'card4no', 'created_at', 'card_status', 'reissue_status'])
    .where('parent_card_id', '=', cardId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: `${row.last_name_kanji} ${row.first_name_kanji}`,
    relation: isRelation(row.relation) ? FAMILY_RELATION_LABELS[row.relation] : '',
    card4no: row.card4no,
    state: familyCardState(row.card_status, row.reissue_status),
  }));
}

/** A family card stopped for loss or theft comes back under a new number when it was reissued, and not otherwise. */
function familyCardState(status: string, reissue: string): FamilyCardState {
  if (status === CardStatus.Normal) return 'inUse';
  return reissue === CardReissue.Reissuing ? 'reissuing' : 'stopped';
}

/**
 * The family cards that hold a place under the card's limit (SPEC 9): those in use and those on their way again;
 * one stopped for good frees its place, as the member would expect after reporting it lost without a new one.
 */
export const holdsPlace = (eb: ExpressionBuilder<Database, 'family_cards'>) =>
  eb.or([eb('family_cards.card_status', '=', CardStatus.Normal), eb('family_cards.reissue_status', '=', CardReissue.Reissuing)]);

/** A family card as a choice of a flow's step (`x-optionsFrom`): who holds it, and its last four digits. */
export const familyCardChoice = (card: ListedFamilyCard): { const: string; title: string } => ({
  const: card.id,
  title: `${card.name}（${card.relation}）・下4桁 ${card.card4no}`,
});

/** The family cards the gold switch carries or releases: one stopped for good has nothing left to carry. */
export async function familyCardsHoldingPlace(db: Db, cardId: string): Promise<ListedFamilyCard[]> {
  return (await listedFamilyCards(db, cardId)).filter((card) => card.state !== 'stopped');
}

/** The family card page's read: the selected card's family cards, newest last, and how many more it may have. */
export async function familyCardsOf(db: Db, memberId: string, cardId: string): Promise<FamilyCardsAnswer> {
  const card = await parentCard(db, memberId, cardId);
  return { limit: limitOf(card.gold), gold: card.gold, familyCards: await listedFamilyCards(db, cardId) };
}

/** The selected card's family members as the change flow offers them, and the member's own number (SPEC 5.6). */
export const familyMembersInput: FlowInputBuilder = {
  build: async ({ db, ownerId, subjectId }) => {
    await parentCard(db, ownerId, subjectId);
    const listed = await familyCardsHoldingPlace(db, subjectId);
    const member = await db.selectFrom('members').select('mobile_number').where('id', '=', ownerId).executeTakeFirstOrThrow();
    return {
      familyMembers: listed.map(familyCardChoice),
      mobNumFull: member.mobile_number,
    };
  },
};

const familyMemberChanged: FlowEffect = async (context: EffectContext) => {
  const answers = flatten(context.answers);
  const text = (field: string) => requiredAnswer(answers, field, 'familyMember');
  const familyCardId = text('familyCardId');
  const mobile = text('familyMobNumFull');
  // The family card must be one of this card's: the answer names it, the row's owner and parent decide.
  const row = await context.trx
    .selectFrom('family_cards')
    .select(['last_name_kanji', 'first_name_kanji', 'mobile_number'])
    .where('id', '=', familyCardId)
    .where('parent_card_id', '=', context.subjectId)
    .where('member_id', '=', context.ownerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('invalidUserStatus', "family member change of a family card that is not this card's");
  await context.trx.updateTable('family_cards').set({ mobile_number: mobile }).where('id', '=', familyCardId).execute();
  await recordChange(context, 'familyMember', 'familyMobileNumber', row.mobile_number, mobile);
  return { familyName: `${row.last_name_kanji} ${row.first_name_kanji}` };
};

export const familyCardFlowParts = defineFlowParts({
  familyCard: { input: familyCardsInput, checks: { name: familyCardsBelowLimit }, effect: familyCardAdded },
  familyMember: { input: familyMembersInput, effect: familyMemberChanged },
  // The option-service application (SPEC 2.1): the same parts, its limit checked at its precautions step.
  optionFamilyCard: { input: familyCardsInput, checks: { precautions: familyCardsBelowLimit }, effect: familyCardAdded },
});
