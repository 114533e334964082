import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { startSession } from '../sessions/sessionStore';

let development: TestApp;
let production: TestApp;

beforeAll(async () => {
  development = await buildTestApp();
  production = await buildTestApp({ NODE_ENV: 'production' }, { seed: false });
});
afterAll(async () => {
  await development.close();
  await production.close();
});

describe('the development SMS outbox', () => {
  it('lists what the embedded sender sent, newest first, with the phone number masked', async () => {
    const session = await startSession(development.app.db, 'member-regular');
    await development.app.inject({ method: 'POST', url: '/api/bff/sms/send', cookies: { session } });
    const response = await development.app.inject({ method: 'GET', url: '/api/develop/sms-outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [message] = response.json().data.messages as { maskedPhoneNumber: string; body: string }[];
    expect(message?.maskedPhoneNumber).toMatch(/^090-\*\*\*\*-\d{4}$/);
    expect(message?.body).toMatch(/^【カード会員サービス】認証コードは \d{6} です。有効期限は5分です。/);
  });

  it('is refused in production', async () => {
    await production.app.db.insertInto('sms_outbox').values({ phone_number: '09012345678', body: '認証コードは 123456 です。' }).execute();
    const response = await production.app.inject({ method: 'GET', url: '/api/develop/sms-outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ resultInfo: { code: 'ERROR', codeId: '4001', message: '対象の情報が見つかりません。' } });
    expect(response.body).not.toContain('123456');
  });
});
