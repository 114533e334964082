import type { DemoCard } from './demoAccounts';
import type { PaymentKind, SpendingCategory } from '../../enums/statement';
import type { NewStatement, NewStatementLine } from '../db/schema';

/**
 * The demo statements of one card: each month's lines and the month's total (the sum of its lines), a pure
 * function of the card id and `today`. A year per card, or the card's `history`: many months with many lines, so
 * the statement pages are paged over real volumes.
 */
export interface DemoStatements {
  readonly statements: NewStatement[];
  readonly lines: NewStatementLine[];
}

/**
 * Fictional shops by spending category; any likeness to a real shop's name is chance. No fee of the issuer's
 * (年会費): drawn at random it came several times a year at a purchase's amount, and was offered for instalments as
 * any purchase is, where an issuer bills a fee once a year and never splits it.
 */
const shops: Readonly<Record<SpendingCategory, readonly string[]>> = {
  food: ['まるやま食堂', 'グリーンマート中央店', 'カフェ・ひだまり', '鮨処さくら', 'ベーカリー麦の穂'],
  shopping: ['オンラインストア', '東都百貨店', 'ドラッグストアあおば', 'ブックス文林堂', '家電のミナト'],
  transport: ['交通系ICチャージ', 'みなとタクシー', 'ホテル山の手', 'スカイ航空'],
  utilities: ['東都電力', 'みやこガス', 'モバイル通信料', '水道局'],
  leisure: ['シネマ駅前', 'スポーツクラブ若葉', '音楽配信サービス', '動物園'],
  other: ['ふるさと納税', 'フラワーショップ花水木', 'クリーニング白雪'],
};
const categories = Object.keys(shops) as SpendingCategory[];
// Everyday amounts per category, in yen: the low end and the spread above it.
const amountRange: Readonly<Record<SpendingCategory, readonly [number, number]>> = {
  food: [300, 6_000],
  shopping: [500, 30_000],
  transport: [200, 20_000],
  utilities: [2_000, 12_000],
  leisure: [500, 10_000],
  other: [1_000, 15_000],
};

export interface StatementClock {
  /** `today` in Asia/Tokyo, YYYY-MM-DD. */
  readonly today: string;
  monthsBefore(months: number): { year: number; month: number };
  random(seed: string): () => number;
}

const pad = (value: number): string => String(value).padStart(2, '0');

function lineCount(card: DemoCard, monthIndex: number, months: number, random: () => number): number {
  if (!card.history) return 6 + Math.floor(random() * 13);
  // The history's lines spread evenly, so the months add up to exactly `lines`.
  const share = (index: number) => Math.floor((card.history!.lines * index) / months);
  return share(monthIndex + 1) - share(monthIndex);
}

/**
 * SPEC 4 payment status of an open card's month: this month's and the newest fixed month's are still being paid
 * (30) unless paid early (`latestPayment` 40); the month before, due last month, is paid (40) unless the card is
 * behind (`latestPayment` 50).
 */
function openPaymentStatus(card: DemoCard, age: number): '30' | '40' | '50' {
  if (age === 0) return '30';
  if (age === 1) return card.latestPayment === '40' ? '40' : '30';
  if (age === 2 && card.latestPayment === '50') return '50';
  return '40';
}

export function demoStatements(cardId: string, card: DemoCard, clock: StatementClock): DemoStatements {
  if (card.issuedThisMonth) return { statements: [], lines: [] };
  const random = clock.random(cardId);
  const newest = card.closedMonthsAgo ?? 0;
  const months = card.history?.months ?? 12;
  const open = card.closedMonthsAgo === undefined;
  const statements: NewStatement[] = [];
  const lines: NewStatementLine[] = [];
  for (let age = newest + months - 1, monthIndex = 0; age >= newest; age -= 1, monthIndex += 1) {
    const { year, month } = clock.monthsBefore(age);
    const billingMonth = `${year}${pad(month)}`;
    // Lines of a month's statement were used in the month before it.
    const used = clock.monthsBefore(age + 1);
    const daysInMonth = new Date(Date.UTC(used.year, used.month, 0)).getUTCDate();
    let total = 0;
    const count = lineCount(card, monthIndex, months, random);
    for (let index = 0; index < count; index += 1) {
      const category = categories[Math.floor(random() * categories.length)] ?? 'other';
      const names = shops[category];
      const [low, spread] = amountRange[category];
      const refund = random() < 0.03;
      // Many lines a month are everyday small purchases: a tenth of the usual amounts keeps the bill near the limit.
      const scale = (card.gold ? 1.6 : 1) * (card.history ? 0.1 : 1);
      const amount = Math.max(10, Math.round(((low + random() * spread) * scale) / 10) * 10) * (refund ? -1 : 1);
      const kindDraw = random();
      const paymentKind: PaymentKind = kindDraw < 0.85 ? '1' : kindDraw < 0.93 ? '3' : kindDraw < 0.98 ? '2' : '4';
      total += amount;
      lines.push({
        card_id: cardId,
        billing_month: billingMonth,
        used_on: `${used.year}-${pad(used.month)}-${pad(1 + Math.floor(random() * daysInMonth))}`,
        shop_name: names[Math.floor(random() * names.length)] ?? names[0] ?? '',
        amount_yen: amount,
        payment_kind: paymentKind,
        category,
      });
    }
    const due = clock.monthsBefore(age - 1);
    statements.push({
      card_id: cardId,
      billing_month: billingMonth,
      amount_yen: total,
      detail_status: open && age === 0 ? '0' : open && age === 1 ? '1' : '2',
      payment_status: open ? openPaymentStatus(card, age) : '40',
      due_date: `${due.year}-${pad(due.month)}-27`,
    });
  }
  return { statements, lines };
}
