import select from './select.json';
import simulationInput from './simulationInput.json';
import simulationResult from './simulationResult.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const postInstallmentSchemaSources = {
  select,
  simulationInput,
  simulationResult,
  confirm,
} as const;

export type PostInstallmentStepId = keyof typeof postInstallmentSchemaSources;
