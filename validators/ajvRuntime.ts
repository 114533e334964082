import { annualRate, repaymentPlan } from './simulationRules.js';
import { sameAnswer } from './confirmation.js';
import {
  amountChanged,
  cashingCourseAmount,
  creditLimitRaised,
  creditLimitReduced,
  cashingHopeAmount,
  monthlyPrincipal,
  postInstallmentUsage,
  revolvingAmount,
  shoppingAmount,
  simulationRepayment,
  simulationUsage,
} from './amounts.js';
import { tokyoToday } from './calendar.js';
import { cardColour, cardDesign } from './cardDesign.js';
import { noCardNumber } from './cardNumbers.js';
import { address, familyMobileNumber, mailAddress, mobileNumber, subAddress, zipCode } from './contact.js';
import { birthDay, familyBirthDay, licenseExpiry, residenceExpiry, transferDate } from './dates.js';
import {
  companyNameKana,
  companyNameKanji,
  familyNameDiffers,
  fullNameKanji,
  jisX0208Text,
  lastNameKana,
  lastNameKanji,
  nameAlpha,
  nameKana,
  nameKanji,
  schoolName,
} from './names.js';
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
import { residenceCardExpiry } from './residenceExpiration.js';
import { OK, type RuleResult } from './result.js';

/**
 * What the compiled schemas call: the ajv keywords of ./ajv.ts compile to calls into these tables, both when ajv
 * compiles at run time and in the standalone modules (which import this file). Kept apart from ./ajv.ts so the
 * browser bundle gets the rules without the ajv compiler.
 *
 * Time-dependent keywords take `today`/`now` from the validation context (`validate.call({ today, now }, data)`,
 * ajv's passContext). Only when the caller gave none does this edge read the clock; the rules themselves never do.
 */

export interface ValidationContext {
  readonly today?: string;
  readonly now?: Date | string;
}

type Obj = Readonly<Record<string, unknown>>;
const asObj = (x: unknown): Obj => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Obj) : {});
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

function nowOf(ctx: unknown): Date | string {
  const now = asObj(ctx).now;
  return now instanceof Date || typeof now === 'string' ? now : new Date();
}

function todayOf(ctx: unknown): string {
  const today = asObj(ctx).today;
  if (typeof today === 'string') return today;
  const now = nowOf(ctx);
  return tokyoToday(now instanceof Date ? now : new Date(now));
}

/** Keywords on a property: `(data, keywordValue, fieldLabel, context)`. */
export type FieldRule = (data: unknown, schema: unknown, field: string, ctx: unknown) => RuleResult;

export const fieldRules = {
  nameKanji: (d, _s, field) => nameKanji(d, { field }),
  lastNameKanji: (d, _s, field) => lastNameKanji(d, { field }),
  nameKana: (d, _s, field) => nameKana(d, { field }),
  lastNameKana: (d, _s, field) => lastNameKana(d, { field }),
  nameAlpha: (d, _s, field) => nameAlpha(d, { field }),
  companyNameKanji: (d, s, field) => companyNameKanji(d, { field, maxLength: num(asObj(s).maxLength) }),
  companyNameKana: (d, s, field) => companyNameKana(d, { field, maxLength: num(asObj(s).maxLength) }),
  schoolName: (d, s, field) => schoolName(d, { field, maxLength: num(asObj(s).maxLength) }),
  jisX0208: (d, _s, field) => jisX0208Text(d, { field }),
  // On every free-text field (issue 13 item 8): no card number is stored by mistake.
  noCardNumber: (d, _s, field) => noCardNumber(d, { field }),
  mailAddress: (d, _s, field) => mailAddress(d, { field }),
  zipCode: (d, _s, field) => zipCode(d, { field }),
  address: (d, _s, field) => address(d, { field }),
  subAddress: (d, _s, field) => subAddress(d, { field }),
  mobileNumber: (d, _s, field) => mobileNumber(d, { field }),
  licenseNumber: (d, _s, field) => licenseNumber(d, { field }),
  pin: (d, _s, field) => pin(d, { field }),
  securePassword: (d, _s, field) => securePassword(d, { field }),
  inquiryNumber: (d, _s, field) => inquiryNumber(d, { field }),
  sevenDigits: (d, _s, field) => sevenDigits(d, { field }),
  birthDay: (d, _s, field, ctx) => birthDay(d, { field, today: todayOf(ctx) }),
  familyBirthDay: (d, _s, field, ctx) => familyBirthDay(d, { field, today: todayOf(ctx) }),
  residenceExpiry: (d, _s, field, ctx) => residenceExpiry(d, { field, today: todayOf(ctx) }),
  // The bilingual wording of the same rule, for the residence-info screens (SPEC 5.7).
  residenceCardExpiry: (d, _s, _field, ctx) => residenceCardExpiry(d, { today: todayOf(ctx) }),
  transferDate: (d, _s, field, ctx) => transferDate(d, { field, now: nowOf(ctx) }),
  loanCount: (d, _s, field) => loanCount(d, { field }),
  loanAmount: (d, _s, field) => loanAmount(d, { field }),
  monthlyRepayment: (d, _s, field) => monthlyRepayment(d, { field }),
  creditLimitRaise: (d, _s, field) => creditLimitRaise(d, { field }),
  revolvingAmount: (d, _s, field) => revolvingAmount(d, { field }),
  simulationUsage: (d, _s, field) => simulationUsage(d, { field }),
  postInstallmentUsage: (d, _s, field) => postInstallmentUsage(d, { field }),
  simulationRepayment: (d, _s, field) => simulationRepayment(d, { field }),
  cashingCourseAmount: (d, s, field) => cashingCourseAmount(d, { field, max: num(asObj(s).max) }),
  // An income that no occupation rule applies to (a spouse's): the 0 to 9999 range of SPEC 5.4 only.
  annualIncome: (d, _s, field) => income(d, { field }),
} as const satisfies Record<string, FieldRule>;

export type FieldKeyword = keyof typeof fieldRules;

/**
 * Keywords on an object whose value names sibling properties: `(object, keywordValue, fieldLabel, context)`.
 * `field` (or `last` for names, `year` for the licence expiry) is the property that gets the error. A rule whose
 * target property is absent passes, leaving the absence to `required`.
 */
export type CrossRule = (data: unknown, schema: unknown, field: string, ctx: unknown) => RuleResult;

const prop = (data: unknown, schema: unknown, key: string): unknown => {
  const name = asObj(schema)[key];
  return typeof name === 'string' ? asObj(data)[name] : undefined;
};
/** A limit given either as a constant number or as a sibling property's name. */
const limitOf = (data: unknown, schema: unknown): unknown => {
  const limit = asObj(schema).limit;
  return typeof limit === 'number' ? limit : prop(data, schema, 'limit');
};

export const crossRules = {
  fullNameKanji: (d, s, field) => {
    const last = prop(d, s, 'last');
    const first = prop(d, s, 'first');
    return last === undefined || first === undefined ? OK : fullNameKanji({ last, first }, { field });
  },
  familyNameDiffers: (d, s, field) =>
    familyNameDiffers(
      { last: prop(d, s, 'last'), first: prop(d, s, 'first') },
      { last: prop(d, s, 'mainLast'), first: prop(d, s, 'mainFirst') },
      { field },
    ),
  familyMobileNumber: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : familyMobileNumber(value, prop(d, s, 'main'), { field });
  },
  cardColour: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : cardColour(value, prop(d, s, 'network'), { field });
  },
  cardDesign: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined
      ? OK
      : cardDesign(value, { cardType: prop(d, s, 'cardType'), network: prop(d, s, 'network'), colour: prop(d, s, 'colour') }, { field });
  },
  pinNotDerived: (d, s, field) => {
    const value = prop(d, s, 'field');
    if (value === undefined) return OK;
    const result = pin(value, {
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
  },
  incomeForJob: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : income(value, { field, jobCode: prop(d, s, 'jobCode') });
  },
  householdIncome: (d, s, field) => {
    const value = prop(d, s, 'field');
    if (value === undefined) return OK;
    return householdIncome(value, {
      field,
      income: prop(d, s, 'income'),
      spouseIncome: prop(d, s, 'spouseIncome'),
      jobCode: prop(d, s, 'jobCode'),
      householdNum: prop(d, s, 'householdNum'),
    });
  },
  licenseExpiry: (d, s, field, ctx) => {
    const year = prop(d, s, 'year');
    const month = prop(d, s, 'month');
    return year === undefined && month === undefined ? OK : licenseExpiry({ year, month }, { field, today: todayOf(ctx) });
  },
  monthlyPrincipal: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : monthlyPrincipal(value, { field, usage: prop(d, s, 'usage') });
  },
  cashingHopeAmount: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : cashingHopeAmount(value, { field, limit: limitOf(d, s) });
  },
  shoppingAmount: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : shoppingAmount(value, { field, limit: limitOf(d, s) });
  },
  amountChanged: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : amountChanged(value, { field, current: prop(d, s, 'current') });
  },
  creditLimitRaised: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : creditLimitRaised(value, { field, current: prop(d, s, 'current') });
  },
  creditLimitReduced: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : creditLimitReduced(value, { field, current: prop(d, s, 'current') });
  },
  legalAnnualRate: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : annualRate(value, { field, principal: prop(d, s, 'principal') });
  },
  repaymentPlan: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : repaymentPlan(value, { field, principal: prop(d, s, 'principal'), rate: prop(d, s, 'rate') });
  },
  sameAnswer: (d, s, field) => {
    const value = prop(d, s, 'field');
    return value === undefined ? OK : sameAnswer(value, prop(d, s, 'first'), { field });
  },
} as const satisfies Record<string, CrossRule>;

export type CrossKeyword = keyof typeof crossRules;

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
  amountChanged: 'field',
  creditLimitRaised: 'field',
  creditLimitReduced: 'field',
  legalAnnualRate: 'field',
  repaymentPlan: 'field',
  sameAnswer: 'field',
};

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
    amountChanged: { required: ['field', 'current'], optional: [] },
    creditLimitRaised: { required: ['field', 'current'], optional: [] },
    creditLimitReduced: { required: ['field', 'current'], optional: [] },
    legalAnnualRate: { required: ['field', 'principal'], optional: [] },
    repaymentPlan: { required: ['field', 'principal', 'rate'], optional: [] },
    sameAnswer: { required: ['field', 'first'], optional: [] },
  };

/** The object the generated code imports. */
export const cardRules = { field: fieldRules, cross: crossRules } as const;
