import { RESIDENCE_EXPIRY_MAX_MONTHS, RESIDENCE_EXPIRY_GRACE_DAYS } from '../enums/residence.js';
import { addMonths, ageOn, dayNumber, parseIsoDate, parseYmd, tokyoClock, type CivilDate } from './calendar.js';
import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/** SPEC 5.3 and 9: age limits. */
export const MIN_AGE = 18;
export const MAIN_AGE_LIMIT = 100;
export const FAMILY_AGE_LIMIT = 120;
/** SPEC 9: same-day transfer selectable only up to 15:00 Tokyo time. */
export const TRANSFER_CUTOFF_MINUTES = 15 * 60;

export type TodayOptions = FieldOptions & {
  /** The current Tokyo date, `YYYY-MM-DD`. */
  readonly today: string;
};

export type NowOptions = FieldOptions & {
  /** The current instant: a Date or ISO 8601 with offset. */
  readonly now: Date | string;
};

/** Common first steps of every 8-digit date field: required, 8 digits, a real date (SPEC 5.7 date messages). */
function eightDigitDate(value: unknown, options: FieldOptions): CivilDate | RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  if (typeof value !== 'string') return fail('invalidType', options);
  if (!/^[0-9]{8}$/.test(value)) return fail('dateTooShort', options);
  return parseYmd(value) ?? fail('dateNotDate', options);
}

function todayOf(options: { readonly today?: unknown }, fieldOptions: FieldOptions): CivilDate | RuleResult {
  return parseIsoDate(options.today) ?? fail('dateNotDate', fieldOptions);
}

const isResult = (x: CivilDate | RuleResult): x is RuleResult => 'valid' in x;

function birthDayWithin(value: unknown, options: TodayOptions, ageLimit: number): RuleResult {
  const birth = eightDigitDate(value, options);
  if (isResult(birth)) return birth;
  const today = todayOf(options, options);
  if (isResult(today)) return today;
  if (dayNumber(birth) > dayNumber(today)) return fail('dateInFuture', options);
  const age = ageOn(birth, today);
  if (age < MIN_AGE) return fail('ageUnder18', options);
  if (age >= ageLimit) return fail('ageTooOld', options);
  return OK;
}

/** Main applicant's birthday: a real date, 18 or over and under 100 (SPEC 5.3). */
export function birthDay(value: unknown, options: TodayOptions): RuleResult {
  return birthDayWithin(value, options, MAIN_AGE_LIMIT);
}

/** Family member's birthday: a real date in the past, 18 or over and under 120 (SPEC 5.3). */
export function familyBirthDay(value: unknown, options: TodayOptions): RuleResult {
  return birthDayWithin(value, options, FAMILY_AGE_LIMIT);
}

/** Residence-card expiry: not expired by more than 62 days, at most 5 years 3 months ahead (SPEC 5.3, enums/residence). */
export function residenceExpiry(value: unknown, options: TodayOptions): RuleResult {
  const expiry = eightDigitDate(value, options);
  if (isResult(expiry)) return expiry;
  const today = todayOf(options, options);
  if (isResult(today)) return today;
  if (dayNumber(expiry) < dayNumber(today) - RESIDENCE_EXPIRY_GRACE_DAYS) return fail('residenceExpired', options);
  if (dayNumber(expiry) > dayNumber(addMonths(today, RESIDENCE_EXPIRY_MAX_MONTHS))) return fail('residenceOverMax', options);
  return OK;
}

export interface YearMonth {
  readonly year: unknown;
  readonly month: unknown;
}

/** Licence expiry as a 4-digit year and 2-digit month, not earlier than the current month (SPEC 5.3). */
export function licenseExpiry(value: unknown, options: TodayOptions): RuleResult {
  if (typeof value !== 'object' || value === null) return fail('required', options);
  const { year, month } = value as YearMonth;
  if ((year === undefined || year === '') && (month === undefined || month === '')) return fail('required', options);
  if (typeof year !== 'string' || typeof month !== 'string' || !/^[0-9]{4}$/.test(year) || !/^(0[1-9]|1[0-2])$/.test(month)) {
    return fail('licenseExpiryFormat', options);
  }
  const today = todayOf(options, options);
  if (isResult(today)) return today;
  const expiryMonth = Number(year) * 12 + Number(month);
  return expiryMonth < today.year * 12 + today.month ? fail('licenseExpired', options) : OK;
}

/** SPEC 9: whether a transfer may still be made today, i.e. the Tokyo clock is before 15:00 (whatever the server's zone). */
export function sameDayTransfer(now: unknown): boolean {
  const clock = tokyoClock(now);
  return clock !== undefined && clock.minutes < TRANSFER_CUTOFF_MINUTES;
}

/** Transfer (deposit promise) date: today only before 15:00 Tokyo time, otherwise tomorrow or later (SPEC 5.3, 9). */
export function transferDate(value: unknown, options: NowOptions): RuleResult {
  const date = eightDigitDate(value, options);
  if (isResult(date)) return date;
  const clock = tokyoClock(options.now);
  if (!clock) return fail('dateNotDate', options);
  const day = dayNumber(date);
  const today = dayNumber(clock.date);
  if (day < today) return fail('transferDatePast', options);
  if (day === today && !sameDayTransfer(options.now)) return fail('transferDateCutoff', options);
  return OK;
}
