import type { FastifyInstance } from 'fastify';
import { employeeAnswers } from '../../../flows/apply';
import { logInApplicant, type Applicant } from '../../apply/testing/applicant';
import { proveMobile } from '../../apply/testing/smsCode';

/**
 * A fresh applicant for server tests: a new member row, logged in; then the employee's application answered step
 * by step as the server asks (the steps in `answered`, all by default; the mobile number one of its own, proved by
 * the SMS code read from the outbox) and, unless `submit` is false, submitted through the real API.
 * The name kana the application stores is サトウ / ケンイチ.
 */
export const APPLICANT_HOLDER_NAME = 'サトウ　ケンイチ';

const ENTRY = '/external/v1/apply/entry';
let created = 0;

export async function newApplicant(
  app: FastifyInstance,
  id: string,
  options: { submit?: boolean; answered?: readonly string[]; phone?: (app: FastifyInstance) => Promise<string> } = {},
): Promise<Applicant> {
  created += 1;
  await app.db
    .insertInto('members')
    .values({
      id: `member-${id}`,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role: 'applicant',
      membership_status: '01',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
    })
    .execute();
  // Each applicant is another person on another phone: the SMS send limit per client address must not join them up.
  const applicant = await logInApplicant(app, id, { remoteAddress: `10.4.${Math.floor(created / 250)}.${(created % 250) + 1}` });
  const answered = options.answered ?? Object.keys(employeeAnswers);
  const fixtures = employeeAnswers as Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  let step = (await applicant.get(ENTRY)).json().data.flow.currentStep as string;
  while (answered.includes(step)) {
    const answers =
      step === 'smsAuthentication'
        ? await proveMobile(app, applicant, undefined, options.phone)
        : step === 'phoneNumber'
          ? { ...fixtures[step], mobNumFull: `0801357${String(created).padStart(4, '0')}` }
          : fixtures[step];
    const saved = await applicant.post(ENTRY, { step, answers });
    if (saved.statusCode !== 200) throw new Error(`${step}: ${saved.body}`);
    step = saved.json().data.flow.currentStep as string;
  }
  if (options.submit !== false) {
    const submitted = await applicant.post('/external/v1/apply/submit');
    if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.body}`);
  }
  return applicant;
}
