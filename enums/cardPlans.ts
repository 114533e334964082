import { groupedDigits } from '../validators/normalisers.js';
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
 * Cash-advance courses, yen (SPEC 5.5 "Cash-advance courses 10,000 to 500,000 or 990,000"). Our reading of "or
 * 990,000": two kinds of course, not one range. The standard courses run from 1万円 to 50万円 in 1万円 steps (cashing
 * limits are printed in 万円, the smallest course being one such step); the one larger course is 99万円 exactly, so
 * nothing between 50万円 and 99万円 and nothing above is a course. `none` is no course at all: the member stops cash
 * advances (利用しない), which the limit steps offer beside the courses.
 */
export const CashingCourse = { none: 0, min: 10_000, max: 500_000, unit: 10_000, top: 990_000 } as const;
export const cashingLimitLabel = (yen: number | string): string =>
  Number(yen) === 0 ? '利用しない（0円）' : `${groupedDigits(Number(yen) / 10_000)}万円`;

/**
 * A purchase below this is not made revolving; splitting one is refused by the select step's rule (SPEC 5.5
 * post-installment usage 1,000 to 10,000,000 yen, `postInstallmentPurchase`).
 */
export const POST_INSTALLMENT_MIN_YEN = 1000;

/** 1500 basis points → 「15.0%」 (integers only; the rates are whole tenths of a percent). */
export const rateLabel = (basisPoints: number): string => `${Math.floor(basisPoints / 100)}.${Math.floor((basisPoints % 100) / 10)}%`;
