import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';
import { mailVerificationMessages } from './mailAddressChange';
import { settleOutbox } from '../outbox/testing/settleOutbox';

/**
 * The mail address change (SPEC 2.6 /member/mail/setting; issue 15's first flow) through the generic flow routes
 * only, on the database of this test project: the current address as the view's fact, the same address refused,
 * the confirm, the completion that sends a link to the new address, which changes it (with its change record, once) only when the member opens it, and tells the old address, an applicant refused.
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

    const same = await member.post(
      `${FLOW}/steps/mailAddress`,
      { answers: { mailAddress: 'regular@example.com' } },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().resultInfo.errors).toEqual([
      { field: 'mailAddress', message: '現在のメールアドレスと同じです。新しいメールアドレスを入力してください。' },
    ]);
    const bad = await member.post(
      `${FLOW}/steps/mailAddress`,
      { answers: { mailAddress: 'not-an-address' } },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(bad.statusCode).toBe(400);

    // Typed with a full-width at sign and a space: normalised on the server as in the browser.
    const saved = await member.post(
      `${FLOW}/steps/mailAddress`,
      { answers: { mailAddress: ' nakamura＠example.jp' } },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ currentStep: 'confirm', answers: { mailAddress: { mailAddress: 'nakamura@example.jp' } } });

    const key = crypto.randomUUID();
    const submitted = await member.post(`${FLOW}/submit`, {}, { 'idempotency-key': key });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({
      status: 'done',
      result: { state: 'complete', data: { mailAddress: 'nakamura@example.jp' } },
    });
    expect((await member.post(`${FLOW}/submit`, {}, { 'idempotency-key': key })).json().data.result).toEqual(submitted.json().data.result);

    // Not used until proven: the address stays, the link goes to the new one, its token kept only as a hash.
    const address = async () =>
      (await subject.app.db.selectFrom('members').select('mail_address').where('id', '=', 'member-regular').executeTakeFirstOrThrow())
        .mail_address;
    expect(await address()).toBe('regular@example.com');
    await settleOutbox(subject.app);
    const [link] = await subject.app.db.selectFrom('mailbox').selectAll().where('recipient', '=', 'nakamura@example.jp').execute();
    expect(link?.subject).toBe('【カード会員サービス】メールアドレス変更の確認');
    const token = /\/member\/mail\/verify\?token=([A-Za-z0-9_-]{43})/.exec(link?.text_body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const stored = await subject.app.db
      .selectFrom('mail_address_verifications')
      .selectAll()
      .where('member_id', '=', 'member-regular')
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const outboxRow = await subject.app.db
      .selectFrom('outbox_messages')
      .select(['text_body', 'html_body', 'status'])
      .where('recipient', '=', 'nakamura@example.jp')
      .executeTakeFirstOrThrow();
    expect(outboxRow).toMatchObject({ status: 'sent', html_body: null });
    expect(outboxRow.text_body).not.toContain(token);

    // Another member cannot use it, nor can a mangled link.
    const other = await logInApplicant(subject.app, 'gold');
    const refused = await other.post('/api/bff/member/mail/verify', { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toEqual([{ field: 'token', message: mailVerificationMessages.unusable }]);
    expect((await member.post('/api/bff/member/mail/verify', { token: `${token.slice(0, 20)}` })).json().resultInfo.errors[0].message).toBe(
      mailVerificationMessages.unusable,
    );
    expect(await address()).toBe('regular@example.com');

    const verified = await member.post('/api/bff/member/mail/verify', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toEqual({ mailAddress: 'nakamura@example.jp' });
    expect(await address()).toBe('nakamura@example.jp');
    // Opened again: the same answer, nothing written twice.
    expect((await member.post('/api/bff/member/mail/verify', { token })).json().data).toEqual({ mailAddress: 'nakamura@example.jp' });
    const changes = await subject.app.db.selectFrom('member_changes').selectAll().where('member_id', '=', 'member-regular').execute();
    expect(changes).toEqual([
      expect.objectContaining({
        flow_id: 'mailSetting',
        field: 'mailAddress',
        old_value: 'regular@example.com',
        new_value: 'nakamura@example.jp',
      }),
    ]);
    await settleOutbox(subject.app);
    const notices = await subject.app.db.selectFrom('mailbox').selectAll().where('recipient', '=', 'regular@example.com').execute();
    expect(notices.map((notice) => notice.subject)).toEqual(['【カード会員サービス】メールアドレスが変更されました']);
    expect(notices[0]?.text_body).toContain('n******@example.jp');
    expect(notices[0]?.text_body).not.toContain('nakamura@example.jp');
  });

  it('refuses an expired link and one a newer request replaced, changing nothing', async () => {
    const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
    const member = await logInApplicant(subject.app, loginId);
    const request = async (mailAddress: string) => {
      // A new run of the repeatable flow is drawn from the done draft's version.
      const version: number = (await member.get(`${FLOW}/entry`)).json().data.version;
      const saved = await member.post(
        `${FLOW}/steps/mailAddress`,
        { answers: { mailAddress }, version },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const submitted = await member.post(`${FLOW}/submit`, {}, { 'idempotency-key': crypto.randomUUID() });
      expect(submitted.statusCode, submitted.body).toBe(200);
      await settleOutbox(subject.app);
      const mail = await subject.app.db
        .selectFrom('mailbox')
        .select('text_body')
        .where('recipient', '=', mailAddress)
        .executeTakeFirstOrThrow();
      return /token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1] ?? '';
    };
    const first = await request(`first-${loginId}@example.jp`);
    const second = await request(`second-${loginId}@example.jp`);
    expect((await member.post('/api/bff/member/mail/verify', { token: first })).json().resultInfo.errors[0].message).toBe(
      mailVerificationMessages.unusable,
    );
    await subject.app.db
      .updateTable('mail_address_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', `member-${loginId}`)
      .execute();
    const expired = await member.post('/api/bff/member/mail/verify', { token: second });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().resultInfo.errors[0].message).toBe(mailVerificationMessages.expired);
    const row = await subject.app.db
      .selectFrom('members')
      .select('mail_address')
      .where('id', '=', `member-${loginId}`)
      .executeTakeFirstOrThrow();
    expect(row.mail_address).toBe(`${loginId}@example.com`);
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
    expect(entry.steps[0].context).toEqual({
      statementMailNow: true,
      usageMailNow: true,
      declineMailNow: true,
      abroadMailNow: true,
      usageAlertAmountNow: '0',
      campaignMailNow: false,
      serviceMailNow: false,
    });
    const save = (answers: unknown) => member.post(`${LISTS}/steps/lists`, { answers }, { 'idempotency-key': crypto.randomUUID() });
    const lists = { declineMail: true, abroadMail: true, usageAlertAmount: '0' };
    const same = await save({ statementMail: true, usageMail: true, ...lists, campaignMail: false, serviceMail: false });
    expect(same.json().resultInfo.errors).toEqual([
      { field: 'statementMail', message: '現在の配信設定と同じです。変更するメールを選んでください。' },
    ]);
    expect(
      (await save({ statementMail: true, usageMail: 'yes', ...lists, campaignMail: false, serviceMail: false })).json().resultInfo.errors[0]
        .field,
    ).toBe('usageMail');
    expect((await save({ statementMail: true, ...lists, campaignMail: false, serviceMail: false })).json().resultInfo.errors[0].field).toBe(
      'usageMail',
    );

    const confirm = (
      await save({ statementMail: true, usageMail: false, ...lists, usageAlertAmount: '30000', campaignMail: true, serviceMail: false })
    ).json().data;
    expect(confirm.confirmRows[0].items.map((item: { label: string; value: string }) => `${item.label}:${item.value}`)).toEqual([
      'ご請求額確定のお知らせ:受け取る',
      'カードご利用のお知らせ:受け取らない',
      'ご利用をお断りしたときのお知らせ:受け取る',
      '海外でのご利用のお知らせ:受け取る',
      '設定金額以上のご利用のお知らせ:3万円以上',
      'キャンペーン・おトクな情報:受け取る',
      '新しいサービス・機能のお知らせ:受け取らない',
    ]);
    const key = crypto.randomUUID();
    expect((await member.post(`${LISTS}/submit`, {}, { 'idempotency-key': key })).json().data.status).toBe('done');
    expect((await member.post(`${LISTS}/submit`, {}, { 'idempotency-key': key })).statusCode).toBe(200);
    expect((await member.get('/external/v1/member/info')).json().data.mailingLists).toEqual([
      'ご請求額確定のお知らせ',
      'ご利用をお断りしたときのお知らせ',
      '海外でのご利用のお知らせ',
      'キャンペーン・おトクな情報',
    ]);
    const changes = await subject.app.db
      .selectFrom('member_changes')
      .select(['field', 'old_value', 'new_value'])
      .where('member_id', '=', member.memberId)
      .where('flow_id', '=', 'mailingLists')
      .orderBy('id')
      .execute();
    expect(changes).toEqual([
      { field: 'usageAlertAmount', old_value: '0', new_value: '30000' },
      { field: 'usageMail', old_value: 'true', new_value: 'false' },
      { field: 'campaignMail', old_value: 'false', new_value: 'true' },
    ]);
    // The amount is the member's own setting, which the card's use notices read (server/cardEvents/cardNotices.ts).
    const member4 = await subject.app.db
      .selectFrom('members')
      .select('usage_alert_yen')
      .where('id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(member4.usage_alert_yen).toBe(30_000);
    // The next run starts from the choice just made.
    expect((await member.get(`${LISTS}/entry`)).json().data.steps.at(-1).context).toEqual({
      statementMailNow: true,
      usageMailNow: false,
      declineMailNow: true,
      abroadMailNow: true,
      usageAlertAmountNow: '30000',
      campaignMailNow: true,
      serviceMailNow: false,
    });
  });
});
