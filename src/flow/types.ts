import type { RJSFSchema } from '@rjsf/utils';

export type { FieldError, StepValidator } from '../../schemas/stepForm';

/** A step's answers as the form holds them: property name → value. */
export type Answers = Record<string, unknown>;

/** A step schema as the engine's compiler resolved it (code tables filled, `ui:` hints kept). */
export type StepSchema = RJSFSchema & { readonly $id?: string; readonly title?: string };
