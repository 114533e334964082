/**
 * Throughput past one machine (issue 34 item 6): `npm run cluster`'s topology in a temporary folder (PostgreSQL 15
 * primary with a synchronous standby under Patroni, HAProxy, three server instances), loaded through HAProxy's
 * browsers' door with three, then two, then one instance up (the others stopped; HAProxy's `/readyz` check takes
 * them out). Two loads per step: the step save as ten applicants saving their own drafts (fresh Idempotency-Key
 * each, as stepSave.bench.ts) and the heavy member's statement pages in turn (as statementPage.bench.ts).
 * On one machine every instance shares the same cores, so beside the requests per second it reports the CPU each
 * request cost, part by part (the instances, PostgreSQL's processes on both nodes, HAProxy, the load generator):
 * the honest ratio is CPU per request, which more machines would divide.
 * Run: npx tsx bench/clusterThroughput.bench.ts → table on stdout, JSON in bench/results/clusterThroughput.json.
 * `BENCH_DURATION` (seconds per load, default 10), `BENCH_CONNECTIONS` (default 10). Needs Debian's etcd-server,
 * patroni and haproxy; skipped without them. Reported, never asserted.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { employeeAnswers } from '../flows/apply';
import { missingPackages, type RunningCluster, startCluster, stopCluster } from '../scripts/cluster/cluster';
import { httpStatus, sleep, stopProcess } from '../scripts/cluster/processes';
import { createDatabase } from '../server/db/createDatabase';
import type { Database } from '../server/db/schema';
import { startSession } from '../server/sessions/sessionStore';
import { applicantIds, logIn } from '../tests/cluster/applicants';
import { benchNumber, resultsDir } from './benchSettings';

const duration = benchNumber('BENCH_DURATION', 10, 1);
const connections = benchNumber('BENCH_CONNECTIONS', 10, 2);
// Outside the fault test's random bases (21,000–29,900), which may run beside the short mode in the tests.
const basePort = benchNumber('BENCH_BASE_PORT', 31_000, 31_100);
const query = '?ppcdSwitchServiceFlg=yes';
const clockTicks = 100;

/** CPU seconds a process has used so far (user + system, /proc/<pid>/stat), 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on the machine (both nodes: the standby's replay is part of a synchronous commit's cost). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

type Parts = Record<'instances' | 'postgres' | 'haproxy' | 'loadGenerator', number>;

/** CPU seconds so far by process: a process that ends within a load takes its last figures with it, so each is compared with itself. */
function cpuNow(cluster: RunningCluster, instances: readonly string[]): Record<keyof Parts, Map<number, number>> {
  const of = (pids: readonly number[]) => new Map(pids.map((pid) => [pid, cpuSecondsOf(pid)]));
  const own = process.cpuUsage();
  return {
    instances: of(instances.map((name) => cluster.parts[name]?.pid ?? 0)),
    postgres: of(postgresPids()),
    haproxy: of([cluster.parts.haproxy?.pid ?? 0]),
    loadGenerator: new Map([[process.pid, (own.user + own.system) / 1e6]]),
  };
}

/** CPU seconds used between two readings, by the processes alive at the second (a new connection's backend from 0). */
function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}

interface Measurement {
  readonly instances: number;
  readonly target: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
  /** CPU milliseconds per answered request, by part. */
  readonly cpuMsPerRequest: Parts;
}

async function load(
  cluster: RunningCluster,
  up: readonly string[],
  target: string,
  options: Parameters<typeof autocannon>[0] & { readonly setupClient?: string },
): Promise<Measurement> {
  const before = cpuNow(cluster, up);
  const result = await autocannon({ connections, duration, workers: 1, ...options });
  const after = cpuNow(cluster, up);
  const answered = Math.max(1, result.requests.total);
  const perRequest = (part: keyof Parts) => Number(((cpuSpent(before[part], after[part]) * 1000) / answered).toFixed(3));
  return {
    instances: up.length,
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: {
      instances: perRequest('instances'),
      postgres: perRequest('postgres'),
      haproxy: perRequest('haproxy'),
      loadGenerator: perRequest('loadGenerator'),
    },
  };
}

async function memberHeaders(db: Kysely<Database>, baseUrl: string, memberId: string): Promise<Record<string, string>> {
  const cookie = `session=${await startSession(db, memberId)}`;
  const answer = await fetch(`${baseUrl}/api/bff/getCredentialV2`, { headers: { cookie } });
  const credential = ((await answer.json()) as { data: { ppcdCredential: string } }).data.ppcdCredential;
  return { cookie, ppcdCredential: credential };
}

async function statementPages(baseUrl: string, headers: Record<string, string>): Promise<{ method: 'GET'; path: string }[]> {
  const months = await fetch(`${baseUrl}/external/v1/statement/months${query}`, { headers });
  const billingMonth = ((await months.json()) as { data: { months: { billingMonth: string }[] } }).data.months[1]?.billingMonth ?? '';
  const first = await fetch(`${baseUrl}/external/v1/statement/monthly${query}&billingMonth=${billingMonth}`, { headers });
  const total = ((await first.json()) as { data: { total: number } }).data.total;
  return Array.from({ length: Math.ceil(total / 24) }, (_, page) => ({
    method: 'GET' as const,
    path: `/external/v1/statement/monthly${query}&billingMonth=${billingMonth}&offset=${page * 24}&limit=24`,
  }));
}

async function main(): Promise<void> {
  const missing = missingPackages();
  if (missing.length > 0) {
    console.log(`clusterThroughput: skipped, apt-get install -y ${missing.join(' ')}`);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'card-web-cluster-throughput-'));
  let db: Kysely<Database> | null = null;
  try {
    const cluster = await startCluster({ folder, basePort, serverEnvironment: { NODE_ENV: 'test', LOG_LEVEL: 'warn' } });
    const baseUrl = cluster.topology.publicUrl;
    db = await createDatabase({ kind: 'postgres', url: cluster.topology.databaseUrl }, () => undefined);
    const database = db;
    const applicants = await Promise.all(applicantIds(connections).map((loginId) => logIn(database, baseUrl, loginId)));
    process.env.BENCH_CONNECTION_HEADERS = JSON.stringify(
      applicants.map((applicant) => ({
        cookie: applicant.cookie,
        ppcdCredential: applicant.credential,
        'content-type': 'application/json',
        'idempotency-key': 'cluster-[<id>]',
      })),
    );
    const perConnection = fileURLToPath(new URL('./perConnectionHeaders.cjs', import.meta.url));
    const heavy = await memberHeaders(database, baseUrl, 'member-heavy');
    const pages = await statementPages(baseUrl, heavy);

    const results: Measurement[] = [];
    let up = cluster.topology.servers.map((server) => server.name);
    while (up.length > 0) {
      results.push(
        await load(cluster, up, 'step save (POST flows/apply/steps/attribute)', {
          url: `${baseUrl}/external/v1/flows/apply/steps/attribute${query}`,
          method: 'POST',
          body: JSON.stringify({ answers: employeeAnswers.attribute }),
          idReplacement: true,
          setupClient: perConnection,
        }),
      );
      results.push(
        await load(cluster, up, `statement page (${pages.length} pages in turn)`, { url: baseUrl, headers: heavy, requests: pages }),
      );
      const leaving = up.at(-1);
      up = up.slice(0, -1);
      if (leaving === undefined || up.length === 0) break;
      const part = cluster.parts[leaving];
      if (part) await stopProcess(part, 10_000);
      // HAProxy checks every second and takes a server out on its first failed check.
      const stillServed = cluster.topology.servers.find((server) => server.name === leaving);
      while (stillServed && (await httpStatus(`http://127.0.0.1:${stillServed.port}/readyz`)) !== null) await sleep(200);
      await sleep(2500);
    }
    const load1 = loadavg().map((value) => value.toFixed(2));
    console.log(`${connections} connections, ${duration} s each; load average after (1/5/15 min): ${load1.join(' ')}`);
    console.table(
      results.map(({ cpuMsPerRequest, ...row }) => ({
        ...row,
        'CPU ms/req instances': cpuMsPerRequest.instances,
        postgres: cpuMsPerRequest.postgres,
        haproxy: cpuMsPerRequest.haproxy,
        'load generator': cpuMsPerRequest.loadGenerator,
      })),
    );
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'clusterThroughput.json'), `${JSON.stringify({ connections, duration, results }, null, 2)}\n`);
  } finally {
    await db?.destroy();
    await stopCluster(folder);
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
