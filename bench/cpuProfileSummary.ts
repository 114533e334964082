/**
 * Where a CPU profile's time goes, for bench/README.md: self time grouped by package (or by our own folder), then
 * the heaviest functions. Run: npx tsx bench/cpuProfileSummary.ts bench/results/<name>.cpuprofile [rows].
 * Reads profiles written by `node --cpu-prof` or by the step-save bench's BENCH_PROFILE=1.
 */
import { readFileSync } from 'node:fs';
import { argv } from 'node:process';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The package a frame belongs to, our own top folder (server/db, flows, …), or V8's pseudo-frame name. */
function groupOf(frame: ProfileNode['callFrame']): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (inPackage?.[1]) return inPackage[1];
  if (frame.url.startsWith('node:')) return 'node (built-in modules)';
  if (frame.url.startsWith('wasm:')) return 'WebAssembly (PGlite)';
  const ours = /\/(server|flows|schemas|validators|enums|bench)\/([^/]+\/)?/.exec(frame.url);
  if (ours) return ours[2] && ours[1] === 'server' ? `${ours[1]}/${ours[2].slice(0, -1)}` : (ours[1] ?? frame.url);
  return frame.functionName ? `(${frame.functionName.replace(/^\(|\)$/g, '')})` : '(native)';
}

function functionOf(frame: ProfileNode['callFrame']): string {
  const where = frame.url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|flows|schemas|validators|enums|bench)\//, '$1/');
  return `${frame.functionName || '(anonymous)'}${where ? ` ${where}:${frame.lineNumber + 1}` : ''}`;
}

function table(totals: Map<string, number>, all: number, rows: number): string {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => `| ${name} | ${((100 * micros) / all).toFixed(1)} % |`)
    .join('\n');
}

const [file, rowsArgument] = argv.slice(2);
if (!file) throw new Error('usage: tsx bench/cpuProfileSummary.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArgument ?? 15);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const selfTime = new Map<number, number>();
profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

const byGroup = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const micros = selfTime.get(node.id) ?? 0;
  // Idle is time the event loop waited (for the load, or for nothing): not the server's cost.
  if (micros === 0 || node.callFrame.functionName === '(idle)') continue;
  busy += micros;
  byGroup.set(groupOf(node.callFrame), (byGroup.get(groupOf(node.callFrame)) ?? 0) + micros);
  byFunction.set(functionOf(node.callFrame), (byFunction.get(functionOf(node.callFrame)) ?? 0) + micros);
}
const wall = [...selfTime.values()].reduce((sum, micros) => sum + micros, 0);
console.log(`busy ${(busy / 1000).toFixed(0)} ms of ${(wall / 1000).toFixed(0)} ms profiled\n`);
console.log(`| where | share of busy time |\n|---|---|\n${table(byGroup, busy, rows)}\n`);
console.log(`| function | share of busy time |\n|---|---|\n${table(byFunction, busy, rows)}`);
