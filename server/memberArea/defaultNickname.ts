import { NETWORK_LABELS } from '../../enums/card';
import type { Card } from '../db/schema';

/** The name a card has until the member gives it one (and gets back when they clear theirs). */
export function defaultNickname(card: Pick<Card, 'daiko_cd' | 'network_code'>): string {
  return `${card.daiko_cd === '1' ? 'ゴールド' : ''}${NETWORK_LABELS[card.network_code]}カード`;
}
