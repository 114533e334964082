import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import japanPhoneMetadata from './generated/phoneMetadataJapan.json';
import { requiredString } from './contact.js';
import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/*
 * Apart from ./contact.ts because of what it weighs: the telephone metadata is 8 KB brotli, which only the pages
 * that ask for or show a landline number load (issue 20).
 */

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
  if (parsed?.country !== 'JP' || !parsed.isValid()) return fail('phoneNumberFormat', options);
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
