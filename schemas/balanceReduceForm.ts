import * as generated from './generated/balanceReduce';
import type { BalanceReduceStepId } from './balanceReduce/index';
import type { JsonObject } from './resolveSchema';
import type { FlowFormModule, StepValidator } from './stepForm';
import complete from './balanceReduce/complete.json';

/** The credit-limit reduction's compiled step schemas (as applyForm.ts: no ajv compiler in the bundle). */
export type { BalanceReduceStepId } from './balanceReduce/index';

/** The step schemas' `if` subschemas, compiled: the renderer decides its conditional fields with them. */
export const balanceReduceConditions = generated.conditions as unknown as Readonly<Record<string, StepValidator>>;

export const balanceReduceSchemas = generated.schemas as unknown as Readonly<Record<BalanceReduceStepId, JsonObject>>;

export const balanceReduceValidators = {
  reduceNotice: generated.reduceNotice,
  reduceSelect: generated.reduceSelect,
  reduceReason: generated.reduceReason,
  reduceConfirm: generated.reduceConfirm,
} as unknown as Readonly<Record<BalanceReduceStepId, StepValidator>>;

/** The registry's form module: the step schemas and the result page's texts (`balanceReduce/complete`). */
export const form: FlowFormModule = {
  schemas: { ...balanceReduceSchemas, complete },
  validators: balanceReduceValidators,
  conditions: balanceReduceConditions,
  schemaVersion: generated.schemaVersion,
};
