import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_TYPE_LABELS, CardType, PRODUCT_CODE_LABELS, ProductCode } from './card';

const root = fileURLToPath(new URL('..', import.meta.url));
// Everything a person reads comes from these folders (pages, schemas, messages, demo data, docs).
const productFolders = ['src', 'server', 'schemas', 'enums', 'flows', 'validators', 'stories', 'config', 'public'];
const textFile = /\.(ts|tsx|json|md|html|css|svg)$/;

function textFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the regular card has one name everywhere, 一般カード (issue 12)', () => {
  it('is 一般カード in the code tables', () => {
    expect(CARD_TYPE_LABELS[CardType.Regular]).toBe('一般カード');
    expect(PRODUCT_CODE_LABELS[ProductCode.Regular]).toBe('一般カード');
  });

  it('is never called by its other name (通常 + カード) in a page, schema, message, demo account or document', () => {
    const calledOtherwise = [...productFolders.flatMap(textFiles), join(root, 'README.md')].filter((file) =>
      readFileSync(file, 'utf8').includes('通常' + 'カード'),
    );
    expect(calledOtherwise).toEqual([]);
  });
});
