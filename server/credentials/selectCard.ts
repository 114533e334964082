import type { Card } from '../db/schema';

export type CardChoice = { kind: 'chosen'; card: Card | null } | { kind: 'notOwn' };

/**
 * SPEC 4: the requested card, else the last selected card the server knows, else the first. A requested token
 * that is not among the member's own cards is refused, never silently replaced (SPEC 8.3 credential not found).
 */
export function selectCard(cards: readonly Card[], requestedToken: string | undefined, lastSelectedId: string | null): CardChoice {
  if (requestedToken !== undefined) {
    const requested = cards.find((card) => card.ppcd_token === requestedToken);
    return requested ? { kind: 'chosen', card: requested } : { kind: 'notOwn' };
  }
  const last = cards.find((card) => card.id === lastSelectedId);
  return { kind: 'chosen', card: last ?? cards[0] ?? null };
}
