import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';

/** Every step and result schema file under schemas/ (not the generated modules), with the `$id` its place gives it. */
export interface StepSchemaFile {
  readonly file: string;
  readonly expectedId: string;
  readonly read: () => unknown;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const schemasDir = join(root, 'schemas');

export function stepSchemaFiles(): StepSchemaFile[] {
  const found: StepSchemaFile[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'generated') visit(path);
      else if (entry.isFile() && entry.name.endsWith('.json')) {
        const id = relative(schemasDir, path)
          .replace(/\\/g, '/')
          .replace(/\.json$/, '');
        found.push({
          file: relative(root, path).replace(/\\/g, '/'),
          expectedId: id,
          read: () => JSON.parse(readFileSync(path, 'utf8')) as unknown,
        });
      }
    }
  };
  visit(schemasDir);
  return found;
}
