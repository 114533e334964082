import { describe, expect, it } from 'vitest';
import { pageOf, sampledForWebVitals, WEB_VITALS_SAMPLE_RATE } from './analytics';

describe('analytics', () => {
  it('names a page by its path alone: no query, no hash, no trailing slash', () => {
    expect(pageOf('/member/statement/detail?id=4711#top')).toBe('/member/statement/detail');
    expect(pageOf('/support/webivr/')).toBe('/support/webivr');
    expect(pageOf('/')).toBe('/');
  });

  it('samples web vitals from one page load in ten', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.1);
    const draws = Array.from({ length: 1000 }, (_, index) => index / 1000);
    expect(draws.filter(sampledForWebVitals)).toHaveLength(100);
  });
});
