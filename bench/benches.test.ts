/**
 * Every bench runs from start to report in its short mode (bench/benchSettings.ts, `BENCH_SHORT=1`): a bench nobody
 * runs stops working unnoticed (stepSave stood at its setup for days). Only that it exits 0 and writes its report is
 * asserted, never a figure: a second of load on a shared machine measures nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/helpers/freePort';

const run = promisify(execFile);
const resultsDir = mkdtempSync(join(tmpdir(), 'card-web-bench-results-'));
afterAll(() => rmSync(resultsDir, { recursive: true, force: true }));

/** Each bench and the report it writes; a new bench file fails the listing test below until it is added here. */
const benches: ReadonlyArray<readonly [file: string, report: string]> = [
  ['bundleSize.bench.ts', 'bundleSize.json'],
  ['cardEvents.bench.ts', 'cardEvents.PGlite.json'],
  ['clusterThroughput.bench.ts', 'clusterThroughput.json'],
  ['crash.bench.ts', 'crash.json'],
  ['keystroke.bench.ts', 'keystroke.json'],
  ['lighthouse.bench.ts', 'lighthouse.json'],
  ['memberPages.bench.ts', 'memberPages.json'],
  ['outboxThroughput.bench.ts', 'outboxThroughput.json'],
  ['overload.bench.ts', 'overload.json'],
  ['statementPage.bench.ts', 'statementPage.PGlite.json'],
  ['stepSave.bench.ts', 'stepSave.PGlite.json'],
  ['telemetryCost.bench.ts', 'telemetryCost.json'],
  ['validateApplication.bench.ts', 'validateApplication.json'],
];

describe('benches in their short mode', () => {
  it('lists every bench of bench/', () => {
    // The cluster benches' short variants are the cluster's own tests (tests/cluster/failover.test.ts and
    // restore.test.ts, project `cluster`): a second cluster here would double their minutes and contend for ports.
    const clusterBenches = ['failover.bench.ts', 'restoreDrill.bench.ts'];
    const files = readdirSync(new URL('./', import.meta.url)).filter(
      (name) => name.endsWith('.bench.ts') && !clusterBenches.includes(name),
    );
    expect(benches.map(([file]) => file).sort()).toEqual(files.sort());
  });

  for (const [file, report] of benches) {
    it(`${file} runs and writes ${report}`, { timeout: 240_000 }, async () => {
      const environment = {
        ...process.env,
        BENCH_SHORT: '1',
        BENCH_RESULTS_DIR: resultsDir,
        // The keystroke bench starts its server on a fixed port by default; another run on the machine may hold it.
        BENCH_PORT: String(await freePort()),
      };
      // execFile rejects on a non-zero exit, with the bench's output in the error.
      await run(process.execPath, ['--import', 'tsx', join('bench', file)], { env: environment, maxBuffer: 64 * 1024 * 1024 });
      expect(JSON.parse(readFileSync(join(resultsDir, report), 'utf8'))).toBeTypeOf('object');
    });
  }
});
