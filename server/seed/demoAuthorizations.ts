import { DeclineReason, type AuthorizationStatus } from '../../enums/authorization';
import type { NewAuthorization } from '../db/schema';
import type { DemoCard } from './demoAccounts';
import type { StatementClock } from './demoStatements';

/**
 * The demo authorisations of one card over the 30 days before `today`, a pure function of the card id and `today`
 * (as demoStatements.ts): mostly approved, the last days' some still pending, and declines with every reason a member
 * can act on. A card not in use (closed, or not yet activated) has none: nothing could be tried with it.
 */

const DAYS = 30;

/** Fictional shops where a card is tried, online and in person; any likeness to a real shop's name is chance. */
const shops: readonly { readonly name: string; readonly low: number; readonly spread: number }[] = [
  { name: 'グリーンマート中央店', low: 300, spread: 5_000 },
  { name: 'オンラインストア', low: 800, spread: 25_000 },
  { name: 'カフェ・ひだまり', low: 400, spread: 1_500 },
  { name: 'ホテル山の手', low: 9_000, spread: 30_000 },
  { name: 'みなとガソリンスタンド', low: 2_000, spread: 8_000 },
  { name: '音楽配信サービス', low: 980, spread: 0 },
  { name: '家電のミナト', low: 3_000, spread: 80_000 },
  { name: 'スカイ航空', low: 8_000, spread: 40_000 },
  { name: 'ドラッグストアあおば', low: 300, spread: 4_000 },
];

// Declines drawn at random; 62 (restricted) comes only from a card's own restriction, below.
const randomReasons: readonly DeclineReason[] = [
  DeclineReason.OverLimit,
  DeclineReason.OverLimit,
  DeclineReason.WrongPin,
  DeclineReason.PinTriesExceeded,
  DeclineReason.Expired,
  DeclineReason.SuspectedFraud,
  DeclineReason.WrongSecurityCode,
  DeclineReason.Other,
];

const pad = (value: number): string => String(value).padStart(2, '0');

/** The Tokyo date `days` before `today` (YYYY-MM-DD), counted on the civil calendar. */
function daysBefore(today: string, days: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day - days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function demoAuthorizations(cardId: string, card: DemoCard, clock: StatementClock): NewAuthorization[] {
  if (card.closedMonthsAgo !== undefined || card.notActivated) return [];
  const random = clock.random(`authorizations:${cardId}`);
  // More than a page (24) for every card in use, many pages for the card with years of history.
  const count = card.history ? 90 : 26 + Math.floor(random() * 10);
  const rows: NewAuthorization[] = [];
  for (let index = 0; index < count; index += 1) {
    // Yesterday and before: a seed made in the morning holds no use later than the moment it ran.
    const daysAgo = 1 + Math.floor(random() * DAYS);
    const minutes = 7 * 60 + Math.floor(random() * 16 * 60);
    const shop = shops[Math.floor(random() * shops.length)] ?? shops[0];
    if (!shop) throw new Error('no demo shop');
    const amount = Math.round(((shop.low + random() * shop.spread) * (card.gold ? 1.5 : 1)) / 10) * 10;
    const draw = random();
    // Every card shows a decline (the first use drawn), and the restricted card's last ten days are all refused.
    const restricted = card.usageRestriction !== undefined && daysAgo <= 10;
    const declined = restricted || index === 0 || draw < 0.08;
    const status: AuthorizationStatus = declined ? 'declined' : daysAgo <= 3 && draw < 0.5 ? 'pending' : 'approved';
    const reason = restricted
      ? DeclineReason.Restricted
      : (randomReasons[Math.floor(random() * randomReasons.length)] ?? DeclineReason.Other);
    rows.push({
      card_id: cardId,
      authorized_at: `${daysBefore(clock.today, daysAgo)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00+09:00`,
      shop_name: shop.name,
      amount_yen: Math.max(10, amount),
      status,
      decline_reason: declined ? reason : null,
    });
  }
  return rows;
}
