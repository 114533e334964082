import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { compileHints } from './compileHints';

const folder = mkdtempSync(join(tmpdir(), 'card-web-hints-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A page that loads one of two step modules, which share a chunk: Vite preloads the shared chunk with either. */
async function builtChunks(): Promise<Rollup.OutputChunk[]> {
  writeFileSync(join(folder, 'shared.js'), 'export const shared = (name) => name + "：共有";\n');
  for (const step of ['first', 'second'])
    writeFileSync(join(folder, `${step}.js`), `import { shared } from "./shared.js";\nexport const step = () => shared("${step}");\n`);
  writeFileSync(
    join(folder, 'entry.js'),
    'const load = (second) => (second ? import("./second.js") : import("./first.js")).then((m) => m.step());\nload(location.hash === "#second");\n',
  );
  const output = await build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints(/./)],
    build: { write: false, modulePreload: { polyfill: false }, rolldownOptions: { input: join(folder, 'entry.js') } },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return results.flatMap((result) => result.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk'));
}

describe('compile hints', () => {
  it('open every chunk, above the preload map Vite writes into a chunk that imports another dynamically', async () => {
    const chunks = await builtChunks();
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.code).toContain('__vite__mapDeps');
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) expect(chunk.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});
