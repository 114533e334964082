import type { JsonObject } from './resolveSchema';
import type { FlowFormModule, StepValidator } from './stepForm';

/** A step's generated module (schemas/generated/steps/<folder>/<file>.ts, schemas/compileFlow.ts `compileStep`). */
export interface StepModule {
  readonly validate: StepValidator;
  readonly schema: JsonObject;
  readonly conditions: Readonly<Record<string, StepValidator>>;
}

/** A flow's form module as the registry loads it, with its steps alone typed by their ids for code that reads them. */
export interface TypedFormModule<Step extends string> extends FlowFormModule {
  readonly steps: Readonly<Record<Step, JsonObject>>;
  readonly stepValidators: Readonly<Record<Step, StepValidator>>;
}

/**
 * A flow's form module (registry `form`) from its steps' generated modules and its result pages' texts: every step
 * schema with its compiled validator under the step's id, the result pages' texts beside them, and the digest of the
 * steps that every draft records. schemas/generated/<folder>.ts calls it; nothing is written by hand.
 */
export function formModuleOf<Step extends string>(
  steps: Readonly<Record<Step, StepModule>>,
  results: Readonly<Record<string, unknown>>,
  schemaVersion: string,
): TypedFormModule<Step> {
  const schemas = {} as Record<Step, JsonObject>;
  const validators = {} as Record<Step, StepValidator>;
  let conditions: Record<string, StepValidator> = {};
  for (const [step, module] of Object.entries(steps) as [Step, StepModule][]) {
    schemas[step] = module.schema;
    validators[step] = module.validate;
    conditions = { ...conditions, ...module.conditions };
  }
  return {
    schemas: { ...schemas, ...(results as Readonly<Record<string, JsonObject>>) },
    steps: schemas,
    validators,
    stepValidators: validators,
    conditions,
    schemaVersion,
  };
}
