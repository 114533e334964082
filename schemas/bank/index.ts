import bankDetail from './bankDetail.json';
import bankList from './bankList.json';
import bankTransfer from './bankTransfer.json';

/** The payment-account flow's step schemas as written, by step id (the file name). The compiler reads this list. */
export const bankSchemaSources = {
  bankList,
  bankDetail,
  bankTransfer,
} as const;

export type BankStepId = keyof typeof bankSchemaSources;
export const BANK_STEP_IDS = Object.keys(bankSchemaSources) as BankStepId[];
