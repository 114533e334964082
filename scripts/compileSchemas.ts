import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliasStep, compileStep, formModule, schemaVersionOf, stepLoaders } from '../schemas/compileFlow';
import type { JsonObject } from '../schemas/resolveSchema';

/**
 * `npm run schemas`: regenerates schemas/generated/ from the folders under schemas/, found on disk, not listed. In a
 * folder, a JSON file whose schema is an object (`"type": "object"`) is a step (its id is the file name), any other
 * is a result page's texts, and `{ "x-shared": "<folder>/<file>" }` is another folder's step or result used here under
 * this file's name. Each step file compiles once, to steps/<folder>/<file>.ts; each folder gets its form module,
 * <folder>.ts, and the list of its step modules the browser loads one by one, <folder>.steps.ts. A test fails when anything generated is stale.
 */
export const SCHEMAS_DIR = fileURLToPath(new URL('../schemas/', import.meta.url));
export const GENERATED_DIR = join(SCHEMAS_DIR, 'generated/');

/**
 * validators/ajvRuntime as a step's generated module (schemas/generated/steps/<folder>/<file>.ts) sees it: the module
 * imports the rules it calls from the rule modules beside it (validators/ajv.ts standaloneModule), never the runtime's tables.
 */
const RUNTIME_IMPORT = '../../../../validators/ajvRuntime';

type SchemaFile =
  | { readonly kind: 'step'; readonly schema: JsonObject }
  | { readonly kind: 'result' }
  | { readonly kind: 'shared'; readonly target: string };

export interface SchemaFolder {
  readonly name: string;
  /** By file name (without `.json`), in file-name order. */
  readonly files: ReadonlyMap<string, SchemaFile>;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function readSchemaFile(path: string): SchemaFile {
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isObject(json)) throw new Error(`${path}: a schema file holds one JSON object`);
  const shared = json['x-shared'];
  if (typeof shared === 'string') return { kind: 'shared', target: shared };
  return json['type'] === 'object' ? { kind: 'step', schema: json } : { kind: 'result' };
}

/** Every schema folder under schemas/ with its files classified. */
export function schemaFolders(root = SCHEMAS_DIR): SchemaFolder[] {
  return readdirSync(root)
    .filter((name) => name !== 'generated' && statSync(join(root, name)).isDirectory())
    .sort()
    .map((name) => {
      const files = new Map<string, SchemaFile>();
      for (const file of readdirSync(join(root, name))
        .filter((file) => file.endsWith('.json'))
        .sort()) {
        files.set(file.slice(0, -'.json'.length), readSchemaFile(join(root, name, file)));
      }
      return { name, files };
    })
    .filter((folder) => folder.files.size > 0);
}

/** What `npm run schemas` writes, by path under schemas/generated/. */
export function generate(folders: readonly SchemaFolder[] = schemaFolders()): ReadonlyMap<string, string> {
  const byId = new Map<string, SchemaFile>();
  for (const folder of folders) for (const [file, found] of folder.files) byId.set(`${folder.name}/${file}`, found);
  /** A shared file's final target (a share of a share is followed), refused when it names nothing or loops. */
  const targetOf = (id: string, seen: readonly string[] = []): { readonly id: string; readonly file: SchemaFile } => {
    const found = byId.get(id);
    if (!found) throw new Error(`schemas/${seen.at(-1) ?? id}.json shares ${id}, which is no schema file`);
    if (found.kind !== 'shared') return { id, file: found };
    if (seen.includes(id)) throw new Error(`schemas/${id}.json: its x-shared loops`);
    return targetOf(found.target, [...seen, id]);
  };
  const files = new Map<string, string>();
  for (const folder of folders) {
    const steps: [string, string][] = [];
    const results: [string, string][] = [];
    const stepSchemas: Record<string, JsonObject> = {};
    for (const [file, found] of folder.files) {
      const id = `${folder.name}/${file}`;
      const target = targetOf(id);
      if (found.kind === 'step') files.set(`steps/${id}.ts`, compileStep(id, found.schema, RUNTIME_IMPORT));
      if (found.kind === 'shared' && target.file.kind === 'step') files.set(`steps/${id}.ts`, aliasStep(target.id));
      if (target.file.kind === 'step') {
        steps.push([file, id]);
        stepSchemas[file] = target.file.schema;
      } else results.push([file, target.id]);
    }
    files.set(
      `${folder.name}.steps.ts`,
      stepLoaders(
        folder.name,
        steps.map(([file]) => file),
      ),
    );
    files.set(`${folder.name}.ts`, formModule({ folder: folder.name, steps, results, schemaVersion: schemaVersionOf(stepSchemas) }));
  }
  return files;
}

function writtenFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .map((path) => relative(dir, join(dir, path)));
  } catch {
    return [];
  }
}

const readOr = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** What differs between schemas/generated/ and what the schema folders generate now. Empty when current. */
export function staleFiles(generated: ReadonlyMap<string, string> = generate(), dir = GENERATED_DIR): string[] {
  const differ = [...generated].filter(([path, text]) => readOr(join(dir, path)) !== text).map(([path]) => path);
  const left = writtenFiles(dir).filter((path) => !generated.has(path));
  return [...differ, ...left];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const generated = generate();
  rmSync(GENERATED_DIR, { recursive: true, force: true });
  for (const [path, text] of generated) {
    mkdirSync(dirname(join(GENERATED_DIR, path)), { recursive: true });
    writeFileSync(join(GENERATED_DIR, path), text);
  }
  console.log(`schemas/generated/: ${generated.size} files`);
}
