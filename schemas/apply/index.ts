import acceptPermission from './acceptPermission.json';
import address from './address.json';
import attribute from './attribute.json';
import confirm from './confirm.json';
import contact from './contact.json';
import gender from './gender.json';
import household from './household.json';
import housing from './housing.json';
import income from './income.json';
import license from './license.json';
import licenseNumber from './licenseNumber.json';
import nationality from './nationality.json';
import phoneNumber from './phoneNumber.json';
import profession from './profession.json';
import use from './use.json';
import workplace from './workplace.json';
import zipcode from './zipcode.json';

/** The apply flow's step schemas as written, by step id (the file name). The compiler reads this list. */
export const applySchemaSources = {
  acceptPermission,
  attribute,
  gender,
  zipcode,
  address,
  nationality,
  contact,
  phoneNumber,
  profession,
  household,
  housing,
  income,
  workplace,
  use,
  license,
  licenseNumber,
  confirm,
} as const;

export type ApplyStepId = keyof typeof applySchemaSources;
export const APPLY_STEP_IDS = Object.keys(applySchemaSources) as ApplyStepId[];
