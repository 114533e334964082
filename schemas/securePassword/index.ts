import password from './password.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const securePasswordSchemaSources = {
  password,
  confirm,
} as const;

export type SecurePasswordStepId = keyof typeof securePasswordSchemaSources;
