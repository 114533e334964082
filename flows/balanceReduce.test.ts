import { describe, expect, it } from 'vitest';
import { balanceReduceFlow } from './testing/flowDefinitions';
import { replay, saveStep, stepCounter, submitResult, type AnswersByStep } from './engine';
import { balanceReduceAnswers as answers } from './balanceReduce';
import { creditLimitCards } from './exampleInputs';

const today = '2026-11-23';
const { regular, gold } = creditLimitCards;

const save = (
  step: string,
  given: Readonly<Record<string, unknown>>,
  saved: AnswersByStep,
  input: typeof regular | typeof gold = regular,
) => saveStep(balanceReduceFlow, { answers: saved, currentStep: step }, step, given, today, input);

describe('the balanceReduce machine (SPEC 2.6 reduce pages)', () => {
  const { reduceConfirm: _confirm, ...steps } = answers;

  it('completes from the confirm page: a reduction needs no examination', () => {
    expect(replay(balanceReduceFlow, steps, today, regular).frontier).toBe('reduceConfirm');
    expect(submitResult(balanceReduceFlow, steps, today, regular)).toBe('complete');
  });

  it('asks the notice to be confirmed first', () => {
    expect(save('reduceNotice', {}, {})).toEqual({
      kind: 'invalid',
      errors: [{ field: 'agreeNotice', message: '減額のお手続きには、注意事項の確認が必要です。' }],
    });
    expect(save('reduceSelect', answers.reduceSelect, {})).toEqual({ kind: 'refused' });
  });

  it('takes a limit below the current one only', () => {
    const before = { reduceNotice: answers.reduceNotice };
    expect(save('reduceSelect', { hopeLimit: '30' }, before)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'hopeLimit', message: '現在のご利用可能枠（30万円）より小さい金額を選択してください。' }],
    });
    expect(save('reduceSelect', { hopeLimit: '40' }, before, gold)).toMatchObject({ kind: 'saved', currentStep: 'reduceReason' });
  });

  it('asks the reason in words for "other", within 50 characters', () => {
    const before = { reduceNotice: answers.reduceNotice, reduceSelect: answers.reduceSelect };
    expect(save('reduceReason', { reduceReason: '9' }, before)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'reduceReasonNote', message: 'その他の理由を入力してください。' }],
    });
    expect(save('reduceReason', { reduceReason: '9', reduceReasonNote: 'あ'.repeat(51) }, before)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'reduceReasonNote', message: 'その他の理由は50文字以内で入力してください。' }],
    });
    expect(save('reduceReason', { reduceReason: '9', reduceReasonNote: 'しばらく使わないため' }, before)).toMatchObject({
      kind: 'saved',
      currentStep: 'reduceConfirm',
    });
  });

  it('counts the select and the reason as its two steps', () => {
    expect(
      stepCounter(balanceReduceFlow, replay(balanceReduceFlow, { reduceNotice: answers.reduceNotice }, today, regular), 'reduceSelect'),
    ).toEqual({ stepNumber: 1, stepTotal: 2 });
  });
});
