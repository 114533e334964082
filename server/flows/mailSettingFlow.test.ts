import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant } from '../apply/testing/applicant';

/**
 * The mail address change (SPEC 2.6 /member/mail/setting; issue 15's first flow) through the generic flow routes
 * only, on the database of this test project: the current address as the view's fact, the same address refused,
 * the confirm, the completion that writes the address and its change record once, an applicant refused.
 */
const FLOW = '/external/v1/flows/mailSetting';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('changing the mail address', () => {
  it('shows the current address, refuses the same one, confirms the new one and writes it with a change record, once', async () => {
    const member = await logInApplicant(subject.app, 'regular');
    const entry = (await member.get(`${FLOW}/entry`)).json().data;
    expect(entry).toMatchObject({ currentStep: 'mailAddress', facts: { currentMailAddress: 'regular@example.com' } });

    const same = await member.post(`${FLOW}/steps/mailAddress`, { answers: { mailAddress: 'regular@example.com' } }, { 'idempotency-key': crypto.randomUUID() });
    expect(same.statusCode).toBe(400);
    expect(same.json().resultInfo.errors).toEqual([{ field: 'mailAddress', message: '現在のメールアドレスと同じです。新しいメールアドレスを入力してください。' }]);
    const bad = await member.post(`${FLOW}/steps/mailAddress`, { answers: { mailAddress: 'not-an-address' } }, { 'idempotency-key': crypto.randomUUID() });
    expect(bad.statusCode).toBe(400);

    // Typed with a full-width at sign and a space: normalised on the server as in the browser.
    const saved = await member.post(`${FLOW}/steps/mailAddress`, { answers: { mailAddress: ' nakamura＠example.jp' } }, { 'idempotency-key': crypto.randomUUID() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ currentStep: 'confirm', answers: { mailAddress: { mailAddress: 'nakamura@example.jp' } } });

    const key = crypto.randomUUID();
    const submitted = await member.post(`${FLOW}/submit`, {}, { 'idempotency-key': key });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'done', result: { state: 'complete', data: { mailAddress: 'nakamura@example.jp' } } });
    expect((await member.post(`${FLOW}/submit`, {}, { 'idempotency-key': key })).json().data.result).toEqual(submitted.json().data.result);

    const row = await subject.app.db.selectFrom('members').select('mail_address').where('id', '=', 'member-regular').executeTakeFirstOrThrow();
    expect(row.mail_address).toBe('nakamura@example.jp');
    const changes = await subject.app.db.selectFrom('member_changes').selectAll().where('member_id', '=', 'member-regular').execute();
    expect(changes).toEqual([expect.objectContaining({ flow_id: 'mailSetting', field: 'mailAddress', old_value: 'regular@example.com', new_value: 'nakamura@example.jp' })]);
  });

  it('is a member’s: an applicant is refused (403/4030)', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant');
    const response = await applicant.get(`${FLOW}/entry`);
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo.codeId).toBe('4030');
  });
});
