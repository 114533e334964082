import { describe, expect, it } from 'vitest';
import { applySchemas } from './generated/apply';
import { normaliseAnswers, stepProperties } from './stepForm';
import { uiSchemaOf } from './uiSchema';

describe('uiSchemaOf', () => {
  it('gathers the ui: hints of a step and its fields into an RJSF uiSchema', () => {
    expect(uiSchemaOf(applySchemas.zipcode)).toEqual({
      homeZipCode: {
        'ui:widget': 'zipcode',
        'ui:options': { inputMode: 'numeric', autocomplete: 'postal-code', addressField: 'homeAddrKanji' },
      },
      homeAddrKanji: { 'ui:options': { autocomplete: 'address-level1' } },
    });
  });

  it('reaches fields that only a branch of the step holds', () => {
    expect(uiSchemaOf(applySchemas.income)).toMatchObject({
      income: { 'ui:options': { inputMode: 'numeric', suffix: '万円' } },
      spouseIncome: { 'ui:options': { suffix: '万円' } },
      familyIncome: { 'ui:options': { suffix: '万円' } },
    });
  });
});

describe('normaliseAnswers', () => {
  it("applies each field's normalisers in order and keeps only the step's fields", () => {
    expect(
      normaliseAnswers(applySchemas.attribute, { lastNameKana: 'さ とう', lastNameAlpha: 'ｓａｔｏ', firstNameKanji: 'Ken', admin: true }),
    ).toEqual({
      lastNameKana: 'サトウ',
      lastNameAlpha: 'SATO',
      firstNameKanji: 'Ｋｅｎ',
    });
  });

  it('treats a blank optional field as not answered', () => {
    expect(normaliseAnswers(applySchemas.phoneNumber, { mobNumFull: '090-1357-2468', telNumFull: ' ' })).toEqual({
      mobNumFull: '09013572468',
    });
  });

  it('lists the fields of every branch of a step', () => {
    expect(Object.keys(stepProperties(applySchemas.income))).toEqual(['income', 'spouseIncome', 'familyIncome']);
  });
});

describe('resolved code tables', () => {
  it('turns x-codeTable into oneOf options with Japanese labels, in table order', () => {
    const license = (applySchemas.license['properties'] as Record<string, { oneOf: unknown }>)['licenseHoyuType'];
    expect(license?.oneOf).toEqual([
      { const: '1', title: '運転免許証を持っている' },
      { const: '2', title: '運転経歴証明書を持っている' },
      { const: '0', title: '持っていない' },
    ]);
  });
});
