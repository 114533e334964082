import { groupedDigits } from './normalisers';

/**
 * Money reads one way per context, everywhere (issue 35 found ¥ and 円 side by side in one sentence):
 * - a figure standing by itself, from the account (a bill, a balance, a limit, a statement line, a table's cell):
 *   `formatYen`, SPEC 9's format, so that figures line up and compare at a glance;
 * - an amount inside a sentence, or an answer read back as the member typed it with its unit: `yenText`, as Japanese
 *   prose writes money;
 * - a chart's scale (the ticks beside the bars): `axisYen`, in 万 as Japanese charts label their axes (「10万」), short
 *   enough to sit beside a bar at 390 px; the figures themselves stay in `formatYen` beside it.
 *
 * SPEC 9's money display: integer yen with the yen sign and thousands separators (`¥12,345`); a negative amount
 * (a refund, an overpayment) carries the triangle Japanese statements use for minus before the sign (`△¥1,234`).
 * Grouping is done by hand (`groupedDigits`) rather than with `toLocaleString`.
 */
export function formatYen(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer number of yen: ${String(amount)}`);
  return `${amount < 0 ? '△' : ''}¥${groupedDigits(Math.abs(amount))}`;
}

/** An amount as a sentence says it: 5,000円 (never negative here: a balance, a payment, a limit). */
export function yenText(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer number of yen: ${String(amount)}`);
  return `${groupedDigits(amount)}円`;
}

/** A chart's tick: whole 万 (ten thousand yen) as 「10万」, a smaller tick in yen (「5,000」), zero as 「0」. */
export function axisYen(amount: number): string {
  if (amount >= 10_000 && amount % 10_000 === 0) return `${groupedDigits(amount / 10_000)}万`;
  return groupedDigits(amount);
}
