import { CARD_LIMIT_MAX } from '../enums/creditLimit.js';
import { CashingCourse } from '../enums/cardPlans.js';
import { CardType } from '../enums/card.js';
import { isCode } from '../enums/codeTable.js';
import { readWholeNumber, wholeNumberInRange } from './integers.js';
import { CREDIT_LIMIT_RAISE_MAX, creditLimitRaise } from './numbers.js';
import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/** Amount rules of SPEC 5.5, in yen unless said otherwise. */
export const REVOLVING_UNIT = 1000;
export const REVOLVING_MIN = 3000;
export const REVOLVING_MAX = 999_000;
export const SIMULATION_USAGE_MAX = 10_000_000;
export const POST_INSTALLMENT_MIN = 1000;
export const CASHING_MIN = 10_000;
/** Usage above which the monthly principal must be at least 10,000 yen. */
export const PRINCIPAL_THRESHOLD_USAGE = 200_000;
export const PRINCIPAL_MIN_OVER_THRESHOLD = 10_000;

/** Revolving monthly amount: 3,000 to 999,000 yen in 1,000-yen units. */
export function revolvingAmount(value: unknown, options: FieldOptions = {}): RuleResult {
  return wholeNumberInRange(value, { ...options, min: REVOLVING_MIN, max: REVOLVING_MAX, unit: REVOLVING_UNIT, yen: true });
}

/** Revolving/cashing simulation usage: 1 to 10,000,000 yen. */
export function simulationUsage(value: unknown, options: FieldOptions = {}): RuleResult {
  return wholeNumberInRange(value, { ...options, min: 1, max: SIMULATION_USAGE_MAX, yen: true });
}

/** Post-installment usage: 1,000 to 10,000,000 yen. */
export function postInstallmentUsage(value: unknown, options: FieldOptions = {}): RuleResult {
  return wholeNumberInRange(value, { ...options, min: POST_INSTALLMENT_MIN, max: SIMULATION_USAGE_MAX, yen: true });
}

export type PurchaseAmountsContext = FieldOptions & {
  /** The open purchases' amounts in yen, by the choice's value. */
  readonly amounts?: unknown;
};

/**
 * The purchase chosen for instalments (its `lineId`) must be a post-installment usage: 1,000 to 10,000,000 yen. A
 * choice whose amount is not known here passes: whether it is open at all is the server's check.
 */
export function postInstallmentPurchase(value: unknown, context: PurchaseAmountsContext = {}): RuleResult {
  const amounts = context.amounts;
  if (typeof value !== 'string' || typeof amounts !== 'object' || amounts === null || !Object.hasOwn(amounts, value)) return OK;
  const amount = (amounts as Readonly<Record<string, unknown>>)[value];
  return postInstallmentUsage(amount).valid
    ? OK
    : fail('postInstallmentRange', { field: context.field, min: POST_INSTALLMENT_MIN, max: SIMULATION_USAGE_MAX });
}

/** Simulation repayment: 3,000 to 999,000 yen in 1,000-yen units, as a revolving amount is. */
export function simulationRepayment(value: unknown, options: FieldOptions = {}): RuleResult {
  return revolvingAmount(value, options);
}

export type MonthlyPrincipalContext = FieldOptions & {
  /** The usage amount in yen. */
  readonly usage?: unknown;
};

/** Monthly principal: a positive amount, at least 10,000 yen when usage exceeds 200,000 yen. */
export function monthlyPrincipal(value: unknown, context: MonthlyPrincipalContext = {}): RuleResult {
  const options: FieldOptions = { field: context.field };
  const range = wholeNumberInRange(value, { ...options, min: 1, max: SIMULATION_USAGE_MAX, yen: true });
  if (!range.valid) return range;
  const usage = readWholeNumber(context.usage);
  if (usage !== undefined && usage > PRINCIPAL_THRESHOLD_USAGE && (readWholeNumber(value) ?? 0) < PRINCIPAL_MIN_OVER_THRESHOLD) {
    return fail('monthlyPrincipalTooLow', options);
  }
  return OK;
}

/**
 * A wished cashing limit: a cash-advance course (1万円–50万円 in 1万円 steps, or 99万円: the reading of SPEC 5.5 in
 * enums/cardPlans.ts `CashingCourse`) or 0, no cash advances.
 */
export function cashingCourseAmount(value: unknown, options: FieldOptions = {}): RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  const yen = readWholeNumber(value);
  if (yen === undefined) return fail('integerOnly', options);
  const { none, min, max, unit, top } = CashingCourse;
  const standard = yen >= min && yen <= max && yen % unit === 0;
  return yen === none || yen === top || standard ? OK : fail('cashingCourse', { field: options.field });
}

export type LimitContext = FieldOptions & {
  /** The limit amount in yen the value may not exceed. */
  readonly limit?: unknown;
};

/** Cash-advance hope amount: 10,000 up to the limit amount. */
export function cashingHopeAmount(value: unknown, context: LimitContext = {}): RuleResult {
  const limit = readWholeNumber(context.limit);
  const range = wholeNumberInRange(value, { field: context.field, min: CASHING_MIN, max: Number.MAX_SAFE_INTEGER, yen: true });
  if (!range.valid) return range;
  return limit !== undefined && (readWholeNumber(value) ?? 0) > limit ? fail('amountOverLimit', { field: context.field, max: limit }) : OK;
}

/** Shopping amount: may not exceed the shopping limit. */
export function shoppingAmount(value: unknown, context: LimitContext = {}): RuleResult {
  const range = wholeNumberInRange(value, { field: context.field, min: 0, max: Number.MAX_SAFE_INTEGER, yen: true });
  if (!range.valid) return range;
  const limit = readWholeNumber(context.limit);
  return limit !== undefined && (readWholeNumber(value) ?? 0) > limit ? fail('amountOverLimit', { field: context.field, max: limit }) : OK;
}

export type BillContext = FieldOptions & {
  /** The unpaid bill in yen. */
  readonly bill?: unknown;
};

/**
 * A payment promised for an unpaid bill (SPEC 2.6 deposit promise): a whole yen amount from 1 up to the bill. The
 * field folds full-width digits and separators first (`amountDigits`), so the message asks for digits, not for
 * half-width ones.
 */
export function promisedAmount(value: unknown, context: BillContext = {}): RuleResult {
  const amount = readWholeNumber(value);
  if (amount === undefined || amount < 1) return fail('amountWholeYen', { field: context.field });
  const bill = readWholeNumber(context.bill);
  return bill !== undefined && amount > bill ? fail('amountOverBill', { field: context.field, max: bill }) : OK;
}

export type CurrentAmountContext = FieldOptions & {
  readonly current?: unknown;
};

/** A new amount must differ from the current one. */
export function amountChanged(value: unknown, context: CurrentAmountContext = {}): RuleResult {
  const next = readWholeNumber(value);
  const current = readWholeNumber(context.current);
  return next !== undefined && next === current ? fail('amountUnchanged', { field: context.field }) : OK;
}

export type CurrentLimitContext = FieldOptions & {
  /** The card's current credit limit in ten-thousand yen (万円), the unit of the wished one. */
  readonly current?: unknown;
  /** The card's type (SPEC 3.2): its ceiling (regular 200, gold 500, SPEC 9) caps the wished limit. */
  readonly cardType?: unknown;
};

/**
 * A wished credit limit above the current one (万円), typed: the raise it makes is SPEC 5.5's 1 to 499
 * (`creditLimitRaise`), and the limit stays within the card's ceiling.
 */
export function creditLimitRaised(value: unknown, context: CurrentLimitContext = {}): RuleResult {
  const wished = readWholeNumber(value);
  if (wished === undefined) return wholeNumberInRange(value, { field: context.field, min: 1, max: Number.MAX_SAFE_INTEGER });
  const current = readWholeNumber(context.current);
  if (current === undefined) return OK;
  if (wished <= current) return fail('limitNotRaised', { field: context.field, current });
  if (!creditLimitRaise(String(wished - current)).valid) {
    return fail('limitRaiseRange', { field: context.field, min: 1, max: CREDIT_LIMIT_RAISE_MAX });
  }
  const ceiling = isCode(CardType, context.cardType) ? CARD_LIMIT_MAX[context.cardType] : undefined;
  return ceiling !== undefined && wished > ceiling ? fail('limitAboveCeiling', { field: context.field, max: ceiling }) : OK;
}

/** A wished credit limit below the current one (万円). */
export function creditLimitReduced(value: unknown, context: CurrentLimitContext = {}): RuleResult {
  const wished = readWholeNumber(value);
  if (wished === undefined) return wholeNumberInRange(value, { field: context.field, min: 1, max: Number.MAX_SAFE_INTEGER });
  const current = readWholeNumber(context.current);
  return current !== undefined && wished >= current ? fail('limitNotReduced', { field: context.field, current }) : OK;
}
