import reason from './reason.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const cardReissueSchemaSources = {
  reason,
  confirm,
} as const;

export type CardReissueStepId = keyof typeof cardReissueSchemaSources;
