import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generatedFlows, staleFiles, type GeneratedFlow } from '../scripts/compileSchemas';

describe('generated validator modules', () => {
  it.each(Object.keys(generatedFlows) as GeneratedFlow[])(
    'schemas/generated/%s matches its step schemas (run `npm run schemas` after editing a step)',
    (flow) => {
      expect(staleFiles(flow)).toEqual([]);
    },
  );

  it('evaluates no code at run time', () => {
    const source = readFileSync(`${GENERATED_DIR}apply/attribute.ts`, 'utf8');
    expect(source).not.toMatch(/new Function|eval\(/);
    expect(source).not.toMatch(/from ["']ajv["']/);
  });
});
