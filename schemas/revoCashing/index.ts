import amount from './amount.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const revoCashingSchemaSources = {
  amount,
  confirm,
} as const;

export type RevoCashingStepId = keyof typeof revoCashingSchemaSources;
