import type { Registry } from '@rjsf/utils';
import type { Answers } from './types';

export interface ZipCandidate {
  readonly prefectureCode: string;
  readonly prefecture: string;
  readonly city: string;
  readonly town: string;
}

/**
 * What StepPage gives the widgets: sibling-field updates (the zip code fills the address), the zip lookup, a
 * field's own error found by its widget (a photo refused by the phone's check or the upload), which stands in for
 * the field's schema errors, under the field and in the error summary, until the widget clears it with null, and
 * the earlier answers the step reads (`x-context`: the card-face choices follow the chosen brand and colour).
 */
export interface FlowFormContext {
  readonly patch: (values: Answers) => void;
  readonly lookupZip: (zip7: string) => Promise<readonly ZipCandidate[]>;
  readonly reportError: (field: string, message: string | null) => void;
  readonly context: Answers;
}

export function flowContextOf(registry: Registry): FlowFormContext | undefined {
  const context: unknown = registry.formContext;
  return typeof context === 'object' && context !== null && 'patch' in context && 'lookupZip' in context
    ? (context as FlowFormContext)
    : undefined;
}
