import { expect } from 'vitest';
import { employeeAnswers } from '../../../flows/apply';
import { insertPerson, logInApplicant } from '../../apply/testing/applicant';
import { proveMobile } from '../../apply/testing/smsCode';
import type { TestApp } from '../../../tests/helpers/buildTestApp';

let people = 0;

/**
 * A fresh applicant who submits the whole application through the API (employeeAnswers, each step overridable: the
 * family name in kana picks the stand-in bureau's record, the income and household the Act's computation).
 */
export async function submittedApplication(
  subject: TestApp,
  overrides: Partial<Record<keyof typeof employeeAnswers, Readonly<Record<string, unknown>>>> = {},
): Promise<{ inquiryNumber: string; memberId: string }> {
  people += 1;
  const app = subject.app;
  const loginId = `bureau${people}-${Math.random().toString(36).slice(2, 8)}`;
  await insertPerson(app.db, loginId);
  const applicant = await logInApplicant(app, loginId);
  expect((await applicant.post('/external/v1/apply/consent/web', { campaignCode: '1001' })).statusCode).toBe(200);
  for (const step of Object.keys(employeeAnswers).filter((name) => name !== 'acceptPermission') as (keyof typeof employeeAnswers)[]) {
    const answers =
      step === 'smsAuthentication'
        ? await proveMobile(app, applicant)
        : step === 'contact'
          ? { mailAddress: `${loginId}@example.jp` }
          : (overrides[step] ?? employeeAnswers[step]);
    const saved = await applicant.post('/external/v1/apply/entry', { step, answers });
    expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
  }
  const done = await applicant.post('/external/v1/apply/submit', {});
  expect(done.statusCode, done.body).toBe(200);
  const row = await app.db
    .selectFrom('applications')
    .select('inquiry_number')
    .where('member_id', '=', `member-${loginId}`)
    .executeTakeFirstOrThrow();
  return { inquiryNumber: String(row.inquiry_number), memberId: `member-${loginId}` };
}
