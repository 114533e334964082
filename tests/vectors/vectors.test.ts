import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatFailure, runVectors } from '../../scripts/vectors.js';

const here = fileURLToPath(new URL('.', import.meta.url));

describe('conformance vectors (copied from ../shared/vectors)', () => {
  it('passes every case through the same runner as npm run vectors', () => {
    const report = runVectors([here]);
    expect(report.failures.map(formatFailure)).toEqual([]);
    expect(report.passed).toBeGreaterThan(300);
  });

  it('fails an unknown rule id instead of skipping it', () => {
    const bad = fileURLToPath(new URL('./fixtures/unknownRule.json', import.meta.url));
    const report = runVectors([bad]);
    expect(report.failed).toBe(1);
    expect(report.failures[0]?.got).toContain('unknown rule');
  });
});
