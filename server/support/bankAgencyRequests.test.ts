import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';

/**
 * A bank-agency request (SPEC 2.2 /support/bankagency, flows/bankAgency.ts) through the real routes: any logged-in
 * person sends one after a confirm page, it is recorded with a number they can quote, a bad request changes nothing,
 * and a second request later is a new one.
 */
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const base = '/external/v1/flows/bankAgency';
/** A save as the page sends it: over the version the page shows (a done request's version starts a new one). */
const save = async (person: Applicant, step: string, answers: unknown) => {
  const { version } = (await person.get(`${base}/entry`)).json().data as { version: number };
  return person.post(`${base}/steps/${step}`, { answers, version }, { 'idempotency-key': crypto.randomUUID() });
};
const submit = (person: Applicant, key: string = crypto.randomUUID()) => person.post(`${base}/submit`, {}, { 'idempotency-key': key });
const requestsOf = (memberId: string) =>
  subject.app.db
    .selectFrom('support_requests')
    .select(['kind', 'topic', 'contact_method', 'body'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const request = { bankAgencyTopic: '1', contactMethod: '1', inquiryText: '提携銀行の口座を作りたいので、必要なものを教えてください。' };

describe('a bank-agency request', () => {
  it('is sent by a member after the confirm page, recorded, and numbered; the same submit repeated answers the same', async () => {
    const member = await logInApplicant(subject.app, 'regular');
    const confirm = await save(member, 'request', request);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data.currentRoute).toBe('/support/bankagency/confirm');
    expect(confirm.json().data.confirmRows[0].items.map((item: { value: string }) => item.value)).toEqual([
      '提携銀行の口座開設について',
      'お電話（ご登録の携帯電話番号）',
      request.inquiryText,
    ]);
    const key = crypto.randomUUID();
    const done = await submit(member, key);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.result).toMatchObject({
      route: '/support/bankagency/complete',
      data: { requestNumber: expect.stringMatching(/^BA-\d{8}-\d{6}$/), contactText: 'お電話（ご登録の携帯電話番号）' },
    });
    expect((await submit(member, key)).json().data.result.data).toEqual(done.json().data.result.data);
    expect(await requestsOf(member.memberId)).toEqual([{ kind: 'bankAgency', topic: '1', contact_method: '1', body: request.inquiryText }]);
  });

  it('is open to an applicant and a former member too, and a later request is a new one', async () => {
    for (const loginId of ['applicant', 'former']) {
      const person = await logInApplicant(subject.app, loginId);
      for (const text of ['一回目のご相談です。', '二回目のご相談です。']) {
        const saved = await save(person, 'request', { ...request, contactMethod: '2', inquiryText: text });
        expect(saved.statusCode, saved.body).toBe(200);
        expect((await submit(person)).statusCode).toBe(200);
      }
      expect((await requestsOf(person.memberId)).map((row) => row.body)).toEqual(['一回目のご相談です。', '二回目のご相談です。']);
    }
  });

  it('refuses a card number in the text, a text over 200 characters and an unknown topic, in Japanese, saving nothing', async () => {
    const member = await logInApplicant(subject.app, 'gold');
    const refusals = [
      [{ ...request, inquiryText: 'カード番号は4111 1111 1111 1111です' }, 'inquiryText'],
      [{ ...request, inquiryText: 'あ'.repeat(201) }, 'inquiryText'],
      [{ ...request, bankAgencyTopic: '7' }, 'bankAgencyTopic'],
      [{ bankAgencyTopic: '1' }, 'contactMethod'],
    ] as const;
    for (const [answers, field] of refusals) {
      const refused = await save(member, 'request', answers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().resultInfo.errors.map((error: { field: string }) => error.field)).toContain(field);
      expect(refused.json().resultInfo.errors.every((error: { message: string }) => /[ぁ-んァ-ン一-龥]/.test(error.message))).toBe(true);
    }
    expect((await member.get(`${base}/entry`)).json().data.answers).toEqual({});
    expect(await requestsOf(member.memberId)).toEqual([]);
  });

  it('holds the text to the rule of every field (issue 35): a bidirectional control or a pasted line separator is refused in Japanese, half a character dropped', async () => {
    const member = await logInApplicant(subject.app, 'multiple');
    for (const inquiryText of [
      '口座について\u202eのご相談です',
      '口座について\u202eのご相談です\ud800',
      '\u2066口座について\u2069',
      '口座について\u2028のご相談です',
    ]) {
      const refused = await save(member, 'request', { ...request, inquiryText });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().resultInfo.errors).toEqual([
        { field: 'inquiryText', message: 'ご相談の詳しい内容に使用できない文字が含まれています。' },
      ]);
    }
    expect((await member.get(`${base}/entry`)).json().data.answers).toEqual({});
    expect(await requestsOf(member.memberId)).toEqual([]);
    // A lone surrogate cannot be shown or stored: dropped, as every normalised field drops it.
    const saved = await save(member, 'request', { ...request, inquiryText: '口座について\udc00のご相談です' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await submit(member)).statusCode).toBe(200);
    expect((await requestsOf(member.memberId)).map((row) => row.body)).toEqual(['口座についてのご相談です']);
  });

  it('asks who is writing: without a login the call is refused', async () => {
    const anonymous = await subject.app.inject({ method: 'GET', url: `${base}/entry` });
    expect(anonymous.statusCode).toBe(401);
  });
});
