import { groupedDigits } from '../validators/normalisers.js';
import { CardType } from './card.js';
import { LIMIT_AMOUNTS } from './loan.js';

/**
 * Credit limits of a card and the requests that change them (SPEC 2.6 balance-raise pages, 4, 5.5, 9).
 *
 * Unit: SPEC 9 gives the limit amounts 100 / 200 / 500 and the raise range 1–499 without a unit. We read them in
 * ten-thousand yen (万円), the unit the SPEC uses for incomes and hope-finance amounts: a regular card's limit goes
 * up to 200万円, a gold card's to 500万円 (SPEC 6: gold differs in what it allows), and one raise adds 1–499万円
 * (which is exactly what takes a 1万円 limit to a gold card's 500万円). The 100 ("balance-raise limit") is the line
 * above which a raise is examined by a person (`CREDIT_LIMIT_REVIEW_LINE`).
 */
export const CARD_LIMIT_MAX: Readonly<Record<CardType, number>> = {
  [CardType.Regular]: LIMIT_AMOUNTS.regular,
  [CardType.Gold]: LIMIT_AMOUNTS.gold,
};

/**
 * A wished limit above this (万円) goes to a person's review (the under-review page), as does any raise asked by a
 * member who declares other borrowing: both are where a card issuer must look at the member's means before it
 * lends more (the 割賦販売法 ability-to-pay estimate), so no automatic answer is given.
 */
export const CREDIT_LIMIT_REVIEW_LINE = LIMIT_AMOUNTS.balanceRaise;

/** The limits offered, 万円: ten by ten to 100, then fifty by fifty to the card's ceiling. */
const LIMIT_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150, 200, 250, 300, 350, 400, 450, 500] as const;

export const creditLimitChoices = (cardType: CardType): readonly string[] =>
  LIMIT_STEPS.filter((amount) => amount <= CARD_LIMIT_MAX[cardType]).map(String);

export const creditLimitLabel = (amount: number | string): string => `${groupedDigits(Number(amount))}万円`;

/** Why a member lowers the limit (the SPEC names the page, not the reasons: ours). */
export const ReduceReason = { Overspending: '1', Fraud: '2', NotNeeded: '3', Other: '9' } as const;
export type ReduceReason = (typeof ReduceReason)[keyof typeof ReduceReason];
export const REDUCE_REASON_LABELS: Readonly<Record<ReduceReason, string>> = {
  '1': '使いすぎを防ぎたい',
  '2': '不正利用が心配',
  '3': '高いご利用可能枠は必要ない',
  '9': 'その他',
};

export const CreditLimitRequestKind = { Raise: 'raise', Reduce: 'reduce' } as const;
export type CreditLimitRequestKind = (typeof CreditLimitRequestKind)[keyof typeof CreditLimitRequestKind];
export const CREDIT_LIMIT_REQUEST_KIND_LABELS: Readonly<Record<CreditLimitRequestKind, string>> = { raise: '増額', reduce: '減額' };

/**
 * Where a request stands. `examination`: a raise received, examined automatically, answered by mail (SPEC 4's first
 * review result). `underReview`: a raise a person examines (above the review line, or other borrowing declared).
 * `complete`: the limit is changed (a reduction takes effect at once, a raise once approved). `declined`: the
 * examination did not approve the raise (issue 31); like `complete` it ends the request, so a new one may follow.
 */
export const CreditLimitRequestStatus = {
  Examination: 'examination',
  UnderReview: 'underReview',
  Complete: 'complete',
  Declined: 'declined',
} as const;
export type CreditLimitRequestStatus = (typeof CreditLimitRequestStatus)[keyof typeof CreditLimitRequestStatus];
export const CREDIT_LIMIT_REQUEST_STATUS_LABELS: Readonly<Record<CreditLimitRequestStatus, string>> = {
  examination: '審査中',
  underReview: '審査中（担当者が確認しています）',
  complete: '変更済み',
  declined: 'ご希望に沿えませんでした',
};
