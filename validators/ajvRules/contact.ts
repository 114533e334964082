import { sameAnswer as sameAnswerRule } from '../confirmation.js';
import * as contact from '../contact.js';
import { OK } from '../result.js';
import { type CrossRule, type FieldRule, prop } from './context.js';

/** Mail address, zip code and address, mobile numbers, and an answer typed twice. The landline is ../ajvPhoneRuntime.ts. */

export const mailAddress: FieldRule = (d, _s, field) => contact.mailAddress(d, { field });
export const zipCode: FieldRule = (d, _s, field) => contact.zipCode(d, { field });
export const address: FieldRule = (d, _s, field) => contact.address(d, { field });
export const subAddress: FieldRule = (d, _s, field) => contact.subAddress(d, { field });
export const mobileNumber: FieldRule = (d, _s, field) => contact.mobileNumber(d, { field });

export const familyMobileNumber: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : contact.familyMobileNumber(value, prop(d, s, 'main'), { field });
};
export const sameAnswer: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : sameAnswerRule(value, prop(d, s, 'first'), { field });
};
