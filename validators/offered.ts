import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/** A choice the server offered this person (a step's `x-optionsFrom`, schemas/contextOptions.ts) and no other. */
export function offeredChoice(value: unknown, offered: readonly string[], options: FieldOptions = {}): RuleResult {
  return typeof value === 'string' && offered.includes(value) ? OK : fail('notOffered', options);
}
