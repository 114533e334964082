import { describe, expect, it } from 'vitest';
import { tokyoDate } from './tokyoDate';

describe('the date a message was sent, in Tokyo', () => {
  it('is the Tokyo date even when the instant is still the day before in UTC', () => {
    expect(tokyoDate('2026-10-31T16:30:00Z')).toBe('2026-11-01');
    expect(tokyoDate('2026-11-01T00:00:00+09:00')).toBe('2026-11-01');
  });
});
