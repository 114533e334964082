import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAnswers } from '../../flows/apply';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { decideAs } from '../operations/testing/decideAs';
import { logInApplicant, type Applicant } from './testing/applicant';
import { proveMobile } from './testing/smsCode';

/**
 * The application's PIN (SPEC 3.1 pinNumber, 5.4) through the real API, on this test project's database: refused
 * when the applicant's own answers give it, kept only as a slow hash from the submit on, and the card issued on
 * approval takes that hash (the activation page says the PIN is the one set when applying), while the member gets
 * the birthday of the application, which later PIN changes are checked against.
 */
const ENTRY = '/external/v1/apply/entry';
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

async function freshApplicant(): Promise<Applicant> {
  await subject.app.db
    .insertInto('members')
    .values({
      id: 'member-pin1',
      oidc_subject: 'subject-pin1',
      ppcd_web_guid: 'guid-pin1',
      role: 'applicant',
      membership_status: '01',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
    })
    .execute();
  return logInApplicant(subject.app, 'pin1');
}

const post = (applicant: Applicant, step: string, answers: unknown) => applicant.post(ENTRY, { step, answers });

describe('the application PIN', () => {
  it("refuses a PIN from the applicant's answers, keeps a good one as a hash only, and gives it to the card on approval", async () => {
    const applicant = await freshApplicant();
    expect((await applicant.post('/external/v1/apply/consent/web', { campaignCode: '1001' })).statusCode).toBe(200);
    const steps = Object.keys(employeeAnswers).filter((step) => step !== 'acceptPermission') as (keyof typeof employeeAnswers)[];
    for (const step of steps) {
      if (step === 'pinNumber') {
        // Born 1990-02-15 (the gender step): the month and day are refused, in Japanese, and nothing is saved.
        const refused = await post(applicant, step, { pinNumber: '0215', pinNumberConfirm: '0215' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().resultInfo.errors).toEqual([
          { field: 'pinNumber', message: '生年月日から推測されやすい番号は暗証番号に使用できません。' },
        ]);
      }
      const answers = step === 'smsAuthentication' ? await proveMobile(subject.app, applicant) : employeeAnswers[step];
      const saved = await post(applicant, step, answers);
      expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
    }
    const submitted = await applicant.post('/external/v1/apply/submit', {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    const application = await subject.app.db
      .selectFrom('applications')
      .select(['pin_hash', 'inquiry_number', 'answers'])
      .where('member_id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(application.pin_hash).toEqual(expect.any(String));
    expect(application.pin_hash).not.toContain('7294');
    expect(JSON.stringify(application.answers)).not.toContain('"7294"');

    expect(await decideAs(subject.app, 'examiner', 'application', String(application.inquiry_number), 'approved')).toMatchObject({
      outcome: 'decided',
    });
    const card = await subject.app.db
      .selectFrom('cards')
      .select('pin_hash')
      .where('member_id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(card.pin_hash).toBe(application.pin_hash);
    const member = await subject.app.db
      .selectFrom('members')
      .select('birth_day')
      .where('id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(member.birth_day).toBe('1990-02-15');
  });
});
