import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { pageFiles } from '../server/plugins/app/pageHints';

/**
 * Bytes a phone downloads, brotli-compressed as a CDN would serve them (DESIGN.md budgets): entry JS
 * ≤ 150 KB (DESIGN.md; held at 40, it weighs 34 since the browser runs on Preact), every other chunk ≤ 15 KB, the
 * HTML shell within the first round trip (14 KB), and all the scripts of the first application step ≤ 120 KB (issue
 * 20). Bytes are deterministic, so unlike timings this budget fails the run.
 */
const budgets = { entry: 40 * 1024, chunk: 15 * 1024, html: 14 * 1024, firstStep: 120 * 1024 };

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
// Since each step loads its own compiled validator, the landline rule its own runtime and the widgets of a few steps
// their own chunks (2026-11-26), they weigh 46 and 15 KB.
const sharedBudgets: Readonly<Record<string, number>> = { 'form-engine': 48 * 1024, 'apply-rules': 18 * 1024 };
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
      const budget =
        kind === 'entry' ? budgets.entry : group ? sharedBudgets[group]! : kind === 'flowForm' ? flowFormBudget : budgets.chunk;
      return { file, kind, bytes: brotli(join('dist/assets', file)), budget };
    }),
].sort((a, b) => b.bytes - a.bytes);

/**
 * What the first application step (`/apply/attribute`, drawn by the server) loads: the entry with what it imports,
 * and the modules the page shell starts for the step (server/plugins/app/pageHints.ts), from Vite's manifest.
 */
async function firstStepScripts(): Promise<string[]> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { readonly file: string; readonly imports?: readonly string[] }
  >;
  const scripts = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  const entryKey = Object.entries(manifest).find(([, chunk]) => (chunk as { readonly isEntry?: boolean }).isEntry)?.[0];
  if (!entryKey) throw new Error('the manifest names no entry: run "npm run build" first');
  visit(entryKey);
  const hinted = (await pageFiles('dist'))('/apply/attribute', { schema: 'apply/attribute', page: 'form' });
  hinted.scripts.forEach((file) => scripts.add(file));
  return [...scripts];
}

const firstStep = await firstStepScripts();
rows.push({
  file: `first application step (${firstStep.length} scripts)`,
  kind: 'page',
  bytes: firstStep.reduce((sum, file) => sum + brotli(join('dist', file)), 0),
  budget: budgets.firstStep,
});

console.table(rows.map((row) => ({ ...row, kb: (row.bytes / 1024).toFixed(1), ok: row.bytes <= row.budget ? 'yes' : 'OVER' })));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/bundleSize.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), budgets: { ...budgets, shared: sharedBudgets }, rows }, null, 2),
);
const over = rows.filter((row) => row.bytes > row.budget);
if (over.length) {
  console.error(`over budget: ${over.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
