import { OK, fail, type FieldOptions, type RuleResult } from './result.js';

/**
 * A choice the server offered this person (a step's `x-optionsFrom`, schemas/contextOptions.ts) and no other; of a
 * list of choices (the checkboxes widget), each one.
 */
export function offeredChoice(value: unknown, offered: readonly string[], options: FieldOptions = {}): RuleResult {
  const chosen: readonly unknown[] = Array.isArray(value) ? value : [value];
  return chosen.every((one) => typeof one === 'string' && offered.includes(one)) ? OK : fail('notOffered', options);
}
