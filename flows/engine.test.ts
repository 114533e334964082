import { describe, expect, it } from 'vitest';
import { applyFlow, registeredFlows } from './testing/flowDefinitions';
import type { AnyMachineSnapshot } from 'xstate';
import {
  confirmRows,
  persistWalk,
  predictedPath,
  replay,
  restoreWalk,
  routeOf,
  saveStep,
  stateForRoute,
  stepCounter,
  submitResult,
  type AnswersByStep,
} from './engine';
import { residenceStepExtra } from '../validators/businessRules';
import { branchAnswers, employeeAnswers, residenceAnswers } from './apply';
import { countedSteps, positionOf as positionIn } from './testing/stepCount';

const today = '2026-11-22';

/** Saves the employee's steps in order, as the flow asks for them, and returns the saved draft. */
function walk(
  until?: string,
  override: Record<string, object> = {},
  steps: Readonly<Record<string, object>> = employeeAnswers,
): { answers: AnswersByStep; currentStep: string } {
  let saved: { answers: AnswersByStep; currentStep: string } = { answers: {}, currentStep: 'acceptPermission' };
  for (const [step, answers] of Object.entries(steps)) {
    if (step === until) break;
    // A step off the path (the workplace of a pensioner) is not the applicant's to answer.
    if (step !== saved.currentStep) continue;
    const outcome = saveStep(applyFlow, saved, step, override[step] ?? answers, today);
    if (outcome.kind !== 'saved') throw new Error(`${step}: ${JSON.stringify(outcome)}`);
    saved = { answers: outcome.answers, currentStep: outcome.currentStep };
  }
  return saved;
}

/** The employee as an engineer from abroad (status 14) with the address on the card back, unless overridden. */
const foreignSteps: Readonly<Record<string, object>> = (() => {
  const entries = Object.entries(employeeAnswers);
  const at = entries.findIndex(([step]) => step === 'nationality') + 1;
  return Object.fromEntries([...entries.slice(0, at), ...Object.entries(residenceAnswers), ...entries.slice(at)]);
})();
const walkForeign = (until?: string, override: Record<string, object> = {}) =>
  walk(until, { nationality: branchAnswers.nationality.engineer, ...override }, foreignSteps);

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
    const noWorkplace = walk(undefined, {
      profession: { jobCode: '07' },
      income: { income: '200', spouseIncome: '80', familyIncome: '280' },
    });
    const toEmployee = saveStep(applyFlow, noWorkplace, 'profession', { jobCode: '03' }, today);
    expect(toEmployee.kind === 'saved' && toEmployee.currentStep).toBe('workplace');
  });

  it("clears what SPEC 5.6 clears: the left branch, the homemaker's income, the spouse income of a single applicant", () => {
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
  // Totals come from the machine, not from a count written here: the counted states of a walked path.
  const countedOn = (path: readonly string[]): number => countedSteps(applyFlow, path).length;
  const positionOf = (path: readonly string[], state: string): number => positionIn(applyFlow, path, state);
  const employee = replay(applyFlow, walk().answers, today);
  // The employee takes every longer branch a regular, non-partner applicant can (workplace, licence number, colour).
  const employeeTotal = countedOn(employee.path);

  it('counts the longest way still open, so an answer can shorten the total but never lengthen it', () => {
    const early = replay(applyFlow, walk('gender').answers, today);
    expect(stepCounter(applyFlow, early, 'gender')).toEqual({ stepNumber: positionOf(employee.path, 'gender'), stepTotal: employeeTotal });
    expect(predictedPath(applyFlow, early.answers).at(-1)).toBe('confirm');
    expect(stepCounter(applyFlow, employee, 'licenseNumber')).toEqual({
      stepNumber: positionOf(employee.path, 'licenseNumber'),
      stepTotal: employeeTotal,
    });
    expect(stepCounter(applyFlow, employee, 'familyCardSelect')).toEqual({ stepNumber: employeeTotal, stepTotal: employeeTotal });
    expect(stepCounter(applyFlow, employee, 'confirm').stepNumber).toBe(0);
  });

  it('drops the steps a branch leaves out once the answer that decides it is saved', () => {
    const pensioner = replay(
      applyFlow,
      walk(undefined, {
        profession: branchAnswers.profession.pensioner,
        income: branchAnswers.income.pensioner,
        license: branchAnswers.license.none,
      }).answers,
      today,
    );
    expect(stepCounter(applyFlow, replay(applyFlow, walk('income').answers, today), 'income').stepTotal).toBe(employeeTotal);
    expect(pensioner.path).not.toContain('workplace');
    expect(pensioner.path).not.toContain('licenseNumber');
    expect(stepCounter(applyFlow, pensioner, 'license').stepTotal).toBe(employeeTotal - 2);
  });

  it('adds the residence-card steps as SPEC 4 says: +3 with the expiry, +4 with the address on the back, none without an expiry', () => {
    const totalOf = (override: Record<string, object>): number =>
      stepCounter(applyFlow, replay(applyFlow, walkForeign(undefined, override).answers, today), 'contact').stepTotal;
    const japanese = totalOf({ nationality: branchAnswers.nationality.japanese });
    const cases: { override: Record<string, object>; expiryNeeded: boolean; addressOnBack: boolean }[] = [
      { override: { nationality: branchAnswers.nationality.permanentResident }, expiryNeeded: false, addressOnBack: false },
      { override: { residenceBackAddress: branchAnswers.residenceBackAddress.notOnBack }, expiryNeeded: true, addressOnBack: false },
      { override: { residenceBackAddress: branchAnswers.residenceBackAddress.onBack }, expiryNeeded: true, addressOnBack: true },
    ];
    expect(japanese).toBe(employeeTotal);
    for (const { override, expiryNeeded, addressOnBack } of cases) {
      expect(totalOf(override) - japanese, JSON.stringify(override)).toBe(residenceStepExtra({ expiryNeeded, addressOnBack }));
    }
  });

  it('promises the residence steps to nobody before the nationality is answered, and counts them in order once taken', () => {
    const nationality = positionOf(employee.path, 'nationality');
    expect(stepCounter(applyFlow, replay(applyFlow, walk('nationality').answers, today), 'nationality')).toEqual({
      stepNumber: nationality,
      stepTotal: employeeTotal,
    });
    const atExpiry = replay(applyFlow, walkForeign('residenceExpiration').answers, today);
    expect(stepCounter(applyFlow, atExpiry, 'residenceExpiration')).toEqual({
      stepNumber: nationality + 1,
      stepTotal: employeeTotal + residenceStepExtra({ expiryNeeded: true, addressOnBack: true }),
    });
    const notOnBack = replay(
      applyFlow,
      walkForeign('contact', { residenceBackAddress: branchAnswers.residenceBackAddress.notOnBack }).answers,
      today,
    );
    const extra = residenceStepExtra({ expiryNeeded: true, addressOnBack: false });
    expect(stepCounter(applyFlow, notOnBack, 'contact')).toEqual({ stepNumber: nationality + extra + 1, stepTotal: employeeTotal + extra });
  });
});

describe('fast saves (a stored walk instead of a replay)', () => {
  type Saved = { answers: AnswersByStep; currentStep: string; walk?: { path: readonly string[]; snapshot: AnyMachineSnapshot } };
  /** Walks the employee with and without the walk each save leaves: every outcome the same. */
  it('answers exactly what a full replay answers, step after step', () => {
    let slow: Saved = { answers: {}, currentStep: 'acceptPermission' };
    let fast: Saved = { answers: {}, currentStep: 'acceptPermission' };
    for (const [step, answers] of Object.entries(employeeAnswers)) {
      if (step !== slow.currentStep) continue;
      const a = saveStep(applyFlow, slow, step, answers, today);
      const b = saveStep(applyFlow, fast, step, answers, today);
      if (a.kind !== 'saved' || b.kind !== 'saved') throw new Error(`${step}: ${a.kind} ${b.kind}`);
      expect([b.answers, b.currentStep, b.replay.path, b.replay.frontier], step).toEqual([
        a.answers,
        a.currentStep,
        a.replay.path,
        a.replay.frontier,
      ]);
      expect(String(b.replay.snapshot.value)).toBe(String(a.replay.snapshot.value));
      slow = { answers: a.answers, currentStep: a.currentStep };
      const persisted = persistWalk(b.replay.snapshot);
      fast = {
        answers: b.answers,
        currentStep: b.currentStep,
        walk: { path: b.replay.path, snapshot: restoreWalk(applyFlow, JSON.parse(JSON.stringify(persisted)) as typeof persisted) },
      };
    }
    expect(fast.currentStep).toBe('confirm');
  });

  it('answers an earlier step saved again unchanged as a replay would, from the walk or from the confirm page', () => {
    for (const until of ['income', undefined]) {
      const saved = walk(until);
      const walked = replay(applyFlow, saved.answers, today);
      const withWalk = { ...saved, walk: { path: walked.path, snapshot: walked.snapshot } };
      for (const step of ['attribute', 'profession']) {
        const a = saveStep(applyFlow, saved, step, employeeAnswers[step as keyof typeof employeeAnswers], today);
        const b = saveStep(applyFlow, withWalk, step, employeeAnswers[step as keyof typeof employeeAnswers], today);
        if (a.kind !== 'saved' || b.kind !== 'saved') throw new Error(`${step}: ${a.kind} ${b.kind}`);
        expect([b.answers, b.currentStep, b.replay.path], `${until} ${step}`).toEqual([a.answers, a.currentStep, a.replay.path]);
      }
    }
  });

  it('still refuses what the machine refuses and validates the step with its context', () => {
    const saved = walk('income', { profession: { jobCode: '09' } });
    const walked = replay(applyFlow, saved.answers, today);
    const withWalk = { ...saved, walk: { path: walked.path, snapshot: walked.snapshot } };
    expect(saveStep(applyFlow, withWalk, 'use', employeeAnswers.use, today)).toEqual({ kind: 'refused' });
    const invalid = saveStep(applyFlow, withWalk, 'income', { income: 'abc' }, today);
    expect(invalid.kind).toBe('invalid');
    // A changed earlier step is no shortcut: the path is replayed as ever (a student turned employee needs the workplace).
    const changed = saveStep(applyFlow, withWalk, 'profession', employeeAnswers.profession, today);
    expect(changed.kind === 'saved' && changed.currentStep).toBe('household');
    expect(changed.kind === 'saved' && changed.replay.path.at(-1)).toBe('income');
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
    expect(rows.find((row) => row.step === 'household')?.items[0]).toEqual({
      field: 'familyStructure',
      label: '家族構成',
      value: '既婚（子供あり）',
    });
  });

  it('submits only a path that reaches the confirm step', () => {
    expect(submitResult(applyFlow, walk().answers, today)).toBe('complete');
    expect(submitResult(applyFlow, walk('use').answers, today)).toBeUndefined();
  });
});

describe('foreign residents (SPEC 5.6, 5.7)', () => {
  it('requires the status of residence of a foreign national only, in Japanese and English', () => {
    const atNationality = walk('nationality');
    expect(saveStep(applyFlow, atNationality, 'nationality', { nationality: 'US' }, today)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'residenceStatus', message: '在留資格を選択してください。 Enter your status of residence.' }],
    });
    expect(saveStep(applyFlow, atNationality, 'nationality', {}, today)).toEqual({
      kind: 'invalid',
      errors: [{ field: 'nationality', message: '国籍を選択してください。 Enter your country.' }],
    });
    expect(saveStep(applyFlow, atNationality, 'nationality', { nationality: 'JP' }, today).kind).toBe('saved');
  });

  it('checks the expiry on the server with the bilingual messages, today being 2026-11-22', () => {
    const atExpiry = walkForeign('residenceExpiration');
    const errorOf = (residenceDateExpiration?: string) => {
      const outcome = saveStep(
        applyFlow,
        atExpiry,
        'residenceExpiration',
        residenceDateExpiration === undefined ? {} : { residenceDateExpiration },
        today,
      );
      return outcome.kind === 'invalid' ? outcome.errors[0]?.message : outcome.kind;
    };
    expect(errorOf()).toBe('在留期間の満了日を入力してください。 Enter the expiration date of your period of stay.');
    expect(errorOf('2026/09/20')).toMatch(/^有効期限を過ぎて62日を超えた日付は入力できません。/u);
    expect(errorOf('2026/09/21')).toBe('saved');
    expect(errorOf('20320222')).toBe('saved');
    expect(errorOf('20320223')).toMatch(/Enter a date within 5 years/u);
  });

  it('clears every residence answer of an applicant who turns out to be Japanese', () => {
    const engineer = walkForeign('contact');
    expect(Object.keys(engineer.answers)).toEqual(
      expect.arrayContaining(['residenceExpiration', 'residenceFrontUpload', 'residenceBackAddress', 'residenceBackUpload']),
    );
    const outcome = saveStep(applyFlow, engineer, 'nationality', { nationality: 'JP', residenceStatus: '14' }, today);
    if (outcome.kind !== 'saved') throw new Error('not saved');
    expect(outcome.answers['nationality']).toEqual({ nationality: 'JP' });
    expect(Object.keys(outcome.answers).filter((step) => step.startsWith('residence'))).toEqual([]);
    expect(outcome.currentStep).toBe('contact');
  });

  it('clears the expiry and photos when the status has no expiry, and the back photo when the address is not on the back', () => {
    const engineer = walkForeign('contact');
    const permanent = saveStep(applyFlow, engineer, 'nationality', branchAnswers.nationality.permanentResident, today);
    if (permanent.kind !== 'saved') throw new Error('not saved');
    expect(Object.keys(permanent.answers).filter((step) => step.startsWith('residence'))).toEqual([]);
    expect(permanent.answers['nationality']).toEqual({ nationality: 'KR', residenceStatus: '30' });
    const notOnBack = saveStep(applyFlow, engineer, 'residenceBackAddress', branchAnswers.residenceBackAddress.notOnBack, today);
    if (notOnBack.kind !== 'saved') throw new Error('not saved');
    expect(notOnBack.answers).not.toHaveProperty('residenceBackUpload');
    expect(notOnBack.answers['residenceFrontUpload']).toEqual(residenceAnswers.residenceFrontUpload);
    expect(notOnBack.currentStep).toBe('contact');
  });

  it('shows the expiry as a date and each photo as uploaded on the confirm page, never a file name', () => {
    const { answers } = walkForeign();
    const rows = confirmRows(applyFlow, answers, replay(applyFlow, answers, today));
    expect(rows.find((row) => row.step === 'nationality')?.items).toEqual([
      { field: 'nationality', label: '国籍 Nationality', value: 'アメリカ合衆国 United States of America' },
      {
        field: 'residenceStatus',
        label: '在留資格 Status of residence',
        value: '技術・人文知識・国際業務 Engineer/Specialist in Humanities/International Services',
      },
    ]);
    expect(rows.find((row) => row.step === 'residenceExpiration')?.items).toEqual([
      { field: 'residenceDateExpiration', label: '在留期間の満了日 Expiration date', value: '2029年1月31日' },
    ]);
    for (const step of ['residenceFrontUpload', 'residenceBackUpload']) {
      expect(
        rows.find((row) => row.step === step)?.items.map((item) => item.value),
        step,
      ).toEqual(['アップロード済み']);
    }
    expect(submitResult(applyFlow, answers, today)).toBe('underReview');
  });
});

describe('the confirm page of a step left unanswered', () => {
  it('says the step holds nothing in its own word (「未登録」 for a member’s landline), not an empty section', async () => {
    const found = (await registeredFlows()).find((registered) => registered.id === 'memberAddress');
    if (!found) throw new Error('memberAddress is not registered');
    const answers = {
      zipcode: { homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' },
      address: { homeSubAddrKanji: '３－１－１' },
      addressKana: { homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１' },
      phone: {},
    };
    const rows = confirmRows(found.flow, answers, replay(found.flow, answers, today, found.examples?.inputs?.[''] ?? {}));
    expect(rows.find((row) => row.step === 'phone')?.items).toEqual([{ field: '', label: '自宅の電話番号', value: '未登録' }]);
  });
});
