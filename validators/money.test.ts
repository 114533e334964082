import { describe, expect, it } from 'vitest';
import { axisYen, formatYen } from './money';

describe('formatYen (SPEC 9)', () => {
  it('groups thousands and puts the yen sign first', () => {
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(999)).toBe('¥999');
    expect(formatYen(1000)).toBe('¥1,000');
    expect(formatYen(1234567)).toBe('¥1,234,567');
  });

  it('writes a negative amount with the triangle before the yen sign', () => {
    expect(formatYen(-1)).toBe('△¥1');
    expect(formatYen(-1000000)).toBe('△¥1,000,000');
  });

  it('refuses an amount that is not whole yen instead of rounding it silently', () => {
    expect(() => formatYen(1.5)).toThrow(RangeError);
    expect(() => formatYen(Number.NaN)).toThrow(RangeError);
  });
});

describe('axisYen, a chart scale', () => {
  it('labels whole 万 as 万 and a smaller tick in grouped yen', () => {
    expect([0, 5_000, 10_000, 250_000, 1_000_000].map(axisYen)).toEqual(['0', '5,000', '1万', '25万', '100万']);
  });
});
