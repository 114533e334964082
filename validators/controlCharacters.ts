import { fail, OK, type FieldOptions, type RuleResult } from './result.js';

/**
 * C0 controls and DEL in text a person typed: tab and line breaks are text, the others are not (and NUL breaks
 * PostgreSQL text). The server refuses them at its edge in every body (server/plugins/external/requestGuards.ts);
 * every step's check refuses them too (schemas/stepForm.ts), so the browser says so before sending (issue 13 item 5).
 */
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

/** True when a string anywhere in `value` (an answer, or the items of a multi-value answer) holds a control character. */
export function holdsControlCharacters(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return true;
    } else if (Array.isArray(current)) stack.push(...current);
    else if (current !== null && typeof current === 'object') stack.push(...Object.keys(current), ...Object.values(current));
  }
  return false;
}

export function noControlCharacters(value: unknown, options: FieldOptions = {}): RuleResult {
  return holdsControlCharacters(value) ? fail('controlCharacter', options) : OK;
}
