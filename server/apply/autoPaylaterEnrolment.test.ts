import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAnswers } from '../../flows/apply';
import { staffSubjectOf } from '../seed/staffAccounts';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { newApplicant } from '../bank/testing/submittedApplicant';
import { decideAs } from '../operations/testing/decideAs';
import type { Applicant } from './testing/applicant';

/**
 * Issue 35: あと払い chosen in the application (SPEC 3.1 autoPaylaterFlg) enrols the card issued when an examiner
 * approves it, in the approval's transaction and audited under the examiner; declined, or not chosen, nothing is
 * enrolled.
 */
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const ENTRY = '/external/v1/apply/entry';

async function inquiryNumberOf(applicant: Applicant): Promise<string> {
  const row = await subject.app.db
    .selectFrom('applications')
    .select('inquiry_number')
    .where('member_id', '=', applicant.memberId)
    .executeTakeFirstOrThrow();
  return String(row.inquiry_number);
}

const cardsOf = (applicant: Applicant) =>
  subject.app.db.selectFrom('cards').select(['id', 'auto_paylater']).where('member_id', '=', applicant.memberId).execute();

const consentOf = async (applicant: Applicant) =>
  (
    await subject.app.db
      .selectFrom('members')
      .select('paylater_consented_at')
      .where('id', '=', applicant.memberId)
      .executeTakeFirstOrThrow()
  ).paylater_consented_at;

const enrolmentAudits = (cardId: string) =>
  subject.app.db
    .selectFrom('audit_log')
    .select(['actor', 'detail'])
    .where('action', '=', 'card.autoPaylater')
    .where('subject_id', '=', cardId)
    .execute();

describe('auto paylater chosen in the application', () => {
  it('enrols the card the approval issues, with the consent of the submit, audited under the examiner', async () => {
    const applicant = await newApplicant(subject.app, 'paylater1');
    expect(employeeAnswers.autoPaylater.autoPaylaterFlg).toBe('1');
    expect(await cardsOf(applicant)).toEqual([]);

    expect(await decideAs(subject.app, 'examiner', 'application', await inquiryNumberOf(applicant), 'approved')).toMatchObject({
      outcome: 'decided',
    });
    const [card, ...others] = await cardsOf(applicant);
    expect(others).toEqual([]);
    expect(card?.auto_paylater).toBe(true);
    const { submitted_at: submittedAt } = await subject.app.db
      .selectFrom('applications')
      .select('submitted_at')
      .where('member_id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(new Date(String(await consentOf(applicant))).getTime()).toBe(new Date(String(submittedAt)).getTime());
    expect(await enrolmentAudits(String(card?.id))).toEqual([
      { actor: `staff:${staffSubjectOf('examiner')}`, detail: { autoPaylaterFlg: '1', chosenIn: 'application' } },
    ]);
  });

  it('enrols nothing when the applicant chose not to, nor when the application is declined', async () => {
    const notChosen = await newApplicant(subject.app, 'paylater2', {
      submit: false,
      answered: Object.keys(employeeAnswers).filter((step) => step !== 'autoPaylater'),
    });
    for (const [step, answers] of [
      ['autoPaylater', { autoPaylaterFlg: '0' }],
      ['familyCardSelect', employeeAnswers.familyCardSelect],
    ] as const) {
      const saved = await notChosen.post(ENTRY, { step, answers });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await notChosen.post('/external/v1/apply/submit')).statusCode).toBe(200);
    await decideAs(subject.app, 'examiner', 'application', await inquiryNumberOf(notChosen), 'approved');
    const [card] = await cardsOf(notChosen);
    expect(card?.auto_paylater).toBe(false);
    expect(await consentOf(notChosen)).toBeNull();
    expect(await enrolmentAudits(String(card?.id))).toEqual([]);

    const declined = await newApplicant(subject.app, 'paylater3');
    await decideAs(subject.app, 'examiner', 'application', await inquiryNumberOf(declined), 'declined');
    expect(await cardsOf(declined)).toEqual([]);
    expect(await consentOf(declined)).toBeNull();
  });
});
