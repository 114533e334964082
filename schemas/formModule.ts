import type { JsonObject } from './resolveSchema';
import type { FlowFormModule, StepValidator } from './stepForm';

/** What `npm run schemas` writes for a flow (schemas/generated/<flow>.ts): a validator per step and these three. */
export interface GeneratedFlowModule {
  readonly schemas: unknown;
  readonly conditions: unknown;
  readonly schemaVersion: string;
}

/**
 * A flow's form module (registry `form`) from its generated module and its result pages' texts: every step schema
 * with its compiled validator, looked up by the step id, so a flow's form module is two lines of imports.
 */
export function formModuleOf(generated: GeneratedFlowModule, results: Readonly<Record<string, JsonObject>>): FlowFormModule {
  const schemas = generated.schemas as Readonly<Record<string, JsonObject>>;
  const compiled = generated as unknown as Readonly<Record<string, StepValidator | undefined>>;
  const validators: Record<string, StepValidator> = {};
  for (const step of Object.keys(schemas)) {
    const validate = compiled[step];
    if (typeof validate !== 'function') throw new Error(`no compiled validator for the step ${step}`);
    validators[step] = validate;
  }
  return {
    schemas: { ...schemas, ...results },
    validators,
    conditions: generated.conditions as FlowFormModule['conditions'],
    schemaVersion: generated.schemaVersion,
  };
}
