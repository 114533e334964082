import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgets } from './index';

const schemasFolder = join(import.meta.dirname, '..', '..', '..', 'schemas');
const storiesFile = join(import.meta.dirname, '..', '..', '..', 'stories', 'Widgets.stories.tsx');

/** Every `ui:widget` a step schema names, read from the JSON files product staff edit. */
function widgetsNamedBySchemas(): Set<string> {
  const named = new Set<string>();
  for (const folder of readdirSync(schemasFolder, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && entry.name !== 'generated',
  )) {
    for (const file of readdirSync(join(schemasFolder, folder.name)).filter((name) => name.endsWith('.json'))) {
      for (const match of readFileSync(join(schemasFolder, folder.name, file), 'utf8').matchAll(/"ui:widget":\s*"(\w+)"/g))
        named.add(match[1]!);
    }
  }
  return named;
}

describe('the widget stories', () => {
  it('show every widget a schema names, except hidden, which draws nothing', () => {
    const stories = new Set(
      [...readFileSync(storiesFile, 'utf8').matchAll(/^export const (\w+): Story/gm)].map((match) => match[1]!.toLowerCase()),
    );
    const named = [...widgetsNamedBySchemas()].filter((name) => name !== 'hidden');
    for (const name of named) expect(Object.keys(widgets), name).toContain(name);
    expect(named.filter((name) => !stories.has(name.toLowerCase()))).toEqual([]);
  });
});
