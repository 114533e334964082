import {
  cashingCourseAmount,
  cashingHopeAmount,
  monthlyPrincipal,
  postInstallmentUsage,
  revolvingAmount,
  shoppingAmount,
  promisedAmount,
  simulationRepayment,
  simulationUsage,
  amountChanged,
  creditLimitRaised,
  creditLimitReduced,
} from './amounts.js';
import { formatYen } from './money.js';
import {
  canApplyGold,
  defaultCardType,
  isGoldApplication,
  kycStatus,
  partnerRoute,
  residenceStepExtra,
  skipBankTransferStep,
} from './businessRules.js';
import { address, familyMobileNumber, mailAddress, mobileNumber, subAddress, zipCode } from './contact.js';
import { phoneNumber } from './phone.js';
import { birthDay, familyBirthDay, licenseExpiry, residenceExpiry, sameDayTransfer, transferDate } from './dates.js';
import {
  companyNameKana,
  companyNameKanji,
  fullNameKanji,
  lastNameKana,
  lastNameKanji,
  nameAlpha,
  nameKana,
  nameKanji,
  schoolName,
} from './names.js';
import { normalisers } from './normalisers.js';
import {
  creditLimitRaise,
  householdIncome,
  income,
  inquiryNumber,
  licenseNumber,
  loanAmount,
  loanCount,
  monthlyRepayment,
  pin,
  securePassword,
  sevenDigits,
} from './numbers.js';
import type { RuleResult } from './result.js';

/**
 * Every rule by the id the conformance vectors (../shared/vectors/README.md) and the schemas use, with the
 * vectors' context keys mapped onto each function's explicit arguments.
 */
export type RuleContext = Readonly<Record<string, unknown>>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const now = (ctx: RuleContext): Date | string => (ctx.now instanceof Date ? ctx.now : str(ctx.now));

export const validatorRules = {
  nameKanji: (v) => nameKanji(v),
  lastNameKanji: (v) => lastNameKanji(v),
  nameKana: (v) => nameKana(v),
  lastNameKana: (v) => lastNameKana(v),
  nameAlpha: (v) => nameAlpha(v),
  fullNameKanji: (v) => fullNameKanji(v),
  companyNameKanji: (v) => companyNameKanji(v),
  companyNameKana: (v) => companyNameKana(v),
  schoolName: (v) => schoolName(v),
  mailAddress: (v) => mailAddress(v),
  zipCode: (v) => zipCode(v),
  address: (v) => address(v),
  subAddress: (v) => subAddress(v),
  birthDay: (v, c) => birthDay(v, { today: str(c.today) }),
  familyBirthDay: (v, c) => familyBirthDay(v, { today: str(c.today) }),
  residenceExpiry: (v, c) => residenceExpiry(v, { today: str(c.today) }),
  licenseExpiry: (v, c) => licenseExpiry(v, { today: str(c.today) }),
  transferDate: (v, c) => transferDate(v, { now: now(c) }),
  mobileNumber: (v) => mobileNumber(v),
  phoneNumber: (v) => phoneNumber(v),
  familyMobileNumber: (v, c) => familyMobileNumber(v, c.mainMobNumFull),
  licenseNumber: (v) => licenseNumber(v),
  pin: (v, c) => pin(v, { birthDay: c.birthDay, mobNumFull: c.mobNumFull, telNumFull: c.telNumFull, subAddress: c.subAddress }),
  securePassword: (v) => securePassword(v),
  inquiryNumber: (v) => inquiryNumber(v),
  sevenDigits: (v) => sevenDigits(v),
  income: (v, c) => income(v, { jobCode: c.jobCode }),
  householdIncome: (v, c) =>
    householdIncome(v, { income: c.income, spouseIncome: c.spouseIncome, jobCode: c.jobCode, householdNum: c.householdNum }),
  loanCount: (v) => loanCount(v),
  loanAmount: (v) => loanAmount(v),
  monthlyRepayment: (v) => monthlyRepayment(v),
  creditLimitRaise: (v) => creditLimitRaise(v),
  revolvingAmount: (v) => revolvingAmount(v),
  simulationUsage: (v) => simulationUsage(v),
  postInstallmentUsage: (v) => postInstallmentUsage(v),
  simulationRepayment: (v) => simulationRepayment(v),
  monthlyPrincipal: (v, c) => monthlyPrincipal(v, { usage: c.usage }),
  cashingCourseAmount: (v) => cashingCourseAmount(v),
  cashingHopeAmount: (v, c) => cashingHopeAmount(v, { limit: c.limit }),
  shoppingAmount: (v, c) => shoppingAmount(v, { limit: c.limit }),
  promisedAmount: (v, c) => promisedAmount(v, { bill: c.bill }),
  amountChanged: (v, c) => amountChanged(v, { current: c.current }),
  creditLimitRaised: (v, c) => creditLimitRaised(v, { current: c.current, cardType: c.cardType }),
  creditLimitReduced: (v, c) => creditLimitReduced(v, { current: c.current }),
} as const satisfies Record<string, (value: unknown, context: RuleContext) => RuleResult>;

export const normaliserRules = normalisers;

export const businessRules = {
  kycStatus,
  isGoldApplication,
  partnerRoute,
  skipBankTransferStep,
  residenceStepExtra,
  defaultCardType,
  canApplyGold,
  // A formatter and a time rule: the value in, the exact output compared.
  moneyFormat: (value: unknown) => (typeof value === 'number' ? formatYen(value) : undefined),
  sameDayTransfer,
} as const satisfies Record<string, (value: unknown) => unknown>;

export type ValidatorRuleId = keyof typeof validatorRules;
export type NormaliserRuleId = keyof typeof normaliserRules;
export type BusinessRuleId = keyof typeof businessRules;

export type RuleEntry =
  | { readonly kind: 'validator'; readonly run: (value: unknown, context: RuleContext) => RuleResult }
  | { readonly kind: 'normaliser'; readonly run: (value: unknown) => string }
  | { readonly kind: 'business'; readonly run: (value: unknown) => unknown };

/** Looks a rule id up; unknown ids give undefined so a caller can fail on them rather than skip. */
export function findRule(id: string): RuleEntry | undefined {
  if (Object.hasOwn(validatorRules, id)) return { kind: 'validator', run: validatorRules[id as ValidatorRuleId] };
  if (Object.hasOwn(normaliserRules, id)) return { kind: 'normaliser', run: normaliserRules[id as NormaliserRuleId] };
  if (Object.hasOwn(businessRules, id)) return { kind: 'business', run: businessRules[id as BusinessRuleId] };
  return undefined;
}
