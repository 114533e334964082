import course from '../revoCourse/course.json';
import confirm from '../revoCourse/confirm.json';

/** The revolving payment course applied for as an option service (SPEC 2.1 /apply/option-service/revo). */
export const optionRevoSchemaSources = {
  course,
  confirm,
} as const;

export type OptionRevoStepId = keyof typeof optionRevoSchemaSources;
