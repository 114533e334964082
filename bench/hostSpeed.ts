/**
 * How fast this host's Chromium runs, in Lighthouse's own measure, and the CPU slowdown that makes it the phone
 * Lighthouse's 4× stands for. Lighthouse's default 4× "moves a typical run in the high-end desktop bracket somewhere
 * into the mid-tier mobile bracket" (lighthouse docs/throttling.md, "Calibrating the CPU slowdown"); a host below that
 * bracket emulates a slower phone at 4×, and Lighthouse warns so under a benchmark index of 1,000. Issue 33's budgets
 * are stated at 4×, so the benches keep 4× as their figure and report the host's index and calibrated slowdown beside
 * it, to read figures taken on different machines together.
 */
import type { Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's BenchmarkIndex (the figure its reports show as "CPU/Memory Power"), run unthrottled in the page. */
export function benchmarkIndexOf(page: Page): Promise<number> {
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
}

/**
 * The slowdown Lighthouse's CPU throttling calculator gives a host of this index to emulate its mid-tier phone
 * (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js, which docs/throttling.md links): 4× at 1,533,
 * 3× at 1,300, 2× at 800, 1× at 150, linear between.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * The slowdown a bench measures at: 4×, unless `BENCH_CPU_RATE` names another, or `calibrated` for this host's
 * calibrated one, which only a bench that has measured the index can pass.
 */
export function chosenSlowdown(calibrated?: number): number {
  const setting = process.env['BENCH_CPU_RATE'] ?? '4';
  const rate = setting === 'calibrated' ? (calibrated ?? Number.NaN) : Number(setting);
  if (!(rate >= 1))
    throw new Error(`BENCH_CPU_RATE must be a slowdown of 1 or more${calibrated === undefined ? '' : ', or calibrated'}: ${setting}`);
  return rate;
}
