import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` builds the front end only when a source file is newer than the last build, so a second start
 * is instant and a fresh clone still works with one command.
 */
const sources = ['src', 'api', 'routing', 'views', 'enums', 'validators', 'schemas', 'flows', 'public', 'index.html', 'vite.config.ts'];

function newestChange(path: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

// The server's page drawing is built last (package.json "build"): both are current when it is.
const built = Math.min(newestChange('dist/index.html'), newestChange('dist/.ssr/renderPage.js'));
const changed = Math.max(...sources.map(newestChange));
if (built === 0 || changed > built) {
  console.log('フロントエンドをビルドしています… (vite build)');
  // What ships, whoever asks: the test runner sets NODE_ENV=test, under which React's JSX would be built for development.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/ssr/renderPage.tsx', '--logLevel', 'warn'], { stdio: 'inherit', env });
}
