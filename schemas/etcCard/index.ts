import request from './request.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const etcCardSchemaSources = {
  request,
  confirm,
} as const;

export type EtcCardStepId = keyof typeof etcCardSchemaSources;
