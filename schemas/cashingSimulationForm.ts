import * as generated from './generated/cashingSimulation';
import type { CashingSimulationStepId } from './cashingSimulation/index';
import type { JsonObject } from './resolveSchema';
import type { StepValidator } from './stepForm';

/**
 * The public cashing simulation's compiled step (as applyForm.ts: no ajv compiler in the bundle). It is a calculator,
 * not a flow: nothing is saved, so it has no machine and no draft; the result page reads the answers from its URL.
 */
export const cashingSimulationSchemas = generated.schemas as unknown as Readonly<Record<CashingSimulationStepId, JsonObject>>;
export const cashingSimulationConditions = generated.conditions as unknown as Readonly<Record<string, StepValidator>>;
export const cashingSimulationValidators = { input: generated.input } as unknown as Readonly<
  Record<CashingSimulationStepId, StepValidator>
>;
