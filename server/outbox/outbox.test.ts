import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { startSmtpServer, type SmtpServer } from '../../tests/helpers/smtpServer';
import { startSmsGateway, type SmsGateway } from '../../tests/helpers/smsGateway';
import { MAIL_KINDS, type MailKind } from './mailKinds';

/**
 * The outbox against a real SMTP server process and a real HTTP server standing in for the SMS gateway (issue 30):
 * what arrives, when the far side is down or refuses, and with two instances claiming at once.
 */

const MAIL_FROM = 'カード会員サービス <no-reply@card.example.jp>';

async function drain(subject: TestApp, until: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await until())) {
    if (Date.now() > deadline) throw new Error('the outbox did not settle in time');
    await subject.app.outboxWorker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const statuses = async (subject: TestApp) =>
  await subject.app.db
    .selectFrom('outbox_messages')
    .select(['id', 'status', 'attempts', 'last_error', 'text_body'])
    .orderBy('id')
    .execute();

const allSettled = (subject: TestApp) => async () =>
  (await statuses(subject)).every((row) => row.status === 'sent' || row.status === 'dead');

describe('mail over SMTP', () => {
  let smtp: SmtpServer;
  let subject: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer({ refuse: ['nobody@card.example.jp'] });
    subject = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM });
  });
  afterAll(async () => {
    await subject.close();
    await smtp.stop();
  });

  const values: Record<string, string | boolean> = {
    name: '山田 太郎',
    inquiryNumber: '1234567890123456',
    approved: true,
    creditLimit: '150万円',
    card4no: '1234',
    newLimit: '80万円',
    cardName: 'Visa ゴールドカード',
    mailAddress: 'new@example.jp',
    token: 't',
    expiresAt: '11月27日 10:00',
    newAddress: 'n***@example.jp',
    changedAt: '2026年11月26日 10:00',
    postedOn: '2026年11月26日',
    campaignTitle: 'カード追加キャンペーン',
    startsOn: '2026年7月1日',
    endsOn: '2026年12月31日',
    points: '1,000',
    conditions: '期間中に1万円以上のご利用',
    campaignUrl: 'http://localhost:3000/campaign/add-card-2507',
  };

  it('delivers every kind of mail once, in UTF-8 with a text and an HTML part, from MAIL_FROM to the one recipient', async () => {
    await subject.app.db
      .updateTable('members')
      .set({ mailing_lists: JSON.stringify({ campaignMail: true }) })
      .where('id', '=', 'member-regular')
      .execute();
    const kinds = Object.keys(MAIL_KINDS) as MailKind[];
    await subject.app.db.transaction().execute(async (trx) => {
      for (const kind of kinds) {
        const params = Object.fromEntries(MAIL_KINDS[kind].params.map((name) => [name, values[name]]));
        await subject.app.messages.mail(trx, { kind, to: `${kind.toLowerCase()}@example.jp`, memberId: 'member-regular', params });
      }
    });
    await drain(subject, allSettled(subject));
    const received = await smtp.waitFor(kinds.length);
    expect(received).toHaveLength(kinds.length);
    for (const kind of kinds) {
      const mail = received.find((message) => message.envelope.to[0] === `${kind.toLowerCase()}@example.jp`);
      expect(mail, kind).toBeDefined();
      expect(mail!.envelope.to).toEqual([`${kind.toLowerCase()}@example.jp`]);
      expect(mail!.envelope.from).toBe('no-reply@card.example.jp');
      expect(mail!.parsed.from?.value[0]).toEqual({ address: 'no-reply@card.example.jp', name: 'カード会員サービス' });
      expect(mail!.parsed.subject).toMatch(/^【カード会員サービス】/);
      // Headers travel encoded (RFC 2047) and the parts declare UTF-8: no raw Japanese on the wire.
      expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(mail!.raw).toMatch(/charset=utf-8/i);
      expect(/[^\x00-\x7f]/.test(mail!.raw)).toBe(false);
      expect(mail!.parsed.text).toContain('山田 太郎 様');
      expect(mail!.parsed.html).toContain('<html lang="ja">');
      expect(mail!.parsed.messageId).toMatch(/^<[0-9a-f-]{36}@card\.example\.jp>$/);
    }
    const received_ = (kind: MailKind) => received.find((message) => message.envelope.to[0] === `${kind.toLowerCase()}@example.jp`)!.parsed;
    expect(received_('applicationReceived').subject).toBe('【カード会員サービス】カードのお申し込みを受け付けました');
    expect(received_('applicationReceived').text).toContain('お問い合わせ番号：1234567890123456');
    expect(received_('applicationResult').text).toContain('ご利用可能枠は150万円です。');
    expect(received_('applicationResult').text).not.toContain('見送らせていただきました');
    expect(received_('mailAddressVerification').html).toContain('<a href="http://localhost:3000/member/mail/verify?token=t">');
    expect(received_('campaignEntry').subject).toBe('【カード会員サービス】「カード追加キャンペーン」へのエントリーを受け付けました');
    // 特定電子メール法: the sender and the way to stop advertising mail.
    expect(received_('campaignEntry').text).toContain('送信者：');
    expect(received_('campaignEntry').text).toContain('/member/mail/lists');
    expect(received_('creditLimitResult').text).not.toContain('送信者：');
  });

  it('sends advertising mail only to a member who opted in', async () => {
    const params = {
      name: '中村',
      campaignTitle: 'T',
      startsOn: 'a',
      endsOn: 'b',
      points: '1',
      conditions: 'c',
      campaignUrl: 'http://localhost/c',
    };
    const written = await subject.app.db
      .transaction()
      .execute(async (trx) =>
        subject.app.messages.mail(trx, { kind: 'campaignEntry', to: 'gold@example.com', memberId: 'member-gold', params }),
      );
    expect(written).toBeNull();
    expect(await subject.app.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'gold@example.com').execute()).toEqual(
      [],
    );
  });

  it('cannot be made to add a header or a recipient through a value with line breaks', async () => {
    const before = smtp.received.length;
    await subject.app.db.transaction().execute(async (trx) =>
      subject.app.messages.mail(trx, {
        kind: 'additionalCardResult',
        to: 'inject@example.jp',
        memberId: null,
        params: { name: '太郎\r\nBcc: evil@example.com', cardName: 'Visa\r\n\r\nSubject: x', approved: true },
      }),
    );
    await drain(subject, allSettled(subject));
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelope.to).toEqual(['inject@example.jp']);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.subject).toBe('【カード会員サービス】カード追加の審査結果のお知らせ');
    expect(mail!.parsed.text).toContain('太郎 Bcc: evil@example.com 様');
  });

  it('writes nothing when the change that causes it rolls back', async () => {
    const rolledBack = subject.app.db.transaction().execute(async (trx) => {
      await subject.app.messages.mail(trx, {
        kind: 'pinNoticePosted',
        to: 'rollback@example.jp',
        memberId: null,
        params: { name: 'x', card4no: '1', postedOn: 'y' },
      });
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    expect(
      await subject.app.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'rollback@example.jp').execute(),
    ).toEqual([]);
  });

  it('keeps mail while the SMTP server is down and delivers each once when it is back', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    await subject.app.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 5; index += 1) {
        await subject.app.messages.mail(trx, {
          kind: 'reissuePosted',
          to: `down${index}@example.jp`,
          memberId: null,
          params: { name: 'x', card4no: '1234', postedOn: '今日' },
        });
      }
    });
    // Tried and failed while the server is away: still waiting, with the reason, none given up.
    await drain(subject, async () => (await statuses(subject)).filter((row) => row.status === 'pending' && row.attempts >= 2).length === 5);
    expect(
      (await statuses(subject)).filter((row) => row.status === 'pending').every((row) => /attempt [0-9]+: /.test(row.last_error ?? '')),
    ).toBe(true);
    await smtp.start();
    await drain(subject, allSettled(subject));
    const arrived = (await smtp.waitFor(before + 5)).slice(before);
    expect(arrived.map((mail) => mail.envelope.to[0]).sort()).toEqual([
      'down0@example.jp',
      'down1@example.jp',
      'down2@example.jp',
      'down3@example.jp',
      'down4@example.jp',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before + 5);
  });

  it('gives up at once on a mailbox the server refuses (550), with the reason, and delivers the others', async () => {
    const before = smtp.received.length;
    await subject.app.db.transaction().execute(async (trx) => {
      await subject.app.messages.mail(trx, {
        kind: 'pinNoticePosted',
        to: 'nobody@card.example.jp',
        memberId: null,
        params: { name: 'x', card4no: '1', postedOn: 'y' },
      });
      await subject.app.messages.mail(trx, {
        kind: 'pinNoticePosted',
        to: 'somebody@card.example.jp',
        memberId: null,
        params: { name: 'x', card4no: '1', postedOn: 'y' },
      });
    });
    await drain(subject, allSettled(subject));
    const dead = await subject.app.db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts', 'last_error'])
      .where('recipient', '=', 'nobody@card.example.jp')
      .executeTakeFirstOrThrow();
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead.last_error).toMatch(/^refused: .*550/);
    expect((await smtp.waitFor(before + 1)).slice(before).map((mail) => mail.envelope.to[0])).toEqual(['somebody@card.example.jp']);
  });

  it('delivers every message exactly once with two instances running the worker on one database', async () => {
    const other = await subject.secondInstance();
    await other.ready();
    const before = smtp.received.length;
    const count = 60;
    await subject.app.db.transaction().execute(async (trx) => {
      for (let index = 0; index < count; index += 1) {
        await subject.app.messages.mail(trx, {
          kind: 'pinNoticePosted',
          to: `twin${index}@example.jp`,
          memberId: null,
          params: { name: 'x', card4no: '1', postedOn: 'y' },
        });
      }
    });
    // Both workers poll on their own; the test only waits.
    const deadline = Date.now() + 30_000;
    while (!(await allSettled(subject)()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await smtp.waitFor(before + count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const arrived = smtp.received.slice(before).map((mail) => mail.envelope.to[0]);
    expect(arrived).toHaveLength(count);
    expect(new Set(arrived).size).toBe(count);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(smtp.received.length);
  });
});

describe('one-time codes through the SMS gateway', () => {
  let gateway: SmsGateway;
  let subject: TestApp;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    subject = await buildTestApp({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gateway-token' });
  });
  afterAll(async () => {
    await subject.close();
    await gateway.close();
  });

  const sendCode = async (code: string, answers: number[]) => {
    gateway.answers.push(...answers);
    const id = await subject.app.db.transaction().execute(async (trx) =>
      subject.app.messages.code(trx, {
        channel: 'sms',
        to: '09012345678',
        memberId: 'member-regular',
        text: `認証コードは ${code} です。`,
        mask: '認証コードは ＊＊＊＊＊＊ です。',
        lifetimeMinutes: 10,
      }),
    );
    await drain(subject, allSettled(subject));
    return subject.app.db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts', 'last_error', 'text_body'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  };

  it('posts the number in E.164 and the text with the token and the delivery key, and keeps no code once sent', async () => {
    const row = await sendCode('123456', []);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text_body: '認証コードは ＊＊＊＊＊＊ です。' });
    const call = gateway.calls.at(-1)!;
    expect(call.authorization).toBe('Bearer gateway-token');
    expect(call.body).toMatchObject({ to: '+819012345678', text: '認証コードは 123456 です。', channel: 'sms' });
    expect(call.idempotencyKey).toBe(call.body.deliveryKey);
    expect(await subject.app.db.selectFrom('sms_outbox').select('id').execute()).toEqual([]);
  });

  it('retries a 500 with the same delivery key until the gateway accepts', async () => {
    const before = gateway.calls.length;
    const row = await sendCode('234567', [500, 503]);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, text_body: '認証コードは ＊＊＊＊＊＊ です。' });
    const calls = gateway.calls.slice(before);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.body.deliveryKey)).size).toBe(1);
  });

  it('does not retry a 400: the message is dead with the reason and its code masked', async () => {
    const before = gateway.calls.length;
    const row = await sendCode('345678', [400]);
    expect(row).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'refused: gateway answered 400',
      text_body: '認証コードは ＊＊＊＊＊＊ です。',
    });
    expect(gateway.calls.length).toBe(before + 1);
  });
});
