/**
 * The step-save round trip through the real server: POST /external/v1/apply/entry with a valid step, on a started
 * server (embedded PGlite, demo data, session and credential as a browser holds them), against a bare Fastify route
 * on the same machine for the ratio, and the read of the draft (session, credential and replay without the write). The applicant has answered the whole main path, so each save replays the
 * machine over every step (the worst case). Saving the same step again is harmless, so every request does the full
 * work. Run: npx tsx bench/stepSave.bench.ts → table on stdout, JSON in bench/results/stepSave.<database>.json.
 * `BENCH_DURATION` (seconds, default 10) and `BENCH_CONNECTIONS` (default 10). Reported, never asserted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { employeeAnswers } from '../flows/testing/applyAnswers';
import { buildApp } from '../server/app';
import { seedDemoData } from '../server/seed/seedDemoData';
import { tokyoToday } from '../server/seed/tokyoToday';
import { startSession } from '../server/sessions/sessionStore';
import { startPostgres } from '../tests/helpers/postgresServer';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const database = process.env.BENCH_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite';
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

interface Measurement {
  readonly target: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly non2xx: number;
  readonly errors: number;
}

async function load(target: string, options: Parameters<typeof autocannon>[0]): Promise<Measurement> {
  const result = await autocannon({ connections, duration, ...options });
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
  // BENCH_DATABASE=postgres measures the same server on a PostgreSQL 15 it starts itself (as the tests do).
  const postgres = database === 'PostgreSQL' ? await startPostgres() : null;
  const app = await buildApp({
    logger: false,
    environment: { NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ resultInfo: { code: 'SUCCESS', codeId: '2000' }, data: {} }));
  try {
    await seedDemoData(app.db, { today: tokyoToday() });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const session = await startSession(app.db, 'member-applicant');
    const cookie = `session=${session}`;
    const credentialAnswer = await fetch(`${appUrl}/api/bff/getCredentialV2`, { headers: { cookie } });
    const credential = ((await credentialAnswer.json()) as { data: { ppcdCredential: string } }).data.ppcdCredential;
    const headers = { cookie, ppcdCredential: credential, 'content-type': 'application/json' };
    const entryUrl = `${appUrl}/external/v1/apply/entry?ppcdSwitchServiceFlg=yes`;
    for (const [step, answers] of Object.entries(employeeAnswers)) {
      const saved = await fetch(entryUrl, { method: 'POST', headers, body: JSON.stringify({ step, answers }) });
      if (!saved.ok) throw new Error(`${step}: ${await saved.text()}`);
    }

    const body = JSON.stringify({ step: 'attribute', answers: employeeAnswers.attribute });
    const results = [
      await load('bare Fastify route', { url: `${bareUrl}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      await load('draft read (GET entry, same session)', { url: entryUrl, headers }),
      await load('step save (attribute, full path)', { url: entryUrl, method: 'POST', headers, body }),
    ];
    console.log(`database: ${database}`);
    console.table(results);
    const [baseline, , stepSave] = results;
    const report = {
      benchmark: 'stepSave',
      node: process.version,
      date: new Date().toISOString(),
      database,
      duration,
      connections,
      ratioToBare: baseline && stepSave ? Number((stepSave.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)) : null,
      results,
    };
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, `stepSave.${database}.json`), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await bare.close();
    await app.close();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
