import { buildApp } from './app';
import { ProductConfigError } from './config/productConfig';
import { demoPassword, demoPeople } from './seed/demoAccounts';
import { seedDemoData } from './seed/seedDemoData';
import { tokyoToday } from './seed/tokyoToday';

/** `npm start`: the whole service on one machine, with the embedded database and the demo people. */
async function main(): Promise<void> {
  const app = await buildApp().catch((error: unknown) => {
    if (error instanceof ProductConfigError) {
      console.error(`設定ファイルに${error.problems.length}件の誤りがあるため起動できませんでした / cannot start: ${error.problems.length} mistake(s) in config/\n${error.message}`);
    } else console.error(`起動できませんでした / cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

  // The browser journeys run this server with NODE_ENV=test (tests/e2e/startServer.ts): their own applicants too.
  if (app.config.NODE_ENV !== 'production' && (await seedDemoData(app.db, { today: tokyoToday(), testPeople: app.config.NODE_ENV === 'test' }))) {
    app.log.info('demo data seeded');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: app.config.HOST, port: app.config.PORT });
  const url = `http://localhost:${app.config.PORT}`;
  const accounts = demoPeople.map((account) => `  ${account.loginId.padEnd(12)} ${account.description}`).join('\n');
  const database = app.config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${app.config.DATA_DIR})`;
  console.log(`\nカード会員サービス: ${url}\nデータベース: ${database}\n\nデモアカウント（パスワードはすべて ${demoPassword}）:\n${accounts}\n`);
}

void main();
