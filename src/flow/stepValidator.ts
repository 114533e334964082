import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type { JsonObject } from '../../schemas/resolveSchema';
import { normaliseAnswers, validateAnswers } from '../../schemas/stepForm';
import { tokyoToday } from '../../validators/calendar';
import type { Answers, Conditions, FieldError, StepValidator } from './types';

/**
 * RJSF's validator for one step, over the step's ahead-of-time compiled validate function and the engine's
 * schemas/stepForm.ts: the answers are normalised and checked exactly as the server will (same code, same
 * messages, the earlier answers the step reads alongside), and the browser compiles nothing. Which conditional
 * fields show is decided by the flow's compiled `if` validators (`conditions`, schemas/compileFlow.ts).
 */
export function stepValidator(
  validate: StepValidator,
  conditions: Conditions,
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
    return validateAnswers(validate, step, normaliseAnswers(step, formData ?? {}), context, today()).filter(
      (error) => !ownedByWidgets().includes(error.field),
    );
  };
  return {
    rawValidation<Result>(schema: RJSFSchema, formData?: Answers) {
      return { errors: check(schema, formData) as Result[] };
    },
    validateFormData(formData: Answers | undefined, schema: RJSFSchema): ValidationData<Answers> {
      return validationData(check(schema, formData));
    },
    // RJSF asks about a step's `if` subschemas only (the steps have no other oneOf/anyOf of objects): each names its
    // compiled validator. A subschema without one is no condition of ours; it matches nothing rather than guessing.
    isValid(schema: RJSFSchema, formData: Answers | undefined) {
      const key = (schema as JsonObject)['x-condition'];
      const condition = typeof key === 'string' ? conditions[key] : undefined;
      return condition?.call({ today: today() }, formData ?? {}) === true;
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
