/**
 * Issue 56: what watching the service costs a step save. The same save (POST flows/mailSetting/steps/mailAddress, a
 * member's credentialed save on the embedded database, demo data) on server processes started as `npm start` starts
 * them, alternately with tracing off and on (OTEL_EXPORTER_OTLP_ENDPOINT at a local OTLP/HTTP receiver, which keeps
 * what it is sent), in the same run; and, measured apart, the metrics a save moves (always on: a request's histogram,
 * its statements' histogram, the flow's counters), timed over many rounds, against the server's CPU time per save.
 * Run: npx tsx bench/telemetryCost.bench.ts → table on stdout, JSON in bench/results/telemetryCost.json.
 * `BENCH_DURATION` (seconds per load, default 10), `BENCH_CONNECTIONS` (default 10), `BENCH_ROUNDS` (default 3).
 * Reported, never asserted.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { databaseStatementDuration, flowStepsLeft, flowStepsReached, httpRequestDuration } from '../server/metrics/processMetrics';
import { startOtlpReceiver } from '../tests/helpers/otlpReceiver';
import { startServerProcess } from '../tests/helpers/serverProcess';
import { benchNumber, resultsDir } from './benchSettings';
import { seededTemplate } from './seededTemplate';

const duration = benchNumber('BENCH_DURATION', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 2);
const rounds = benchNumber('BENCH_ROUNDS', 3, 1);

interface Load {
  readonly tracing: 'off' | 'on';
  readonly round: number;
  readonly savesPerSecond: number;
  /** The server process's CPU time (all its threads: the embedded database's too) per answered save. */
  readonly cpuMsPerSave: number;
  readonly p99Ms: number;
  readonly non2xx: number;
}

/** A process's CPU time so far in ms, from Linux's /proc (utime + stime, in clock ticks of 10 ms). */
const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const folder = mkdtempSync(join(tmpdir(), 'card-web-telemetry-'));
const receiver = await startOtlpReceiver();
try {
  const { template, cookie } = await seededTemplate(folder);

  const loads: Load[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const tracing of ['off', 'on'] as const) {
      const dataDir = join(folder, `${tracing}-${round}`);
      cpSync(template, dataDir, { recursive: true });
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        OUTBOX_WORKER: 'off',
        ...(tracing === 'on' ? { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } : {}),
      });
      try {
        await server.ready(180_000);
        const answer = await fetch(`${server.url}/api/bff/getCredentialV2`, { headers: { cookie } });
        const { ppcdCredential } = ((await answer.json()) as { data: { ppcdCredential: string } }).data;
        const pid = server.child.pid ?? 0;
        const cpuBefore = cpuMsOf(pid);
        const result = await autocannon({
          url: `${server.url}/external/v1/flows/mailSetting/steps/mailAddress?ppcdSwitchServiceFlg=yes`,
          method: 'POST',
          headers: { cookie, ppcdCredential, 'content-type': 'application/json', 'idempotency-key': 'telemetry-[<id>]' },
          body: JSON.stringify({ answers: { mailAddress: 'telemetry-bench@example.jp' } }),
          idReplacement: true,
          connections,
          duration,
          workers: 1,
        });
        const cpuMsPerSave = Number(((cpuMsOf(pid) - cpuBefore) / Math.max(1, result.requests.total)).toFixed(2));
        loads.push({
          tracing,
          round,
          savesPerSecond: Math.round(result.requests.average),
          cpuMsPerSave,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
        });
      } finally {
        await server.stop();
      }
    }
  }

  // The metrics one save moves, in this process: one request observed, about a dozen statements, two flow counters.
  const iterations = benchNumber('BENCH_METRIC_ITERATIONS', 200_000, 10_000);
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) {
    httpRequestDuration.observe(
      { listener: 'service', route: '/external/v1/flows/:flowId/steps/:stepId', method: 'POST', status_class: '2xx' },
      0.004,
    );
    for (let statement = 0; statement < 12; statement += 1) databaseStatementDuration.observe({ outcome: 'ok' }, 0.0008);
    flowStepsLeft.inc({ flow: 'mailSetting', step: 'mailAddress' });
    flowStepsReached.inc({ flow: 'mailSetting', step: 'confirm' });
  }
  const metricsMicrosecondsPerSave = Number((Number(process.hrtime.bigint() - started) / 1000 / iterations).toFixed(2));

  const of = (tracing: 'off' | 'on', figure: (load: Load) => number) =>
    median(loads.filter((load) => load.tracing === tracing).map(figure));
  const off = of('off', (load) => load.savesPerSecond);
  const on = of('on', (load) => load.savesPerSecond);
  const cpuOff = of('off', (load) => load.cpuMsPerSave);
  const cpuOn = of('on', (load) => load.cpuMsPerSave);
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(`load average after the run (1/5/15 min): ${load.join(' ')}; spans received: ${receiver.spans.length}`);
  console.table(loads);
  const summary = {
    savesPerSecondTracingOff: off,
    savesPerSecondTracingOn: on,
    tracingCostInSaves: off === 0 ? null : Number((1 - on / off).toFixed(3)),
    cpuMsPerSaveTracingOff: cpuOff,
    cpuMsPerSaveTracingOn: cpuOn,
    tracingCostInCpu: cpuOff === 0 ? null : Number((cpuOn / cpuOff - 1).toFixed(3)),
    metricsMicrosecondsPerSave,
    metricsShareOfSaveCpu: cpuOff === 0 ? null : Number((metricsMicrosecondsPerSave / 1000 / cpuOff).toFixed(4)),
  };
  console.table([summary]);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'telemetryCost.json'),
    `${JSON.stringify({ benchmark: 'telemetryCost', node: process.version, date: new Date().toISOString(), duration, connections, rounds, loadAverage: load, loads, summary }, null, 2)}\n`,
  );
} finally {
  await receiver.close();
  rmSync(folder, { recursive: true, force: true });
}
