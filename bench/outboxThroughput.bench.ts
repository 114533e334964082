/**
 * Outbox throughput (issue 30): how many mails a second two workers deliver to a local SMTP server process, on the
 * embedded database (two app instances sharing its handle, as two instances on one folder must) and on a
 * throwaway PostgreSQL (two instances, each with its own pool, as two machines would). The messages are written
 * first, in transactions of 100, then both workers start together; the clock runs until the SMTP server has them
 * all. Duplicates at the SMTP server are counted too. Run: npx tsx bench/outboxThroughput.bench.ts
 * (`BENCH_MESSAGES`, default 2000) → table on stdout, JSON in bench/results/outboxThroughput.json. Reported,
 * never asserted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { startPostgres } from '../tests/helpers/postgresServer';
import { startSmtpServer, type SmtpServer } from '../tests/helpers/smtpServer';
import { benchNumber, resultsDir } from './benchSettings';

const messages = benchNumber('BENCH_MESSAGES', 2000, 50);

interface Row {
  readonly database: string;
  readonly messages: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly duplicates: number;
}

async function run(database: string, environment: Record<string, string>, smtp: SmtpServer, shareHandle: boolean): Promise<Row> {
  const base = { NODE_ENV: 'development', LOG_LEVEL: 'silent', SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@card.example.jp', ...environment };
  const first = await buildApp({ logger: false, environment: base });
  const second: FastifyInstance = await buildApp({
    logger: false,
    environment: base,
    ...(shareHandle ? { sharedDatabase: first.db } : {}),
  });
  for (let written = 0; written < messages; written += 100) {
    await first.db.transaction().execute(async (trx) => {
      for (let index = written; index < Math.min(messages, written + 100); index += 1) {
        await first.messages.mail(trx, {
          kind: 'pinNoticePosted',
          to: `bench${index}@example.jp`,
          memberId: null,
          params: { name: '山田 太郎', card4no: '1234', postedOn: '2026年11月26日' },
        });
      }
    });
  }
  const before = smtp.received.length;
  const started = performance.now();
  await Promise.all([first.ready(), second.ready()]);
  await smtp.waitFor(before + messages, 600_000);
  const seconds = (performance.now() - started) / 1000;
  // A little longer: a message delivered twice would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const arrived = smtp.received.slice(before).map((mail) => mail.envelope.to[0]);
  await second.close();
  await first.close();
  return {
    database,
    messages,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(messages / seconds),
    duplicates: arrived.length - new Set(arrived).size,
  };
}

async function main(): Promise<void> {
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'card-web-outbox-bench-'));
  const postgres = await startPostgres();
  const rows: Row[] = [];
  try {
    rows.push(await run('PGlite (2 instances, one handle)', { DATA_DIR: dataDir }, smtp, true));
    rows.push(await run('PostgreSQL (2 instances, 2 pools)', { DATABASE_URL: postgres.url }, smtp, false));
  } finally {
    await smtp.stop();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'outboxThroughput.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
}

await main();
