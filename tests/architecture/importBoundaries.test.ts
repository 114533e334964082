import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: the browser (src/) and the server (server/) share contracts through top-level folders of their own
 * (api/, routing/, views/, and flows/, schemas/, validators/, enums/), never by importing each other. A server module
 * importing src/ would run browser code on the server (and the other way round put server code in the bundle); the
 * folders both import must not lean on either side, or the import comes back one step removed.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const skipped = new Set(['node_modules', 'dist', '.ssr']);
const shared = ['api', 'routing', 'views', 'flows', 'schemas', 'validators', 'enums'];

/** Every .ts/.tsx file under `folder` (relative to the repository's root). */
function sourceFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (skipped.has(entry.name)) return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(join(root, folder));
}

interface ImportFound {
  /** The importing file, relative to the repository's root, with its line. */
  readonly at: string;
  readonly specifier: string;
  /** The top-level folder the specifier resolves into, or null for a package. */
  readonly folder: string | null;
}

/**
 * The imports of one file's text: `import … from`, `import '…'`, `export … from`, `import('…')` (also in a type),
 * found by TypeScript's own scanner, so one in a comment or a string does not count. A relative specifier is resolved
 * against the file, one starting with `/` against the repository's root (as Vite does); any other names a package.
 */
function importsOf(file: string, text: string): ImportFound[] {
  const lineOf = (position: number) => text.slice(0, position).split('\n').length;
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName: specifier, pos }) => {
    const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier.startsWith('/') ? join(root, specifier) : null;
    const inRepo = target === null ? null : relative(root, target);
    return {
      at: `${relative(root, file)}:${lineOf(pos)}`,
      specifier,
      folder: inRepo === null || inRepo.startsWith('..') ? null : (inRepo.split(sep)[0] ?? null),
    };
  });
}

/** The imports of the files under `folders` that resolve into one of `forbidden`, as "file:line imports 'specifier'". */
function crossings(folders: readonly string[], forbidden: readonly string[], include: (file: string) => boolean = () => true): string[] {
  return folders
    .flatMap(sourceFiles)
    .filter(include)
    .flatMap((file) => importsOf(file, readFileSync(file, 'utf8')))
    .filter(({ folder }) => folder !== null && forbidden.includes(folder))
    .map(({ at, specifier }) => `${at} imports '${specifier}'`);
}

describe('import boundaries', () => {
  it('the server imports nothing from the browser app (src/)', () => {
    expect(crossings(['server'], ['src'])).toEqual([]);
  });

  it('the browser app imports nothing from the server (server/)', () => {
    expect(crossings(['src'], ['server'])).toEqual([]);
  });

  it('the folders both sides import (api, routing, views, flows, schemas, validators, enums) import neither side', () => {
    // Their tests may reach into either side to check the two agree.
    const notATest = (file: string) => !/\.test\.tsx?$/.test(file);
    expect(crossings(shared, ['src', 'server'], notATest)).toEqual([]);
  });

  it('finds every form of import, and only real ones', () => {
    const file = join(root, 'server', 'plugins', 'app', 'example.ts');
    const text = [
      "import { a } from '../../../src/a';",
      "import type { B } from '../../../src/b';",
      "import '../../../src/c.css';",
      "export { d } from '../../../src/d';",
      "export * from '../../../src/e';",
      "const f = await import('../../../src/f');",
      "type G = typeof import('../../../src/g');",
      "import { h } from '/src/h';",
      "// import { i } from '../../../src/i';",
      'const j = "from \'../../../src/j\'";',
      "import { k } from '../../../api/k';",
      "import { l } from '../../src/l';",
      "import { m } from 'react';",
    ].join('\n');
    const found = importsOf(file, text).filter(({ folder }) => folder === 'src');
    expect(found.map(({ specifier }) => specifier)).toEqual([
      '../../../src/a',
      '../../../src/b',
      '../../../src/c.css',
      '../../../src/d',
      '../../../src/e',
      '../../../src/f',
      '../../../src/g',
      '/src/h',
    ]);
    expect(found[5]?.at).toBe(`server${sep}plugins${sep}app${sep}example.ts:6`);
  });
});
