import { describe, expect, it } from 'vitest';
import { applyConditions, applySchemas, applyValidators } from '../../schemas/generated/apply';
import { stepValidator, validationData } from './stepValidator';
import type { StepSchema } from './types';

const today = () => '2026-11-22';
const schema = (id: keyof typeof applySchemas) => applySchemas[id] as StepSchema;

describe('the step validator over the precompiled code', () => {
  it('answers each missing field with the schema’s Japanese message, keyed by property name', () => {
    const { errorSchema, errors } = stepValidator(applyValidators.attribute, applyConditions, {}, today).validateFormData(
      {},
      schema('attribute'),
    );
    expect(errorSchema.lastNameKanji?.__errors).toEqual(['姓（漢字）を入力してください。']);
    expect(errors.map((e) => e.property)).toContain('.firstNameAlpha');
  });

  it('normalises before validating, as the server does: hiragana and half-width kana pass as katakana', () => {
    const typed = {
      lastNameKanji: '佐藤',
      firstNameKanji: '美咲',
      lastNameKana: 'さとう',
      firstNameKana: 'ﾐｻｷ',
      lastNameAlpha: 'sato',
      firstNameAlpha: 'ｍｉｓａｋｉ',
    };
    expect(
      stepValidator(applyValidators.attribute, applyConditions, {}, today).validateFormData(typed, schema('attribute')).errors,
    ).toEqual([]);
  });

  it('passes a rule keyword’s message through (a mobile number that is not one)', () => {
    const { errorSchema } = stepValidator(applyValidators.phoneNumber, applyConditions, {}, today).validateFormData(
      { mobNumFull: '0312345678' },
      schema('phoneNumber'),
    );
    expect(errorSchema.mobNumFull?.__errors?.[0]).toMatch(/携帯電話番号/);
  });

  it('reads the earlier answers a step depends on: a homemaker is not asked for an own income', () => {
    const homemaker = stepValidator(
      applyValidators.income,
      applyConditions,
      { jobCode: '08', householdNum: '2', familyStructure: '1' },
      today,
    );
    const fields = homemaker.validateFormData({}, schema('income')).errors.map((e) => e.property);
    expect(fields).not.toContain('.income');
    expect(fields).toEqual(['.spouseIncome', '.familyIncome']);
    const single = stepValidator(
      applyValidators.income,
      applyConditions,
      { jobCode: '03', householdNum: '1', familyStructure: '4' },
      today,
    );
    expect(single.validateFormData({}, schema('income')).errors.map((e) => e.property)).toEqual(['.income']);
  });

  it('shows the server’s field errors the same way as its own', () => {
    const { errorSchema, errors } = validationData([{ field: 'mobNumFull', message: '携帯電話番号を正しく入力してください。' }]);
    expect(errorSchema.mobNumFull?.__errors).toEqual(['携帯電話番号を正しく入力してください。']);
    expect(errors[0]?.property).toBe('.mobNumFull');
  });

  it('decides a conditional field with the compiled `if`: a spouse income shows for a married applicant only', () => {
    const married = stepValidator(applyValidators.income, applyConditions, {}, today);
    const spouseIf = (schema('income')['allOf'] as { if: StepSchema }[])
      .map((part) => part.if)
      .find((condition) => JSON.stringify(condition).includes('familyStructure'))!;
    expect(spouseIf['x-condition' as keyof StepSchema]).toBe('apply/income#/allOf/1/if');
    expect(married.isValid(spouseIf, { familyStructure: '1' }, schema('income'))).toBe(true);
    expect(married.isValid(spouseIf, { familyStructure: '4' }, schema('income'))).toBe(false);
    expect(married.isValid(spouseIf, {}, schema('income'))).toBe(false);
  });

  it('has a compiled condition for every `if` the renderer may ask about', () => {
    const keys: string[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach(visit);
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'if') keys.push(String((value as Record<string, unknown>)['x-condition']));
        visit(value);
      }
    };
    visit(applySchemas);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(applyConditions[key], key).toBeTypeOf('function');
  });
});
