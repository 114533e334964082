import request from './request.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const pinRequestSchemaSources = {
  request,
  confirm,
} as const;

export type PinRequestStepId = keyof typeof pinRequestSchemaSources;
