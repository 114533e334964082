import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { startSmsGateway, type SmsGateway } from '../../tests/helpers/smsGateway';
import { startSmtpServer, type SmtpServer } from '../../tests/helpers/smtpServer';
import { wholeDatabase } from '../../tests/helpers/wholeDatabase';
import { logInApplicant } from '../apply/testing/applicant';
import { newApplicant } from '../bank/testing/submittedApplicant';
import { startSession } from '../sessions/sessionStore';
import { settleOutbox } from './testing/settleOutbox';

/**
 * Issue 30: with the real transports configured (an SMTP server, an SMS gateway), a dump of every table after an
 * application, an SMS check and a mail address change holds none of the one-time codes sent and no link token.
 */
let smtp: SmtpServer;
let gateway: SmsGateway;
let subject: TestApp;
beforeAll(async () => {
  [smtp, gateway] = await Promise.all([startSmtpServer(), startSmsGateway()]);
  subject = await buildTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'no-reply@card.example.jp',
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_TOKEN: 'token',
  });
});
afterAll(async () => {
  await subject.close();
  await Promise.all([smtp.stop(), gateway.close()]);
});

describe('what the tables keep of the messages sent', () => {
  it('holds no one-time code and no unhashed link token after an application, an SMS check and a mail change', async () => {
    const codes: string[] = [];
    const fromPhone = async () => {
      const code = gateway.latestCode();
      codes.push(code);
      return code;
    };
    // An application: its SMS step with a code from the gateway, then the submit and its receipt.
    await newApplicant(subject.app, 'dump-applicant', { phone: fromPhone });

    // A member's SMS check.
    const session = await startSession(subject.app.db, 'member-regular');
    const sent = await subject.app.inject({ method: 'POST', url: '/api/bff/sms/send', cookies: { session } });
    expect(sent.statusCode, sent.body).toBe(200);
    await settleOutbox(subject.app);
    const verified = await subject.app.inject({
      method: 'POST',
      url: '/api/bff/sms/verify',
      cookies: { session },
      payload: { challengeId: sent.json().data.challengeId, code: await fromPhone() },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // A mail change, its link read at the SMTP server and opened.
    const member = await logInApplicant(subject.app, 'gold');
    const flow = '/external/v1/flows/mailSetting';
    expect(
      (
        await member.post(
          `${flow}/steps/mailAddress`,
          { answers: { mailAddress: 'dump@example.jp' } },
          { 'idempotency-key': crypto.randomUUID() },
        )
      ).statusCode,
    ).toBe(200);
    expect((await member.post(`${flow}/submit`, {}, { 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(200);
    await settleOutbox(subject.app);
    const link = (await smtp.mailTo('dump@example.jp')).parsed.text ?? '';
    const token = /token=([A-Za-z0-9_-]{43})/.exec(link)?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await member.post('/api/bff/member/mail/verify', { token })).statusCode).toBe(200);
    await settleOutbox(subject.app);

    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    const dump = await wholeDatabase(subject.app.db);
    for (const code of codes) expect(dump).not.toContain(`認証コードは ${code}`);
    expect(dump).not.toContain(token);
    // The messages did leave: the receipt, the link and the old address's notice, and both codes.
    await smtp.mailTo('gold@example.com');
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(
      expect.arrayContaining([
        '【カード会員サービス】カードのお申し込みを受け付けました',
        '【カード会員サービス】メールアドレス変更の確認',
        '【カード会員サービス】メールアドレスが変更されました',
      ]),
    );
    expect(await subject.app.db.selectFrom('outbox_messages').select('status').where('status', '<>', 'sent').execute()).toEqual([]);
  });
});
