import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/**
 * Reads a whole number typed in a form (half-width digits, no sign, no decimals) or given as a JSON integer.
 * More than 15 digits cannot be a valid amount here and would lose precision, so such strings stay unread.
 */
export function readWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value)) return undefined;
  return Number(value);
}

export type RangeOptions = FieldOptions & {
  readonly min: number;
  readonly max: number;
  /** Amounts in yen get 「円」 in their message. */
  readonly yen?: boolean;
  readonly unit?: number;
};

/** Required whole number within [min, max], optionally a multiple of `unit`. */
export function wholeNumberInRange(value: unknown, options: RangeOptions): RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  const n = readWholeNumber(value);
  if (n === undefined) return fail('integerOnly', options);
  const { min, max, unit, yen, field } = options;
  if (n < min || n > max) return fail(yen ? 'amountRange' : 'numberRange', { field, min, max });
  if (unit !== undefined && unit > 0 && n % unit !== 0) return fail('amountUnit', { field, unit });
  return OK;
}
