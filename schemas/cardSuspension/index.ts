import setting from './setting.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const cardSuspensionSchemaSources = {
  setting,
  confirm,
} as const;

export type CardSuspensionStepId = keyof typeof cardSuspensionSchemaSources;
