import { formatMessage, type MessageKey, type MessageParams } from './messages.js';

export type RuleFailure = { readonly valid: false; readonly messageKey: MessageKey; readonly message: string };
export type RuleResult = { readonly valid: true } | RuleFailure;

/** Options every validator accepts: the label used in `{field}` of its messages. */
export type FieldOptions = {
  readonly field?: string;
};

export const OK: RuleResult = Object.freeze({ valid: true });

export function fail(messageKey: MessageKey, params: MessageParams = {}): RuleFailure {
  return { valid: false, messageKey, message: formatMessage(messageKey, params) };
}

/** Length in code points, so a surrogate pair counts as the one character the user typed. */
export function charLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}
