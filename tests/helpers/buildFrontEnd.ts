import { execFileSync } from 'node:child_process';

/** Server tests read the built HTML shell: build it first when sources changed (same rule as `npm start`). */
export default function setup(): void {
  execFileSync('npx', ['tsx', 'scripts/build-if-needed.ts'], { stdio: 'inherit' });
}
