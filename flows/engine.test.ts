import { describe, expect, it } from 'vitest';
import { applyFlow } from './applyFlow';
import { confirmRows, predictedPath, replay, routeOf, saveStep, stateForRoute, stepCounter, submitResult, type AnswersByStep } from './engine';
import { branchAnswers, employeeAnswers } from './testing/applyAnswers';

const today = '2026-11-22';

/** Saves the employee's steps in order, as the flow asks for them, and returns the saved draft. */
function walk(until?: string, override: Record<string, object> = {}): { answers: AnswersByStep; currentStep: string } {
  let saved: { answers: AnswersByStep; currentStep: string } = { answers: {}, currentStep: 'acceptPermission' };
  for (const [step, answers] of Object.entries(employeeAnswers)) {
    if (step === until) break;
    // A step off the path (the workplace of a pensioner) is not the applicant's to answer.
    if (step !== saved.currentStep) continue;
    const outcome = saveStep(applyFlow, saved, step, override[step] ?? answers, today);
    if (outcome.kind !== 'saved') throw new Error(`${step}: ${JSON.stringify(outcome)}`);
    saved = { answers: outcome.answers, currentStep: outcome.currentStep };
  }
  return saved;
}

describe('routes', () => {
  it('maps routes to steps and back, trailing slash or not', () => {
    expect(stateForRoute(applyFlow, '/apply/license/number')).toBe('licenseNumber');
    expect(stateForRoute(applyFlow, '/apply/phone-number/')).toBe('phoneNumber');
    expect(stateForRoute(applyFlow, '/apply/nowhere')).toBeUndefined();
    expect(routeOf(applyFlow, 'underReview')).toBe('/apply/under-review');
  });
});

describe('replay', () => {
  it('stops at the first step without answers', () => {
    const walked = replay(applyFlow, walk('zipcode').answers, today);
    expect(walked.path).toEqual(['acceptPermission', 'attribute', 'gender', 'zipcode']);
    expect(walked.frontier).toBe('zipcode');
  });

  it('stops at a saved step whose answers no longer pass its rules', () => {
    const { answers } = walk();
    const walked = replay(applyFlow, { ...answers, gender: { sexType: '1', birthDay: '20200101' } }, today);
    expect(walked.frontier).toBe('gender');
  });
});

describe('saveStep', () => {
  it('refuses a step beyond the frontier', () => {
    expect(saveStep(applyFlow, walk('zipcode'), 'income', employeeAnswers.income, today)).toEqual({ kind: 'refused' });
  });

  it('refuses the confirm and result steps, which have no answers', () => {
    expect(saveStep(applyFlow, walk(), 'confirm', {}, today).kind).toBe('refused');
    expect(saveStep(applyFlow, walk(), 'complete', {}, today).kind).toBe('refused');
  });

  it('answers field errors and keeps nothing of an invalid step', () => {
    const outcome = saveStep(applyFlow, walk('contact'), 'contact', { mailAddress: 'no-at-sign' }, today);
    expect(outcome).toEqual({ kind: 'invalid', errors: [{ field: 'mailAddress', message: 'メールアドレスの形式が正しくありません。' }] });
  });

  it('goes to the next step after a step saved again on the way back', () => {
    const saved = walk('housing');
    const outcome = saveStep(applyFlow, saved, 'attribute', employeeAnswers.attribute, today);
    expect(outcome.kind === 'saved' && outcome.currentStep).toBe('gender');
  });

  it('keeps the answers after a step that must be answered again, and drops only the branch left behind', () => {
    const saved = walk(undefined, { profession: { jobCode: '09' }, income: { income: '50', spouseIncome: '0', familyIncome: '30' } });
    const toEmployee = saveStep(applyFlow, saved, 'profession', { jobCode: '03' }, today);
    if (toEmployee.kind !== 'saved') throw new Error('not saved');
    expect(toEmployee.currentStep).toBe('income');
    expect(Object.keys(toEmployee.answers)).toEqual(expect.arrayContaining(['use', 'license', 'licenseNumber']));
  });

  it('returns to confirm after a change from the confirm page, or to the step the change made necessary', () => {
    const saved = walk();
    expect(saved.currentStep).toBe('confirm');
    const change = saveStep(applyFlow, saved, 'contact', { mailAddress: 'new@example.jp' }, today);
    expect(change.kind === 'saved' && change.currentStep).toBe('confirm');
    const toHomemaker = saveStep(applyFlow, saved, 'profession', { jobCode: '08' }, today);
    expect(toHomemaker.kind === 'saved' && toHomemaker.currentStep).toBe('confirm');
    const noWorkplace = walk(undefined, { profession: { jobCode: '07' }, income: { income: '200', spouseIncome: '80', familyIncome: '280' } });
    const toEmployee = saveStep(applyFlow, noWorkplace, 'profession', { jobCode: '03' }, today);
    expect(toEmployee.kind === 'saved' && toEmployee.currentStep).toBe('workplace');
  });

  it('clears what SPEC 5.6 clears: the left branch, the homemaker\'s income, the spouse income of a single applicant', () => {
    const saved = walk();
    const homemaker = saveStep(applyFlow, saved, 'profession', { jobCode: '08' }, today);
    if (homemaker.kind !== 'saved') throw new Error('not saved');
    expect(homemaker.answers).not.toHaveProperty('workplace');
    expect(homemaker.answers['income']).toEqual({ income: '0', spouseIncome: '200', familyIncome: '700' });
    const single = saveStep(applyFlow, saved, 'household', { familyStructure: '4', householdNum: '1' }, today);
    if (single.kind !== 'saved') throw new Error('not saved');
    expect(single.answers['income']).toEqual({ income: '500' });
    const noLicence = saveStep(applyFlow, saved, 'license', { licenseHoyuType: '0' }, today);
    if (noLicence.kind !== 'saved') throw new Error('not saved');
    expect(noLicence.answers).not.toHaveProperty('licenseNumber');
  });
});

describe('step counter (SPEC 4)', () => {
  it('counts the longest way still open, so an answer can shorten the total but never lengthen it', () => {
    const early = replay(applyFlow, walk('gender').answers, today);
    expect(stepCounter(applyFlow, early, 'gender')).toEqual({ stepNumber: 2, stepTotal: 22 });
    expect(predictedPath(applyFlow, early.answers).at(-1)).toBe('confirm');
    const full = replay(applyFlow, walk().answers, today);
    expect(stepCounter(applyFlow, full, 'licenseNumber')).toEqual({ stepNumber: 16, stepTotal: 22 });
    expect(stepCounter(applyFlow, full, 'familyCardSelect')).toEqual({ stepNumber: 22, stepTotal: 22 });
    expect(stepCounter(applyFlow, full, 'confirm').stepNumber).toBe(0);
  });

  it('drops the steps a branch leaves out once the answer that decides it is saved', () => {
    const pensioner = walk(undefined, { profession: branchAnswers.profession.pensioner, income: branchAnswers.income.pensioner, license: branchAnswers.license.none });
    const totals = [stepCounter(applyFlow, replay(applyFlow, walk('income').answers, today), 'income').stepTotal];
    totals.push(stepCounter(applyFlow, replay(applyFlow, pensioner.answers, today), 'license').stepTotal);
    expect(totals).toEqual([22, 20]);
  });

  it('adds the residence-card steps when the expiry is needed', () => {
    const full = replay(applyFlow, walk().answers, today);
    expect(stepCounter(applyFlow, full, 'attribute', { expiryNeeded: true }).stepTotal).toBe(25);
    expect(stepCounter(applyFlow, full, 'attribute', { expiryNeeded: true, addressOnBack: true }).stepTotal).toBe(26);
  });
});

describe('confirm rows and submit', () => {
  it('lists each visited counted step with display values and its change link', () => {
    const { answers } = walk();
    const rows = confirmRows(applyFlow, answers, replay(applyFlow, answers, today));
    expect(rows.map((row) => row.route)).toContain('/apply/license/number');
    expect(rows.find((row) => row.step === 'income')?.items).toEqual([
      { field: 'income', label: 'ご本人の年収', value: '500万円' },
      { field: 'spouseIncome', label: '配偶者の年収', value: '200万円' },
      { field: 'familyIncome', label: '世帯年収', value: '700万円' },
    ]);
    expect(rows.find((row) => row.step === 'household')?.items[0]).toEqual({ field: 'familyStructure', label: '家族構成', value: '既婚（子供あり）' });
  });

  it('submits only a path that reaches the confirm step', () => {
    expect(submitResult(applyFlow, walk().answers, today)).toBe('complete');
    expect(submitResult(applyFlow, walk('use').answers, today)).toBeUndefined();
  });
});
