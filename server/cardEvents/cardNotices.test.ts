import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { memberIdOf } from '../../tests/helpers/testSessions';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import type { CardEvent } from './cardEvent';
import { afterQuietHours, USE_BATCH_MINUTES } from './cardNotices';
import { DEVELOPMENT_PROCESSOR_SECRET } from './developmentSecret';
import { PROCESSOR_EVENTS_PATH } from './processorEventsRoute';
import { signedRequest } from './signedRequest';

// The service's clock, moved by each test. Its days are in 2099: a notice due then stays in the outbox for the test
// to read (the worker goes by the database's clock), where one due today would be delivered meanwhile.
let now = new Date('2099-12-04T03:00:00Z');
let subject: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  subject = await buildTestApp({}, { clock: () => now });
  app = subject.app;
});
afterAll(async () => {
  await subject.close();
});

let serial = 0;
const nextId = (prefix: string): string => `${prefix}-${(serial += 1)}-${Math.random().toString(36).slice(2, 8)}`;

async function cardOf(loginId: string): Promise<{ token: string; memberId: string; card4no: string }> {
  const memberId = await memberIdOf(app, loginId);
  const card = await app.db
    .selectFrom('cards')
    .select(['ppcd_token', 'card4no'])
    .where('member_id', '=', memberId)
    .where('active', '=', true)
    .orderBy('issued_on')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { token: card.ppcd_token, memberId, card4no: card.card4no };
}

async function send(event: CardEvent): Promise<void> {
  const { body, headers } = signedRequest(DEVELOPMENT_PROCESSOR_SECRET, event, now);
  const answer = await app.inject({ method: 'POST', url: PROCESSOR_EVENTS_PATH, payload: body, headers });
  expect(answer.statusCode, answer.body).toBe(200);
}

const use = (token: string, amount: number, country = 'JP', shopName = 'テスト商店'): CardEvent => ({
  eventId: nextId('evt'),
  kind: 'authorization.approved',
  occurredAt: now.toISOString(),
  cardToken: token,
  data: { authorizationId: nextId('auth'), amount, shopName, country, final: true },
});

const decline = (token: string): CardEvent => ({
  eventId: nextId('evt'),
  kind: 'authorization.declined',
  occurredAt: now.toISOString(),
  cardToken: token,
  data: { authorizationId: nextId('auth'), amount: 88_000, shopName: '家電のテスト', country: 'JP', reasonCode: '51' },
});

const mailsOf = (memberId: string, kind?: string) =>
  app.db
    .selectFrom('outbox_messages')
    .select(['id', 'kind', 'subject', 'text_body', 'next_attempt_at', 'created_at', 'status'])
    .where('member_id', '=', memberId)
    .where('channel', '=', 'mail')
    .$if(kind !== undefined, (query) => query.where('kind', '=', kind ?? ''))
    .orderBy('id')
    .execute();

async function choose(memberId: string, lists: Record<string, boolean>, threshold: number | null = null): Promise<void> {
  await app.db
    .updateTable('members')
    .set({
      mailing_lists: JSON.stringify({ statementMail: true, usageMail: true, campaignMail: false, serviceMail: false, ...lists }),
      usage_alert_yen: threshold,
    })
    .where('id', '=', memberId)
    .execute();
}

describe('the quiet hours', () => {
  it('hold what can wait from 21:00 to 08:00 Tokyo time', () => {
    expect(afterQuietHours(new Date('2026-12-04T03:00:00Z'))).toEqual(new Date('2026-12-04T03:00:00Z'));
    expect(afterQuietHours(new Date('2026-12-04T11:59:00Z'))).toEqual(new Date('2026-12-04T11:59:00Z'));
    expect(afterQuietHours(new Date('2026-12-04T12:00:00Z'))).toEqual(new Date('2026-12-04T23:00:00Z'));
    expect(afterQuietHours(new Date('2026-12-04T19:15:00Z'))).toEqual(new Date('2026-12-04T23:00:00Z'));
    expect(afterQuietHours(new Date('2026-12-04T23:00:00Z'))).toEqual(new Date('2026-12-04T23:00:00Z'));
  });
});

describe('notices of the card’s events, as the member chose (issue 60 item 3)', () => {
  it('a use abroad is told at once, with the country and the opt-out, and lands in the mailbox', async () => {
    now = new Date();
    const { token, memberId, card4no } = await cardOf('regular');
    await choose(memberId, {});
    await send(use(token, 15_400, 'US', 'SEASIDE HOTEL HONOLULU'));
    const [mail] = await mailsOf(memberId, 'cardUseAbroad');
    expect(mail?.subject).toBe('【カード会員サービス】海外でのカードご利用のお知らせ');
    expect(mail?.text_body).toContain(`末尾${card4no}`);
    expect(mail?.text_body).toContain('SEASIDE HOTEL HONOLULU（アメリカ合衆国）');
    expect(mail?.text_body).toContain('15,400円');
    expect(mail?.text_body).toContain('/member/mail/lists');
    await settleOutbox(app);
    const box = await app.db
      .selectFrom('mailbox')
      .select(['subject', 'text_body'])
      .where('subject', '=', mail?.subject ?? '')
      .execute();
    expect(box.length).toBeGreaterThan(0);
    expect(await mailsOf(memberId, 'cardUsage')).toEqual([]);
  });

  it('several uses within minutes are one mail, due five minutes after the first', async () => {
    now = new Date('2099-12-04T03:00:00Z');
    const { token, memberId } = await cardOf('gold');
    await choose(memberId, {});
    await send(use(token, 1_200, 'JP', 'カフェ・テスト'));
    now = new Date('2099-12-04T03:01:30Z');
    await send(use(token, 3_400, 'JP', 'テストマート'));
    now = new Date('2099-12-04T03:03:00Z');
    await send(use(token, 560, 'JP', 'テスト書店'));
    const mails = await mailsOf(memberId, 'cardUsage');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('【カード会員サービス】カードご利用のお知らせ（3件）');
    for (const text of ['カフェ・テスト 1,200円', 'テストマート 3,400円', 'テスト書店 560円']) expect(mails[0]?.text_body).toContain(text);
    expect(new Date(mails[0]?.next_attempt_at ?? 0)).toEqual(new Date(Date.parse('2099-12-04T03:00:00Z') + USE_BATCH_MINUTES * 60_000));
  });

  it('a decline is told at once with its reason and what to do', async () => {
    now = new Date('2099-12-04T13:30:00Z'); // 22:30 in Tokyo: a decline does not wait for the morning
    const { token, memberId } = await cardOf('multiple');
    await choose(memberId, {});
    await send(decline(token));
    const [mail] = await mailsOf(memberId, 'cardDeclined');
    expect(mail?.text_body).toContain('理由：残高不足・ご利用可能枠超過');
    expect(mail?.text_body).toContain('ご利用金額がご利用可能枠を超えていました。');
    expect(mail?.text_body).toContain('ご利用可能枠の増額：');
    expect(mail?.text_body).toContain('/member/setting/balance-raise/purpose');
    expect(new Date(mail?.next_attempt_at ?? 0).getTime()).toBeLessThanOrEqual(new Date(mail?.created_at ?? 0).getTime() + 1000);
  });

  it('a use at night waits in its batch until 08:00', async () => {
    now = new Date('2099-12-04T13:30:00Z');
    const { token, memberId } = await cardOf('multiple');
    await send(use(token, 2_000));
    const [mail] = await mailsOf(memberId, 'cardUsage');
    expect(new Date(mail?.next_attempt_at ?? 0)).toEqual(new Date('2099-12-04T23:00:00Z'));
  });

  it('a use at or above the member’s own amount is told at once; a smaller one goes in the batch', async () => {
    now = new Date('2099-12-04T04:00:00Z');
    const { token, memberId } = await cardOf('family');
    await choose(memberId, {}, 10_000);
    await send(use(token, 10_000, 'JP', '家電のテスト'));
    await send(use(token, 9_999, 'JP', 'テストマート'));
    const [large] = await mailsOf(memberId, 'cardLargeUse');
    expect(large?.text_body).toContain('10,000円以上のご利用がありました');
    const batch = await mailsOf(memberId, 'cardUsage');
    expect(batch).toHaveLength(1);
    expect(batch[0]?.text_body).toContain('テストマート 9,999円');
    expect(batch[0]?.text_body).not.toContain('家電のテスト');
  });

  it('a member who opted out gets none; a decline and a use abroad can be set apart from the rest', async () => {
    now = new Date('2099-12-04T04:00:00Z');
    const { token, memberId } = await cardOf('heavy');
    await choose(memberId, { usageMail: false, declineMail: false, abroadMail: false });
    await send(use(token, 500));
    await send(use(token, 50_000, 'FR'));
    await send(decline(token));
    expect(await mailsOf(memberId)).toEqual([]);
    // Uses off, declines and uses abroad on: only those two.
    await choose(memberId, { usageMail: false, declineMail: true, abroadMail: true });
    await send(use(token, 500));
    await send(use(token, 50_000, 'FR'));
    await send(decline(token));
    expect((await mailsOf(memberId)).map((mail) => mail.kind)).toEqual(['cardUseAbroad', 'cardDeclined']);
  });

  it('a fixed statement is told with its amount and due date outside the quiet hours, unless opted out; a missed payment always', async () => {
    now = new Date('2099-12-04T14:00:00Z'); // 23:00 in Tokyo
    const { token, memberId } = await cardOf('restricted');
    await choose(memberId, {});
    const fixed: CardEvent = {
      eventId: nextId('evt'),
      kind: 'statement.fixed',
      occurredAt: now.toISOString(),
      cardToken: token,
      data: { billingMonth: '209905', amount: 45_600, dueDate: '2099-06-27' },
    };
    await send(fixed);
    const [mail] = await mailsOf(memberId, 'statementFixed');
    expect(mail?.subject).toBe('【カード会員サービス】2099年5月のご請求額が確定しました');
    expect(mail?.text_body).toContain('ご請求額：45,600円');
    expect(mail?.text_body).toContain('お支払い日：2099年6月27日');
    expect(new Date(mail?.next_attempt_at ?? 0)).toEqual(new Date('2099-12-04T23:00:00Z'));

    await choose(memberId, { statementMail: false, usageMail: false, declineMail: false, abroadMail: false });
    await send({ ...fixed, eventId: nextId('evt'), data: { billingMonth: '209906', amount: 1_000, dueDate: '2099-07-27' } });
    expect(await mailsOf(memberId, 'statementFixed')).toHaveLength(1);
    await send({
      eventId: nextId('evt'),
      kind: 'payment.missed',
      occurredAt: now.toISOString(),
      cardToken: token,
      data: { billingMonth: '209905' },
    });
    const [missed] = await mailsOf(memberId, 'paymentMissed');
    expect(missed?.text_body).toContain('2099年5月のご請求額45,600円について、お支払い日（2099年6月27日）');
  });

  it('a member without a mail address: the event is still applied and no mail is written', async () => {
    now = new Date();
    const { token, memberId } = await cardOf('newcard');
    await app.db.updateTable('members').set({ mail_address: null }).where('id', '=', memberId).execute();
    const event = decline(token);
    await send(event);
    expect(await app.db.selectFrom('card_events').select('outcome').where('event_id', '=', event.eventId).executeTakeFirst()).toEqual({
      outcome: 'applied',
    });
    expect(await mailsOf(memberId)).toEqual([]);
  });
});
