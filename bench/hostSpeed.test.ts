import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './hostSpeed';

describe("the slowdown Lighthouse's calculator gives a host", () => {
  it('is 4× for the high-end desktop the default stands for, and less for slower hosts', () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  it('is never below 1×: a host slower than the phone cannot be sped up', () => {
    expect(calibratedSlowdown(60)).toBe(1);
  });
});
