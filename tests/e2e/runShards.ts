import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The browser journeys in two halves at once, each half against a server of its own (its own port, embedded
 * database and clamd, as tests/e2e/startServer.ts starts one), so the halves never see each other's demo members.
 * Why: one after another they took 19 of CI's 35 minutes, mostly waiting on a page or a server rather than using a
 * core; two at a time keep both cores busy. Files are dealt to the lighter half by size, the largest first — size
 * stands in for duration, which a clean checkout does not know.
 */
const shardCount = Number(process.env['E2E_SHARDS'] ?? 2);
const basePort = Number(process.env['E2E_PORT'] ?? 3999);
const folder = 'tests/e2e';
const forwarded = process.argv.slice(2);

const files = readdirSync(folder)
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => join(folder, name))
  .map((path) => ({ path, size: statSync(path).size }))
  .sort((a, b) => b.size - a.size);

const shards = Array.from({ length: shardCount }, () => ({ files: [] as string[], size: 0 }));
for (const file of files) {
  const lightest = shards.reduce((least, shard) => (shard.size < least.size ? shard : least));
  lightest.files.push(file.path);
  lightest.size += file.size;
}

function run(files: readonly string[], index: number): Promise<number> {
  // Each server takes its port and the next (the staff console); 100 apart leaves room for both.
  const port = basePort + index * 100;
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts', ...forwarded, ...files],
    { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const label = `[e2e ${index + 1}/${shardCount}] `;
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `${label}${line}\n`)
      .join('');
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(shards.filter((shard) => shard.files.length > 0).map((shard, i) => run(shard.files, i)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
