import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, generatedFlows } from '../scripts/compileSchemas';

describe('generated validator modules', () => {
  it.each(Object.keys(generatedFlows) as (keyof typeof generatedFlows)[])('schemas/generated/%s.ts matches its step schemas (run `npm run schemas` after editing a step)', (flow) => {
    expect(readFileSync(generatedFlows[flow].file, 'utf8')).toBe(generate(flow));
  });

  it('evaluates no code at run time', () => {
    const source = readFileSync(generatedFlows.apply.file, 'utf8');
    expect(source).not.toMatch(/new Function|eval\(/);
    expect(source).not.toMatch(/from ["']ajv["']/);
  });
});
