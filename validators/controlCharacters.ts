import { fail, OK, type FieldOptions, type RuleResult } from './result.js';

/**
 * C0 controls, DEL and the C1 controls (U+0080–U+009F) in text a person typed: tab and line breaks are text, the
 * others are not (NUL breaks PostgreSQL text; a C1 control is what a mis-decoded byte turns into, and NEL U+0085 is a
 * line end to some readers and none to others). The server refuses them at its edge in every body
 * (server/plugins/external/requestGuards.ts); every step's check refuses them too (schemas/stepForm.ts), so the
 * browser says so before sending (issue 13 item 5; issue 57 item 6 for C1).
 */
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069): invisible, they reorder what is
 * shown around them (U+202E turns 「gpj.exe」 into 「exe.jpg」 on a staff screen), and no Japanese text needs them.
 * The fields with a character rule (JIS X 0208, kana, a pattern) refused them and free text kept them; the step check
 * now refuses them in every answer, before any normaliser could clean them away (issue 35): one rule for every field.
 */
const bidiControl = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * The line and paragraph separators U+2028 and U+2029: a line break to a browser and to JavaScript, none to the CSV
 * files, mails and staff screens that read `\n` (issue 57 item 6). A person's line break is `\n`; these come only
 * pasted, and are refused with the same message.
 */
const unicodeSeparator = /[\u2028\u2029]/;

const hiddenCharacter = new RegExp(`${controlCharacter.source}|${bidiControl.source}`, 'g');

/**
 * The text with its hidden characters taken out, where a refusal would lose what a person pasted (the staff
 * console's forms, server/ops/opsApp.ts): U+2028 and U+2029 become the line break they stand for, the other
 * controls go; tab and line breaks stay.
 */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(/[\u2028\u2029]/g, '\n').replace(hiddenCharacter, '');
}

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

/** A control character of any of these kinds: what no answer of a step may hold. */
export function hasHiddenCharacters(text: string): boolean {
  return controlCharacter.test(text) || bidiControl.test(text) || unicodeSeparator.test(text);
}

/** True when a string anywhere in `value` (an answer, or the items of a multi-value answer) holds a hidden character. */
export function holdsHiddenCharacters(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasHiddenCharacters(current)) return true;
    } else if (Array.isArray(current)) stack.push(...current);
    else if (current !== null && typeof current === 'object') stack.push(...Object.keys(current), ...Object.values(current));
  }
  return false;
}

export function noHiddenCharacters(value: unknown, options: FieldOptions = {}): RuleResult {
  return holdsHiddenCharacters(value) ? fail('controlCharacter', options) : OK;
}
