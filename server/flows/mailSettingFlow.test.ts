import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';

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

describe('choosing the mailing lists', () => {
  const LISTS = '/external/v1/flows/mailingLists';

  it('starts from the current choice (advertising off until opted in), refuses the same choice, and records each list changed', async () => {
    const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
    const member = await logInApplicant(subject.app, loginId);
    const entry = (await member.get(`${LISTS}/entry`)).json().data;
    expect(entry.currentRoute).toBe('/member/mail/lists');
    expect(entry.steps[0].context).toEqual({ statementMailNow: true, usageMailNow: true, campaignMailNow: false, serviceMailNow: false });
    const save = (answers: unknown) => member.post(`${LISTS}/steps/lists`, { answers }, { 'idempotency-key': crypto.randomUUID() });
    const same = await save({ statementMail: true, usageMail: true, campaignMail: false, serviceMail: false });
    expect(same.json().resultInfo.errors).toEqual([{ field: 'statementMail', message: '現在の配信設定と同じです。変更するメールを選んでください。' }]);
    expect((await save({ statementMail: true, usageMail: 'yes', campaignMail: false, serviceMail: false })).json().resultInfo.errors[0].field).toBe('usageMail');
    expect((await save({ statementMail: true, campaignMail: false, serviceMail: false })).json().resultInfo.errors[0].field).toBe('usageMail');

    const confirm = (await save({ statementMail: true, usageMail: false, campaignMail: true, serviceMail: false })).json().data;
    expect(confirm.confirmRows[0].items.map((item: { label: string; value: string }) => `${item.label}:${item.value}`)).toEqual([
      'ご請求額確定のお知らせ:受け取る',
      'カードご利用のお知らせ:受け取らない',
      'キャンペーン・おトクな情報:受け取る',
      '新しいサービス・機能のお知らせ:受け取らない',
    ]);
    const key = crypto.randomUUID();
    expect((await member.post(`${LISTS}/submit`, {}, { 'idempotency-key': key })).json().data.status).toBe('done');
    expect((await member.post(`${LISTS}/submit`, {}, { 'idempotency-key': key })).statusCode).toBe(200);
    expect((await member.get('/external/v1/member/info')).json().data.mailingLists).toEqual(['ご請求額確定のお知らせ', 'キャンペーン・おトクな情報']);
    const changes = await subject.app.db.selectFrom('member_changes').select(['field', 'old_value', 'new_value']).where('member_id', '=', member.memberId).where('flow_id', '=', 'mailingLists').orderBy('id').execute();
    expect(changes).toEqual([
      { field: 'usageMail', old_value: 'true', new_value: 'false' },
      { field: 'campaignMail', old_value: 'false', new_value: 'true' },
    ]);
    // The next run starts from the choice just made.
    expect((await member.get(`${LISTS}/entry`)).json().data.steps.at(-1).context).toEqual({ statementMailNow: true, usageMailNow: false, campaignMailNow: true, serviceMailNow: false });
  });
});
