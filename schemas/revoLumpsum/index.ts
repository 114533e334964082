import lumpsum from './lumpsum.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const revoLumpsumSchemaSources = {
  lumpsum,
  confirm,
} as const;

export type RevoLumpsumStepId = keyof typeof revoLumpsumSchemaSources;
