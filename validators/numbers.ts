import { isLicenseCommissionCode } from '../enums/license.js';
import { EMPLOYED_JOB_CODES, JobCode } from '../enums/occupation.js';
import { HouseholdNum } from '../enums/family.js';
import { parseYmd } from './calendar.js';
import { japaneseEraYear } from './japaneseEra.js';
import { readWholeNumber, wholeNumberInRange } from './integers.js';
import { digitsOnly } from './normalisers.js';
import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/** SPEC 5.4 ranges. */
export const INCOME_MAX = 9999;
/** Household income has no stated maximum; five digits keep "own + spouse" satisfiable when both are at 9999. */
export const HOUSEHOLD_INCOME_MAX = 99999;
export const LOAN_COUNT_MAX = 999;
export const LOAN_AMOUNT_MAX = 99999;
export const MONTHLY_REPAYMENT_MAX = 999_999_999;
export const CREDIT_LIMIT_RAISE_MAX = 499;

/** Every digit the same (1111, 111111111111). */
function isRepeated(digits: string): boolean {
  return digits.length > 1 && [...digits].every((d) => d === digits[0]);
}

/** Each digit one more (or one less) than the last, wrapping 9→0 (1234, 4321, 123456789012). */
function isSequential(digits: string): boolean {
  if (digits.length < 2) return false;
  const step = (i: number): number => (Number(digits[i]) - Number(digits[i - 1]) + 10) % 10;
  const first = step(1);
  if (first !== 1 && first !== 9) return false;
  for (let i = 2; i < digits.length; i += 1) if (step(i) !== first) return false;
  return true;
}

/** Driver licence number: 12 digits, a real commission code first, not repeated or sequential (SPEC 5.4). */
export function licenseNumber(value: unknown, options: FieldOptions = {}): RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  if (typeof value !== 'string' || !/^[0-9]{12}$/.test(value)) return fail('licenseNumberFormat', options);
  if (!isLicenseCommissionCode(value.slice(0, 2))) return fail('licenseNumberFormat', options);
  if (isRepeated(value) || isSequential(value)) return fail('licenseNumberFormat', options);
  return OK;
}

export type PinContext = FieldOptions & {
  /** `YYYYMMDD` */
  readonly birthDay?: unknown;
  readonly mobNumFull?: unknown;
  readonly telNumFull?: unknown;
  /** Sub-address whose house and room number digits the PIN may not repeat. */
  readonly subAddress?: unknown;
};

/**
 * Four-digit forms of a birthday a person is likely to pick: the year, month+day, day+month, 2-digit year+month,
 * month+2-digit year, and the Japanese era year (平成2年 → 02) before or after the month.
 */
function birthdayForms(birthDay: unknown): string[] {
  if (typeof birthDay !== 'string') return [];
  const date = parseYmd(birthDay);
  if (!date) return [];
  const yyyy = birthDay.slice(0, 4);
  const yy = birthDay.slice(2, 4);
  const mm = birthDay.slice(4, 6);
  const dd = birthDay.slice(6, 8);
  const forms = [yyyy, mm + dd, dd + mm, yy + mm, mm + yy];
  const era = japaneseEraYear(date);
  if (era !== undefined) {
    const ey = String(era.year % 100).padStart(2, '0');
    forms.push(ey + mm, mm + ey);
  }
  return forms;
}

/** Four-digit groups of a phone number people reuse: the last four digits and, for an 11-digit number, the middle four. */
function phoneForms(phone: unknown): string[] {
  if (typeof phone !== 'string') return [];
  const digits = digitsOnly(phone);
  if (digits.length < 4) return [];
  const forms = [digits.slice(-4)];
  if (digits.length === 11) forms.push(digits.slice(3, 7));
  return forms;
}

/** PIN: 4 digits, not repeated or sequential, not derived from the birthday, phone numbers or house number (SPEC 5.4). */
export function pin(value: unknown, context: PinContext = {}): RuleResult {
  const options: FieldOptions = { field: context.field };
  if (value === undefined || value === null || value === '') return fail('required', options);
  if (typeof value !== 'string' || !/^[0-9]{4}$/.test(value)) return fail('pinFormat', options);
  if (isRepeated(value)) return fail('pinRepeated', options);
  if (isSequential(value)) return fail('pinSequential', options);
  if (birthdayForms(context.birthDay).includes(value)) return fail('pinBirthday', options);
  if ([...phoneForms(context.mobNumFull), ...phoneForms(context.telNumFull)].includes(value)) return fail('pinPhone', options);
  if (typeof context.subAddress === 'string' && digitsOnly(context.subAddress).includes(value)) return fail('pinHouseNumber', options);
  return OK;
}

/** 3-D Secure password: 4 to 20 characters of letters, digits and + (SPEC 5.4). */
export function securePassword(value: unknown, options: FieldOptions = {}): RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  return typeof value === 'string' && /^[A-Za-z0-9+]{4,20}$/.test(value) ? OK : fail('securePasswordFormat', options);
}

/** Inquiry number: 16 half-width digits; the grouped display form is removed by a normaliser first (SPEC 5.4). */
export function inquiryNumber(value: unknown, options: FieldOptions = {}): RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  return typeof value === 'string' && /^[0-9]{16}$/.test(value) ? OK : fail('inquiryNumberFormat', options);
}

/** SPEC 5.1: a seven-digit number (bank account) that asks for leading zeros when shorter. */
export function sevenDigits(value: unknown, options: FieldOptions = {}): RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  return typeof value === 'string' && /^[0-9]{7}$/.test(value) ? OK : fail('sevenDigits', options);
}

export type IncomeContext = FieldOptions & {
  readonly jobCode?: unknown;
};

/** Annual income in ten-thousand yen: 0 to 9999, and not 0 for an employed occupation (SPEC 5.4). */
export function income(value: unknown, context: IncomeContext = {}): RuleResult {
  const options: FieldOptions = { field: context.field };
  const range = wholeNumberInRange(value, { ...options, min: 0, max: INCOME_MAX });
  if (!range.valid) return range;
  const employed = (EMPLOYED_JOB_CODES as readonly unknown[]).includes(context.jobCode);
  return employed && readWholeNumber(value) === 0 ? fail('incomeZeroForEmployed', options) : OK;
}

export type HouseholdIncomeContext = FieldOptions & {
  readonly income?: unknown;
  readonly spouseIncome?: unknown;
  readonly jobCode?: unknown;
  readonly householdNum?: unknown;
};

/** Household income: at least own plus spouse income, except for students and one-person households (SPEC 5.4). */
export function householdIncome(value: unknown, context: HouseholdIncomeContext = {}): RuleResult {
  const options: FieldOptions = { field: context.field };
  const range = wholeNumberInRange(value, { ...options, min: 0, max: HOUSEHOLD_INCOME_MAX });
  if (!range.valid) return range;
  if (context.jobCode === JobCode.Student || context.householdNum === HouseholdNum.One) return OK;
  const own = readWholeNumber(context.income) ?? 0;
  const spouse = readWholeNumber(context.spouseIncome) ?? 0;
  return (readWholeNumber(value) ?? 0) < own + spouse ? fail('householdIncomeTooLow', options) : OK;
}

/** Balance-raise loan count, 1 to 999 (SPEC 5.4). */
export function loanCount(value: unknown, options: FieldOptions = {}): RuleResult {
  return wholeNumberInRange(value, { ...options, min: 1, max: LOAN_COUNT_MAX });
}

/** Balance-raise loan amount in ten-thousand yen, 1 to 99999 (SPEC 5.4). */
export function loanAmount(value: unknown, options: FieldOptions = {}): RuleResult {
  return wholeNumberInRange(value, { ...options, min: 1, max: LOAN_AMOUNT_MAX });
}

/** Balance-raise monthly repayment, 1 to 999999999 (SPEC 5.4). */
export function monthlyRepayment(value: unknown, options: FieldOptions = {}): RuleResult {
  return wholeNumberInRange(value, { ...options, min: 1, max: MONTHLY_REPAYMENT_MAX });
}

/** Credit-limit raise, 1 to 499 (SPEC 5.5, 9). */
export function creditLimitRaise(value: unknown, options: FieldOptions = {}): RuleResult {
  return wholeNumberInRange(value, { ...options, min: 1, max: CREDIT_LIMIT_RAISE_MAX });
}
