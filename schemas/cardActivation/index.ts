import card from './card.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const cardActivationSchemaSources = {
  card,
  confirm,
} as const;

export type CardActivationStepId = keyof typeof cardActivationSchemaSources;
