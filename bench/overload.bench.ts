/**
 * Issue 56 item 5: the server driven past its capacity. Far more connections than `MAX_REQUESTS_IN_FLIGHT` ask for a
 * member's flow view (a credentialed read of the draft and the card, on the embedded database, demo data, logging as
 * in production) at once; the instance should answer what it can, refuse the rest at once with 503 and Retry-After,
 * time nothing out, and serve again by itself when the load stops. Then the same load with a bound of 100 000 (none,
 * in effect) beside it, in the same run: what the refusal saves the requests it does answer. The server is a process
 * of its own, as `npm start` runs it, so the load generator does not share its event loop; its own histogram of
 * answer times (the console listener's /metrics) says whether a request the client timed out was slow in the server
 * or never reached it.
 * Run: npx tsx bench/overload.bench.ts → table on stdout, JSON in bench/results/overload.json.
 * `BENCH_DURATION` (seconds, default 10), `BENCH_CONNECTIONS` (default 1000). Reported, never asserted.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../tests/helpers/serverProcess';
import { benchNumber, resultsDir } from './benchSettings';
import { seededTemplate } from './seededTemplate';

const duration = benchNumber('BENCH_DURATION', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 1000, 300);
const viewRoute = '/external/v1/flows/:flowId/entry';

interface Outcome {
  readonly bound: string;
  readonly answered2xx: number;
  readonly refused503: number;
  readonly otherNon2xx: number;
  readonly timeouts: number;
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** The server's own count of the view's answers, and of those it took over 5 s to give (its histogram). */
  readonly serverAnswered: number;
  readonly serverOver5s: number;
  readonly refusalRetryAfter: string | null;
  /** From the load's end until a member's view is answered 200 again. */
  readonly recoveredMs: number | null;
}

/** The view's answers the server counted, all and over 5 s, from its Prometheus text. */
async function serverAnswers(opsUrl: string): Promise<{ all: number; over5s: number }> {
  const text = await (await fetch(`${opsUrl}/metrics`)).text();
  let all = 0;
  let within5s = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_bucket{') || !line.includes(`route="${viewRoute}"`)) continue;
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (line.includes('le="+Inf"')) all += count;
    if (line.includes('le="5"')) within5s += count;
  }
  return { all, over5s: all - within5s };
}

async function overloaded(bound: number, dataDir: string, cookie: string): Promise<Outcome> {
  const server = await startServerProcess({
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    MAX_REQUESTS_IN_FLIGHT: String(bound),
    OUTBOX_WORKER: 'off',
  });
  try {
    await server.ready(180_000);
    const answer = await fetch(`${server.url}/api/bff/getCredentialV2`, { headers: { cookie } });
    const { ppcdCredential } = ((await answer.json()) as { data: { ppcdCredential: string } }).data;
    const view = `${server.url}/external/v1/flows/mailSetting/entry?ppcdSwitchServiceFlg=yes`;
    const headers = { cookie, ppcdCredential };
    let refusalRetryAfter: string | null = null;
    const statuses = new Map<number, number>();
    const before = await serverAnswers(server.opsUrl);
    const loaded = autocannon({ url: view, headers, connections, duration, workers: 1, timeout: 10 });
    // One refusal read whole, a second into the load, for its Retry-After.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let look = 0; look < 50 && refusalRetryAfter === null; look += 1) {
      const reply = await fetch(view, { headers }).catch(() => null);
      if (reply?.status === 503) refusalRetryAfter = reply.headers.get('retry-after');
      await reply?.arrayBuffer();
    }
    const result = await loaded;
    for (const [key, value] of Object.entries(result.statusCodeStats ?? {})) statuses.set(Number(key), value.count);
    const ended = Date.now();
    let recoveredMs: number | null = null;
    for (let look = 0; look < 600 && recoveredMs === null; look += 1) {
      if ((await fetch(view, { headers }).catch(() => null))?.status === 200) recoveredMs = Date.now() - ended;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const after = await serverAnswers(server.opsUrl);
    const refused503 = statuses.get(503) ?? 0;
    return {
      bound: bound >= 100_000 ? 'none (100 000)' : String(bound),
      answered2xx: result['2xx'],
      refused503,
      otherNon2xx: result.non2xx - refused503,
      timeouts: result.timeouts,
      errors: result.errors - result.timeouts,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      serverAnswered: after.all - before.all,
      serverOver5s: after.over5s - before.over5s,
      refusalRetryAfter,
      recoveredMs,
    };
  } finally {
    await server.stop();
  }
}

const folder = mkdtempSync(join(tmpdir(), 'card-web-overload-'));
try {
  const { template, cookie } = await seededTemplate(folder);
  const results: Outcome[] = [];
  for (const bound of [256, 100_000]) {
    const dataDir = join(folder, String(bound));
    cpSync(template, dataDir, { recursive: true });
    results.push(await overloaded(bound, dataDir, cookie));
  }
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(`${connections} connections for ${duration} s; load average after the run (1/5/15 min): ${load.join(' ')}`);
  console.table(results);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'overload.json'),
    `${JSON.stringify({ benchmark: 'overload', node: process.version, date: new Date().toISOString(), duration, connections, loadAverage: load, results }, null, 2)}\n`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
