/**
 * The step save through the real server, as the browser makes it: POST /external/v1/flows/apply/steps/attribute
 * (the generic flow route) with a fresh Idempotency-Key, on a started server (embedded PGlite or PostgreSQL, demo
 * data, session and credential as a browser holds them, logging as in production). Beside it in the same run: a bare
 * Fastify route (the ratio's baseline), liveness (every per-request plugin, no query) and the flow's view (GET
 * entry). The save is loaded twice: early, the applicant past the consent only (most of the flow still ahead, so the
 * step counter's way on is longest), and with the whole main path answered (the replay longest). Saving the same step
 * again is harmless, so every request does the whole save.
 * Run: npx tsx bench/stepSave.bench.ts → table on stdout, JSON in bench/results/stepSave.<database>.json.
 * `BENCH_DURATION` (seconds, default 10), `BENCH_CONNECTIONS` (default 10), `BENCH_DATABASE=postgres`, `BENCH_ONLY`
 * and `BENCH_PROFILE` (below). Reported, never asserted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { employeeAnswers } from '../flows/apply';
import { localOutboxCode } from '../server/apply/testing/smsCode';
import { buildApp } from '../server/app';
import { databaseThreadOf } from '../server/db/createDatabase';
import type { PgliteThread } from '../server/db/pgliteDialect';
import { settleOutbox } from '../server/outbox/testing/settleOutbox';
import { seedDemoData } from '../server/seed/seedDemoData';
import { tokyoToday } from '../server/seed/tokyoToday';
import { demoPeople, testPeople } from '../server/seed/demoAccounts';
import { startSession } from '../server/sessions/sessionStore';
import { startPostgres } from '../tests/helpers/postgresServer';
import { benchNumber, resultsDir } from './benchSettings';

const duration = benchNumber('BENCH_DURATION', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 2);
const database = process.env.BENCH_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite';

interface Measurement {
  readonly target: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /**
   * CPU time of the server's thread per answered request (PGlite runs on it; PostgreSQL's own processes are not
   * counted): unlike requests per second, it hardly moves with the other work on the machine.
   */
  readonly serverCpuMsPerRequest: number;
  /** CPU time of the embedded database's own thread per answered request (PGlite only). */
  readonly databaseCpuMsPerRequest: number | null;
  readonly non2xx: number;
  readonly errors: number;
}

/** BENCH_PROFILE=1 writes the server's CPU profile of each load (not of the setup) beside the results. */
async function profiled<T>(target: string, run: () => Promise<T>): Promise<T> {
  if (!process.env.BENCH_PROFILE) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    const name = target.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, `stepSave.${database}.${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** autocannon's options, with the per-connection setup its worker threads take as a file (missing from its types). */
type LoadOptions = Parameters<typeof autocannon>[0] & { readonly setupClient?: string };

async function load(target: string, options: LoadOptions, databaseThread: PgliteThread | undefined): Promise<Measurement> {
  // The load runs in a worker thread, so the server's event loop (and its CPU profile) is the server's alone.
  const databaseBefore = await databaseThread?.cpuUsage();
  const cpuBefore = process.threadCpuUsage();
  const result = await profiled(target, () => autocannon({ connections, duration, workers: 1, ...options }));
  const cpu = process.threadCpuUsage(cpuBefore);
  const databaseAfter = await databaseThread?.cpuUsage();
  const answered = Math.max(1, result.requests.total);
  const databaseCpu =
    databaseBefore && databaseAfter ? databaseAfter.user - databaseBefore.user + databaseAfter.system - databaseBefore.system : null;
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    serverCpuMsPerRequest: Number(((cpu.user + cpu.system) / 1000 / answered).toFixed(3)),
    databaseCpuMsPerRequest: databaseCpu === null ? null : Number((databaseCpu / 1000 / answered).toFixed(3)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The apply SMS step as the applicant does it: the code sent to the saved mobile number, read from the outbox. */
async function proveMobile(app: FastifyInstance, appUrl: string, headers: Record<string, string>): Promise<unknown> {
  const query = '?ppcdSwitchServiceFlg=yes';
  const sent = await fetch(`${appUrl}/external/v1/apply/sms/send${query}`, { method: 'POST', headers, body: '{}' });
  if (!sent.ok) throw new Error(`sms send: ${await sent.text()}`);
  const { challengeId } = ((await sent.json()) as { data: { challengeId: string } }).data;
  // The code leaves through the outbox: delivered now, as the worker would, to the local SMS outbox.
  await settleOutbox(app);
  const code = await localOutboxCode(app);
  const verified = await fetch(`${appUrl}/external/v1/apply/sms/verify${query}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ challengeId, code }),
  });
  if (!verified.ok) throw new Error(`sms verify: ${await verified.text()}`);
  return ((await verified.json()) as { data: unknown }).data;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'card-web-bench-'));
  // BENCH_DATABASE=postgres measures the same server on a PostgreSQL 15 it starts itself (as the tests do).
  const postgres = database === 'PostgreSQL' ? await startPostgres() : null;
  // Logs as `npm start` does (info, one line per request, written synchronously), into /dev/null.
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
  bare.post('/bare', async () => ({ resultInfo: { code: 'SUCCESS', codeId: '2000' }, data: {} }));
  try {
    await seedDemoData(app.db, { today: tokyoToday(), testPeople: true });
    // Every per-request plugin of a credentialed save (headers, session and credential, idempotency, the log line)
    // around a handler that does nothing: what the plugins cost apart from the flow host.
    const noOp = async () => ({ resultInfo: { code: 'SUCCESS', codeId: '2000' }, data: {} });
    app.get('/bench/credentialed', { preHandler: app.requireCredential }, noOp);
    app.post('/bench/credentialed', { preHandler: app.requireCredential }, noOp);
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const query = '?ppcdSwitchServiceFlg=yes';
    const flowUrl = `${appUrl}/external/v1/flows/apply`;
    // Ten applicants, each logged in (session and credential as a browser holds them), each with a mobile number of
    // their own (the SMS limits count per number); first with only the consent given, then the whole main path. Not those the payment app
    // verified (`partner`): their name and birthday must stay the app's, which the flow's example answers are not.
    const applicants = [...demoPeople, ...testPeople]
      .filter((account) => account.role === 'applicant' && !account.partner)
      .slice(0, connections);
    const people: Record<string, string>[] = [];
    for (const applicant of applicants) {
      const session = await startSession(app.db, `member-${applicant.loginId}`);
      const cookie = `session=${session}`;
      const credentialAnswer = await fetch(`${appUrl}/api/bff/getCredentialV2`, { headers: { cookie } });
      const credential = ((await credentialAnswer.json()) as { data: { ppcdCredential: string } }).data.ppcdCredential;
      people.push({ cookie, ppcdCredential: credential, 'content-type': 'application/json' });
    }
    const saveAll = async (steps: readonly string[]) => {
      for (const [index, headers] of people.entries()) {
        const mobile = `090-1357-${String(2400 + index).padStart(4, '0')}`;
        const own: Record<string, Record<string, unknown>> = {
          ...employeeAnswers,
          phoneNumber: { ...employeeAnswers.phoneNumber, mobNumFull: mobile },
          smsAuthentication: { smsAuthMobNum: mobile },
        };
        for (const step of steps) {
          const answers = step === 'smsAuthentication' ? await proveMobile(app, appUrl, headers) : own[step];
          const saved = await fetch(`${flowUrl}/steps/${step}${query}`, { method: 'POST', headers, body: JSON.stringify({ answers }) });
          if (!saved.ok) throw new Error(`${applicants[index]?.loginId} ${step}: ${await saved.text()}`);
        }
      }
    };
    const headers = people[0] ?? {};

    const body = JSON.stringify({ answers: employeeAnswers.attribute });
    // As the browser sends it: every save with a fresh Idempotency-Key (autocannon puts a new id in for [<id>]).
    const saveHeaders = { ...headers, 'idempotency-key': 'bench-[<id>]' };
    // The step save: each connection is one of the applicants saving their own draft, as ten people would.
    process.env.BENCH_CONNECTION_HEADERS = JSON.stringify(people.map((person) => ({ ...person, 'idempotency-key': 'bench-[<id>]' })));
    const perConnection = fileURLToPath(new URL('./perConnectionHeaders.cjs', import.meta.url));
    const attributeSave: LoadOptions = {
      url: `${flowUrl}/steps/attribute${query}`,
      method: 'POST',
      headers: saveHeaders,
      body,
      idReplacement: true,
      setupClient: perConnection,
    };
    const targets: ReadonlyArray<readonly [string, LoadOptions]> = [
      ['bare Fastify route', { url: `${bareUrl}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body }],
      ['liveness (GET /healthz)', { url: `${appUrl}/healthz` }],
      ['plugins of a read (GET, credential, no-op handler)', { url: `${appUrl}/bench/credentialed${query}`, headers }],
      [
        'plugins of a save (POST, credential, Idempotency-Key, no-op handler)',
        { url: `${appUrl}/bench/credentialed${query}`, method: 'POST', headers: saveHeaders, body, idReplacement: true },
      ],
      ['flow view (GET flows/apply/entry)', { url: `${flowUrl}/entry${query}`, headers }],
      ['step save (POST flows/apply/steps/attribute, full path)', attributeSave],
    ];
    // BENCH_ONLY (part of a target's name) loads one target alone, e.g. under `node --cpu-prof`.
    const only = process.env.BENCH_ONLY;
    const results: Measurement[] = [];
    const measure = async (target: string, options: LoadOptions) => {
      if (!only || target.includes(only)) results.push(await load(target, options, databaseThreadOf(app.db)));
    };
    // The same save early in the application, where the most of the flow is still ahead: the step counter's longest
    // way on is longest there (it cost 14.6 ms a view until 2026-11-27, unseen while this bench saved only at the end).
    await saveAll(['acceptPermission']);
    await measure('step save (POST flows/apply/steps/attribute, first steps)', attributeSave);
    await saveAll(Object.keys(employeeAnswers));
    for (const [target, options] of targets) await measure(target, options);
    // Every answered save was a save of its own: a repeated key would have been answered from the first.
    const keys = await app.db
      .selectFrom('idempotency_keys')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('key', 'like', 'bench-%')
      .executeTakeFirstOrThrow();
    console.log(`distinct Idempotency-Keys stored by the loads: ${keys.count}`);
    // Other work on the machine shares its two cores: the figures mean little without the load beside them.
    const load1 = loadavg().map((value) => value.toFixed(2));
    console.log(`database: ${database}, load average after the run (1/5/15 min): ${load1.join(' ')}`);
    console.table(results);
    const baseline = results.find((result) => result.target.startsWith('bare'));
    const stepSave = results.find((result) => result.target.endsWith('full path)'));
    const report = {
      benchmark: 'stepSave',
      node: process.version,
      date: new Date().toISOString(),
      database,
      duration,
      connections,
      loadAverage: load1,
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
