import { needsWorkplace } from './applyRules';
import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * The member's job and income changed (SPEC 2.6 member info; its pages' paths are ours, the SPEC shows none): the
 * occupation, the household, the income, and the workplace only for a member who works (`needsWorkplace`, the
 * application's own rule), then confirm.
 */
export const memberJobSpec: LinearFlowSpec = {
  id: 'memberJob',
  base: '/member/info/job',
  steps: [
    { id: 'profession', path: '' },
    { id: 'household', path: 'household' },
    { id: 'income', path: 'income' },
    { id: 'workplace', path: 'workplace', when: needsWorkplace },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(memberJobSpec);

export const flow = defineFlow({
  id: 'memberJob',
  roles: ['member'],
  subject: 'member',
  routes: ['/member/info/job'],
  repeatable: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 * An employee (the workplace asked), a homemaker (no income, no workplace), other work with and without income.
 */
export const examples = defineExamples({
  answers: {
    profession: [{ jobCode: '03' }, { jobCode: '08' }, { jobCode: '11' }],
    household: [{ familyStructure: '1', householdNum: '3' }],
    income: [
      { income: '500', spouseIncome: '200', familyIncome: '700' },
      { spouseIncome: '600', familyIncome: '600' },
      { income: '0', spouseIncome: '300', familyIncome: '300' },
    ],
    workplace: [
      {
        comNameKanji: '山田商事',
        comNameKana: 'ヤマダショウジ',
        comTelNumFull: '0312345679',
        companyCorporateForm: '03',
        busiCateCode: '07',
      },
    ],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: {
      profession: { jobCode: '03' },
      household: { familyStructure: '1', householdNum: '3' },
      income: { income: '500', spouseIncome: '200', familyIncome: '700' },
      workplace: {
        comNameKanji: '山田商事',
        comNameKana: 'ヤマダショウジ',
        comTelNumFull: '0312345679',
        companyCorporateForm: '03',
        busiCateCode: '07',
      },
    },
  },
});
