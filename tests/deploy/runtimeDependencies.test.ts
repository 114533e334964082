/**
 * The image installs `npm ci --omit=dev` (Containerfile): every package the running service loads must be a
 * dependency, not a dev dependency, or the container stops at its first import. Walked from what runs in it: the
 * server (with its PGlite thread), the server drawing the built bundle was made from, and the scripts an operator runs
 * beside it (README: `npm run outbox`, `campaign-rewards`, `staff`).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeImports } from './runtimeImports';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const entries = [
  'server/main.ts',
  'src/ssr/renderPage.tsx',
  'scripts/outbox.ts',
  'scripts/campaignRewards.ts',
  'scripts/staff.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
];

describe('what the container runs', () => {
  const { packages, unresolved, files } = runtimeImports(entries);

  it('finds every file it imports', () => {
    expect(unresolved).toEqual([]);
    // The walk reaches the database and the web server, or it walked nothing.
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['fastify', 'kysely', 'pg', '@electric-sql/pglite', 'react-dom']));
  });

  it('loads only packages that `npm ci --omit=dev` installs', () => {
    const outside = [...packages].filter(([name]) => !(name in manifest.dependencies)).map(([name, file]) => `${name} (${file})`);
    expect(outside).toEqual([]);
  });

  it('finds every file it loads in the image: .dockerignore leaves none of them out', () => {
    const ignored = readFileSync(new URL('../../.dockerignore', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    const root = new URL('../../', import.meta.url).pathname;
    const left = files
      .map((file) => relative(root, file))
      .filter((file) => ignored.some((entry) => file === entry || file.startsWith(`${entry}/`)));
    expect(left).toEqual([]);
  });

  it('runs its TypeScript through tsx, a dependency', () => {
    expect(manifest.dependencies).toHaveProperty('tsx');
    expect(manifest.devDependencies).not.toHaveProperty('tsx');
  });
});
