import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureSources, generatedFiles } from './compileFixtures';

describe('the fixtures’ compiled validators', () => {
  it('are up to date with the fixture schemas (run `npm run fixtures` after editing one)', () => {
    const sources = fixtureSources();
    expect(readFileSync(generatedFiles.module, 'utf8')).toBe(sources.module);
    expect(readFileSync(generatedFiles.types, 'utf8')).toBe(sources.types);
  });

  it('contain no run-time code generation, so the strict CSP allows them', () => {
    const source = readFileSync(generatedFiles.module, 'utf8');
    expect(source).not.toMatch(/new Function|eval\(/);
  });
});
