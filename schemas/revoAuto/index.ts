import auto from './auto.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const revoAutoSchemaSources = {
  auto,
  confirm,
} as const;

export type RevoAutoStepId = keyof typeof revoAutoSchemaSources;
