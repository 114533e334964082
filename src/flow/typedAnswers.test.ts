import { describe, expect, it } from 'vitest';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import address from '../../schemas/apply/address.json';
import attribute from '../../schemas/apply/attribute.json';
import income from '../../schemas/apply/income.json';
import type { StepSchema } from './types';
import { typedAnswers, typedStepAnswers } from './typedAnswers';

const schema = {
  type: 'object',
  properties: {
    lastNameKanji: { type: 'string' },
    sexType: {
      type: 'string',
      oneOf: [
        { const: '1', title: '男性' },
        { const: '2', title: '女性' },
      ],
    },
    jobCode: { type: 'string', enum: ['01', '02', '03'] },
    agreeTerms: { type: 'boolean' },
    lostCards: {
      type: 'array',
      uniqueItems: true,
      items: {
        type: 'string',
        oneOf: [
          { const: 'card:a', title: 'Visa' },
          { const: 'card:b', title: 'JCB' },
          { const: 'family:c', title: '家族カード' },
        ],
      },
    },
  },
} as unknown as StepSchema;

describe('what was typed on a drawn step before hydration', () => {
  it('becomes the step answers: text as typed, a radio or select option by its number, a box checked', () => {
    expect(
      typedAnswers(schema, {
        root_lastNameKanji: { value: '山田' },
        root_sexType__1: { checked: true },
        root_jobCode: { value: '2' },
        root_agreeTerms: { checked: true },
      }),
    ).toEqual({
      lastNameKanji: '山田',
      sexType: '2',
      jobCode: '03',
      agreeTerms: true,
    });
  });

  it('becomes a list of the boxes ticked of a list of choices, in their order', () => {
    expect(
      typedAnswers(schema, {
        root_lostCards: { checked: true },
        root_lostCards__1: { checked: false },
        root_lostCards__2: { checked: true },
      }),
    ).toEqual({ lostCards: ['card:a', 'family:c'] });
  });

  it('leaves out a field the step has not, an unchosen select and a number with no option', () => {
    expect(
      typedAnswers(schema, {
        root_other: { value: 'x' },
        root_jobCode: { value: '' },
        root_sexType__5: { checked: true },
        search: { value: 'y' },
      }),
    ).toEqual({});
  });

  it('normalises a text the person left as leaving it does: kana, width, case, hyphens', () => {
    expect(
      typedAnswers(attribute as unknown as StepSchema, {
        root_lastNameKanji: { value: '青木 ' },
        root_lastNameKana: { value: 'あおき' },
        root_firstNameKana: { value: 'ｱｵｲ' },
        root_lastNameAlpha: { value: 'ａｏｋｉ' },
      }),
    ).toEqual({ lastNameKanji: '青木', lastNameKana: 'アオキ', firstNameKana: 'アオイ', lastNameAlpha: 'AOKI' });
    expect(typedAnswers(address as unknown as StepSchema, { root_homeSubAddrKanji: { value: '1-2-3' } })).toEqual({
      homeSubAddrKanji: '１－２－３',
    });
  });

  it('keeps the text of the field the person is still in as its widget holds it while typing', () => {
    const typed = { root_lastNameKana: { value: 'あおき' }, root_lastNameAlpha: { value: 'aoki' } };
    expect(typedAnswers(attribute as unknown as StepSchema, typed, 'root_lastNameKana')).toEqual({
      lastNameKana: 'あおき',
      lastNameAlpha: 'AOKI',
    });
    expect(typedAnswers(attribute as unknown as StepSchema, typed, 'root_lastNameAlpha')).toEqual({
      lastNameKana: 'アオキ',
      lastNameAlpha: 'AOKI',
    });
  });

  it('finds a field drawn only under a condition on an earlier answer: the income of a student, normalised', () => {
    const utils = createSchemaUtils(validator, income as unknown as RJSFSchema);
    const resolve = (answers: Record<string, unknown>) => utils.retrieveSchema(income as unknown as RJSFSchema, answers) as StepSchema;
    const typed = { root_income: { value: '８０' } };
    // Not among the step's own properties: looked up there alone, the typing is lost.
    expect(typedAnswers(income as unknown as StepSchema, typed)).toEqual({});
    expect(typedStepAnswers(resolve, { jobCode: '09', householdNum: '1', familyStructure: '4' }, typed)).toEqual({ income: '80' });
    // A homemaker's step has no own income: what the page could not have drawn is not taken.
    expect(typedStepAnswers(resolve, { jobCode: '08', householdNum: '2', familyStructure: '2' }, typed)).toEqual({});
  });
});
