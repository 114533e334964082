import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import japanPhoneMetadata from './generated/phoneMetadataJapan.json';
import { prefectureOfAddress } from '../enums/prefecture.js';
import { isJisX0208 } from './jisX0208.js';
import { OK, charLength, fail, type FieldOptions, type RuleResult } from './result.js';

export const MAIL_ADDRESS_MAX = 254;
export const SUB_ADDRESS_MAX = 20;

function requiredString(value: unknown, options: FieldOptions): string | RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  if (typeof value !== 'string') return fail('invalidType', options);
  return value;
}

/**
 * The "standard pattern" of SPEC 5.2: the WHATWG HTML valid-e-mail-address grammar (what `<input type=email>`
 * accepts), ASCII only. The length is checked first so the pattern never runs on a long string.
 */
const MAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function mailAddress(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (s.length > MAIL_ADDRESS_MAX) return fail('maxLength', { ...options, max: MAIL_ADDRESS_MAX });
  return MAIL_PATTERN.test(s) ? OK : fail('mailFormat', options);
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

/**
 * Contact telephone number (SPEC 5.4: 10 or 11 digits matching an area-code table). The area-code table is
 * libphonenumber-js's `max` metadata for Japan (Google libphonenumber, which tracks 総務省's 電気通信番号指定状況; only
 * Japan's part ships, see ./phoneMetadata.ts): a number
 * passes when it is a valid Japanese number of a type a person can be reached on at home, i.e. fixed line, mobile
 * or VoIP (050), and not toll-free, premium, pager or UAN numbers.
 */
const metadata = japanPhoneMetadata as unknown as MetadataJson;
const REACHABLE_TYPES = new Set(['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE', 'VOIP']);

export function phoneNumber(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (!/^0[0-9]{9,10}$/.test(s)) return fail('phoneNumberFormat', options);
  const parsed = parsePhoneNumberFromString(s, 'JP', metadata);
  if (!parsed || parsed.country !== 'JP' || !parsed.isValid()) return fail('phoneNumberFormat', options);
  const type = parsed.getType();
  return type !== undefined && REACHABLE_TYPES.has(type) ? OK : fail('phoneNumberFormat', options);
}

const telDisplays = new Map<string, string>();

/**
 * A telephone number as people write it, grouped by its area code (090-1234-5678, 03-1234-5678, 0466-12-3456):
 * the same metadata as the rule above; a number it cannot read stays as given.
 */
export function telDisplay(value: string): string {
  let shown = telDisplays.get(value);
  if (shown === undefined) {
    // Every confirm view formats every number on it again: parsing costs more than the rest of the row.
    if (telDisplays.size >= 1000) telDisplays.clear();
    shown = parsePhoneNumberFromString(value, 'JP', metadata)?.formatNational() ?? value;
    telDisplays.set(value, shown);
  }
  return shown;
}

/** A family member's mobile number: a valid mobile number that is not the main member's (SPEC 5.4). */
export function familyMobileNumber(value: unknown, mainMobNumFull: unknown, options: FieldOptions = {}): RuleResult {
  const base = mobileNumber(value, options);
  if (!base.valid) return base;
  return value === mainMobNumFull ? fail('familyMobileSameAsMain', options) : OK;
}
