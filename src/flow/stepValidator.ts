import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type { JsonObject } from '../../schemas/resolveSchema';
import { normaliseAnswers, validateAnswers } from '../../schemas/stepForm';
import { tokyoToday } from '../../validators/calendar';
import { conditionMatches } from './conditionMatches';
import type { Answers, FieldError, StepValidator } from './types';

/**
 * RJSF's validator for one step, over the step's ahead-of-time compiled validate function and the engine's
 * schemas/stepForm.ts: the answers are normalised and checked exactly as the server will (same code, same
 * messages, the earlier answers the step reads alongside), and the browser compiles nothing.
 */
export function stepValidator(
  validate: StepValidator,
  context: Answers,
  today: () => string = () => tokyoToday(new Date()),
  /**
   * Fields whose widget reports its own error for now (FlowFormContext.reportError): theirs replaces the schema's.
   * Read at each validation: RJSF keeps its first validator (it compares them ignoring functions).
   */
  ownedByWidgets: () => readonly string[] = () => [],
): ValidatorType<Answers> {
  const check = (schema: RJSFSchema, formData: Answers | undefined): FieldError[] => {
    const step = schema as JsonObject;
    return validateAnswers(validate, step, normaliseAnswers(step, formData ?? {}), context, today()).filter((error) => !ownedByWidgets().includes(error.field));
  };
  return {
    rawValidation<Result>(schema: RJSFSchema, formData?: Answers) {
      return { errors: check(schema, formData) as Result[] };
    },
    validateFormData(formData: Answers | undefined, schema: RJSFSchema): ValidationData<Answers> {
      return validationData(check(schema, formData));
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
