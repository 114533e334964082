import { CardType } from '../../enums/card';
import { CARD_LIMIT_MAX } from '../../enums/creditLimit';
import type { CardsTable } from '../db/schema';
import { DomainError } from '../http/DomainError';
import type { Db } from '../flows/draftRepository';

/**
 * The machine input of the credit-limit flows (`creditLimitFlowParts.ts`), about the selected card: the
 * card the draft is keyed by, read again on every call so a rule always sees the card as it is now. Its type
 * (SPEC 3.2: 0 regular, 1 gold) and credit limit (万円) are the input; the limit is also a display fact. A card that is not the member's own, or no longer active, is refused (4006): the credential
 * names the card, this is the second look.
 */
type SelectedCardRow = Pick<CardsTable, 'daiko_cd'> & { readonly credit_limit: number };

async function ownActiveCard(db: Db, ownerId: string, cardId: string): Promise<SelectedCardRow> {
  const card = await db
    .selectFrom('cards')
    .select(['daiko_cd', 'credit_limit'])
    .where('id', '=', cardId)
    .where('member_id', '=', ownerId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!card) throw new DomainError('invalidUserStatus', `card flow on a card that is not the member's active card`);
  return card;
}

/** What the builder reads of the host's input context (server/flows/hostContracts.ts `InputContext`). */
interface CardContext {
  readonly db: Db;
  readonly ownerId: string;
  readonly subjectId: string;
}

export const selectedCard = {
  build: async ({ db, ownerId, subjectId }: CardContext) => {
    const card = await ownActiveCard(db, ownerId, subjectId);
    return { cardType: card.daiko_cd === CardType.Gold ? CardType.Gold : CardType.Regular, currentLimit: card.credit_limit };
  },
  /**
   * The limit and the card type's ceiling the amount steps' leads name (the host adds the card's nickname and last
   * four digits), and where the card's last raise stands now: a finished flow's result keeps the status it ended
   * with, while the examiners decide it later (issue 31), so the member top reads the decision from here.
   */
  facts: async ({ db, ownerId, subjectId }: CardContext) => {
    const card = await ownActiveCard(db, ownerId, subjectId);
    const lastRaise = await db
      .selectFrom('credit_limit_requests')
      .select('status')
      .where('card_id', '=', subjectId)
      .where('kind', '=', 'raise')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return {
      currentLimit: String(card.credit_limit),
      limitMax: String(CARD_LIMIT_MAX[card.daiko_cd === CardType.Gold ? CardType.Gold : CardType.Regular]),
      ...(lastRaise ? { lastRaiseStatus: lastRaise.status } : {}),
    };
  },
};
