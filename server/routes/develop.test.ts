import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import type { Environment } from '../plugins/external/env';
import errorHandler from '../plugins/app/errorHandler';
import { startSession } from '../sessions/sessionStore';
import develop from './develop';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { flowRegistry } from '../../flows/index';
import { verifyPassword } from '../identity/passwordHash';
import { demoPassword } from '../seed/demoAccounts';

let development: TestApp;
let production: FastifyInstance;

beforeAll(async () => {
  development = await buildTestApp();
  // A whole production app needs a live virus scanner; the outbox route under a production configuration, on
  // the same database, is what matters here.
  production = Fastify({ logger: false });
  production.decorate('config', { ...development.app.config, NODE_ENV: 'production' } satisfies Environment);
  production.decorate('db', development.app.db);
  await production.register(errorHandler);
  await production.register(develop, { registry: flowRegistry });
});
afterAll(async () => {
  await production.close();
  await development.close();
});

describe('the development SMS outbox', () => {
  it('lists what the embedded sender sent, newest first, with the phone number masked', async () => {
    const session = await startSession(development.app.db, 'member-regular');
    await development.app.inject({ method: 'POST', url: '/api/bff/sms/send', cookies: { session } });
    await settleOutbox(development.app);
    const response = await development.app.inject({ method: 'GET', url: '/api/develop/sms-outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [message] = response.json().data.messages as { maskedPhoneNumber: string; body: string }[];
    expect(message?.maskedPhoneNumber).toMatch(/^090-\*\*\*\*-\d{4}$/);
    expect(message?.body).toMatch(/^【カード会員サービス】認証コードは \d{6} です。有効期限は5分です。/);
    expect(response.json().data.waiting).toBe(0);
  });

  it('lists the local mailbox and the messages that could not be delivered, and resends a dead mail but not a code', async () => {
    const { id: mailId } = await development.app.db
      .insertInto('outbox_messages')
      .values({
        channel: 'mail',
        kind: 'pinNoticePosted',
        recipient: 'dead@example.jp',
        member_id: null,
        subject: '件名',
        text_body: '本文',
        html_body: null,
        secret_mask: null,
        delivery_key: crypto.randomUUID(),
        status: 'dead',
        attempts: 3,
        give_up_at: new Date(),
        last_error: 'refused: 550 No such mailbox',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: codeId } = await development.app.db
      .insertInto('outbox_messages')
      .values({
        channel: 'sms',
        kind: 'oneTimeCode',
        recipient: '09012345678',
        member_id: null,
        subject: null,
        text_body: '認証コードは ＊＊＊＊＊＊ です。',
        html_body: null,
        secret_mask: '認証コードは ＊＊＊＊＊＊ です。',
        delivery_key: crypto.randomUUID(),
        status: 'dead',
        attempts: 1,
        give_up_at: new Date(),
        last_error: 'refused: gateway answered 400',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const problems = (await development.app.inject({ method: 'GET', url: '/api/develop/outbox/problems' })).json().data.messages;
    expect(problems.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: codeId,
        channel: 'sms',
        recipient: '090-****-5678',
        status: 'dead',
        resendable: false,
        lastError: 'refused: gateway answered 400',
      }),
      expect.objectContaining({
        id: mailId,
        channel: 'mail',
        recipient: 'dead@example.jp',
        subject: '件名',
        status: 'dead',
        attempts: 3,
        resendable: true,
      }),
    ]);

    const code = await development.app.inject({ method: 'POST', url: `/api/develop/outbox/${codeId}/resend` });
    expect(code.statusCode).toBe(400);
    expect(code.json().resultInfo.errors[0].message).toBe(
      '認証コードのメッセージは再送できません。お客さまに新しい認証コードを請求していただいてください。',
    );
    const resent = await development.app.inject({ method: 'POST', url: `/api/develop/outbox/${mailId}/resend` });
    expect(resent.statusCode, resent.body).toBe(200);
    // Once more: it is no longer dead, so nothing happens twice.
    expect((await development.app.inject({ method: 'POST', url: `/api/develop/outbox/${mailId}/resend` })).statusCode).toBe(404);
    expect((await development.app.inject({ method: 'POST', url: '/api/develop/outbox/abc/resend' })).statusCode).toBe(404);
    await settleOutbox(development.app);
    const mailbox = (await development.app.inject({ method: 'GET', url: '/api/develop/mailbox' })).json().data;
    expect(mailbox.waiting).toBe(0);
    expect(mailbox.messages[0]).toMatchObject({ to: 'dead@example.jp', subject: '件名', text: '本文' });
  });

  it('lists the codes in the order they were sent, though a batch delivered at once may land in another order', async () => {
    const db = development.app.db;
    const sent = async (body: string, createdAt: string): Promise<string> => {
      const key = crypto.randomUUID();
      await db
        .insertInto('outbox_messages')
        .values({
          channel: 'sms',
          kind: 'oneTimeCode',
          recipient: '09024681357',
          member_id: null,
          subject: null,
          text_body: body,
          html_body: null,
          secret_mask: null,
          delivery_key: key,
          status: 'sent',
          give_up_at: '2099-01-01T00:00:00Z',
          created_at: createdAt,
        })
        .execute();
      return key;
    };
    const earlier = await sent('認証コードは 111111 です。', '2099-01-01T00:00:01Z');
    const later = await sent('認証コードは 222222 です。', '2099-01-01T00:00:02Z');
    // The later code's delivery finished first.
    await db
      .insertInto('sms_outbox')
      .values({ phone_number: '09024681357', body: '認証コードは 222222 です。', delivery_key: later })
      .execute();
    await db
      .insertInto('sms_outbox')
      .values({ phone_number: '09024681357', body: '認証コードは 111111 です。', delivery_key: earlier })
      .execute();
    const listed = (await development.app.inject({ method: 'GET', url: '/api/develop/sms-outbox' })).json().data.messages;
    expect(listed.slice(0, 2).map((message: { body: string }) => message.body)).toEqual([
      '認証コードは 222222 です。',
      '認証コードは 111111 です。',
    ]);
  });

  it('is refused in production', async () => {
    await development.app.db.insertInto('sms_outbox').values({ phone_number: '09012345678', body: '認証コードは 123456 です。' }).execute();
    const response = await production.inject({ method: 'GET', url: '/api/develop/sms-outbox' });
    expect(response.statusCode).toBe(404);
    for (const url of ['/api/develop/mailbox', '/api/develop/outbox/problems'])
      expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await production.inject({ method: 'POST', url: '/api/develop/outbox/1/resend' })).statusCode).toBe(404);
    expect(response.json()).toEqual({ resultInfo: { code: 'ERROR', codeId: '4001', message: '対象の情報が見つかりません。' } });
    expect(response.body).not.toContain('123456');
  });
});

describe('people for tests (demo mode)', () => {
  it('makes a new person like a demo person, who logs in with the demo password and has the same kind of card', async () => {
    const made = await development.app.inject({ method: 'POST', url: '/api/develop/people', payload: { like: 'regular' } });
    expect(made.statusCode, made.body).toBe(200);
    const loginId: string = made.json().data.loginId;
    expect(loginId).toMatch(/^regular-[0-9a-f]{8}$/);
    const cards = await development.app.db
      .selectFrom('cards')
      .select(['daiko_cd', 'network_code'])
      .where('member_id', '=', `member-${loginId}`)
      .execute();
    expect(cards).toEqual([{ daiko_cd: '0', network_code: '1' }]);
    const account = await development.app.db
      .selectFrom('embedded_idp_accounts')
      .select(['login_id', 'password_hash'])
      .where('login_id', '=', loginId)
      .executeTakeFirstOrThrow();
    expect(account.login_id).toBe(loginId);
    expect(await verifyPassword(demoPassword, account.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', account.password_hash)).toBe(false);
    const again = (await development.app.inject({ method: 'POST', url: '/api/develop/people', payload: { like: 'regular' } })).json().data
      .loginId;
    expect(again).not.toBe(loginId);
  });

  it('refuses a template that is no demo person, and everything in production', async () => {
    const unknown = await development.app.inject({ method: 'POST', url: '/api/develop/people', payload: { like: 'nobody' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().resultInfo.errors).toEqual([{ field: 'like', message: '元にするデモの会員が見つかりません。' }]);
    expect((await production.inject({ method: 'POST', url: '/api/develop/people', payload: { like: 'regular' } })).statusCode).toBe(404);
  });
});

describe('the pages outside the service, in demo mode', () => {
  it('opens a local stand-in instead of the configured site: an apply page from a desktop browser lands on it', async () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
    const left = await development.app.inject({ method: 'GET', url: '/apply/steps', headers: { 'user-agent': desktop } });
    expect(left.statusCode).toBe(302);
    expect(left.headers.location).toBe('/develop/external/pc-entry');
    const standIn = await development.app.inject({ method: 'GET', url: '/develop/external/pc-entry' });
    expect(standIn.statusCode).toBe(200);
    expect(standIn.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(standIn.body).toContain('<h1>パソコンからのお申し込み（デモ）</h1>');
    expect(standIn.body).toContain('<code>pcSignUpUrl</code>');
    expect((await development.app.inject({ method: 'GET', url: '/develop/external/admission' })).body).toContain(
      '入会キャンペーン（デモ）',
    );
    expect((await development.app.inject({ method: 'GET', url: '/develop/external/elsewhere' })).statusCode).toBe(404);
  });
});
