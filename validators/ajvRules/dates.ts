import * as dates from '../dates.js';
import { residenceCardExpiry as residenceCardExpiryRule } from '../residenceExpiration.js';
import { OK } from '../result.js';
import { type CrossRule, type FieldRule, nowOf, prop, todayOf } from './context.js';

/** Dates against today (birthdays, expiries, a transfer date), today taken from the validation context. */

export const birthDay: FieldRule = (d, _s, field, ctx) => dates.birthDay(d, { field, today: todayOf(ctx) });
export const familyBirthDay: FieldRule = (d, _s, field, ctx) => dates.familyBirthDay(d, { field, today: todayOf(ctx) });
export const residenceExpiry: FieldRule = (d, _s, field, ctx) => dates.residenceExpiry(d, { field, today: todayOf(ctx) });
// The bilingual wording of the same rule, for the residence-info screens (SPEC 5.7).
export const residenceCardExpiry: FieldRule = (d, _s, _field, ctx) => residenceCardExpiryRule(d, { today: todayOf(ctx) });
export const transferDate: FieldRule = (d, _s, field, ctx) => dates.transferDate(d, { field, now: nowOf(ctx) });

// A part not given yet is `required`'s to name (「有効期限（月）を選択してください。」), not a format error.
export const licenseExpiry: CrossRule = (d, s, field, ctx) => {
  const year = prop(d, s, 'year');
  const month = prop(d, s, 'month');
  return year === undefined || month === undefined ? OK : dates.licenseExpiry({ year, month }, { field, today: todayOf(ctx) });
};
