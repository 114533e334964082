import type { FastifyInstance } from 'fastify';
import { employeeAnswers } from '../../../flows/testing/applyAnswers';
import { logInApplicant, type Applicant } from '../../apply/testing/applicant';

/**
 * A fresh applicant for server tests: a new member row, logged in; then the employee's application saved step by
 * step (the steps in `answered`, all by default) and, unless `submit` is false, submitted through the real API.
 * The name kana the application stores is サトウ / ケンイチ.
 */
export const APPLICANT_HOLDER_NAME = 'サトウ　ケンイチ';

export async function newApplicant(app: FastifyInstance, id: string, options: { submit?: boolean; answered?: readonly string[] } = {}): Promise<Applicant> {
  await app.db
    .insertInto('members')
    .values({
      id: `member-${id}`, oidc_subject: `subject-${id}`, ppcd_web_guid: `guid-${id}`, role: 'applicant', membership_status: '01',
      last_name_kanji: '佐藤', first_name_kanji: '健一', last_name_kana: 'サトウ', first_name_kana: 'ケンイチ', mobile_number: '09013572468',
    })
    .execute();
  const applicant = await logInApplicant(app, id);
  const answered = options.answered ?? Object.keys(employeeAnswers);
  for (const [step, answers] of Object.entries(employeeAnswers).filter(([step]) => answered.includes(step))) {
    const saved = await applicant.post('/external/v1/apply/entry', { step, answers });
    if (saved.statusCode !== 200) throw new Error(`${step}: ${saved.body}`);
  }
  if (options.submit !== false) {
    const submitted = await applicant.post('/external/v1/apply/submit');
    if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.body}`);
  }
  return applicant;
}
