/**
 * The cluster's restore drill, long (issue 56): `npm run cluster`'s topology in a temporary folder with pgBackRest,
 * applicants saving through HAProxy, a full backup, more saves, the target, more saves, the cluster destroyed and
 * restored to the target. tests/cluster/restore.test.ts runs the same with 4 applicants and 3 s phases and asserts.
 * Run: npm run bench:restore → figures on stdout, JSON in bench/results/restoreDrill.json. `BENCH_APPLICANTS`
 * (default 20), `BENCH_PHASE_SECONDS` (default 30). Needs Debian's etcd-server, patroni, haproxy and pgbackrest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPackages } from '../scripts/cluster/cluster';
import { runRestoreDrill } from '../tests/cluster/restoreDrill';

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

async function main(): Promise<void> {
  const missing = missingPackages();
  if (missing.length > 0) {
    console.log(`restore drill: skipped, apt-get install -y ${missing.join(' ')}`);
    return;
  }
  const figures = await runRestoreDrill({
    applicants: Number(process.env.BENCH_APPLICANTS ?? 20),
    phaseMs: Number(process.env.BENCH_PHASE_SECONDS ?? 30) * 1000,
    basePort: 27_600,
    log: (line) => console.log(line),
  });
  const summary = { ...figures, missing: figures.missing.length, resurrected: figures.resurrected.length };
  console.log(JSON.stringify(summary, null, 2));
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'restoreDrill.json'), `${JSON.stringify(figures, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
