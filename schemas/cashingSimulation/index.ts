import input from './input.json';

/** The public cashing simulation's one input step (SPEC 2.4), by step id. The compiler reads this list. */
export const cashingSimulationSchemaSources = {
  input,
} as const;

export type CashingSimulationStepId = keyof typeof cashingSimulationSchemaSources;
