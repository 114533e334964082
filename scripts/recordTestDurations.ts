import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run durations`: writes tests/durations.json, each vitest file's seconds by project, from the cache vitest keeps
 * of its last runs (node_modules/.vite/vitest/<hash>/results.json, keyed `project:path`). Run it after a whole
 * `vitest run`, so that tests/helpers/durationSequencer.ts starts the long files first on a clean clone too. The
 * browser journeys keep their own (tests/e2e/durations.json, `E2E_RECORD_DURATIONS=1 npm run test:e2e`): their two
 * halves run as two vitest processes, and each would write this cache over the other's.
 */
const cacheRoot = 'node_modules/.vite/vitest';
const target = 'tests/durations.json';

interface CachedResults {
  readonly results: ReadonlyArray<readonly [key: string, result: { readonly duration: number }]>;
}

const measured: Record<string, number> = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
let read = 0;
for (const folder of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
  const path = join(cacheRoot, folder, 'results.json');
  if (!existsSync(path)) continue;
  const cache = JSON.parse(readFileSync(path, 'utf8')) as CachedResults;
  for (const [key, result] of cache.results) {
    if (key.startsWith('e2e:')) continue;
    measured[key] = Math.round(result.duration / 100) / 10;
    read += 1;
  }
}
if (read === 0) {
  console.error(`no vitest results under ${cacheRoot}: run \`npx vitest run\` first`);
  process.exit(1);
}
const sorted = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${target}: ${read} files`);
