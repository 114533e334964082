import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import env from './env';

/** What a production start needs besides the settings a test is about. */
const production = {
  NODE_ENV: 'production',
  CARD_PROCESSOR_KEY: 'a-production-card-processor-key-for-tests',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'no-reply@example.jp',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
};

describe('environment at boot', () => {
  it('stops the start and names PORT when it is not a number', async () => {
    await expect(buildApp({ logger: false, environment: { PORT: 'three thousand' } })).rejects.toThrow(/PORT/);
  });

  it('stops the start and names DATABASE_URL when it is not a PostgreSQL URL', async () => {
    await expect(buildApp({ logger: false, environment: { DATABASE_URL: 'mysql://x' } })).rejects.toThrow(/DATABASE_URL/);
  });

  it('stops the start and names NODE_ENV when it is unknown', async () => {
    await expect(buildApp({ logger: false, environment: { NODE_ENV: 'staging' } })).rejects.toThrow(/NODE_ENV/);
  });
});

describe('starting without a way for messages to leave (issue 30)', () => {
  const start = (data: Record<string, string>) =>
    Fastify({ logger: false })
      .register(env, { data: { LOG_LEVEL: 'silent', ...data } })
      .ready();

  it('refuses to start in production without SMTP_URL or SMS_GATEWAY_URL, naming each', async () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    await expect(start(withoutSmtp)).rejects.toThrow('SMTP_URL is required in production');
    const { SMS_GATEWAY_URL: _gateway, ...withoutGateway } = production;
    await expect(start(withoutGateway)).rejects.toThrow('SMS_GATEWAY_URL is required in production');
  });

  it('starts in production with both', async () => {
    await expect(start(production)).resolves.toBeDefined();
  });

  it('refuses an SMTP_URL without MAIL_FROM, and URLs of the wrong shape, naming them', async () => {
    await expect(start({ SMTP_URL: 'smtp://127.0.0.1:2525' })).rejects.toThrow('MAIL_FROM is required when SMTP_URL is set');
    await expect(start({ SMTP_URL: 'http://mail.example.jp' })).rejects.toThrow(/SMTP_URL/);
    await expect(start({ SMS_GATEWAY_URL: 'gateway.example.jp' })).rejects.toThrow(/SMS_GATEWAY_URL/);
    await expect(start({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@example.jp\r\nBcc: x@example.jp' })).rejects.toThrow(
      /MAIL_FROM/,
    );
  });
});
