import { describe, expect, it } from 'vitest';
import { employeeAnswers } from './apply';
import { saveStep, type AnswersByStep } from './engine';
import { applyFlow } from './testing/flowDefinitions';

/**
 * The application's PIN step (SPEC 3.1 pinNumber, 5.4) on the compiled validator: the applicant's own birthday,
 * phones and house number, given on earlier steps, are what the PIN may not be derived from.
 */
const today = '2026-11-23';
const answersOf: Readonly<Record<string, Readonly<Record<string, unknown>>>> = employeeAnswers;

/** The employee's answers saved step by step, as the host saves them, up to the PIN step. */
function upToPin(): AnswersByStep {
  let saved: { answers: AnswersByStep; currentStep: string } = { answers: {}, currentStep: 'acceptPermission' };
  while (saved.currentStep !== 'pinNumber') {
    const outcome = saveStep(applyFlow, saved, saved.currentStep, answersOf[saved.currentStep] ?? {}, today);
    if (outcome.kind !== 'saved') throw new Error(`${saved.currentStep}: ${JSON.stringify(outcome)}`);
    saved = { answers: outcome.answers, currentStep: outcome.currentStep };
  }
  return saved.answers;
}
const before = upToPin();
const save = (pin: string, confirm = pin) =>
  saveStep(applyFlow, { answers: before, currentStep: 'pinNumber' }, 'pinNumber', { pinNumber: pin, pinNumberConfirm: confirm }, today);

describe('the application PIN step', () => {
  it('takes a PIN none of the applicant facts gives, typed in full-width digits too, and goes on to the auto pay later', () => {
    expect(save('７２９４')).toMatchObject({ kind: 'saved', currentStep: 'autoPaylater' });
  });

  it.each([
    ['0215', '生年月日から推測されやすい番号は暗証番号に使用できません。', 'the birthday 1990-02-15'],
    ['1990', '生年月日から推測されやすい番号は暗証番号に使用できません。', 'the birth year'],
    ['2468', '電話番号から推測されやすい番号は暗証番号に使用できません。', 'the mobile number 090-1357-2468'],
    ['1101', 'ご住所の番地・部屋番号から推測されやすい番号は暗証番号に使用できません。', 'the house number 1-1-1 カードハイツ101'],
    ['3333', '同じ数字の繰り返しは暗証番号に使用できません。', 'a repeated digit'],
    ['4567', '連続した数字は暗証番号に使用できません。', 'a sequence'],
  ])('refuses %s in Japanese (%s: %s)', (pin, message) => {
    expect(save(pin)).toEqual({ kind: 'invalid', errors: [{ field: 'pinNumber', message }] });
  });

  it('asks the confirmation to match', () => {
    expect(save('7294', '7295')).toMatchObject({ kind: 'invalid', errors: [{ field: 'pinNumberConfirm' }] });
  });
});
