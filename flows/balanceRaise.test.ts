import { describe, expect, it } from 'vitest';
import { balanceRaiseFlow } from './testing/flowDefinitions';
import { raiseNeedsReview, type SelectedCardInput } from './creditLimitRules';
import { predictedPath, replay, saveStep, stepCounter, submitResult, type AnswersByStep } from './engine';
import { balanceRaiseAnswers as answers } from './balanceRaise';
import { creditLimitCards } from './exampleInputs';

const today = '2026-11-23';
const { regular, gold } = creditLimitCards;

/** Every step answered up to the confirm page, with some answers replaced. */
const upToConfirm = (changes: Partial<Record<keyof typeof answers, Readonly<Record<string, unknown>>>> = {}): AnswersByStep => {
  const { confirm: _confirm, ...steps } = answers;
  return { ...steps, ...changes } as AnswersByStep;
};

const save = (
  step: string,
  given: Readonly<Record<string, unknown>>,
  saved: AnswersByStep,
  input: SelectedCardInput = regular,
  currentStep = step,
) => saveStep(balanceRaiseFlow, { answers: saved, currentStep }, step, given, today, input);

describe('the balanceRaise machine (SPEC 2.6, 5.4, 9)', () => {
  it('goes to the automatic examination for a wished limit up to 100万円 and no other borrowing', () => {
    expect(submitResult(balanceRaiseFlow, upToConfirm(), today, regular)).toBe('complete');
  });

  it.each([
    ['a wished limit above 100万円', { amountSelect: { hopeLimit: '150' } }],
    ['other borrowing declared', { loanSelect: { isLoan: '1' }, loanInput: answers.loanInput }],
  ])('goes to a person (under review) for %s', (_case, changes) => {
    expect(submitResult(balanceRaiseFlow, upToConfirm(changes), today, regular)).toBe('underReview');
  });

  it('reads the review line as strictly above 100 (万円)', () => {
    expect(raiseNeedsReview({ hopeLimit: '100' })).toBe(false);
    expect(raiseNeedsReview({ hopeLimit: '150' })).toBe(true);
    expect(raiseNeedsReview({ hopeLimit: '50', isLoan: '1' })).toBe(true);
  });

  it('asks the licence number only of a holder, and drops it when the licence is no longer held', () => {
    expect(predictedPath(balanceRaiseFlow, upToConfirm(), regular)).toContain('licenseInput');
    // Changed from the confirm page (its change link): back to the confirm page.
    const saved = save('licenseSelect', { licenseHoyuType: '0' }, upToConfirm(), regular, 'confirm');
    expect(saved).toMatchObject({ kind: 'saved', currentStep: 'confirm' });
    if (saved.kind === 'saved') expect(saved.answers['licenseInput']).toBeUndefined();
  });

  it('refuses a step entered without the earlier choices (SPEC 2.7)', () => {
    expect(save('loanInput', answers.loanInput, { purpose: answers.purpose })).toEqual({ kind: 'refused' });
    expect(save('licenseInput', answers.licenseInput, upToConfirm({ licenseSelect: { licenseHoyuType: '0' } }))).toEqual({
      kind: 'refused',
    });
  });

  it('counts the steps a member answers, the confirm page not among them', () => {
    const walked = replay(balanceRaiseFlow, {}, today, regular);
    expect(stepCounter(balanceRaiseFlow, walked, 'purpose')).toEqual({ stepNumber: 1, stepTotal: 7 });
    const done = replay(balanceRaiseFlow, upToConfirm({ licenseSelect: { licenseHoyuType: '0' } }), today, regular);
    expect(stepCounter(balanceRaiseFlow, done, 'loanSelect')).toEqual({ stepNumber: 5, stepTotal: 5 });
  });
});

describe('the balanceRaise amount (SPEC 5.5 raise 1–499, SPEC 9 regular 200 / gold 500, 万円)', () => {
  const before = { purpose: answers.purpose };

  it('takes a typed limit up to 200万円 on a regular card and 500万円 on a gold card', () => {
    expect(save('amountSelect', { hopeLimit: '200' }, before, regular)).toMatchObject({ kind: 'saved' });
    expect(save('amountSelect', { hopeLimit: '500' }, before, gold)).toMatchObject({ kind: 'saved' });
    expect(save('amountSelect', { hopeLimit: '173' }, before, regular)).toMatchObject({ kind: 'saved' });
    expect(save('amountSelect', { hopeLimit: '250' }, before, regular)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'hopeLimit', message: 'このカードのご利用可能枠は200万円までです。200万円以下の金額を入力してください。' }],
    });
  });

  it('refuses a raise of more than 499万円 at once, whatever the card allows', () => {
    expect(save('amountSelect', { hopeLimit: '500' }, before, { ...gold, currentLimit: 0 })).toEqual({
      kind: 'invalid',
      errors: [{ field: 'hopeLimit', message: '増額できるのは現在のご利用可能枠から1万円〜499万円までです。' }],
    });
  });

  it('forgives full-width digits and separators, and refuses anything but a number', () => {
    expect(save('amountSelect', { hopeLimit: '１，５０' }, before, regular)).toMatchObject({ kind: 'saved' });
    expect(save('amountSelect', { hopeLimit: '百' }, before, regular)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'hopeLimit', message: 'ご希望のご利用可能枠は数字で入力してください。' }],
    });
  });

  it('refuses a limit no higher than the current one, naming it', () => {
    expect(save('amountSelect', { hopeLimit: '30' }, before, regular)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'hopeLimit', message: '現在のご利用可能枠（30万円）より大きい金額を入力してください。' }],
    });
    expect(save('amountSelect', { hopeLimit: '50' }, before, gold)).toMatchObject({ kind: 'invalid' });
  });
});

describe('the balanceRaise fields, each message in Japanese from the compiled validator', () => {
  const before = upToConfirm();
  it.each([
    [
      'companyInput',
      { jobCode: '03', income: '0', comNameKanji: '山田商事', comNameKana: 'ヤマダショウジ', comTelNumFull: '0312345678' },
      'income',
      'ご職業が有職の場合、年収に0は入力できません。',
    ],
    ['companyInput', { jobCode: '03', income: '450' }, 'comNameKanji', '勤務先名（漢字）を入力してください。'],
    ['licenseInput', { licenseNo: '123456789012' }, 'licenseNo', '運転免許証番号を正しく入力してください。'],
    ['licenseInput', { licenseNo: '111111111111' }, 'licenseNo', '運転免許証番号を正しく入力してください。'],
    [
      'licenseInput',
      { licenseNo: '304512837465', licenseExpiryYear: '2026', licenseExpiryMonth: '10' },
      'licenseExpiryYear',
      '運転免許証の有効期限が切れています。',
    ],
    [
      'loanInput',
      { loanCount: '1000', loanAmount: '120', monthlyRepayment: '35000' },
      'loanCount',
      'お借入れの件数は1〜999の範囲で入力してください。',
    ],
    [
      'loanInput',
      { loanCount: '2', loanAmount: '100000', monthlyRepayment: '35000' },
      'loanAmount',
      'お借入れ残高の合計は1〜99,999の範囲で入力してください。',
    ],
    [
      'loanInput',
      { loanCount: '2', loanAmount: '120', monthlyRepayment: '0' },
      'monthlyRepayment',
      '毎月のご返済額の合計は1〜999,999,999の範囲で入力してください。',
    ],
    ['loanInput', { loanCount: '2', loanAmount: '120' }, 'monthlyRepayment', '毎月のご返済額の合計を入力してください。'],
    ['purpose', {}, 'raisePurpose', 'ご利用目的を選択してください。'],
    // Letters are kept by the amount normaliser, so they are refused as not a number rather than read as empty.
    ['companyInput', { jobCode: '07', income: 'abc' }, 'income', 'ご本人の年収は数字で入力してください。'],
    [
      'loanInput',
      { loanCount: 'abc', loanAmount: '120', monthlyRepayment: '35000' },
      'loanCount',
      'お借入れの件数は数字で入力してください。',
    ],
  ])('%s: %j → %s', (step, given, field, message) => {
    const saved = save(step, given, step === 'loanInput' ? { ...before, loanSelect: { isLoan: '1' } } : before);
    expect(saved.kind).toBe('invalid');
    if (saved.kind === 'invalid') expect(saved.errors).toContainEqual({ field, message });
  });

  it('asks no workplace of a pensioner', () => {
    expect(save('companyInput', { jobCode: '07', income: '200' }, before)).toMatchObject({ kind: 'saved' });
  });
});
