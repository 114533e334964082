import { fail, OK, type FieldOptions, type RuleResult } from './result.js';

/**
 * DESIGN.md: a full card number is stored nowhere. Free-text fields (addresses, company names, a card's nickname,
 * a photo's file name) would store one typed by mistake, and the write-ahead log would keep it (issue 13 item 8).
 * A run of 13 to 19 digits, full- or half-width, optionally grouped by spaces or hyphens as printed on a card,
 * that passes the Luhn check is treated as a card number.
 */
const digitRun = /[0-9](?:[ -]?[0-9])+/g;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * True when `text` holds a Luhn-valid number of 13–19 digits: a run of digits, or consecutive groups of one run
 * (`4111 1111 1111 1111` after a phone number's `5678` still counts). Windows inside a group are not tried: one
 * digit in ten passes Luhn, so any long number would look like a card.
 */
export function containsCardNumber(text: string): boolean {
  // NFKC turns full-width digits and spaces into ASCII; the hyphen-like characters become '-'.
  const normalised = text.normalize('NFKC').replace(/[\u2010-\u2015\u2212\u30fc\uff0d]/g, '-');
  for (const run of normalised.match(digitRun) ?? []) {
    const groups = run.split(/[ -]/);
    for (let first = 0; first < groups.length; first += 1) {
      let digits = '';
      for (let last = first; last < groups.length && digits.length < 19; last += 1) {
        digits += groups[last];
        if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) return true;
      }
    }
  }
  return false;
}

/** The keyword `noCardNumber` on every free-text field: the browser and the server refuse alike. */
export function noCardNumber(value: unknown, options: FieldOptions = {}): RuleResult {
  return typeof value === 'string' && containsCardNumber(value) ? fail('cardNumberInText', options) : OK;
}

/**
 * `text` with each run of digits that holds a card number (as `containsCardNumber` finds it) starred out, its last
 * four digits kept: for text the person did not type and cannot be asked to correct (a landing's advertising data).
 */
export function maskCardNumbers(text: string): string {
  return text.replace(/[0-9０-９](?:[ \-‐-―−ー－　]?[0-9０-９])+/g, (run) => {
    if (!containsCardNumber(run)) return run;
    const keep = run.length - 4;
    return [...run].map((char, index) => (index < keep && /[0-9０-９]/.test(char) ? '*' : char)).join('');
  });
}
