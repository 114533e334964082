import * as numbers from '../numbers.js';
import { OK } from '../result.js';
import { type CrossRule, type FieldRule, prop } from './context.js';

/** Numbers typed as digits: licence, PIN, password, codes, loans, incomes and the household's. */

export const licenseNumber: FieldRule = (d, _s, field) => numbers.licenseNumber(d, { field });
export const pin: FieldRule = (d, _s, field) => numbers.pin(d, { field });
export const securePassword: FieldRule = (d, _s, field) => numbers.securePassword(d, { field });
export const inquiryNumber: FieldRule = (d, _s, field) => numbers.inquiryNumber(d, { field });
export const sevenDigits: FieldRule = (d, _s, field) => numbers.sevenDigits(d, { field });
export const loanCount: FieldRule = (d, _s, field) => numbers.loanCount(d, { field });
export const loanAmount: FieldRule = (d, _s, field) => numbers.loanAmount(d, { field });
export const monthlyRepayment: FieldRule = (d, _s, field) => numbers.monthlyRepayment(d, { field });
export const creditLimitRaise: FieldRule = (d, _s, field) => numbers.creditLimitRaise(d, { field });
// An income that no occupation rule applies to (a spouse's): the 0 to 9999 range of SPEC 5.4 only.
export const annualIncome: FieldRule = (d, _s, field) => numbers.income(d, { field });

export const pinNotDerived: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  if (value === undefined) return OK;
  const result = numbers.pin(value, {
    field,
    birthDay: prop(d, s, 'birthDay'),
    mobNumFull: prop(d, s, 'mobNumFull'),
    telNumFull: prop(d, s, 'telNumFull'),
    subAddress: prop(d, s, 'subAddress'),
  });
  // The format, repeat and sequence failures belong to the field-level `pin` keyword; reporting them twice would duplicate the message.
  return !result.valid &&
    (result.messageKey === 'pinBirthday' || result.messageKey === 'pinPhone' || result.messageKey === 'pinHouseNumber')
    ? result
    : OK;
};
export const incomeForJob: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : numbers.income(value, { field, jobCode: prop(d, s, 'jobCode') });
};
export const householdIncome: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  if (value === undefined) return OK;
  return numbers.householdIncome(value, {
    field,
    income: prop(d, s, 'income'),
    spouseIncome: prop(d, s, 'spouseIncome'),
    jobCode: prop(d, s, 'jobCode'),
    householdNum: prop(d, s, 'householdNum'),
  });
};
