import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { pageFiles } from '../server/plugins/app/pageHints';
import { resultsDir } from './benchSettings';

/**
 * Bytes a phone downloads, brotli-compressed as a CDN would serve them (DESIGN.md budgets). Since the browser runs
 * React again (issue 33), the budgets stand on React's floor: the libraries every page stands on have chunks and
 * budgets of their own (`libraryBudgets`), and what we write is held apart from them. The entry JS ≤ 12 KB (DESIGN.md
 * allows 150; without React it weighs 8.7), every other chunk ≤ 15 KB, the HTML shell within the first round trip
 * (14 KB); on the first application step, our code (every script but the libraries') ≤ 40 KB and all its scripts
 * ≤ 170 KB (issue 33; 120 KB on Preact, issue 20). Bytes are deterministic, so unlike timings these budgets fail the run.
 */
const budgets = { entry: 12 * 1024, chunk: 15 * 1024, html: 14 * 1024, firstStep: 170 * 1024, ourFirstStep: 40 * 1024 };

/**
 * The libraries' chunks (vite.config.ts codeSplitting groups): React with react-router (82 KB), and the form renderer
 * @rjsf/core with the packages it imports (40 KB, under the 111 KB that stock @rjsf/core with validator-ajv8 adds,
 * DESIGN.md). Set a couple of KB above what they weigh, as the budgets below: growth is a decision, not a drift.
 */
const libraryBudgets: Readonly<Record<string, number>> = { react: 84 * 1024, rjsf: 42 * 1024 };

/**
 * The chunks of ours every apply page shares, fetched once per flow: our theme and widgets over the renderer
 * (`form-engine`, 6.7 KB), and the rules in two (`apply-rules`, 7.6 KB: the schema helpers, normalisers, every
 * rule's message and the first step's name rules; `step-rules`, 7.9 KB: every other rule with its data and ajv's
 * runtime helpers, loaded by the first step that calls one). Each compiled step imports by name the rules it calls
 * (validators/ajv.ts), so the first step no longer loads every flow's rules (2026-11-27: `apply-rules` was 15 KB).
 */
// History: the machines with XState and the flows' whole forms left the browser build (the server replays them), each
// step loads its own compiled validator, the landline rule its own runtime and the widgets of a few steps their own
// chunks (2026-11-26); @rjsf/core left `form-engine` for its own `rjsf` chunk with React's return (2026-11-27).
const sharedBudgets: Readonly<Record<string, number>> = {
  'form-engine': 9 * 1024,
  'apply-rules': 10 * 1024,
  'step-rules': 10 * 1024,
  ...libraryBudgets,
};
const flowFormBudget = 24 * 1024;
const sharedGroup = (file: string): string | undefined => Object.keys(sharedBudgets).find((name) => file.startsWith(`${name}-`));
const isLibrary = (file: string): boolean => Object.keys(libraryBudgets).some((name) => file.startsWith(`${name}-`));
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
      const kind = file === entry ? 'entry' : isLibrary(file) ? 'library' : group ? 'shared' : isFlowForm(file) ? 'flowForm' : 'chunk';
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

for (const name of Object.keys(libraryBudgets)) {
  if (!rows.some((row) => row.file.startsWith(`${name}-`))) throw new Error(`no ${name}-*.js chunk: vite.config.ts no longer builds it`);
}

const firstStep = await firstStepScripts();
const bytesOf = (files: readonly string[]): number => files.reduce((sum, file) => sum + brotli(join('dist', file)), 0);
const ours = firstStep.filter((file) => !isLibrary(file.replace(/^assets\//, '')));
rows.push(
  {
    file: `first application step (${firstStep.length} scripts)`,
    kind: 'page',
    bytes: bytesOf(firstStep),
    budget: budgets.firstStep,
  },
  {
    file: `our code on the first application step (${ours.length} scripts: all but ${Object.keys(libraryBudgets).join(', ')})`,
    kind: 'page',
    bytes: bytesOf(ours),
    budget: budgets.ourFirstStep,
  },
);

console.table(rows.map((row) => ({ ...row, kb: (row.bytes / 1024).toFixed(1), ok: row.bytes <= row.budget ? 'yes' : 'OVER' })));
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'bundleSize.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), budgets: { ...budgets, shared: sharedBudgets }, rows }, null, 2),
);
const over = rows.filter((row) => row.bytes > row.budget);
if (over.length) {
  console.error(`over budget: ${over.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
