import member from './member.json';
import phone from '../apply/familyCardPhone.json';
import confirm from './confirm.json';

/** A family member's details changed: which family member, their new mobile number (the application's own page), confirm. */
export const familyMemberSchemaSources = {
  member,
  phone,
  confirm,
} as const;

export type FamilyMemberStepId = keyof typeof familyMemberSchemaSources;
