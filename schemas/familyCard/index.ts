import name from '../apply/familyCardName.json';
import nameAlpha from '../apply/familyCardNameAlpha.json';
import profile from '../apply/familyCardSexType.json';
import phone from '../apply/familyCardPhone.json';
import pin from './pin.json';
import confirm from './confirm.json';

/**
 * A family card added to the member's card: the application's own family-member pages (name, name on the card, sex,
 * relation and birthday, mobile number — SPEC 3.1 family fields and 5.6 rules as in the application), the card's
 * PIN, then confirm.
 */
export const familyCardSchemaSources = {
  name,
  nameAlpha,
  profile,
  phone,
  pin,
  confirm,
} as const;

export type FamilyCardStepId = keyof typeof familyCardSchemaSources;
