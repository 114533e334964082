/**
 * Input normalisers of SPEC 5.1. Each takes `unknown` (a non-string becomes ''), never throws, and is idempotent:
 * applying it to its own output changes nothing, so the UI may run it on every keystroke and the server again.
 */

const asString = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** Lone surrogates cannot be shown or stored; dropping them keeps every later step well-formed. */
export const dropLoneSurrogates = (s: string): string =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');

const HALF_WIDTH_KANA = /[\uff61-\uff9f]+/g;

/**
 * What Unicode's compatibility mapping leaves where no kana takes a sound mark: a lone ﾞ or ﾟ is the spacing mark, and
 * ﾜﾞ and ｦﾞ stay two characters, as jaconv's table had them (ヷ and ヺ are not in JIS X 0208, so a name could not hold
 * them).
 */
const UNCOMPOSED: Readonly<Record<string, string>> = {
  '\u3099': '\u309b',
  '\u309a': '\u309c',
  '\u30f7': '\u30ef\u309b',
  '\u30fa': '\u30f2\u309b',
};

/**
 * Half-width katakana to full width by Unicode's own mapping (NFKC), composing ﾞ and ﾟ with the preceding kana
 * (ﾔﾏﾀﾞ → ヤマダ). Only the half-width runs are normalised: NFKC would also fold full-width letters and digits.
 */
function halfKanaToFull(s: string): string {
  return s.replace(HALF_WIDTH_KANA, (run) =>
    run.normalize('NFKC').replace(/[\u3099\u309a\u30f7\u30fa]/g, (mark) => UNCOMPOSED[mark] ?? mark),
  );
}

/** ASCII to its full-width form: U+0021–U+007E shift by 0xFEE0 and the space becomes the ideographic space. */
function asciiToFull(s: string): string {
  return s.replace(/[\u0020-\u007e]/g, (ch) => (ch === ' ' ? '\u3000' : String.fromCharCode(ch.charCodeAt(0) + 0xfee0)));
}

/** Full-width ASCII forms and the ideographic space back to ASCII. */
function fullToAscii(s: string): string {
  return s.replace(/[\uff01-\uff5e\u3000]/g, (ch) => (ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)));
}

export function toFullWidth(value: unknown): string {
  return asciiToFull(halfKanaToFull(dropLoneSurrogates(asString(value))));
}

export function toHalfWidthAscii(value: unknown): string {
  return fullToAscii(dropLoneSurrogates(asString(value)));
}

/** Hiragana and half-width katakana to full-width katakana (ゔ → ヴ, ゕ → ヵ). */
export function toKatakana(value: unknown): string {
  // Hiragana U+3041–U+3096 and katakana U+30A1–U+30F6 are the same syllabary 0x60 apart.
  return halfKanaToFull(dropLoneSurrogates(asString(value))).replace(/[\u3041-\u3096]/g, (ch) =>
    String.fromCharCode(ch.charCodeAt(0) + 0x60),
  );
}

/** Dash-like characters users type for a hyphen in numbers and addresses. */
const DASHES = /[\u002d\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63\uff0d]/g;

/**
 * Hyphen cleanup for addresses and numbers: every dash variant becomes the full-width hyphen-minus －, and a long
 * vowel mark ー typed between digits (１ー２) does too, because there it can only mean a hyphen.
 */
export function normaliseHyphens(value: unknown): string {
  const s = dropLoneSurrogates(asString(value)).replace(DASHES, '\uff0d');
  return s.replace(/([0-9\uff10-\uff19\uff0d])[\u30fc\uff70](?=[0-9\uff10-\uff19])/g, '$1\uff0d');
}

/** Long-vowel cleanup for kana: dashes typed after katakana (ユ-コ) are the long vowel mark ー, one for one. */
export function normaliseLongVowel(value: unknown): string {
  return dropLoneSurrogates(asString(value)).replace(
    /([\u30a1-\u30fa\u30fc])([\u002d\u2010-\u2015\u2212\uff0d\uff70]+)/g,
    (_, kana: string, dashes: string) => kana + '\u30fc'.repeat(dashes.length),
  );
}

export function removeSpaces(value: unknown): string {
  return dropLoneSurrogates(asString(value)).replace(/\s+/gu, '');
}

/** Keeps the digits 0–9, full-width digits folded to ASCII first. */
export function digitsOnly(value: unknown): string {
  return fullToAscii(dropLoneSurrogates(asString(value)).replace(/[^0-9\uff10-\uff19]/g, '')).replace(/[^0-9]/g, '');
}

/**
 * An amount as a person types it: full-width digits folded to ASCII, spaces and thousands separators dropped
 * (１，２００ → 1200). Anything else stays, so a value that is not a number is refused as one; `digitsOnly` would
 * drop the letters of "abc" and the rule would then say the field is empty.
 */
export function amountDigits(value: unknown): string {
  return toHalfWidthAscii(value).replace(/[\s,、]/g, '');
}

/**
 * Telephone cleanup: digits only, with an international +81 prefix turned into the domestic trunk 0
 * (+81 90-1234-5678 → 09012345678), since the validators expect the domestic form.
 */
export function telCleanup(value: unknown): string {
  const s = fullToAscii(dropLoneSurrogates(asString(value))).trim();
  const international = /^\+\s*81/.exec(s);
  const digits = digitsOnly(international ? s.slice(international[0].length) : s);
  if (!international) return digits;
  return digits.startsWith('0') ? digits : `0${digits}`;
}

/** Zip code display form: digits only, with a hyphen after the third digit once there are more than six. */
export function zipCodeFormat(value: unknown): string {
  const digits = digitsOnly(value);
  return digits.length > 6 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

const INQUIRY_GROUPS = [6, 4, 5, 1] as const;

/** Inquiry number display form, grouped 6/4/5/1 as the user types; digits past the 16th stay in the last group. */
export function inquiryNumberFormat(value: unknown): string {
  const digits = digitsOnly(value);
  const parts: string[] = [];
  let at = 0;
  for (const [i, size] of INQUIRY_GROUPS.entries()) {
    if (at >= digits.length) break;
    const last = i === INQUIRY_GROUPS.length - 1;
    parts.push(last ? digits.slice(at) : digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/**
 * A whole number with a comma every three digits (12,345), as ja-JP writes it; anything else as `String` writes it.
 * By hand rather than with `toLocaleString`, whose output depends on the runtime's ICU data and whose first call in a
 * page loads ICU's Japanese number data: 70–100 ms of the member top's hydration at a phone's speed (4× CPU, issue 33).
 * Here, with the first step's rules, so the validators' messages that print a number do not load the other rules' chunk.
 */
export function groupedDigits(value: number): string {
  const digits = String(value);
  return Number.isSafeInteger(value) ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits;
}

/** Roman-letter names: full-width letters folded to ASCII, then upper case (the card embossing takes capitals only). */
export function toUpperAlpha(value: unknown): string {
  return toHalfWidthAscii(value).replace(/[a-z]/g, (ch) => ch.toUpperCase());
}

export const normalisers = {
  toFullWidth,
  toHalfWidthAscii,
  toKatakana,
  normaliseHyphens,
  normaliseLongVowel,
  removeSpaces,
  digitsOnly,
  amountDigits,
  telCleanup,
  zipCodeFormat,
  inquiryNumberFormat,
  toUpperAlpha,
} as const satisfies Record<string, (value: unknown) => string>;

export type NormaliserName = keyof typeof normalisers;
