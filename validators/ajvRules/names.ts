import * as names from '../names.js';
import { OK } from '../result.js';
import { asObj, type CrossRule, type FieldRule, num, prop } from './context.js';

/** Names, kana, company and school names, JIS X 0208 text (SPEC 5.2). */

export const nameKanji: FieldRule = (d, _s, field) => names.nameKanji(d, { field });
export const lastNameKanji: FieldRule = (d, _s, field) => names.lastNameKanji(d, { field });
export const nameKana: FieldRule = (d, _s, field) => names.nameKana(d, { field });
export const lastNameKana: FieldRule = (d, _s, field) => names.lastNameKana(d, { field });
export const nameAlpha: FieldRule = (d, _s, field) => names.nameAlpha(d, { field });
export const companyNameKanji: FieldRule = (d, s, field) => names.companyNameKanji(d, { field, maxLength: num(asObj(s).maxLength) });
export const companyNameKana: FieldRule = (d, s, field) => names.companyNameKana(d, { field, maxLength: num(asObj(s).maxLength) });
export const schoolName: FieldRule = (d, s, field) => names.schoolName(d, { field, maxLength: num(asObj(s).maxLength) });
export const jisX0208: FieldRule = (d, _s, field) => names.jisX0208Text(d, { field });

export const fullNameKanji: CrossRule = (d, s, field) => {
  const last = prop(d, s, 'last');
  const first = prop(d, s, 'first');
  return last === undefined || first === undefined ? OK : names.fullNameKanji({ last, first }, { field });
};
export const familyNameDiffers: CrossRule = (d, s, field) =>
  names.familyNameDiffers(
    { last: prop(d, s, 'last'), first: prop(d, s, 'first') },
    { last: prop(d, s, 'mainLast'), first: prop(d, s, 'mainFirst') },
    { field },
  );
