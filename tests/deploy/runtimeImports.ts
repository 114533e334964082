/**
 * The packages a program loads when it runs, found by walking its source from its entry files: what the container's
 * `npm ci --omit=dev` must install. The server runs its TypeScript through tsx with `verbatimModuleSyntax`, so every
 * import but `import type` (and `export type`) is loaded at run time, even one that names types only: that is the
 * rule here too.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** A relative import's file, as tsx finds it: as written, with an extension, `.js` standing for `.ts`, or an index. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => base + extension),
    ...(base.endsWith('.js') ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')] : []),
    ...sourceExtensions.map((extension) => join(base, `index${extension}`)),
  ];
  // A folder named by `new URL` (the migrations) is read, not loaded: found, with nothing behind it to walk.
  return candidates.find(isFile) ?? (existsSync(base) ? base : undefined);
}

/**
 * The specifiers a file loads at run time: static imports and re-exports not marked `type`, `import('literal')`, and
 * files named by `new URL('./literal', import.meta.url)`.
 */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
      // `new URL('./worker.ts', import.meta.url)`: a worker thread's file (the PGlite thread) runs as well; a folder
      // or a stylesheet so named is no module and is left out by the walk.
      const [argument] = node.arguments ?? [];
      if (argument && ts.isStringLiteralLike(argument) && argument.text.startsWith('.')) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

export interface RuntimeImports {
  /** Each package loaded, with one file that imports it (for the failure message). */
  readonly packages: ReadonlyMap<string, string>;
  /** Relative imports no file answers: the walk would be missing what lies behind them. */
  readonly unresolved: readonly string[];
  /** Every file of the project it loads or reads by `new URL`, absolute. */
  readonly files: readonly string[];
}

export function runtimeImports(entries: readonly string[]): RuntimeImports {
  const packages = new Map<string, string>();
  const unresolved: string[] = [];
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!sourceExtensions.some((extension) => file?.endsWith(extension))) continue;
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) queue.push(target);
        else unresolved.push(`${specifier} from ${file}`);
      } else if (!isBuiltin(specifier) && !packages.has(packageName(specifier))) packages.set(packageName(specifier), file);
    }
  }
  return { packages, unresolved, files: [...seen] };
}
