import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import env from '../external/env';
import uploads from './uploads';

/** A production start needs the card processor's key and the message transports too (env.ts); these tests are about the scanner. */
const processorKey = {
  CARD_PROCESSOR_KEY: 'a-production-card-processor-key-for-tests',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'no-reply@example.jp',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
};

async function startUploads(environment: Record<string, string>) {
  const app = Fastify({ logger: false });
  await app.register(env, { data: { LOG_LEVEL: 'silent', ...processorKey, ...environment } });
  await app.register(uploads);
  await app.ready();
  return app;
}

describe('starting without a virus scanner', () => {
  it('refuses to start in production, naming the missing setting', async () => {
    await expect(startUploads({ NODE_ENV: 'production' })).rejects.toThrow('CLAMD_ADDRESS is required in production');
  });

  it('starts in development with uploads unscanned (the start-up log warns)', async () => {
    const app = await startUploads({ NODE_ENV: 'development' });
    expect(app.virusScanner).toBeNull();
    await app.close();
  });

  it('refuses to start in production when the configured clamd does not answer', async () => {
    await expect(startUploads({ NODE_ENV: 'production', CLAMD_ADDRESS: 'unix:/nonexistent/clamd.sock' })).rejects.toThrow(
      'clamd does not answer',
    );
  });
});

describe("starting without the card processor's key", () => {
  it('refuses to start in production, naming the missing setting', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(env, { data: { LOG_LEVEL: 'silent', NODE_ENV: 'production' } }).ready()).rejects.toThrow(
      'CARD_PROCESSOR_KEY is required in production',
    );
  });
});
