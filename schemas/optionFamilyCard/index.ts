import precautions from './precautions.json';
import name from '../apply/familyCardName.json';
import nameAlpha from '../apply/familyCardNameAlpha.json';
import profile from '../apply/familyCardSexType.json';
import phone from '../apply/familyCardPhone.json';
import pin from '../familyCard/pin.json';
import confirm from '../familyCard/confirm.json';

/**
 * A family card applied for as an option service (SPEC 2.1 /apply/option-service/family-card: precautions, name,
 * name-alpha, sex-type, phone-number, confirm): the application's family-member pages, and the card's PIN, which the
 * SPEC's list omits but no card is issued without.
 */
export const optionFamilyCardSchemaSources = {
  precautions,
  name,
  nameAlpha,
  profile,
  phone,
  pin,
  confirm,
} as const;

export type OptionFamilyCardStepId = keyof typeof optionFamilyCardSchemaSources;
