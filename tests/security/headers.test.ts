import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { startSession } from '../../server/sessions/sessionStore';
import { buildTestApp, createTestDatabase } from '../helpers/buildTestApp';

// Issue 13 item 10: the shell is never stored, framing is refused alike by both headers, and the SMS outbox
// exists only in demo mode, asked for explicitly.
let plain: { app: FastifyInstance };
let drop: () => Promise<void>;
beforeAll(async () => {
  // NODE_ENV and DEMO unset: what a careless deployment gets.
  // The seeded template: the same demo data and test people, without seeding them again on a busy machine.
  const database = await createTestDatabase('seeded');
  drop = database.drop;
  plain = { app: await buildApp({ logger: false, environment: { ...database.environment } }) };
});
afterAll(async () => {
  await plain.app.close();
  await drop();
});

describe('headers and the demo switch', () => {
  it('answers a logged-in page shell no-store, with X-Frame-Options DENY like frame-ancestors none', async () => {
    const session = await startSession(plain.app.db, 'member-regular');
    const page = await plain.app.inject({ method: 'GET', url: '/member', cookies: { session } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('has no SMS outbox and no /develop page unless DEMO=1', async () => {
    const session = await startSession(plain.app.db, 'member-regular');
    await plain.app.inject({ method: 'POST', url: '/api/bff/sms/send', cookies: { session } });
    const outbox = await plain.app.inject({ method: 'GET', url: '/api/develop/sms-outbox' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain('認証コード');
    expect((await plain.app.inject({ method: 'GET', url: '/develop' })).statusCode).toBe(404);
  });

  it('shows the outbox in demo mode', async () => {
    const demo = await buildTestApp({ DEMO: '1' });
    try {
      expect((await demo.app.inject({ method: 'GET', url: '/api/develop/sms-outbox' })).statusCode).toBe(200);
      expect((await demo.app.inject({ method: 'GET', url: '/develop' })).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
