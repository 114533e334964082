import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { conditionMatches } from './conditionMatches';
import { fieldErrorsOf } from './fieldErrors';
import type { Answers, CompiledValidate, FieldError } from './types';

/**
 * RJSF's validator for one step, over the step's ahead-of-time compiled validate function: the browser runs the
 * same code the server runs and compiles nothing. `context` is ajv's passContext (`{ today, now }`).
 */
export function stepValidator(validate: CompiledValidate, context: object = {}): ValidatorType<Answers> {
  return {
    rawValidation<Result>(_schema: RJSFSchema, formData?: Answers) {
      validate.call(context, formData ?? {});
      return { errors: (validate.errors ?? undefined) as Result[] | undefined };
    },
    validateFormData(formData: Answers | undefined, schema: RJSFSchema): ValidationData<Answers> {
      validate.call(context, formData ?? {});
      return validationData(fieldErrorsOf(validate.errors, schema));
    },
    isValid(schema: RJSFSchema, formData: Answers | undefined) {
      return conditionMatches(schema, formData);
    },
  };
}

/** RJSF's error list and error schema from `{ field, message }` errors (the browser's or the server's). */
export function validationData(errors: readonly FieldError[]): ValidationData<Answers> {
  const errorSchema: Record<string, unknown> = {};
  const list: RJSFValidationError[] = errors.map(({ field, message }) => {
    let node = errorSchema;
    for (const segment of field.split('/').filter(Boolean)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
    return { name: 'field', property: `.${field.replace(/\//g, '.')}`, message, stack: message };
  });
  return { errors: list, errorSchema: errorSchema as ErrorSchema<Answers> };
}
