import { describe, expect, it } from 'vitest';
import { bankFlow } from './testing/flowDefinitions';
import { predictedPath, replay, saveStep, stepCounter } from './engine';
import { bankAnswers, bankApplicant } from './bank';

const today = '2026-11-22';
const detail = (accountKanaName: string) => ({ ...bankAnswers.bankDetail, accountKanaName });

describe('the bank flow (SPEC 4 small-transfer rule)', () => {
  it('ends after the detail when the holder kana is last kana, a full-width space, first kana', () => {
    const walked = replay(bankFlow, { bankList: bankAnswers.bankList, bankDetail: detail('サトウ　ケンイチ') }, today, bankApplicant);
    expect(walked.path).toEqual(['bankList', 'bankDetail', 'registered']);
    expect(walked.snapshot.status).toBe('done');
  });

  it.each([
    ['another person', 'サトウ　ハナコ'],
    ['the name without the space', 'サトウケンイチ'],
    ['first and last swapped', 'ケンイチ　サトウ'],
  ])('asks for the small transfer for %s', (_case, holder) => {
    expect(replay(bankFlow, { bankList: bankAnswers.bankList, bankDetail: detail(holder) }, today, bankApplicant).frontier).toBe(
      'bankTransfer',
    );
  });

  it('compares with the applicant it starts from: the same holder is another name for another applicant', () => {
    const other = { lastNameKana: 'スズキ', firstNameKana: 'ハナコ' };
    expect(predictedPath(bankFlow, { bankList: bankAnswers.bankList, bankDetail: detail('サトウ　ケンイチ') }, other)).toEqual([
      'bankList',
      'bankDetail',
      'bankTransfer',
      'registered',
    ]);
  });

  it('normalises the holder as typed (hiragana, half-width kana and space) before the rule reads it', () => {
    const saved = saveStep(
      bankFlow,
      { answers: { bankList: bankAnswers.bankList }, currentStep: 'bankDetail' },
      'bankDetail',
      detail('さとう ｹﾝｲﾁ'),
      today,
      bankApplicant,
    );
    expect(saved).toMatchObject({ kind: 'saved', currentStep: 'registered', answers: { bankDetail: detail('サトウ　ケンイチ') } });
  });

  it('counts three steps until the holder is known, two once it is the applicant', () => {
    expect(stepCounter(bankFlow, replay(bankFlow, {}, today, bankApplicant), 'bankList')).toEqual({ stepNumber: 1, stepTotal: 3 });
    const own = replay(bankFlow, { bankList: bankAnswers.bankList, bankDetail: detail('サトウ　ケンイチ') }, today, bankApplicant);
    expect(stepCounter(bankFlow, own, 'bankDetail')).toEqual({ stepNumber: 2, stepTotal: 2 });
  });
});
