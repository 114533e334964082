import { describe, expect, it } from 'vitest';
import { formatYen, groupedDigits } from './money';

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

describe('groupedDigits', () => {
  it('puts a comma every three digits of a whole number, as ja-JP does', () => {
    expect(groupedDigits(0)).toBe('0');
    expect(groupedDigits(999)).toBe('999');
    expect(groupedDigits(1000)).toBe('1,000');
    expect(groupedDigits(99)).toBe('99');
    expect(groupedDigits(10_000_000)).toBe('10,000,000');
    expect(groupedDigits(-1234)).toBe('-1,234');
  });

  it('writes anything but a whole number as it is, never inventing grouping inside decimals', () => {
    expect(groupedDigits(1.5)).toBe('1.5');
    expect(groupedDigits(Number.NaN)).toBe('NaN');
  });
});
