import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generate, schemaFolders, staleFiles } from '../scripts/compileSchemas';

describe('generated validator modules', () => {
  it('match the schema folders (run `npm run schemas` after editing a step)', () => {
    expect(staleFiles()).toEqual([]);
  }, 60_000);

  it('evaluates no code at run time', () => {
    const source = readFileSync(`${GENERATED_DIR}steps/apply/attribute.ts`, 'utf8');
    expect(source).not.toMatch(/new Function|eval\(/);
    expect(source).not.toMatch(/from ["']ajv["']/);
  });

  it('compiles a step two flows share once: the other folder’s file re-exports it', { timeout: 60_000 }, () => {
    const generated = generate();
    expect(generated.get('steps/memberBank/bankList.ts')).toMatch(/^export \* from '\.\.\/bank\/bankList';$/m);
    expect(generated.get('steps/memberBank/bankList.ts')).not.toMatch(/function validate/);
    expect(generated.get('memberBank.ts')).toContain("import * as step$bankList from './steps/memberBank/bankList';");
  });

  it('finds a new folder with no list to edit: its object schemas are steps, its other files result pages', () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-'));
    mkdirSync(join(root, 'paylater'));
    const step = {
      $id: 'paylater/setting',
      title: 'あと払いの設定',
      type: 'object',
      required: ['on'],
      properties: { on: { type: 'boolean', title: 'あと払い' } },
    };
    writeFileSync(join(root, 'paylater', 'setting.json'), JSON.stringify(step));
    writeFileSync(join(root, 'paylater', 'complete.json'), JSON.stringify({ $id: 'paylater/complete', title: '設定しました' }));
    const folders = schemaFolders(root);
    expect(folders.map((folder) => folder.name)).toEqual(['paylater']);
    const generated = generate(folders);
    expect([...generated.keys()].sort()).toEqual(['paylater.steps.ts', 'paylater.ts', 'steps/paylater/setting.ts']);
    expect(generated.get('paylater.ts')).toContain('export type PaylaterStepId = "setting";');
    expect(generated.get('paylater.ts')).toContain("import complete from '../paylater/complete.json';");
  });

  it('refuses a shared file that names no schema', () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-'));
    mkdirSync(join(root, 'broken'));
    writeFileSync(join(root, 'broken', 'zipcode.json'), JSON.stringify({ 'x-shared': 'apply/zipcod' }));
    expect(() => generate(schemaFolders(root))).toThrow(/shares apply\/zipcod, which is no schema file/);
  });
});
