import { readWholeNumber } from './integers.js';
import { basisPointsOf, legalRateCeiling, minimumPayment, percentOf, repaymentSchedule } from './repaymentSchedule.js';
import { OK, fail, type FieldOptions, type RuleResult } from './result.js';
import { formatYen } from './money.js';
import { amountDigits } from './normalisers.js';

/** The simulations' own rules (issue 17), over validators/repaymentSchedule.ts. */

const bandOf = (principal: number): string =>
  principal < 100_000 ? '10万円未満' : principal < 1_000_000 ? '10万円以上100万円未満' : '100万円以上';

export type AnnualRateContext = FieldOptions & {
  /**
   * The amount borrowed in yen, whose band sets the Interest Rate Restriction Act's ceiling. Without it, 20 %: a
   * purchase's fee (the revolving simulation) is no loan, and the Act's bands are not its rule.
   */
  readonly principal?: unknown;
};

/** An annual rate in percent (`18.0`), above 0 and at most the ceiling (the Act's for a loan's amount). */
export function annualRate(value: unknown, context: AnnualRateContext = {}): RuleResult {
  const basisPoints = typeof value === 'string' ? basisPointsOf(amountDigits(value)) : null;
  if (basisPoints === null || basisPoints === 0 || basisPoints > 2000) return fail('annualRateFormat', { field: context.field });
  const principal = readWholeNumber(context.principal);
  if (principal !== undefined && basisPoints > legalRateCeiling(principal)) {
    return fail('annualRateOverLegal', {
      field: context.field,
      band: bandOf(principal),
      max: percentOf(legalRateCeiling(principal)).replace(/\.?0+$/, ''),
    });
  }
  return OK;
}

export type RepaymentPlanContext = FieldOptions & {
  readonly principal?: unknown;
  readonly rate?: unknown;
  /** The amount whose band caps the rate, as the step's own rate rule is given it (a loan's); none for a purchase. */
  readonly rateBand?: unknown;
};

/** A monthly payment that pays the principal off at the rate (else the smallest that does, in the message). */
export function repaymentPlan(value: unknown, context: RepaymentPlanContext = {}): RuleResult {
  const payment = readWholeNumber(value);
  const principal = readWholeNumber(context.principal);
  const rate = typeof context.rate === 'string' ? basisPointsOf(amountDigits(context.rate)) : null;
  // The fields' own rules speak for a missing or malformed part, and the rate's for a rate over its ceiling.
  if (payment === undefined || principal === undefined || rate === null || principal < 1) return OK;
  if (!annualRate(context.rate, { principal: context.rateBand }).valid) return OK;
  if (repaymentSchedule({ principal, annualRateBasisPoints: rate, monthlyPayment: payment }).kind === 'repaid') return OK;
  return fail('neverRepaid', { field: context.field, min: formatYen(minimumPayment(principal, rate)).slice(1) });
}
