import promise from './promise.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const depositPromiseSchemaSources = {
  promise,
  confirm,
} as const;

export type DepositPromiseStepId = keyof typeof depositPromiseSchemaSources;
