import limit from './limit.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const cashingLimitSchemaSources = {
  limit,
  confirm,
} as const;

export type CashingLimitStepId = keyof typeof cashingLimitSchemaSources;
