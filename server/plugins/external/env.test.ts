import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { productionSettings as production } from '../../../tests/helpers/productionSettings';
import env, { environmentSchema } from './env';
import { SECRET_SETTINGS, type SecretSetting } from './secretFiles';

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

const start = (data: Record<string, string>) =>
  Fastify({ logger: false })
    .register(env, { data: { LOG_LEVEL: 'silent', ...data } })
    .ready();

describe("scrypt's cost for passwords and PINs", () => {
  const costOf = async (data: Record<string, string>): Promise<number> => {
    const app = Fastify({ logger: false });
    await app.register(env, { data: { LOG_LEVEL: 'silent', ...data } }).ready();
    return app.config.PASSWORD_HASH_COST;
  };

  it("is OWASP's 2^17 unless told otherwise", async () => {
    expect(await costOf({})).toBe(17);
  });

  it('takes a cheaper one only under NODE_ENV=test', async () => {
    expect(await costOf({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' })).toBe(10);
    await expect(start({ NODE_ENV: 'development', PASSWORD_HASH_COST: '10' })).rejects.toThrow(/PASSWORD_HASH_COST/);
    await expect(start({ ...production, PASSWORD_HASH_COST: '16' })).rejects.toThrow(/PASSWORD_HASH_COST/);
  });
});

const without = (name: keyof typeof production): Record<string, string> =>
  Object.fromEntries(Object.entries(production).filter(([key]) => key !== name));

describe('a production start refuses every stand-in (issue 34 item 8)', () => {
  it('starts with every outside system configured', async () => {
    await expect(start(production)).resolves.toBeDefined();
  });

  it.each([
    'OIDC_ISSUER',
    'OIDC_CLIENT_SECRET',
    'CARD_DATA_URL',
    'CARD_DATA_TOKEN',
    'PROCESSOR_WEBHOOK_SECRET',
    'CARRIER_API_URL',
    'CARRIER_API_TOKEN',
    'CREDIT_BUREAU_URL',
    'CREDIT_BUREAU_TOKEN',
    'SMTP_URL',
    'MAIL_FROM',
    'SMS_GATEWAY_URL',
    'SMS_GATEWAY_TOKEN',
    'CLAMD_ADDRESS',
  ] as const)('refuses to start without %s, naming it and nothing else', async (name) => {
    const refusal = await start(without(name)).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(refusal).toBe(`本番環境に必要な設定がありません / missing settings required in production: ${name}`);
  });

  it('names every missing setting in one message', async () => {
    await expect(start({ NODE_ENV: 'production' })).rejects.toThrow(
      'missing settings required in production: OIDC_ISSUER, OIDC_CLIENT_SECRET, CARD_DATA_URL, CARD_DATA_TOKEN, PROCESSOR_WEBHOOK_SECRET, CARRIER_API_URL, CARRIER_API_TOKEN, CREDIT_BUREAU_URL, CREDIT_BUREAU_TOKEN, SMTP_URL, MAIL_FROM, SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, CLAMD_ADDRESS',
    );
  });

  it("asks for the company's staff provider only where the staff console is opened", async () => {
    await expect(start({ ...production, OPS_PORT: '3001' })).rejects.toThrow(
      'missing settings required in production: OPS_OIDC_ISSUER, OPS_OIDC_CLIENT_SECRET',
    );
    await expect(
      start({ ...production, OPS_PORT: '3001', OPS_OIDC_ISSUER: 'https://id.example.jp', OPS_OIDC_CLIENT_SECRET: 'a-staff-client-secret' }),
    ).resolves.toBeDefined();
  });

  it('refuses the example secrets of deploy/example.env, a token or a password inside a URL, and only in production', async () => {
    const copied = {
      ...production,
      OIDC_CLIENT_SECRET: 'example-client-secret-0123456789',
      SMTP_URL: 'smtps://card-web:example-password@smtp.example.jp:465',
    };
    await expect(start(copied)).rejects.toThrow(
      /^本番環境で例の秘密情報は使えません \/ the example secrets of deploy\/example.env are refused in production: OIDC_CLIENT_SECRET, SMTP_URL$/,
    );
    // The example's host names are no secret: smtp.example.jp with a real password starts.
    await expect(start({ ...production, SMTP_URL: 'smtps://card-web:k3Yq-password@smtp.example.jp:465' })).resolves.toBeDefined();
    await expect(start({ ...copied, NODE_ENV: 'development' })).resolves.toBeDefined();
  });

  it('refuses demo mode in production: demo mode is the stand-ins', async () => {
    await expect(start({ ...production, DEMO: '1' })).rejects.toThrow('DEMO=1 is refused with NODE_ENV=production');
  });

  it('needs no key of the card-number stand-in in production, which never runs there', async () => {
    expect(production).not.toHaveProperty('CARD_PROCESSOR_KEY');
    await expect(start(production)).resolves.toBeDefined();
  });

  it('outside production, starts on the stand-ins', async () => {
    await expect(start({ NODE_ENV: 'development', DEMO: '1' })).resolves.toBeDefined();
    await expect(start({ NODE_ENV: 'test' })).resolves.toBeDefined();
  });
});

describe('settings that go together, everywhere', () => {
  it('refuses an issuer without its client secret, a card-data source without its token, SMTP without a sender', async () => {
    await expect(start({ OIDC_ISSUER: 'https://id.partner.example.jp' })).rejects.toThrow(
      'OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set',
    );
    await expect(start({ CARD_DATA_URL: 'https://cards.example.jp' })).rejects.toThrow(
      'CARD_DATA_TOKEN is required when CARD_DATA_URL is set',
    );
    await expect(start({ SMTP_URL: 'smtp://127.0.0.1:2525' })).rejects.toThrow('MAIL_FROM is required when SMTP_URL is set');
  });

  it('refuses URLs of the wrong shape, naming them', async () => {
    await expect(start({ SMTP_URL: 'http://mail.example.jp' })).rejects.toThrow(/SMTP_URL/);
    await expect(start({ SMS_GATEWAY_URL: 'gateway.example.jp' })).rejects.toThrow(/SMS_GATEWAY_URL/);
    await expect(start({ CARD_DATA_URL: 'cards.example.jp', CARD_DATA_TOKEN: 'x' })).rejects.toThrow(/CARD_DATA_URL/);
    await expect(start({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@example.jp\r\nBcc: x@example.jp' })).rejects.toThrow(
      /MAIL_FROM/,
    );
  });
});

describe('secrets from files', () => {
  const folder = mkdtempSync(join(tmpdir(), 'card-secrets-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const secretFile = (name: string, text: string): string => {
    const path = join(folder, name);
    writeFileSync(path, text, { mode: 0o600 });
    return path;
  };
  const configOf = async (data: Record<string, string>) => {
    const app = Fastify({ logger: false });
    await app.register(env, { data: { LOG_LEVEL: 'silent', ...data } }).ready();
    return app.config;
  };

  it('reads a secret from <NAME>_FILE without its final line end, a production start included', async () => {
    const { OIDC_CLIENT_SECRET: _inline, ...rest } = production;
    const config = await configOf({ ...rest, OIDC_CLIENT_SECRET_FILE: secretFile('oidc', 'a-partner-secret-from-a-file\n') });
    expect(config.OIDC_CLIENT_SECRET).toBe('a-partner-secret-from-a-file');
    const database = await configOf({ DATABASE_URL_FILE: secretFile('database', 'postgres://cardweb:k3Yq@db:5432/cardweb\r\n') });
    expect(database.DATABASE_URL).toBe('postgres://cardweb:k3Yq@db:5432/cardweb');
  });

  it('refuses both forms of one secret, and a file it cannot read, naming the setting', async () => {
    await expect(start({ CARD_DATA_TOKEN: 'inline', CARD_DATA_TOKEN_FILE: secretFile('card', 'from-file') })).rejects.toThrow(
      'set CARD_DATA_TOKEN or CARD_DATA_TOKEN_FILE, not both',
    );
    await expect(start({ SMS_GATEWAY_TOKEN_FILE: join(folder, 'missing') })).rejects.toThrow('cannot read SMS_GATEWAY_TOKEN_FILE');
    await expect(start({ CARRIER_API_TOKEN_FILE: folder })).rejects.toThrow('cannot read CARRIER_API_TOKEN_FILE');
  });

  it('reads every secret setting from its file, a token, a key or a URL with its password', async () => {
    const values = {
      OIDC_CLIENT_SECRET: 'a-partner-secret-from-a-file',
      OPS_OIDC_CLIENT_SECRET: 'a-staff-secret-from-a-file',
      CARD_DATA_TOKEN: 'a-card-data-token-from-a-file',
      PROCESSOR_WEBHOOK_SECRET: 'a-processor-webhook-secret-from-a-file-0123',
      CARRIER_API_TOKEN: 'a-carrier-token-from-a-file',
      CREDIT_BUREAU_TOKEN: 'a-credit-bureau-token-from-a-file',
      SMS_GATEWAY_TOKEN: 'an-sms-token-from-a-file',
      CARD_PROCESSOR_KEY: 'a-card-processor-key-from-a-file-0123456789',
      SMTP_URL: 'smtps://card-web:k3Yq%40pass@smtp.example.jp:465',
      DATABASE_URL: 'postgres://cardweb:k3Yq@db:5432/cardweb',
      UPLOAD_S3_URL: 'https://access-key:k3Yq-secret@s3.example.jp/photos',
    } satisfies Record<SecretSetting, string>;
    const files = Object.fromEntries(Object.entries(values).map(([name, value]) => [`${name}_FILE`, secretFile(name, `${value}\n`)]));
    const config = await configOf({ ...files, MAIL_FROM: 'no-reply@example.jp' });
    for (const name of SECRET_SETTINGS) expect(config[name], name).toBe(values[name]);
  });

  it('counts every setting named as a secret among the settings that may come from a file', () => {
    const namedSecrets = Object.keys(environmentSchema.properties).filter((name) => /(SECRET|TOKEN|KEY|PASSWORD)$/.test(name));
    expect(SECRET_SETTINGS).toEqual(expect.arrayContaining(namedSecrets));
  });

  it('refuses a file holding a value the setting does not take, naming the setting and never what the file holds', async () => {
    const refusal = await start({ OIDC_CLIENT_SECRET_FILE: secretFile('short', 'Sh0rt-x7Q\n') }).then(
      () => '',
      (error: unknown) => String(error),
    );
    expect(refusal).toMatch(/OIDC_CLIENT_SECRET/);
    expect(refusal).not.toContain('Sh0rt-x7Q');
  });
});
