import * as generated from './generated/balanceRaise';
import type { BalanceRaiseStepId } from './balanceRaise/index';
import type { JsonObject } from './resolveSchema';
import type { FlowFormModule, StepValidator } from './stepForm';
import complete from './balanceRaise/complete.json';
import underReview from './balanceRaise/underReview.json';

/** The credit-limit raise's compiled step schemas (as applyForm.ts: no ajv compiler in the bundle). */
export type { BalanceRaiseStepId } from './balanceRaise/index';

/** The step schemas' `if` subschemas, compiled: the renderer decides its conditional fields with them. */
export const balanceRaiseConditions = generated.conditions as unknown as Readonly<Record<string, StepValidator>>;

export const balanceRaiseSchemas = generated.schemas as unknown as Readonly<Record<BalanceRaiseStepId, JsonObject>>;

export const balanceRaiseValidators = {
  purpose: generated.purpose,
  amountSelect: generated.amountSelect,
  companyInput: generated.companyInput,
  licenseSelect: generated.licenseSelect,
  licenseInput: generated.licenseInput,
  loanSelect: generated.loanSelect,
  loanInput: generated.loanInput,
  confirm: generated.confirm,
} as unknown as Readonly<Record<BalanceRaiseStepId, StepValidator>>;

/** The registry's form module: the step schemas and the result pages' texts (`balanceRaise/complete`, `…/underReview`). */
export const form: FlowFormModule = {
  schemas: { ...balanceRaiseSchemas, complete, underReview },
  validators: balanceRaiseValidators,
  conditions: balanceRaiseConditions,
  schemaVersion: generated.schemaVersion,
};
