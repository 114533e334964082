import * as phoneRules from './ajvPhoneRuntime.js';
import * as amountRules from './ajvRules/amounts.js';
import * as cardRuleModule from './ajvRules/cards.js';
import * as contactRules from './ajvRules/contact.js';
import type { CrossRule, FieldRule } from './ajvRules/context.js';
import * as dateRules from './ajvRules/dates.js';
import * as nameRules from './ajvRules/names.js';
import * as numberRules from './ajvRules/numbers.js';

export type { CrossRule, FieldRule, ValidationContext } from './ajvRules/context.js';

/**
 * Every rule the ajv keywords of ./ajv.ts call, by keyword: ajv compiling at run time (the server) calls these
 * tables. A compiled step module (schemas/generated/steps/) does not import this file: it imports by name, from the
 * module that holds it (`RULE_MODULES`), each rule its schemas call, so a page loads the rules of its own step and the
 * bundler leaves the others to the steps that use them (issue 33). Kept apart from ./ajv.ts so nothing that runs a
 * compiled schema needs the ajv compiler.
 *
 * The adapters live in ./ajvRules/ by subject (and the landline's in ./ajvPhoneRuntime.ts, for what it brings); each
 * of those modules exports its rules only, each under its keyword.
 */

/** Each rule module by its path under validators/, as a generated module imports it. */
export const RULE_MODULES = {
  'ajvRules/names': nameRules,
  'ajvRules/contact': contactRules,
  'ajvRules/cards': cardRuleModule,
  'ajvRules/dates': dateRules,
  'ajvRules/numbers': numberRules,
  'ajvRules/amounts': amountRules,
  ajvPhoneRuntime: phoneRules,
} as const;

/**
 * Keywords on a property: `(data, keywordValue, fieldLabel, context)`. In the order ajv registers them, which is the
 * order a property's rules run and report in.
 */
export const fieldRules = {
  nameKanji: nameRules.nameKanji,
  lastNameKanji: nameRules.lastNameKanji,
  nameKana: nameRules.nameKana,
  lastNameKana: nameRules.lastNameKana,
  nameAlpha: nameRules.nameAlpha,
  companyNameKanji: nameRules.companyNameKanji,
  companyNameKana: nameRules.companyNameKana,
  schoolName: nameRules.schoolName,
  jisX0208: nameRules.jisX0208,
  noCardNumber: cardRuleModule.noCardNumber,
  mailAddress: contactRules.mailAddress,
  zipCode: contactRules.zipCode,
  address: contactRules.address,
  subAddress: contactRules.subAddress,
  mobileNumber: contactRules.mobileNumber,
  licenseNumber: numberRules.licenseNumber,
  pin: numberRules.pin,
  securePassword: numberRules.securePassword,
  inquiryNumber: numberRules.inquiryNumber,
  sevenDigits: numberRules.sevenDigits,
  birthDay: dateRules.birthDay,
  familyBirthDay: dateRules.familyBirthDay,
  residenceExpiry: dateRules.residenceExpiry,
  residenceCardExpiry: dateRules.residenceCardExpiry,
  transferDate: dateRules.transferDate,
  loanCount: numberRules.loanCount,
  loanAmount: numberRules.loanAmount,
  monthlyRepayment: numberRules.monthlyRepayment,
  creditLimitRaise: numberRules.creditLimitRaise,
  revolvingAmount: amountRules.revolvingAmount,
  simulationUsage: amountRules.simulationUsage,
  postInstallmentUsage: amountRules.postInstallmentUsage,
  simulationRepayment: amountRules.simulationRepayment,
  cashingCourseAmount: amountRules.cashingCourseAmount,
  annualIncome: numberRules.annualIncome,
  phoneNumber: phoneRules.phoneNumber,
} as const satisfies Record<string, FieldRule>;

export type FieldKeyword = keyof typeof fieldRules;

/**
 * Keywords on an object whose value names sibling properties: `(object, keywordValue, fieldLabel, context)`, in the
 * order they run.
 */
export const crossRules = {
  fullNameKanji: nameRules.fullNameKanji,
  familyNameDiffers: nameRules.familyNameDiffers,
  familyMobileNumber: contactRules.familyMobileNumber,
  cardColour: cardRuleModule.cardColour,
  cardDesign: cardRuleModule.cardDesign,
  pinNotDerived: numberRules.pinNotDerived,
  incomeForJob: numberRules.incomeForJob,
  householdIncome: numberRules.householdIncome,
  licenseExpiry: dateRules.licenseExpiry,
  monthlyPrincipal: amountRules.monthlyPrincipal,
  cashingHopeAmount: amountRules.cashingHopeAmount,
  shoppingAmount: amountRules.shoppingAmount,
  promisedAmount: amountRules.promisedAmount,
  amountChanged: amountRules.amountChanged,
  postInstallmentPurchase: amountRules.postInstallmentPurchase,
  creditLimitRaised: amountRules.creditLimitRaised,
  creditLimitReduced: amountRules.creditLimitReduced,
  legalAnnualRate: amountRules.legalAnnualRate,
  repaymentPlan: amountRules.repaymentPlan,
  sameAnswer: contactRules.sameAnswer,
} as const satisfies Record<string, CrossRule>;

export type CrossKeyword = keyof typeof crossRules;

/** Members each cross-field keyword's value must name (all strings, property names). */
export const CROSS_PARAMS: Readonly<Record<CrossKeyword, { readonly required: readonly string[]; readonly optional: readonly string[] }>> =
  {
    fullNameKanji: { required: ['last', 'first'], optional: [] },
    familyNameDiffers: { required: ['last', 'first', 'mainLast', 'mainFirst'], optional: [] },
    familyMobileNumber: { required: ['field', 'main'], optional: [] },
    cardColour: { required: ['field', 'network'], optional: [] },
    cardDesign: { required: ['field', 'cardType', 'network', 'colour'], optional: [] },
    pinNotDerived: { required: ['field'], optional: ['birthDay', 'mobNumFull', 'telNumFull', 'subAddress'] },
    incomeForJob: { required: ['field', 'jobCode'], optional: [] },
    householdIncome: { required: ['field', 'income', 'spouseIncome', 'jobCode', 'householdNum'], optional: [] },
    licenseExpiry: { required: ['year', 'month'], optional: [] },
    monthlyPrincipal: { required: ['field', 'usage'], optional: [] },
    cashingHopeAmount: { required: ['field', 'limit'], optional: [] },
    shoppingAmount: { required: ['field', 'limit'], optional: [] },
    promisedAmount: { required: ['field', 'bill'], optional: [] },
    amountChanged: { required: ['field', 'current'], optional: [] },
    postInstallmentPurchase: { required: ['field', 'amounts'], optional: [] },
    creditLimitRaised: { required: ['field', 'current'], optional: ['cardType'] },
    creditLimitReduced: { required: ['field', 'current'], optional: [] },
    legalAnnualRate: { required: ['field'], optional: ['principal'] },
    repaymentPlan: { required: ['field', 'principal', 'rate'], optional: ['rateBand'] },
    sameAnswer: { required: ['field', 'first'], optional: [] },
  };

/** For each cross-field keyword, the member of its value that names the property receiving the error. */
export const CROSS_TARGET: Readonly<Record<CrossKeyword, string>> = {
  fullNameKanji: 'last',
  familyNameDiffers: 'last',
  familyMobileNumber: 'field',
  cardColour: 'field',
  cardDesign: 'field',
  pinNotDerived: 'field',
  incomeForJob: 'field',
  householdIncome: 'field',
  licenseExpiry: 'year',
  monthlyPrincipal: 'field',
  cashingHopeAmount: 'field',
  shoppingAmount: 'field',
  promisedAmount: 'field',
  amountChanged: 'field',
  postInstallmentPurchase: 'field',
  creditLimitRaised: 'field',
  creditLimitReduced: 'field',
  legalAnnualRate: 'field',
  repaymentPlan: 'field',
  sameAnswer: 'field',
};

/** Every rule in one object, as the compiled code addresses them (`__cardRules.field.<keyword>`, `__cardRules.cross.<keyword>`). */
export const cardRules = { field: fieldRules, cross: crossRules } as const;
