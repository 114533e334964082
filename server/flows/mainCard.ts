import { CardType } from '../../enums/card';
import { CARD_LIMIT_MAX } from '../../enums/creditLimit';
import type { CardsTable } from '../db/schema';
import { DomainError } from '../http/DomainError';
import type { Db } from './draftRepository';

/**
 * Machine inputs of flows about the selected card (registry `subject: 'card'`): the card the draft is keyed by, read
 * again on every call so a rule always sees the card as it is now. Its type (SPEC 3.2: 0 regular, 1 gold) and
 * credit limit (万円) are the input; the limit is also a display fact. A card that is not the member's own, or no
 * longer active, is refused (4006): the credential names the card, this is the second look. A flow a family card
 * may run too would add the same builder over `ownActiveCard` alone.
 */
type SelectedCardRow = Pick<CardsTable, 'daiko_cd'> & { readonly credit_limit: number; readonly is_family_card: boolean };

async function ownActiveCard(db: Db, ownerId: string, cardId: string): Promise<SelectedCardRow> {
  const card = await db
    .selectFrom('cards')
    .select(['daiko_cd', 'credit_limit', 'is_family_card'])
    .where('id', '=', cardId)
    .where('member_id', '=', ownerId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!card) throw new DomainError('invalidUserStatus', `card flow on a card that is not the member's active card`);
  return card;
}

/** What the builder reads of the host's input context (server/flows/inputs.ts `InputContext`). */
interface CardContext {
  readonly db: Db;
  readonly ownerId: string;
  readonly subjectId: string;
}

const cardTypeOf = (card: SelectedCardRow): CardType => (card.daiko_cd === CardType.Gold ? CardType.Gold : CardType.Regular);

function cardInput(read: (db: Db, ownerId: string, cardId: string) => Promise<SelectedCardRow>) {
  return {
    build: async ({ db, ownerId, subjectId }: CardContext) => {
      const card = await read(db, ownerId, subjectId);
      return { cardType: cardTypeOf(card), currentLimit: card.credit_limit };
    },
    /** The limit and the card type's ceiling the amount steps' leads name (the host adds the card's nickname and last four digits). */
    facts: async ({ db, ownerId, subjectId }: CardContext) => {
      const card = await read(db, ownerId, subjectId);
      return { currentLimit: String(card.credit_limit), limitMax: String(CARD_LIMIT_MAX[cardTypeOf(card)]) };
    },
  };
}

/**
 * The selected card when it is the member's own, not a family card (SPEC 6: some services are not for family-card
 * holders): a family card shares its main member's credit limit, which only the main member may change.
 */
export const mainCard = cardInput(async (db, ownerId, cardId) => {
  const card = await ownActiveCard(db, ownerId, cardId);
  if (card.is_family_card) throw new DomainError('invalidUserStatus', 'a family card in a flow for the main member\'s card');
  return card;
});
