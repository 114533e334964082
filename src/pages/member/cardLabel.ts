import type { CardListItem } from '../../../api/bffAnswers';

/** How a card is named to the member: brand and last four digits only (DESIGN.md: no more of the number). */
export function cardLabel(card: Pick<CardListItem, 'brand' | 'card4no'>): string {
  return `${card.brand}（末尾${card.card4no}）`;
}
