import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Bytes a phone downloads, brotli-compressed as a CDN would serve them (DESIGN.md budgets): entry JS
 * ≤ 150 KB, every other chunk ≤ 15 KB, the HTML shell within the first round trip (14 KB). Bytes are
 * deterministic, so unlike timings this budget fails the run.
 */
const budgets = { entry: 150 * 1024, chunk: 15 * 1024, html: 14 * 1024 };

/**
 * The chunks every apply page shares, fetched once per flow (vite.config.ts codeSplitting groups): the renderer,
 * held under the 111 KB that stock @rjsf/core with validator-ajv8 adds (DESIGN.md), and the flow's rules (machine,
 * compiled step validators, the Japanese rules with their phone and country data).
 */
// Set a few KB above what they weigh (44 KB and 56 KB once only Japan's phone metadata ships), so growth is a
// decision, not a drift.
// Each flow's form module (schemas and compiled step validators, `flow-<id>`) is a chunk of its own, loaded when the
// flow's first page opens; the apply flow's 37 steps weigh 20 KB. They left `apply-rules`, and so did the machines
// with XState (the server replays them; the browser build no longer contains them, vite.config.ts), so its budget
// went down (64 → 44 KB, it weighs 38): the bytes a person downloads for the apply flow went down by the machines' 14 KB.
const sharedBudgets: Readonly<Record<string, number>> = { 'form-engine': 50 * 1024, 'apply-rules': 44 * 1024 };
const flowFormBudget = 24 * 1024;
const sharedGroup = (file: string): string | undefined => Object.keys(sharedBudgets).find((name) => file.startsWith(`${name}-`));
const isFlowForm = (file: string): boolean => /^flow-\w+-[\w-]+\.js$/.test(file);

const brotli = (path: string): number =>
  brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const html = readFileSync('dist/index.html', 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('dist/index.html has no entry script: run "npm run build" first');

const rows = [
  { file: 'index.html', kind: 'html', bytes: brotli('dist/index.html'), budget: budgets.html },
  ...readdirSync('dist/assets')
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const group = sharedGroup(file);
      const kind = file === entry ? 'entry' : group ? 'shared' : isFlowForm(file) ? 'flowForm' : 'chunk';
      const budget = kind === 'entry' ? budgets.entry : group ? sharedBudgets[group]! : kind === 'flowForm' ? flowFormBudget : budgets.chunk;
      return { file, kind, bytes: brotli(join('dist/assets', file)), budget };
    }),
].sort((a, b) => b.bytes - a.bytes);

console.table(rows.map((row) => ({ ...row, kb: (row.bytes / 1024).toFixed(1), ok: row.bytes <= row.budget ? 'yes' : 'OVER' })));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundleSize.json', JSON.stringify({ measuredAt: new Date().toISOString(), budgets: { ...budgets, shared: sharedBudgets }, rows }, null, 2));
const over = rows.filter((row) => row.bytes > row.budget);
if (over.length) {
  console.error(`over budget: ${over.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
