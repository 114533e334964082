import { isIP } from 'node:net';
import fastifyEnv from '@fastify/env';
import fp from 'fastify-plugin';
import { parseS3Url } from '../../uploads/s3Storage';
import { SECRET_SETTINGS, type SecretSetting, withSecretFiles } from './secretFiles';
import { owaspPasswordCost, passwordCostRange } from '../../identity/passwordHash';

/** The environment, validated at boot: a bad value stops the start and names the variable. */
export interface Environment {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  PORT: number;
  DATA_DIR: string;
  DATABASE_URL?: string;
  CONFIG_DIR: string;
  DIST_DIR: string;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where browsers reach this service; filled with `http://localhost:${PORT}` when not given. */
  PUBLIC_ORIGIN: string;
  /** The partner's OpenID provider, required in production; elsewhere, when absent, the embedded provider under /oidc. */
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID: string;
  OIDC_CLIENT_SECRET?: string;
  /**
   * Issue 31: the staff console's own listener, never the public one; 0 is none (demo mode opens 3001). Its origin is
   * `OPS_ORIGIN` (`http://localhost:${OPS_PORT}` when not given); its staff log in at `OPS_OIDC_ISSUER` (the built-in
   * staff provider with TOTP when not given, refused in production).
   */
  /** How often each instance looks for a newly published config version (issue 31 item 5). */
  CONFIG_POLL_MS: number;
  OPS_PORT: number;
  OPS_HOST: string;
  OPS_ORIGIN: string;
  OPS_OIDC_ISSUER?: string;
  OPS_OIDC_CLIENT_ID: string;
  OPS_OIDC_CLIENT_SECRET?: string;
  /** Lifetime of a per-call credential (ppcdCredential), in minutes. */
  CREDENTIAL_TTL_MINUTES: number;
  /** clamd's socket (`unix:/path` or `tcp://host:port`); required in production, uploads unscanned without it. */
  CLAMD_ADDRESS?: string;
  /**
   * The folder residence-card photos were stored in before issue 34 (`${DATA_DIR}/uploads` when not given): read only
   * at start, to move what it still holds into the shared storage (server/uploads/folderImport.ts).
   */
  UPLOAD_DIR?: string;
  /** S3-compatible storage for the photos (server/uploads/s3Storage.ts `parseS3Url`); the database when not given. */
  UPLOAD_S3_URL?: string;
  /**
   * Issue 56 item 5, overload: past this event-loop delay (ms), or this many requests in flight, or past 90 % of the
   * heap the runtime allows, a new request is answered 503 with Retry-After at once instead of queueing without bound.
   */
  MAX_EVENT_LOOP_DELAY_MS: number;
  MAX_REQUESTS_IN_FLIGHT: number;
  /**
   * Issue 56 item 5, drain: on SIGTERM `/readyz` answers 503 for this long (ms) while requests are still served, so the
   * load balancer takes the instance out first (10 s in production, none elsewhere, when not given); then the listeners
   * close, and whatever is still running after SHUTDOWN_DEADLINE_MS more is cut off by the process exiting.
   */
  SHUTDOWN_DRAIN_MS: number;
  SHUTDOWN_DEADLINE_MS: number;
  /**
   * Issue 56 item 4: where the embedded database's backups go, and how often the server writes one (0: only when
   * `npm run backup` asks). PostgreSQL's are pgBackRest's.
   */
  BACKUP_DIR: string;
  BACKUP_EVERY_HOURS: number;
  /** `1`: demo mode, asked for explicitly (`npm start` sets it): the SMS outbox and /develop exist. */
  DEMO: '0' | '1';
  /** Which proxies in front may name the client (X-Forwarded-For); see trustProxySetting. */
  TRUST_PROXY?: string;
  /**
   * The key of the card processor stand-in that derives a card's full number and security code for display
   * (server/cardInfo/cardNumbers.ts) when no CARD_DATA_URL is set; a fixed development key when not given.
   */
  CARD_PROCESSOR_KEY?: string;
  /** The card processor's card-data API (server/cardInfo/cardDataSource.ts); required in production. */
  CARD_DATA_URL?: string;
  /** Sent to the card-data API as a bearer credential; required with CARD_DATA_URL. */
  CARD_DATA_TOKEN?: string;
  /** How long a card-data call may take, in milliseconds, before the member is told to try again. */
  CARD_DATA_TIMEOUT_MS: number;
  /**
   * The key the card processor signs its events with (HMAC-SHA256, server/cardEvents/signature.ts); required in
   * production; elsewhere, when absent, the development key of server/cardEvents/developmentSecret.ts.
   */
  PROCESSOR_WEBHOOK_SECRET?: string;
  /**
   * The partner carrier's certification API (server/memberSettings/partnerCarrier.ts); required in production; unset
   * elsewhere, the stand-in certifies the number the identity provider verified.
   */
  CARRIER_API_URL?: string;
  /** Sent to the carrier's API as a bearer credential; required with CARRIER_API_URL. */
  CARRIER_API_TOKEN?: string;
  /** How long a certification may take, in milliseconds, before the carrier counts as unavailable (5403). */
  CARRIER_API_TIMEOUT_MS: number;
  /**
   * Issue 61: the designated credit bureau's inquiry API (指定信用情報機関, server/creditBureau/); required in
   * production. Unset elsewhere, the app starts its stand-in on a loopback port and asks it through the same adapter.
   */
  CREDIT_BUREAU_URL?: string;
  /** Sent to the bureau as a bearer credential; required with CREDIT_BUREAU_URL. */
  CREDIT_BUREAU_TOKEN?: string;
  /** How long one inquiry may take, in milliseconds, before it counts as failed and is tried again later. */
  CREDIT_BUREAU_TIMEOUT_MS: number;
  /** How often each instance looks for inquiries still to ask (pending or due for a retry), in milliseconds. */
  CREDIT_BUREAU_POLL_MS: number;
  /** Where mail leaves (`smtp://user:password@host:port` or `smtps://…`); required in production, the local mailbox without it. */
  SMTP_URL?: string;
  /** The From of every mail; required with SMTP_URL. */
  MAIL_FROM?: string;
  /** The SMS and voice gateway's URL (a JSON POST per message); required in production, the local SMS outbox without it. */
  SMS_GATEWAY_URL?: string;
  /** Sent to the gateway as a bearer credential. */
  SMS_GATEWAY_TOKEN?: string;
  /** How often an idle outbox worker looks for due messages, in milliseconds. */
  OUTBOX_POLL_MS: number;
  /** The first retry's delay after a failed delivery, in milliseconds (doubling, with jitter, up to ten minutes). */
  OUTBOX_RETRY_BASE_MS: number;
  /** How long a worker's claim on a message lasts: a process that dies mid-delivery gives it back after this. */
  OUTBOX_LEASE_SECONDS: number;
  /** `off`: this instance writes messages but leaves delivering them to the others. */
  OUTBOX_WORKER: 'on' | 'off';
  /** scrypt's cost for new password and PIN hashes, log2 of N (server/identity/passwordHash.ts); below 17 only under test. */
  PASSWORD_HASH_COST: number;
  /**
   * How often each instance looks whether the day's campaign reward run (after 03:00 Tokyo) is still to do, in
   * milliseconds; one instance a day runs it (server/campaigns/README.md).
   */
  CAMPAIGN_REWARDS_POLL_MS: number;
}

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, read before the app exists (Fastify takes trustProxy at construction) and checked like every
 * setting: a bad value stops the start and names it. Off by default: without a proxy in front, X-Forwarded-For is
 * whatever a client wrote, and limits keyed on it would be no limits. `1`…`10`: that many proxies in front (the
 * address the nearest of them saw is the client); or a comma-separated list of the proxies' addresses or ranges
 * (`10.0.0.0/8,loopback`). Limits (failed logins, SMS sends, idempotency scopes) then key on the real client.
 */
export function trustProxySetting(value: unknown): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  const text = String(value).trim();
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    // What Fastify itself makes of a number; its types take only the function.
    if (hops >= 1 && hops <= 10) return (_address, hop) => hop < hops;
  } else {
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => namedRanges.has(entry) || isAddressOrRange(entry))) return entries;
  }
  throw new Error(
    `TRUST_PROXY must be a number of proxies (1 to 10) or a comma-separated list of proxy addresses or ranges, not "${text}"`,
  );
}

export const environmentSchema = {
  type: 'object',
  required: [],
  properties: {
    NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
    HOST: { type: 'string', minLength: 1, default: 'localhost' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    CONFIG_DIR: { type: 'string', minLength: 1, default: './config' },
    DIST_DIR: { type: 'string', minLength: 1, default: './dist' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    // An origin only: issuer and redirect URLs are built from it and must match exactly what the browser sees.
    PUBLIC_ORIGIN: { type: 'string', pattern: '^https?://[^/?#]+$' },
    OIDC_ISSUER: { type: 'string', pattern: '^https?://[^?#]+$' },
    CONFIG_POLL_MS: { type: 'integer', minimum: 50, maximum: 600_000, default: 5000 },
    OPS_PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 0 },
    OPS_HOST: { type: 'string', minLength: 1, default: 'localhost' },
    OPS_ORIGIN: { type: 'string', pattern: '^https?://[^/?#]+$' },
    OPS_OIDC_ISSUER: { type: 'string', pattern: '^https?://[^?#]+$' },
    OPS_OIDC_CLIENT_ID: { type: 'string', minLength: 1, default: 'card-ops' },
    OPS_OIDC_CLIENT_SECRET: { type: 'string', minLength: 16 },
    OIDC_CLIENT_ID: { type: 'string', minLength: 1, default: 'card-web' },
    OIDC_CLIENT_SECRET: { type: 'string', minLength: 16 },
    // Short-lived by design (DESIGN.md): the browser refreshes it once on 4031, so a leaked one is worth little.
    CREDENTIAL_TTL_MINUTES: { type: 'integer', minimum: 1, maximum: 60, default: 5 },
    CLAMD_ADDRESS: { type: 'string', pattern: '^(unix:/.+|tcp://[^/]+:[0-9]+)$' },
    UPLOAD_DIR: { type: 'string', minLength: 1 },
    // Keys and a bucket at least; parseS3Url checks the rest below and names the variable.
    UPLOAD_S3_URL: { type: 'string', pattern: '^https?://[^/?#@:]+:[^/?#@]+@[^/?#@]+/[^/?#]+' },
    TRUST_PROXY: { type: 'string' },
    CARD_PROCESSOR_KEY: { type: 'string', minLength: 32 },
    CARD_DATA_URL: { type: 'string', pattern: '^https?://[^\\s?#]+$' },
    CARD_DATA_TOKEN: { type: 'string', minLength: 1 },
    // Under the browser's own 10 s (SPEC 9), so the page gets this service's Japanese answer, not a dropped call.
    CARD_DATA_TIMEOUT_MS: { type: 'integer', minimum: 50, maximum: 9000, default: 5000 },
    // 32 characters at least: an HMAC key shorter than its hash's 256 bits is a key that can be guessed sooner.
    PROCESSOR_WEBHOOK_SECRET: { type: 'string', minLength: 32, pattern: '^[\\x21-\\x7e]+$' },
    CARRIER_API_URL: { type: 'string', pattern: '^https?://[^\\s?#]+$' },
    CARRIER_API_TOKEN: { type: 'string', minLength: 1 },
    // Under the browser's own 10 s (SPEC 9), as the card data's.
    CARRIER_API_TIMEOUT_MS: { type: 'integer', minimum: 50, maximum: 9000, default: 5000 },
    CREDIT_BUREAU_URL: { type: 'string', pattern: '^https?://[^\\s?#]+$' },
    CREDIT_BUREAU_TOKEN: { type: 'string', minLength: 1 },
    // The inquiry runs behind the applicant's back (a worker), so it may wait longer than a page's call.
    CREDIT_BUREAU_TIMEOUT_MS: { type: 'integer', minimum: 50, maximum: 30_000, default: 5000 },
    CREDIT_BUREAU_POLL_MS: { type: 'integer', minimum: 50, maximum: 600_000, default: 1000 },
    SMTP_URL: { type: 'string', pattern: '^smtps?://[^/?#]+(:[0-9]+)?/?$' },
    // A bare address or a display name with one (「カード会員サービス <no-reply@example.jp>」); no line breaks.
    MAIL_FROM: { type: 'string', pattern: '^[^\\r\\n]*<?[^@\\s<>]+@[^@\\s<>]+>?$' },
    SMS_GATEWAY_URL: { type: 'string', pattern: '^https?://[^\\s]+$' },
    SMS_GATEWAY_TOKEN: { type: 'string', minLength: 1 },
    OUTBOX_POLL_MS: { type: 'integer', minimum: 10, maximum: 60000, default: 500 },
    PASSWORD_HASH_COST: {
      type: 'integer',
      minimum: passwordCostRange.lowest,
      maximum: passwordCostRange.highest,
      default: owaspPasswordCost,
    },
    OUTBOX_RETRY_BASE_MS: { type: 'integer', minimum: 10, maximum: 600000, default: 5000 },
    // Longer than the slowest attempt can take (SMTP's 10 s connect and 30 s socket waits, the gateway's 10 s).
    OUTBOX_LEASE_SECONDS: { type: 'integer', minimum: 2, maximum: 3600, default: 60 },
    OUTBOX_WORKER: { type: 'string', enum: ['on', 'off'], default: 'on' },
    // A look is one insert that usually conflicts: cheap, so ten minutes late at most is the default.
    CAMPAIGN_REWARDS_POLL_MS: { type: 'integer', minimum: 1000, maximum: 3600000, default: 600000 },
    BACKUP_DIR: { type: 'string', minLength: 1, default: './backups' },
    BACKUP_EVERY_HOURS: { type: 'integer', minimum: 0, maximum: 720, default: 24 },
    MAX_EVENT_LOOP_DELAY_MS: { type: 'integer', minimum: 0, maximum: 60_000, default: 1000 },
    MAX_REQUESTS_IN_FLIGHT: { type: 'integer', minimum: 1, maximum: 100_000, default: 256 },
    // HAProxy (deploy/haproxy/haproxy.cfg) checks every 2 s (3 s timeout) and takes a server out after two failures.
    SHUTDOWN_DRAIN_MS: { type: 'integer', minimum: 0, maximum: 120_000 },
    SHUTDOWN_DEADLINE_MS: { type: 'integer', minimum: 1000, maximum: 600_000, default: 30_000 },
    // Never by default (issue 13): the outbox lists every code sent, so it exists only when asked for.
    DEMO: { type: 'string', enum: ['0', '1'], default: '0' },
  },
} as const;

/**
 * The settings of the outside systems a real deployment talks to. Where one is absent something built in stands in
 * for the system (the built-in identity provider with a client secret written in the code, card numbers made up from
 * a key, a local mailbox and SMS outbox, uploads unscanned, the built-in staff provider); production runs none of
 * them (issue 34 item 8), and names every missing setting in one message so an operator fixes them in one go.
 */
function missingInProduction(config: Environment): string[] {
  type Setting = [name: string, value: string | undefined];
  // The staff console only where it is opened (OPS_PORT); its staff then log in at the company's provider.
  const staffConsole: Setting[] =
    config.OPS_PORT === 0
      ? []
      : [
          ['OPS_OIDC_ISSUER', config.OPS_OIDC_ISSUER],
          ['OPS_OIDC_CLIENT_SECRET', config.OPS_OIDC_CLIENT_SECRET],
        ];
  const required: Setting[] = [
    ['OIDC_ISSUER', config.OIDC_ISSUER],
    ['OIDC_CLIENT_SECRET', config.OIDC_CLIENT_SECRET],
    ['CARD_DATA_URL', config.CARD_DATA_URL],
    ['CARD_DATA_TOKEN', config.CARD_DATA_TOKEN],
    ['PROCESSOR_WEBHOOK_SECRET', config.PROCESSOR_WEBHOOK_SECRET],
    ['CARRIER_API_URL', config.CARRIER_API_URL],
    ['CARRIER_API_TOKEN', config.CARRIER_API_TOKEN],
    ['CREDIT_BUREAU_URL', config.CREDIT_BUREAU_URL],
    ['CREDIT_BUREAU_TOKEN', config.CREDIT_BUREAU_TOKEN],
    ['SMTP_URL', config.SMTP_URL],
    ['MAIL_FROM', config.MAIL_FROM],
    ['SMS_GATEWAY_URL', config.SMS_GATEWAY_URL],
    ['SMS_GATEWAY_TOKEN', config.SMS_GATEWAY_TOKEN],
    ['CLAMD_ADDRESS', config.CLAMD_ADDRESS],
    ...staffConsole,
  ];
  return required.filter(([, value]) => !value).map(([name]) => name);
}

/**
 * The secrets a deployment sets, each as the part of its value that is secret: a token, or the password inside a URL.
 * deploy/example.env fills them with `example-…`, the right shape to copy and the wrong value to run on: copied as
 * they are, anyone who has read the repository holds the deployment's keys.
 */
function exampleSecrets(config: Environment): string[] {
  const secretOf = (name: SecretSetting): string | undefined => {
    const value = config[name];
    if (!value || !name.endsWith('_URL')) return value;
    try {
      return decodeURIComponent(new URL(value).password);
    } catch {
      return undefined;
    }
  };
  return SECRET_SETTINGS.filter((name) => /example/i.test(secretOf(name) ?? ''));
}

/**
 * NODE_ENV=production is a real deployment and nothing else. Demo mode lists every code and mail sent and runs on
 * the stand-ins, so DEMO=1 there is a mistake, refused rather than quietly honoured or ignored; a demo on a public
 * host runs without NODE_ENV=production (an https PUBLIC_ORIGIN still gives it Secure cookies).
 */
function refuseStandIns(config: Environment): void {
  if (config.DEMO === '1')
    throw new Error('本番環境ではデモモードを使えません / DEMO=1 is refused with NODE_ENV=production: demo mode runs on stand-ins');
  const missing = missingInProduction(config);
  if (missing.length > 0)
    throw new Error(`本番環境に必要な設定がありません / missing settings required in production: ${missing.join(', ')}`);
  const examples = exampleSecrets(config);
  if (examples.length > 0)
    throw new Error(
      `本番環境で例の秘密情報は使えません / the example secrets of deploy/example.env are refused in production: ${examples.join(', ')}`,
    );
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Environment;
  }
}

export default fp<{ data: Record<string, unknown> }>(
  async (app, options) => {
    await app.register(fastifyEnv, { confKey: 'config', schema: environmentSchema, data: withSecretFiles(options.data), dotenv: false });
    // The schema cannot default one variable from another.
    if (!app.config.PUBLIC_ORIGIN) app.config.PUBLIC_ORIGIN = `http://localhost:${app.config.PORT}`;
    app.config.SHUTDOWN_DRAIN_MS ??= app.config.NODE_ENV === 'production' ? 10_000 : 0;
    // First, so that a production start missing several settings names them all at once.
    if (app.config.NODE_ENV === 'production') refuseStandIns(app.config);
    // A partner issuer only trusts a confidential client; the embedded one has a development secret.
    if (app.config.OIDC_ISSUER && !app.config.OIDC_CLIENT_SECRET) {
      throw new Error('OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set');
    }
    // The processor answers full card numbers: never to a caller that does not authenticate.
    if (app.config.CARD_DATA_URL && !app.config.CARD_DATA_TOKEN) throw new Error('CARD_DATA_TOKEN is required when CARD_DATA_URL is set');
    if (app.config.CARRIER_API_URL && !app.config.CARRIER_API_TOKEN)
      throw new Error('CARRIER_API_TOKEN is required when CARRIER_API_URL is set');
    // The bureau answers a person's credit record: never to a caller that does not authenticate.
    if (app.config.CREDIT_BUREAU_URL && !app.config.CREDIT_BUREAU_TOKEN)
      throw new Error('CREDIT_BUREAU_TOKEN is required when CREDIT_BUREAU_URL is set');
    // Issue 31: demo mode opens the console beside the service; elsewhere only where an operator asks for it.
    if (app.config.OPS_PORT === 0 && app.config.DEMO === '1' && app.config.NODE_ENV !== 'test')
      app.config.OPS_PORT = app.config.PORT === 3001 ? 3002 : 3001;
    if (!app.config.OPS_ORIGIN) app.config.OPS_ORIGIN = `http://localhost:${app.config.OPS_PORT}`;
    if (app.config.OPS_OIDC_ISSUER && !app.config.OPS_OIDC_CLIENT_SECRET)
      throw new Error('OPS_OIDC_CLIENT_SECRET is required when OPS_OIDC_ISSUER is set');
    // OWASP's scrypt cost everywhere people's passwords are kept; a cheaper one only makes a test run quicker.
    if (app.config.PASSWORD_HASH_COST < owaspPasswordCost && app.config.NODE_ENV !== 'test')
      throw new Error(`PASSWORD_HASH_COST below ${owaspPasswordCost} is for NODE_ENV=test only`);
    if (app.config.SMTP_URL && !app.config.MAIL_FROM) throw new Error('MAIL_FROM is required when SMTP_URL is set');
    // The whole storage address is checked here, before the database opens: a mistyped one stops the start at once.
    if (app.config.UPLOAD_S3_URL) parseS3Url(app.config.UPLOAD_S3_URL);
  },
  { name: 'env' },
);
