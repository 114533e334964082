import { CASHING_COURSE_MAX } from '../validators/amounts.js';

/**
 * How a card is paid back (issue 17, SPEC 2.6 revo / cashing / post-installment pages, 5.5, 9). The rates are this
 * product's terms (the SPEC gives none): what Japanese card issuers print for these services — revolving 15.0 %,
 * cash advances 18.0 % (the Interest Rate Restriction Act's ceiling for up to 1,000,000 yen), instalments 15.0 % —
 * in basis points, for the exact integer schedules of validators/repaymentSchedule.ts.
 */
export const RATES_BASIS_POINTS = { revolving: 1500, cashing: 1800, instalments: 1500 } as const;

/** 分割払いの回数 a past purchase can be split into (the counts Japanese issuers offer for あとから分割). */
export const INSTALLMENT_COUNTS = ['3', '5', '6', '10', '12', '15', '18', '20', '24'] as const;
export type InstallmentCount = (typeof INSTALLMENT_COUNTS)[number];
export const INSTALLMENT_COUNT_LABELS: Readonly<Record<InstallmentCount, string>> = Object.fromEntries(
  INSTALLMENT_COUNTS.map((count) => [count, `${count}回`]),
) as Record<InstallmentCount, string>;

/** Automatic revolving: every one-payment purchase becomes revolving (on) or not (off). */
export const AutoRevolving = { On: '1', Off: '0' } as const;
export type AutoRevolving = (typeof AutoRevolving)[keyof typeof AutoRevolving];
export const AUTO_REVOLVING_LABELS: Readonly<Record<AutoRevolving, string>> = { '1': '自動リボを利用する', '0': '自動リボを利用しない' };

/**
 * The cashing limits a member may ask for, yen: none, then 10万円 steps up to the standard course's 50万円 (SPEC 5.5
 * cash-advance courses 10,000 to 500,000; the 990,000 course is the issuer's own offer, never asked for here).
 */
export const CASHING_LIMIT_CHOICES = ['0', ...[1, 2, 3, 4, 5].map((step) => String(step * 100_000))].filter(
  (amount) => Number(amount) <= CASHING_COURSE_MAX.standard,
);
export const cashingLimitLabel = (yen: number | string): string =>
  Number(yen) === 0 ? '利用しない（0円）' : `${(Number(yen) / 10_000).toLocaleString('ja-JP')}万円`;

/**
 * A purchase below this is not made revolving; splitting one is refused by the select step's rule (SPEC 5.5
 * post-installment usage 1,000 to 10,000,000 yen, `postInstallmentPurchase`).
 */
export const POST_INSTALLMENT_MIN_YEN = 1000;

/** 1500 basis points → 「15.0%」 (integers only; the rates are whole tenths of a percent). */
export const rateLabel = (basisPoints: number): string => `${Math.floor(basisPoints / 100)}.${Math.floor((basisPoints % 100) / 10)}%`;
