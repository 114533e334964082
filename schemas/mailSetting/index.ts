import confirm from './confirm.json';
import mailAddress from './mailAddress.json';

/** The mail address change's step schemas as written, by step id (the file name). The compiler reads this list. */
export const mailSettingSchemaSources = {
  mailAddress,
  confirm,
} as const;

export type MailSettingStepId = keyof typeof mailSettingSchemaSources;
