/**
 * Repayment schedules of revolving cash advances and revolving purchases (issue 17, SPEC 5.5, 9): one module for the
 * public simulation, the member's simulations and the server's check of what a member confirms.
 *
 * The rule, written down: fixed payment including interest (元利定額). Each month the interest is the balance times
 * the annual rate divided by 12, rounded down to the yen; the payment is the fixed amount, or the balance plus that
 * interest when less is left (the last payment absorbs the remainder). Everything is integer yen and the rate is
 * integer basis points, so balance × rate is an exact integer (≤ 10,000,000 × 2,000 < 2⁵³): no binary fraction
 * is ever rounded.
 */

/** The ceiling of the Interest Rate Restriction Act (利息制限法 第1条) for a principal, in basis points. */
export function legalRateCeiling(principal: number): number {
  if (principal < 100_000) return 2000;
  if (principal < 1_000_000) return 1800;
  return 1500;
}

/** `18.0` (percent, at most two decimals) → 1800 basis points; anything else is null. */
export function basisPointsOf(percent: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1800 → `18.00`. */
export function percentOf(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

export interface ScheduleInput {
  /** Amount borrowed or used, yen. */
  readonly principal: number;
  readonly annualRateBasisPoints: number;
  /** Fixed monthly payment including interest, yen. */
  readonly monthlyPayment: number;
}

export interface ScheduleRow {
  /** 1 for the first payment. */
  readonly month: number;
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  /** What is left after this payment. */
  readonly balance: number;
}

export type Schedule =
  | {
      readonly kind: 'repaid';
      readonly rows: readonly ScheduleRow[];
      readonly months: number;
      readonly totalPayment: number;
      readonly totalInterest: number;
    }
  /** The payment does not cover the first month's interest, so the balance would never fall. */
  | { readonly kind: 'neverRepaid'; readonly minimumPayment: number };

/** Monthly interest on a balance: balance × rate ÷ 12, rounded down to the yen. */
export function monthlyInterest(balance: number, annualRateBasisPoints: number): number {
  return Math.floor((balance * annualRateBasisPoints) / 120_000);
}

/** No schedule runs longer than this (50 years): a payment barely over the interest is refused before it. */
export const SCHEDULE_MONTHS_MAX = 600;

export function repaymentSchedule(input: ScheduleInput): Schedule {
  const { principal, annualRateBasisPoints: rate, monthlyPayment } = input;
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0: ${String(value)}`);
  }
  if (!repaysWithin(principal, rate, monthlyPayment)) return { kind: 'neverRepaid', minimumPayment: minimumPayment(principal, rate) };

  const rows: ScheduleRow[] = [];
  let balance = principal;
  let totalPayment = 0;
  let totalInterest = 0;
  while (balance > 0) {
    const interest = monthlyInterest(balance, rate);
    const payment = Math.min(monthlyPayment, balance + interest);
    balance = balance + interest - payment;
    totalPayment += payment;
    totalInterest += interest;
    rows.push({ month: rows.length + 1, payment, principal: payment - interest, interest, balance });
  }
  return { kind: 'repaid', rows, months: rows.length, totalPayment, totalInterest };
}

/** The smallest payment in the 1,000-yen steps of SPEC 5.5 that pays the balance off within the ceiling. */
export function minimumPayment(principal: number, annualRateBasisPoints: number): number {
  let candidate = Math.max(1000, Math.ceil((monthlyInterest(principal, annualRateBasisPoints) + 1) / 1000) * 1000);
  while (!repaysWithin(principal, annualRateBasisPoints, candidate)) candidate += 1000;
  return candidate;
}

function repaysWithin(principal: number, rate: number, payment: number): boolean {
  let balance = principal;
  for (let month = 0; month < SCHEDULE_MONTHS_MAX; month += 1) {
    if (balance === 0) return true;
    const interest = monthlyInterest(balance, rate);
    if (payment <= interest) return false;
    balance = Math.max(0, balance + interest - payment);
  }
  return balance === 0;
}

/**
 * A purchase split into `count` instalments (あとから分割) on the same rule: the smallest whole-yen monthly payment
 * whose schedule ends within `count` months, so every payment is that amount but the last, which absorbs the
 * remainder. The payment is found by bisection over whole yen: the number of months never grows as the payment does.
 */
export function instalmentSchedule(principal: number, annualRateBasisPoints: number, count: number): Extract<Schedule, { kind: 'repaid' }> {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`count must be a whole number ≥ 1: ${String(count)}`);
  const monthsAt = (payment: number): number => {
    const schedule = repaymentSchedule({ principal, annualRateBasisPoints, monthlyPayment: payment });
    return schedule.kind === 'repaid' ? schedule.months : Number.POSITIVE_INFINITY;
  };
  let low = Math.max(1, Math.ceil(principal / count));
  let high = principal + monthlyInterest(principal, annualRateBasisPoints);
  if (monthsAt(low) <= count) high = low;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (monthsAt(middle) <= count) high = middle;
    else low = middle + 1;
  }
  const schedule = repaymentSchedule({ principal, annualRateBasisPoints, monthlyPayment: high });
  if (schedule.kind !== 'repaid') throw new Error('an instalment schedule that never ends');
  return schedule;
}
