/**
 * What every bench reads from its environment besides its own knobs. `BENCH_SHORT=1` runs a bench briefly (a second
 * of load, a few iterations, one Lighthouse run), only to show that it still runs from start to report:
 * bench/benches.test.ts runs each one so, inside the tests, since a bench nobody runs stops working unnoticed. Its
 * figures mean nothing. `BENCH_RESULTS_DIR` sends the reports elsewhere, so a short run never overwrites a real one.
 */
import { fileURLToPath } from 'node:url';

export const shortRun = process.env.BENCH_SHORT === '1';

/** A bench's numeric knob: its own variable when set, else the short run's value or the full one. */
export function benchNumber(variable: string, full: number, short: number): number {
  const given = process.env[variable];
  return given === undefined || given === '' ? (shortRun ? short : full) : Number(given);
}

export const resultsDir = process.env.BENCH_RESULTS_DIR ?? fileURLToPath(new URL('./results/', import.meta.url));
