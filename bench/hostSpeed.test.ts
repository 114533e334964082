import { afterEach, describe, expect, it, vi } from 'vitest';
import { calibratedSlowdown, chosenSlowdown } from './hostSpeed';

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

describe('the slowdown a bench measures at', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is 4× unless BENCH_CPU_RATE names another, and the calibrated one only where the index was measured', () => {
    expect(chosenSlowdown()).toBe(4);
    vi.stubEnv('BENCH_CPU_RATE', '2.5');
    expect(chosenSlowdown()).toBe(2.5);
    vi.stubEnv('BENCH_CPU_RATE', 'calibrated');
    expect(chosenSlowdown(3.7)).toBe(3.7);
    expect(() => chosenSlowdown()).toThrow(/BENCH_CPU_RATE/);
    vi.stubEnv('BENCH_CPU_RATE', '0.5');
    expect(() => chosenSlowdown(3.7)).toThrow(/BENCH_CPU_RATE/);
  });
});
