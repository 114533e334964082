import * as generated from './generated/bank';
import type { BankStepId } from './bank/index';
import type { JsonObject } from './resolveSchema';
import type { FlowFormModule, StepValidator } from './stepForm';
import registered from './bank/registered.json';

/** The payment-account flow's compiled step schemas, typed (as applyForm.ts: no ajv compiler in the bundle). */
export type { BankStepId } from './bank/index';

export const bankSchemaVersion: string = generated.schemaVersion;

/** The step schemas' `if` subschemas, compiled: the renderer decides its conditional fields with them. */
export const bankConditions = generated.conditions as unknown as Readonly<Record<string, StepValidator>>;

export const bankSchemas = generated.schemas as unknown as Readonly<Record<BankStepId, JsonObject>>;

export const bankValidators = {
  bankList: generated.bankList,
  bankDetail: generated.bankDetail,
  bankTransfer: generated.bankTransfer,
} as unknown as Readonly<Record<BankStepId, StepValidator>>;

/** The registry's form module: the step schemas and the result page's texts (`bank/registered`). */
export const form: FlowFormModule = {
  schemas: { ...bankSchemas, registered },
  validators: bankValidators,
  conditions: bankConditions,
  schemaVersion: bankSchemaVersion,
};
