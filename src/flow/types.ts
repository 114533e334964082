import type { RJSFSchema } from '@rjsf/utils';

/** A step's answers as the form holds them: property name → value (strings, numbers, booleans). */
export type Answers = Record<string, unknown>;

/**
 * An ajv standalone validate function as the generated modules export it. `this` carries the validation context
 * (`{ today, now }`, ajv's passContext) so time-dependent rules agree between browser and server.
 */
export interface CompiledValidate {
  (this: unknown, data: unknown): boolean;
  errors?: readonly CompiledError[] | null;
}

export interface CompiledError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

/** A step schema after the schema compiler filled the code tables (engine contract: schemas/apply/<stepId>.json). */
export type StepSchema = RJSFSchema & { readonly $id: string; readonly title?: string };

/** A field error as the server answers it (`{ field, message }`, field = property name). */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}
