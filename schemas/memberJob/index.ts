import profession from '../apply/profession.json';
import household from '../apply/household.json';
import income from '../apply/income.json';
import workplace from '../apply/workplace.json';
import confirm from './confirm.json';

/**
 * The member's job change: the application's own occupation, household, income and workplace steps (SPEC 5.6 rules
 * as in the application: a homemaker's family type, income 0 refused for the employed, the household income at
 * least the member's and the spouse's), then confirm.
 */
export const memberJobSchemaSources = {
  profession,
  household,
  income,
  workplace,
  confirm,
} as const;

export type MemberJobStepId = keyof typeof memberJobSchemaSources;
