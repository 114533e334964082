import { describe, expect, it } from 'vitest';
import { bankFlowFor } from './bankFlow';
import { predictedPath, replay, saveStep, stepCounter } from './engine';
import { bankAnswers, bankApplicant } from './testing/bankAnswers';

const today = '2026-11-22';
const flow = bankFlowFor(bankApplicant);
const detail = (accountKanaName: string) => ({ ...bankAnswers.bankDetail, accountKanaName });

describe('the bank flow (SPEC 4 small-transfer rule)', () => {
  it('ends after the detail when the holder kana is last kana, a full-width space, first kana', () => {
    const walked = replay(flow, { bankList: bankAnswers.bankList, bankDetail: detail('サトウ　ケンイチ') }, today);
    expect(walked.path).toEqual(['bankList', 'bankDetail', 'registered']);
    expect(walked.snapshot.status).toBe('done');
  });

  it.each([
    ['another person', 'サトウ　ハナコ'],
    ['the name without the space', 'サトウケンイチ'],
    ['first and last swapped', 'ケンイチ　サトウ'],
  ])('asks for the small transfer for %s', (_case, holder) => {
    expect(replay(flow, { bankList: bankAnswers.bankList, bankDetail: detail(holder) }, today).frontier).toBe('bankTransfer');
  });

  it('compares with the applicant it starts from: the same holder is another name for another applicant', () => {
    const other = bankFlowFor({ lastNameKana: 'スズキ', firstNameKana: 'ハナコ' });
    expect(predictedPath(other, { bankList: bankAnswers.bankList, bankDetail: detail('サトウ　ケンイチ') })).toEqual(['bankList', 'bankDetail', 'bankTransfer', 'registered']);
  });

  it('normalises the holder as typed (hiragana, half-width kana and space) before the rule reads it', () => {
    const saved = saveStep(flow, { answers: { bankList: bankAnswers.bankList }, currentStep: 'bankDetail' }, 'bankDetail', detail('さとう ｹﾝｲﾁ'), today);
    expect(saved).toMatchObject({ kind: 'saved', currentStep: 'registered', answers: { bankDetail: detail('サトウ　ケンイチ') } });
  });

  it('counts three steps until the holder is known, two once it is the applicant', () => {
    expect(stepCounter(flow, replay(flow, {}, today), 'bankList')).toEqual({ stepNumber: 1, stepTotal: 3 });
    const own = replay(flow, { bankList: bankAnswers.bankList, bankDetail: detail('サトウ　ケンイチ') }, today);
    expect(stepCounter(flow, own, 'bankDetail')).toEqual({ stepNumber: 2, stepTotal: 2 });
  });
});
