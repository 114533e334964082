import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/** The same value typed twice (a new PIN, a new password, SPEC 5.1 "confirmed"): the second must equal the first. */
export function sameAnswer(value: unknown, first: unknown, options: FieldOptions = {}): RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  return value === first ? OK : fail('confirmationMismatch', options);
}
