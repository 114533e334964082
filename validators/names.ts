import { isJisX0208, isJisX0208Kanji } from './jisX0208.js';
import { toKatakana } from './normalisers.js';
import { OK, charLength, fail, type FieldOptions, type RuleResult } from './result.js';

/** SPEC 5.2 and 9: name maxima. */
export const NAME_KANJI_MAX = 10;
export const NAME_KANA_MAX = 15;
export const NAME_ALPHA_MAX = 12;
export const COMPANY_NAME_KANJI_MAX = 20;

/** Characters a name may hold besides JIS kanji, kana and full-width letters: iteration and kana marks only. */
const NAME_MARKS = new Set([...'々〆〇ヽヾゝゞ仝ー']);
const isHiragana = (cp: number): boolean => cp >= 0x3041 && cp <= 0x3093;
const isKatakana = (cp: number): boolean => cp >= 0x30a1 && cp <= 0x30f6;
const isFullWidthLetter = (cp: number): boolean => (cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a);

function isNameCharacter(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return isJisX0208Kanji(cp) || isHiragana(cp) || isKatakana(cp) || isFullWidthLetter(cp) || NAME_MARKS.has(ch);
}

/** Words no name may contain (SPEC 5.2 "no prohibited words"), compared in katakana and upper case. */
const PROHIBITED_NAME_WORDS = ['ダミー', 'サンプル', 'ＤＵＭＭＹ', 'ＳＡＭＰＬＥ'] as const;

/** SPEC 5.2: the last name may not contain the words for card, test or the portal provider's brand. */
const PROHIBITED_LAST_NAME_WORDS = ['カード', 'テスト', 'ヤフー', 'ＣＡＲＤ', 'ＴＥＳＴ', 'ＹＡＨＯＯ'] as const;

/** SPEC 5.2: any character repeated three or more times in a row. */
const REPEATED_THREE = /(.)\1\1/su;

function containsWord(value: string, words: readonly string[]): boolean {
  const folded = toKatakana(value).toUpperCase();
  return words.some((w) => folded.includes(w));
}

function requiredString(value: unknown, options: FieldOptions): string | RuleResult {
  if (value === undefined || value === null || value === '') return fail('required', options);
  if (typeof value !== 'string') return fail('invalidType', options);
  return value;
}

/** A kanji name part (last or first): required, JIS X 0208, name characters only, at most 10, no prohibited word. */
export function nameKanji(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (!isJisX0208(s)) {
    return [...s].every((ch) => (ch.codePointAt(0) ?? 0) < 0x80) ? fail('fullWidthOnly', options) : fail('notJisX0208', options);
  }
  if (![...s].every(isNameCharacter)) return fail('forbiddenSymbol', options);
  if (charLength(s) > NAME_KANJI_MAX) return fail('maxLength', { ...options, max: NAME_KANJI_MAX });
  if (containsWord(s, PROHIBITED_NAME_WORDS)) return fail('prohibitedWord', options);
  return OK;
}

/** The kanji last name: a kanji name part that also avoids card/test/brand words and triple repeats. */
export function lastNameKanji(value: unknown, options: FieldOptions = {}): RuleResult {
  const base = nameKanji(value, options);
  if (!base.valid) return base;
  const s = value as string;
  if (containsWord(s, PROHIBITED_LAST_NAME_WORDS)) return fail('prohibitedWord', options);
  if (REPEATED_THREE.test(s)) return fail('repeatedCharacters', options);
  return OK;
}

const KATAKANA_NAME = /^[\u30a1-\u30f6\u30fc]+$/u;
const HIRAGANA_ONLY = /^[\u3041-\u3096\u309d\u309e\u30fc]+$/u;

/** A kana name part: required, full-width katakana (and ー) only, at most 15. */
export function nameKana(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (!KATAKANA_NAME.test(s)) return fail('katakanaOnly', options);
  if (charLength(s) > NAME_KANA_MAX) return fail('maxLength', { ...options, max: NAME_KANA_MAX });
  if (containsWord(s, PROHIBITED_NAME_WORDS)) return fail('prohibitedWord', options);
  return OK;
}

/** The kana last name: hiragana-only input gets its own message (SPEC 5.2), then the last-name word and repeat rules. */
export function lastNameKana(value: unknown, options: FieldOptions = {}): RuleResult {
  if (typeof value === 'string' && HIRAGANA_ONLY.test(value)) return fail('hiraganaNotAllowed', options);
  const base = nameKana(value, options);
  if (!base.valid) return base;
  const s = value as string;
  if (containsWord(s, PROHIBITED_LAST_NAME_WORDS)) return fail('prohibitedWord', options);
  if (REPEATED_THREE.test(s)) return fail('repeatedCharacters', options);
  return OK;
}

const ALPHA_NAME = /^[A-Z]+$/;

/** Card-holder name in Roman letters: 1 to 12 half-width capitals (SPEC 5.2). */
export function nameAlpha(value: unknown, options: FieldOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (!ALPHA_NAME.test(s)) return fail('alphaUpperOnly', options);
  if (s.length > NAME_ALPHA_MAX) return fail('maxLength', { ...options, max: NAME_ALPHA_MAX });
  return OK;
}

/**
 * Full names used as placeholders rather than a person's name (SPEC 5.2 "a long dummy list"). Compared after
 * katakana folding with spaces removed, so 山田　太郎 and 山田太郎 both match.
 */
const DUMMY_FULL_NAMES = new Set([
  '山田太郎',
  '山田花子',
  '日本太郎',
  '日本花子',
  '見本太郎',
  '見本花子',
  '試験太郎',
  '試験花子',
  '名無権兵衛',
  '名無シ権兵衛',
  '名無シノ権兵衛',
  '姓名',
  '氏名',
  '名字名前',
  '苗字名前',
  'アイウエオ',
  'カキクケコ',
  'テストテスト',
  'ダミーダミー',
]);

/** Markers of corporate or trade names (SPEC 5.2: corporate or trade names are not accepted as a personal name). */
const CORPORATE_MARKERS = [
  '株式会社',
  '有限会社',
  '合同会社',
  '合資会社',
  '合名会社',
  '相互会社',
  '法人',
  '組合',
  '事務所',
  '商事',
  '商店',
  '商会',
  '工務店',
  '（株）',
  '（有）',
  '（同）',
  '（資）',
  '（名）',
  '（医）',
  '（学）',
  '（財）',
  '（社）',
  '(株)',
  '(有)',
] as const;

export interface FullName {
  readonly last: unknown;
  readonly first: unknown;
}

function isFullName(value: unknown): value is FullName {
  return typeof value === 'object' && value !== null && 'last' in value && 'first' in value;
}

/** A full kanji name must be neither a known dummy nor a corporate or trade name. */
export function fullNameKanji(value: unknown, options: FieldOptions = {}): RuleResult {
  if (!isFullName(value) || typeof value.last !== 'string' || typeof value.first !== 'string') return fail('invalidType', options);
  const joined = `${value.last}${value.first}`.replace(/\s+/gu, '');
  if (joined === '') return fail('required', options);
  if (DUMMY_FULL_NAMES.has(toKatakana(joined))) return fail('dummyName', options);
  if (CORPORATE_MARKERS.some((marker) => joined.includes(marker))) return fail('corporateName', options);
  return OK;
}

/** SPEC 5.6: a family member's full name may not equal the main member's. */
export function familyNameDiffers(value: unknown, main: unknown, options: FieldOptions = {}): RuleResult {
  if (!isFullName(value) || !isFullName(main)) return OK;
  const join = (n: FullName): string => `${String(n.last)}${String(n.first)}`.replace(/\s+/gu, '');
  return join(value) !== '' && join(value) === join(main) ? fail('familyNameSameAsMain', options) : OK;
}

/**
 * Symbols a company or school name may use (SPEC 5.1: forbidden special symbols in full-width text); everything
 * else must be a JIS kanji, kana, full-width letter or digit.
 */
const COMPANY_SYMBOLS = new Set([...'　、。，．・：ー－‐／（）「」＆＋々〆〇ヽヾゝゞ’＇']);
const isFullWidthDigit = (cp: number): boolean => cp >= 0xff10 && cp <= 0xff19;

function isCompanyCharacter(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (
    isJisX0208Kanji(cp) || isHiragana(cp) || isKatakana(cp) || isFullWidthLetter(cp) || isFullWidthDigit(cp) || COMPANY_SYMBOLS.has(ch)
  );
}

export type MaxLengthOptions = FieldOptions & {
  readonly maxLength?: number;
};

function fullWidthText(value: unknown, max: number, options: FieldOptions): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (s.trim() === '') return fail('required', options);
  if (!isJisX0208(s)) {
    return [...s].some((ch) => (ch.codePointAt(0) ?? 0) < 0x80) ? fail('fullWidthOnly', options) : fail('notJisX0208', options);
  }
  if (![...s].every(isCompanyCharacter)) return fail('forbiddenSymbol', options);
  if (charLength(s) > max) return fail('maxLength', { ...options, max });
  return OK;
}

/** Company name in kanji: full-width JIS X 0208 text, at most 20 (SPEC 5.2). */
export function companyNameKanji(value: unknown, options: MaxLengthOptions = {}): RuleResult {
  return fullWidthText(value, options.maxLength ?? COMPANY_NAME_KANJI_MAX, options);
}

const KATAKANA_TEXT = /^[\u30a1-\u30f6\u30fc\u3000\uff08\uff09\uff0e\uff0d\u30fb\uff06\uff10-\uff19\uff21-\uff3a]+$/u;

/** Company name in kana: full-width katakana with the marks a company name needs; 20 or 30 by screen (SPEC 5.2). */
export function companyNameKana(value: unknown, options: MaxLengthOptions = {}): RuleResult {
  const s = requiredString(value, options);
  if (typeof s !== 'string') return s;
  if (!KATAKANA_TEXT.test(s)) return fail('katakanaOnly', options);
  const max = options.maxLength ?? 30;
  if (charLength(s) > max) return fail('maxLength', { ...options, max });
  return OK;
}

/** School name: full-width JIS X 0208 text, 20 or 30 by screen (SPEC 5.2). */
export function schoolName(value: unknown, options: MaxLengthOptions = {}): RuleResult {
  return fullWidthText(value, options.maxLength ?? 20, options);
}

/** Any text that must be storable in the card system's Shift_JIS columns (SPEC 5.1 server-side JIS X 0208 check). */
export function jisX0208Text(value: unknown, options: FieldOptions = {}): RuleResult {
  if (value === undefined || value === null || value === '') return OK;
  if (typeof value !== 'string') return fail('invalidType', options);
  return isJisX0208(value) ? OK : fail('notJisX0208', options);
}
