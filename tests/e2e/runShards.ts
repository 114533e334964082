import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { reckonedSeconds } from '../helpers/recordedSeconds';
import { failureReportEnd, failureReportStart } from './failureReport';

/**
 * The browser journeys in two halves at once, each half against a server of its own (its own port, embedded
 * database and clamd, as tests/e2e/startServer.ts starts one), so the halves never see each other's demo members.
 * Why: one after another they took 19 of CI's 35 minutes, mostly waiting on a page or a server rather than using a
 * core; two at a time keep both cores busy.
 *
 * Files are dealt to the half with less work so far, the longest first. A file's work is its recorded duration
 * (`durations.json`, seconds, from an earlier run: `E2E_RECORD_DURATIONS=1 npm run test:e2e` writes it anew); a file
 * not in it yet is reckoned by its size at the recorded files' seconds per byte. Dealt by size alone, the halves of
 * CI's run on 2026-11-27 took 699 and 854 s: the longest journeys are not the largest files.
 */
const shardCount = Number(process.env['E2E_SHARDS'] ?? 2);
const basePort = Number(process.env['E2E_PORT'] ?? 3999);
const record = process.env['E2E_RECORD_DURATIONS'] === '1';
const folder = 'tests/e2e';
const durationsFile = join(folder, 'durations.json');
const forwarded = process.argv.slice(2);

const recorded: Record<string, number> = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => ({ path: join(folder, name), name, size: statSync(join(folder, name)).size }));
const seconds = reckonedSeconds(
  files,
  (file) => recorded[file.name],
  (file) => file.size,
);
const work = (file: (typeof files)[number]): number => seconds.get(file) ?? 0;

const shards = Array.from({ length: shardCount }, () => ({ files: [] as string[], work: 0 }));
for (const file of [...files].sort((a, b) => work(b) - work(a))) {
  const lightest = shards.reduce((least, shard) => (shard.work < least.work ? shard : least));
  lightest.files.push(file.path);
  lightest.work += work(file);
}

// Only a recording run writes JSON reports, into a folder of its own removed once read.
const reports = record ? mkdtempSync(join(tmpdir(), 'card-web-e2e-')) : '';

/** Each failed journey's report, as its shard printed it, to print again at the end (failureReport.ts). */
const failureReports: string[][] = [];

/** Keeps the lines of failure reports as they pass: a report's lines may come in several chunks. */
function failureReportCollector(): (line: string) => void {
  let open: string[] | undefined;
  return (line) => {
    if (line.includes(failureReportStart)) {
      open = [];
      failureReports.push(open);
    }
    open?.push(line);
    if (open && line.includes(failureReportEnd)) open = undefined;
  };
}

function run(files: readonly string[], index: number): Promise<number> {
  // Each server takes its port and the next (the staff console); 100 apart leaves room for both.
  const port = basePort + index * 100;
  const reporters = record ? ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${index}.json`)}`] : [];
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts', ...reporters, ...forwarded, ...files],
    { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const label = `[e2e ${index + 1}/${shardCount}] `;
  const collect = failureReportCollector();
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => {
        collect(`${label}${line}`);
        return `${label}${line}\n`;
      })
      .join('');
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

interface JsonReport {
  readonly testResults: readonly { readonly name: string; readonly startTime: number; readonly endTime: number }[];
}

/** Each file's seconds from the runs' JSON reports, kept beside the files a partial run did not reach. */
function recordDurations(shardsRun: number): void {
  const measured = { ...recorded };
  for (let index = 0; index < shardsRun; index += 1) {
    const path = join(reports, `${index}.json`);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8')) as JsonReport;
    for (const result of report.testResults) {
      measured[relative(folder, result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10;
    }
  }
  const sorted = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  rmSync(reports, { recursive: true, force: true });
}

const started = shards.filter((shard) => shard.files.length > 0);
for (const [index, shard] of started.entries()) {
  console.log(`[e2e ${index + 1}/${shardCount}] ${shard.files.length} files, about ${Math.round(shard.work)} s as recorded`);
}
const codes = await Promise.all(started.map((shard, i) => run(shard.files, i)));
if (failureReports.length > 0) {
  console.error(`\n${failureReports.length} failed journeys' phones, as they were printed during the run:`);
  for (const report of failureReports) console.error(report.join('\n'));
}
if (record) recordDurations(started.length);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
