import request from './request.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const bankAgencySchemaSources = {
  request,
  confirm,
} as const;

export type BankAgencyStepId = keyof typeof bankAgencySchemaSources;
