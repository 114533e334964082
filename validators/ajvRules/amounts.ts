import * as amounts from '../amounts.js';
import { OK } from '../result.js';
import * as simulation from '../simulationRules.js';
import { type CrossRule, type FieldRule, limitOf, prop } from './context.js';

/** Amounts of the member services: revolving and instalment usage, cashing, credit limits, the simulations' rate and plan. */

export const revolvingAmount: FieldRule = (d, _s, field) => amounts.revolvingAmount(d, { field });
export const simulationUsage: FieldRule = (d, _s, field) => amounts.simulationUsage(d, { field });
export const postInstallmentUsage: FieldRule = (d, _s, field) => amounts.postInstallmentUsage(d, { field });
export const simulationRepayment: FieldRule = (d, _s, field) => amounts.simulationRepayment(d, { field });
export const cashingCourseAmount: FieldRule = (d, _s, field) => amounts.cashingCourseAmount(d, { field });

export const monthlyPrincipal: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : amounts.monthlyPrincipal(value, { field, usage: prop(d, s, 'usage') });
};
export const cashingHopeAmount: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : amounts.cashingHopeAmount(value, { field, limit: limitOf(d, s) });
};
export const shoppingAmount: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : amounts.shoppingAmount(value, { field, limit: limitOf(d, s) });
};
export const promisedAmount: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : amounts.promisedAmount(value, { field, bill: prop(d, s, 'bill') });
};
export const amountChanged: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : amounts.amountChanged(value, { field, current: prop(d, s, 'current') });
};
export const postInstallmentPurchase: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : amounts.postInstallmentPurchase(value, { field, amounts: prop(d, s, 'amounts') });
};
export const creditLimitRaised: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined
    ? OK
    : amounts.creditLimitRaised(value, { field, current: prop(d, s, 'current'), cardType: prop(d, s, 'cardType') });
};
export const creditLimitReduced: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : amounts.creditLimitReduced(value, { field, current: prop(d, s, 'current') });
};
export const legalAnnualRate: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined ? OK : simulation.annualRate(value, { field, principal: prop(d, s, 'principal') });
};
export const repaymentPlan: CrossRule = (d, s, field) => {
  const value = prop(d, s, 'field');
  return value === undefined
    ? OK
    : simulation.repaymentPlan(value, {
        field,
        principal: prop(d, s, 'principal'),
        rate: prop(d, s, 'rate'),
        rateBand: prop(d, s, 'rateBand'),
      });
};
