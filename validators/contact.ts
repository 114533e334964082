import { prefectureOfAddress } from '../enums/prefecture.js';
import { containsCardNumber } from './cardNumbers.js';
import { isJisX0208 } from './jisX0208.js';
import { OK, charLength, fail, type FieldOptions, type RuleResult } from './result.js';

export const MAIL_ADDRESS_MAX = 254;
export const SUB_ADDRESS_MAX = 20;

export function requiredString(value: unknown, options: FieldOptions): string | RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  if (typeof value !== 'string') return fail('invalidType', options);
  return value;
}

/**
 * The "standard pattern" of SPEC 5.2: the WHATWG HTML valid-e-mail-address grammar (what `<input type=email>`
 * accepts), ASCII only. The length is checked first so the pattern never runs on a long string.
 */
const MAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function mailAddress(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (s.length > MAIL_ADDRESS_MAX) return fail('maxLength', { ...options, max: MAIL_ADDRESS_MAX });
  if (!MAIL_PATTERN.test(s)) return fail('mailFormat', options);
  // A card number typed as the local part would be stored and mailed to like any address (DESIGN.md: stored nowhere).
  return containsCardNumber(s.slice(0, s.lastIndexOf('@'))) ? fail('cardNumberInText', options) : OK;
}

/** Zip code: exactly seven half-width digits; the hyphenated display form is removed by a normaliser first. */
export function zipCode(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  return /^[0-9]{7}$/.test(s) ? OK : fail('zipCodeFormat', options);
}

/** Home address: full-width JIS X 0208 text starting with a prefecture name in kanji (SPEC 5.2). */
export function address(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (prefectureOfAddress(s) === undefined) return fail('addressPrefecture', options);
  if (!isJisX0208(s)) return fail('notJisX0208', options);
  return OK;
}

/** Sub-address (house number, building, room): required, not blank, full-width JIS X 0208, at most 20 (SPEC 5.2). */
export function subAddress(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (s.trim() === '') return fail('required', options);
  if (!isJisX0208(s)) {
    return [...s].some((ch) => (ch.codePointAt(0) ?? 0) < 0x80) ? fail('fullWidthOnly', options) : fail('notJisX0208', options);
  }
  if (charLength(s) > SUB_ADDRESS_MAX) return fail('maxLength', { ...options, max: SUB_ADDRESS_MAX });
  return OK;
}

/** SPEC 5.4: 11 digits, 070/080/090, then a non-zero digit. */
const MOBILE_PATTERN = /^0[789]0[1-9][0-9]{7}$/;

export function mobileNumber(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  return MOBILE_PATTERN.test(s) ? OK : fail('mobileNumberFormat', options);
}

/** A family member's mobile number: a valid mobile number that is not the main member's (SPEC 5.4). */
export function familyMobileNumber(value: unknown, mainMobNumFull: unknown, options: FieldOptions = {}): RuleResult {
  const base = mobileNumber(value, options);
  if (!base.valid) return base;
  return value === mainMobNumFull ? fail('familyMobileSameAsMain', options) : OK;
}
