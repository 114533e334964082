import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logSerializers } from '../../server/http/logSerializers';
import { employeeAnswers } from '../../flows/apply';
import { logInApplicant } from '../../server/apply/testing/applicant';
import { proveMobile } from '../../server/apply/testing/smsCode';
import { applyValidators } from '../../schemas/generated/apply';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

// Issue 13 item 8: a card number typed into free text is refused in Japanese, by the one compiled validator the
// browser and the server share; the server log and login attempts keep no query strings.
const testCard = '4111 1111 1111 1111';
const message = (label: string) => `${label}にカード番号は入力できません。カード番号を含めずに入力してください。`;

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('card numbers in free-text fields', () => {
  it.each([
    ['zipcode', { ...employeeAnswers.zipcode, homeAddrKanji: `東京都千代田区${testCard}` }],
    ['address', { homeSubAddrKanji: `１－１－１　${testCard}` }],
    ['workplace', { ...employeeAnswers.workplace, comNameKanji: `山田商事${testCard}` }],
    ['workplace', { ...employeeAnswers.workplace, comNameKana: `ヤマダ${testCard}` }],
  ] as const)('the %s step refuses one in the browser validator the server runs too', (step, answers) => {
    const validate = applyValidators[step];
    expect(validate(answers)).toBe(false);
    expect(validate.errors?.some((error) => error.keyword === 'noCardNumber')).toBe(true);
  });

  it('the server refuses the workplace step with the Japanese message and stores nothing of it', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant2');
    for (const [step, answers] of Object.entries(employeeAnswers)) {
      if (step === 'workplace') break;
      const given = step === 'smsAuthentication' ? await proveMobile(subject.app, applicant) : answers;
      expect((await applicant.post('/external/v1/apply/entry', { step, answers: given })).statusCode).toBe(200);
    }
    const refused = await applicant.post('/external/v1/apply/entry', {
      step: 'workplace',
      answers: { ...employeeAnswers.workplace, comNameKanji: '山田4111111111111111' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toContainEqual({ field: 'comNameKanji', message: message('勤務先名（漢字）') });
    const drafts = await subject.app.db.selectFrom('applications').select('answers').execute();
    expect(JSON.stringify(drafts)).not.toContain('4111');
  });
});

describe('query strings kept out of the log and the database', () => {
  it('logs the path of a request without its query', () => {
    const logged = logSerializers.req({ method: 'GET', url: '/v1/banks?q=4111111111111111', ip: '192.0.2.1' } as FastifyRequest);
    expect(logged).toEqual({ method: 'GET', url: '/v1/banks', remoteAddress: '192.0.2.1' });
  });

  it('stores the path to return to after login without its query, which stays in an HttpOnly cookie', async () => {
    const start = await subject.app.inject({
      method: 'GET',
      url: `/login?${new URLSearchParams({ redirect: '/apply/steps?memo=4111111111111111' }).toString()}`,
    });
    expect(start.statusCode).toBe(302);
    const attempts = await subject.app.db.selectFrom('login_attempts').select('redirect_path').execute();
    expect(attempts.map((attempt) => attempt.redirect_path)).toEqual(['/apply/steps']);
    const carried = start.cookies.find((cookie) => cookie.name === 'login_return');
    expect(carried?.httpOnly).toBe(true);
    expect(decodeURIComponent(carried?.value ?? '')).toBe('/apply/steps?memo=4111111111111111');
  });
});
