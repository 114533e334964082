import lists from './lists.json';
import confirm from './confirm.json';

/** The member's mailing lists: one step of check boxes (each starting from the current choice, `x-current`), confirm. */
export const mailingListsSchemaSources = {
  lists,
  confirm,
} as const;

export type MailingListsStepId = keyof typeof mailingListsSchemaSources;
