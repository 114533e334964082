// First of all: the pg instrumentation must see pg load (server/telemetry/tracing.ts); nothing happens unless asked.
import { stopTracing } from './telemetry/tracing';
import pinoPretty from 'pino-pretty';
import { buildApp } from './app';
import { ProductConfigError } from './config/productConfig';
import { demoPassword, demoPeople } from './seed/demoAccounts';
import { seedDemoData } from './seed/seedDemoData';
import { tokyoToday } from './seed/tokyoToday';
import { staffDemoAccounts } from './seed/staffAccounts';
import { STAFF_ROLE_LABELS } from '../enums/staff';
import { buildOpsApp } from './ops/opsApp';
import { parseS3Url } from './uploads/s3Storage';
import { removeServerPid, writeServerPid } from './backup/serverPid';

/**
 * Issue 58: in a terminal outside production, a log a person reads (pino-pretty: a line each, coloured, the time of
 * day), so the start's Japanese banner is not buried in JSON; anywhere else (a container, a pipe, production) the JSON
 * lines an operator's collector parses. The same redaction and serializers apply either way (server/app.ts).
 */
function readableLog(): { logStream?: { write(line: string): void } } {
  if (!process.stdout.isTTY || process.env['NODE_ENV'] === 'production') return {};
  return { logStream: pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }) };
}

/** `npm start`: the whole service on one machine, with the embedded database and the demo people. */
async function main(): Promise<void> {
  const app = await buildApp(readableLog()).catch((error: unknown) => {
    if (error instanceof ProductConfigError) {
      console.error(
        `設定ファイルに${error.problems.length}件の誤りがあるため起動できませんでした / cannot start: ${error.problems.length} mistake(s) in config/\n${error.message}`,
      );
    } else console.error(`起動できませんでした / cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

  // The browser journeys run this server with NODE_ENV=test (tests/e2e/startServer.ts): their own applicants too.
  if (
    app.config.NODE_ENV !== 'production' &&
    (await seedDemoData(app.db, {
      today: tokyoToday(),
      testPeople: app.config.NODE_ENV === 'test',
      passwordCost: app.config.PASSWORD_HASH_COST,
      fileStorage: app.fileStorage,
    }))
  ) {
    app.log.info('demo data seeded');
  }

  // Issue 56 item 5: at SIGTERM /readyz turns 503 on both listeners while requests are still answered, so the load
  // balancer stops sending any; after SHUTDOWN_DRAIN_MS the listeners close (requests in flight finish, the outbox
  // worker settles its attempts), and a close still not done SHUTDOWN_DEADLINE_MS later is cut off by the exit.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const { SHUTDOWN_DRAIN_MS: drainMs, SHUTDOWN_DEADLINE_MS: deadlineMs } = app.config;
    app.drain.start();
    app.log.info({ signal, drainMs }, 'draining: /readyz answers 503 until the listeners close');
    setTimeout(() => {
      app.log.error({ deadlineMs }, 'shutdown deadline passed: exiting with requests still open');
      process.exit(1);
    }, drainMs + deadlineMs).unref();
    setTimeout(() => {
      app.log.info('shutting down');
      app.close().then(
        () => stopTracing().finally(() => process.exit(0)),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, drainMs);
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  // Issue 31: the staff console on a listener of its own, which an operator keeps off the internet; it closes with the
  // service (its database is the service's).
  const ops = app.config.OPS_PORT === 0 ? null : await buildOpsApp(app);
  if (ops) app.addHook('preClose', async () => ops.close());
  await app.listen({ host: app.config.HOST, port: app.config.PORT });
  // Issue 56: the embedded database is backed up while the server runs, when `npm run backup` signals it.
  const backups = app.embeddedBackups;
  if (backups) {
    writeServerPid(app.config.DATA_DIR);
    process.once('exit', () => removeServerPid(app.config.DATA_DIR));
    process.on('SIGUSR2', () => {
      backups.backUpNow().catch((error: unknown) => app.log.error({ err: error }, 'embedded database backup failed'));
    });
  }
  if (ops) await ops.listen({ host: app.config.OPS_HOST, port: app.config.OPS_PORT });
  const url = `http://localhost:${app.config.PORT}`;
  const accounts = demoPeople.map((account) => `  ${account.loginId.padEnd(12)} ${account.description}`).join('\n');
  const database = app.config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${app.config.DATA_DIR})`;
  // Where the photos are, never the keys.
  const bucket = app.config.UPLOAD_S3_URL ? parseS3Url(app.config.UPLOAD_S3_URL) : null;
  const photos = bucket ? `S3互換ストレージ (${bucket.endpoint}/${bucket.bucket}/${bucket.prefix})` : 'データベース';
  console.log(
    `\nカード会員サービス: ${url}\nデータベース: ${database}\n在留カード画像の保存先: ${photos}\n\nデモアカウント（パスワードはすべて ${demoPassword}）:\n${accounts}\n`,
  );
  if (ops && app.config.NODE_ENV !== 'production') {
    const staff = staffDemoAccounts
      .map(
        (account) =>
          `  ${account.loginId.padEnd(12)} ${account.displayName}（${account.roles.map((role) => STAFF_ROLE_LABELS[role]).join('・')}）`,
      )
      .join('\n');
    console.log(
      `業務コンソール: ${app.config.OPS_ORIGIN}\nスタッフのデモアカウント（パスワード ${demoPassword}、確認コードは npm run staff-code -- <ログインID>）:\n${staff}\n`,
    );
  }
}

void main();
