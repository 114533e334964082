/**
 * The cluster's fault test, long (issue 34): `npm run cluster`'s topology in a temporary folder, applicants saving
 * the name step through HAProxy, kill -9 of one server instance, then of the PostgreSQL primary (Patroni promotes the
 * synchronous standby). tests/cluster/failover.test.ts runs the same with 10 applicants and 4 s phases and asserts.
 * Run: npm run bench:failover → figures on stdout, JSON in bench/results/failover.json. `BENCH_APPLICANTS` (default
 * 20), `BENCH_PHASE_SECONDS` (default 30). Needs Debian's etcd-server, patroni and haproxy; skipped without them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPackages } from '../scripts/cluster/cluster';
import { runFailover } from '../tests/cluster/faultRun';

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

async function main(): Promise<void> {
  const missing = missingPackages();
  if (missing.length > 0) {
    console.log(`failover: skipped, apt-get install -y ${missing.join(' ')}`);
    return;
  }
  const figures = await runFailover({
    applicants: Number(process.env.BENCH_APPLICANTS ?? 20),
    phaseMs: Number(process.env.BENCH_PHASE_SECONDS ?? 30) * 1000,
    basePort: 27_400,
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(figures, null, 2));
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'failover.json'), `${JSON.stringify(figures, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
