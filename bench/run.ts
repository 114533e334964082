import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/** `npm run bench`: builds, then runs every bench/*.bench.ts in turn; each prints a table and writes bench/results/. */
spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
let failed = false;
for (const file of readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
