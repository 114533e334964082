/**
 * Money reads one way per context, everywhere (issue 35 found ¥ and 円 side by side in one sentence):
 * - a figure standing by itself, from the account (a bill, a balance, a limit, a statement line, a table's cell):
 *   `formatYen`, SPEC 9's format, so that figures line up and compare at a glance;
 * - an amount inside a sentence, or an answer read back as the member typed it with its unit: `yenText`, as Japanese
 *   prose writes money.
 *
 * SPEC 9's money display: integer yen with the yen sign and thousands separators (`¥12,345`); a negative amount
 * (a refund, an overpayment) carries the triangle Japanese statements use for minus before the sign (`△¥1,234`).
 * Grouping is done by hand rather than with `toLocaleString`, whose output depends on the ICU data of the runtime and
 * whose first call in a page loads ICU's ja-JP number data: 70–100 ms of the member top's hydration at a phone's speed
 * (4× CPU, issue 33), for a comma every three digits.
 */
export function formatYen(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer number of yen: ${String(amount)}`);
  return `${amount < 0 ? '△' : ''}¥${groupedDigits(Math.abs(amount))}`;
}

/** A whole number with a comma every three digits (12,345); anything else as `String` writes it. */
export function groupedDigits(value: number): string {
  const digits = String(value);
  return Number.isSafeInteger(value) ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits;
}

/** An amount as a sentence says it: 5,000円 (never negative here: a balance, a payment, a limit). */
export function yenText(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer number of yen: ${String(amount)}`);
  return `${groupedDigits(amount)}円`;
}
