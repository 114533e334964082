/**
 * A statement page read through the real server, as the browser makes it (issue 14): GET
 * /external/v1/statement/monthly of the heavy demo member (10,000 lines over 36 months), 24 lines a page, the
 * requests walking the month's pages in turn, with session and credential as a browser holds them, logging as in
 * production. Beside it in the same run: a bare Fastify route (the baseline), the statement months (the statement
 * top) and the multiple-card list. Target: ≥ 1,000 requests/s with p99 ≤ 30 ms on PGlite, 10 connections.
 * Run: npx tsx bench/statementPage.bench.ts → table on stdout, JSON in bench/results/statementPage.<database>.json.
 * `BENCH_DURATION` (seconds, default 10), `BENCH_CONNECTIONS` (default 10), `BENCH_DATABASE=postgres`. Reported, never asserted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../server/app';
import { seedDemoData } from '../server/seed/seedDemoData';
import { tokyoToday } from '../server/seed/tokyoToday';
import { startSession } from '../server/sessions/sessionStore';
import { startPostgres } from '../tests/helpers/postgresServer';
import { benchNumber, resultsDir } from './benchSettings';

const duration = benchNumber('BENCH_DURATION', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 2);
const database = process.env.BENCH_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite';

type Request = { readonly path: string; readonly method: 'GET' };

async function load(target: string, url: string, headers: Record<string, string>, requests: readonly Request[]) {
  const result = await autocannon({ url, connections, duration, workers: 1, headers, requests: [...requests] });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'card-web-bench-'));
  const postgres = database === 'PostgreSQL' ? await startPostgres() : null;
  const app = await buildApp({
    logStream: pino.destination({ dest: '/dev/null', sync: true }),
    environment: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: '0',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ resultInfo: { code: 'SUCCESS', codeId: '2000' }, data: {} }));
  try {
    await seedDemoData(app.db, { today: tokyoToday() });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const session = await startSession(app.db, 'member-heavy');
    const cookie = `session=${session}`;
    const credentialAnswer = await fetch(`${appUrl}/api/bff/getCredentialV2`, { headers: { cookie } });
    const credential = ((await credentialAnswer.json()) as { data: { ppcdCredential: string } }).data.ppcdCredential;
    const headers = { cookie, ppcdCredential: credential };
    const months = await fetch(`${appUrl}/external/v1/statement/months?ppcdSwitchServiceFlg=yes`, { headers });
    const billingMonth = ((await months.json()) as { data: { months: { billingMonth: string }[] } }).data.months[1]?.billingMonth ?? '';
    const first = await fetch(`${appUrl}/external/v1/statement/monthly?billingMonth=${billingMonth}&ppcdSwitchServiceFlg=yes`, { headers });
    const total = ((await first.json()) as { data: { total: number } }).data.total;
    const pages: Request[] = Array.from({ length: Math.ceil(total / 24) }, (_, page) => ({
      method: 'GET',
      path: `/external/v1/statement/monthly?billingMonth=${billingMonth}&offset=${page * 24}&limit=24&ppcdSwitchServiceFlg=yes`,
    }));

    const results = [];
    results.push(await load('bare Fastify route', bareUrl, {}, [{ method: 'GET', path: '/bare' }]));
    results.push(await load(`statement page (${billingMonth}, ${total} lines, ${pages.length} pages in turn)`, appUrl, headers, pages));
    results.push(
      await load('statement months (statement top)', appUrl, headers, [
        { method: 'GET', path: '/external/v1/statement/months?ppcdSwitchServiceFlg=yes' },
      ]),
    );
    results.push(await load('bare Fastify route (again)', bareUrl, {}, [{ method: 'GET', path: '/bare' }]));
    const load1 = loadavg().map((value) => value.toFixed(2));
    console.log(
      `database: ${database}, ${connections} connections, ${duration} s each; load average after (1/5/15 min): ${load1.join(' ')}`,
    );
    console.table(results);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, `statementPage.${database}.json`),
      `${JSON.stringify({ database, connections, duration, results }, null, 2)}\n`,
    );
  } finally {
    await app.close();
    await bare.close();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
