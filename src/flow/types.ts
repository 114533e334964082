import type { RJSFSchema } from '@rjsf/utils';

import type { StepValidator } from '../../schemas/stepForm';

export type { FieldError, StepValidator } from '../../schemas/stepForm';

/** A flow's compiled `if` subschemas, keyed `<step>#<JSON pointer>` (their `x-condition`, schemas/compileFlow.ts). */
export type Conditions = Readonly<Record<string, StepValidator>>;

/** A step's answers as the form holds them: property name → value. */
export type Answers = Record<string, unknown>;

/** A step schema as the engine's compiler resolved it (code tables filled, `ui:` hints kept). */
export type StepSchema = RJSFSchema & { readonly $id?: string; readonly title?: string };
