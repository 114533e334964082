import zipcode from '../apply/zipcode.json';
import address from '../apply/address.json';
import addressKana from './addressKana.json';
import phone from './phone.json';
import confirm from './confirm.json';

/**
 * The member's address change: the application's own zip code and address steps (a field's rule lives once: the zip
 * lookup with its choice of towns, the prefecture check, the sub-address rules), the address in kana (SPEC 3.1
 * homeAddrKana), the landline, confirm.
 */
export const memberAddressSchemaSources = {
  zipcode,
  address,
  addressKana,
  phone,
  confirm,
} as const;

export type MemberAddressStepId = keyof typeof memberAddressSchemaSources;
