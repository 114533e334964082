import type { Kysely } from 'kysely';
import { NETWORK_LABELS, type Network } from '../../enums/card';
import type { CardListItem } from '../../api/bffAnswers';
import type { Card, Database } from '../db/schema';

const brandIcons: Readonly<Record<Network, string>> = { '1': 'visa', '2': 'mastercard', '9': 'jcb' };

export function toCardListItem(card: Card, selectedCardId: string | null): CardListItem {
  const brand = NETWORK_LABELS[card.network_code];
  return {
    key: card.ppcd_token,
    name: `${brand} ****${card.card4no}`,
    icon: brandIcons[card.network_code],
    isSelected: card.id === selectedCardId,
    brand,
    card4no: card.card4no,
    ppcdToken: card.ppcd_token,
    daikoCd: card.daiko_cd,
    shuruiNo: card.shurui_no,
    nickname: card.nickname,
  };
}

/** The member's cards in use, oldest first so the list order never changes under the member's thumb. */
export async function activeCards(db: Kysely<Database>, memberId: string): Promise<Card[]> {
  return db
    .selectFrom('cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .orderBy('issued_on', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** A former member's closed cards, most recently closed first: the index of getCredentialForExMember. */
export async function closedCards(db: Kysely<Database>, memberId: string): Promise<Card[]> {
  return db
    .selectFrom('cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('active', '=', false)
    .orderBy('closed_on', 'desc')
    .orderBy('id', 'asc')
    .execute();
}
