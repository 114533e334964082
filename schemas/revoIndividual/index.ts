import select from './select.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const revoIndividualSchemaSources = {
  select,
  confirm,
} as const;

export type RevoIndividualStepId = keyof typeof revoIndividualSchemaSources;
