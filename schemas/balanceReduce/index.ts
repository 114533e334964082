import reduceConfirm from './reduceConfirm.json';
import reduceNotice from './reduceNotice.json';
import reduceReason from './reduceReason.json';
import reduceSelect from './reduceSelect.json';

/** The credit-limit reduction's step schemas as written, by step id (the file name). The compiler reads this list. */
export const balanceReduceSchemaSources = {
  reduceNotice,
  reduceSelect,
  reduceReason,
  reduceConfirm,
} as const;

export type BalanceReduceStepId = keyof typeof balanceReduceSchemaSources;
