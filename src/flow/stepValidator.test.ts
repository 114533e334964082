import { describe, expect, it } from 'vitest';
import { fixtureSchemas } from './__fixtures__';
import * as compiled from './__fixtures__/validators.generated.js';
import { fieldErrorsOf } from './fieldErrors';
import { normaliseAnswers } from './normalise';
import { stepValidator, validationData } from './stepValidator';

const attribute = fixtureSchemas.attribute!;
const profession = fixtureSchemas.profession!;
const today = { today: '2026-11-22' };

describe('the step validator over the precompiled code', () => {
  it('answers each missing field with the schema’s Japanese message, keyed by property name', () => {
    const { errorSchema, errors } = stepValidator(compiled.attribute, today).validateFormData({}, attribute);
    expect(errorSchema.lastNameKanji?.__errors).toEqual(['姓（漢字）を入力してください。']);
    expect(errorSchema.birthDay?.__errors).toEqual(['生年月日を選択してください。']);
    expect(errors.map((e) => e.property)).toContain('.firstNameAlpha');
  });

  it('passes our rule keywords’ messages through (half-width kana is not JIS X 0208)', () => {
    const answers = { lastNameKanji: 'ﾔﾏﾀﾞ', firstNameKanji: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ', lastNameAlpha: 'YAMADA', firstNameAlpha: 'HANAKO', birthDay: '19900401' };
    validateWith(compiled.attribute, answers);
    const errors = fieldErrorsOf(compiled.attribute.errors, attribute);
    expect(errors).toEqual([{ field: 'lastNameKanji', message: '姓（漢字）に旧字体や登録できない文字が含まれています。新字体で入力してください。外国籍の方は全角英字で入力してください。' }]);
  });

  it('accepts a complete step once the normalisers have run (hiragana kana, as the server does)', () => {
    const typed = { lastNameKanji: '山田', firstNameKanji: '花子', lastNameKana: 'やまだ', firstNameKana: 'ﾊﾅｺ', lastNameAlpha: 'YAMADA', firstNameAlpha: 'HANAKO', birthDay: '19900401' };
    const answers = normaliseAnswers(attribute, typed);
    expect(answers.lastNameKana).toBe('ヤマダ');
    expect(answers.firstNameKana).toBe('ハナコ');
    expect(stepValidator(compiled.attribute, today).validateFormData(answers, attribute).errors).toEqual([]);
  });

  it('applies a conditional branch: workplace fields are required only for employed types', () => {
    const v = stepValidator(compiled.profession, today);
    expect(v.validateFormData({ jobCode: '09', income: '0' }, profession).errors).toEqual([]);
    const employed = v.validateFormData({ jobCode: '03', income: '400' }, profession);
    expect(employed.errors.map((e) => e.property).sort()).toEqual(['.comNameKanji', '.comTelNumFull']);
    expect(employed.errorSchema.comNameKanji?.__errors?.[0]).toBe('勤務先名（漢字）を入力してください。');
  });

  it('shows the server’s field errors the same way as its own', () => {
    const { errorSchema, errors } = validationData([{ field: 'mobNumFull', message: '携帯電話番号を正しく入力してください。' }]);
    expect(errorSchema.mobNumFull?.__errors).toEqual(['携帯電話番号を正しく入力してください。']);
    expect(errors[0]?.property).toBe('.mobNumFull');
  });
});

function validateWith(validate: typeof compiled.attribute, data: unknown) {
  return validate.call(today, data);
}
