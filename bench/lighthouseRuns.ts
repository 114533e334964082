/**
 * What the Lighthouse benches share (bench/lighthouse.bench.ts, bench/memberPages.bench.ts): a free port, a headless
 * Chromium with remote debugging (CHROMIUM_PATH or /usr/bin/chromium; nothing is downloaded), one Lighthouse run with
 * the default mobile profile and its headline figures, a median, and the app served as the benches measure it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import lighthouse, { type Result } from 'lighthouse';
import pino from 'pino';
import { buildApp } from '../server/app';
import { seedDemoData } from '../server/seed/seedDemoData';
import { tokyoToday } from '../server/seed/tokyoToday';
import { calibratedSlowdown, chosenSlowdown } from './hostSpeed';
import { freePort } from '../tests/helpers/freePort';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Lighthouse's simulated CPU slowdown: its mobile default, 4×, unless `BENCH_CPU_RATE` names another, such as the
 * calibrated slowdown a run reports for this host (bench/hostSpeed.ts).
 */
export const cpuSlowdown = chosenSlowdown();

export async function launchChromium(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'card-web-lighthouse-'));
  const child = spawn(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    stop: () => {
      child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** One frame of Lighthouse's filmstrip (audit `screenshot-thumbnails`): when it was taken, and the JPEG. */
export interface Frame {
  readonly timing: number;
  readonly data: string;
}

export interface Measurement {
  readonly frames: readonly Frame[];
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly scriptBytes: number;
  readonly totalBytes: number;
  readonly scripts: number;
  /** The host's speed as Lighthouse measured it for this run ("CPU/Memory Power"), and the slowdown it calls for. */
  readonly benchmarkIndex: number;
  readonly calibratedSlowdown: number;
}

/**
 * A row of the `network-requests` audit (lighthouse/core/audits/network-requests.js): the times are ms after the
 * earliest request's renderer start, undefined when not known.
 */
export interface NetworkItem {
  readonly url?: string;
  readonly resourceType?: string;
  readonly transferSize?: number;
  readonly rendererStartTime?: number;
  readonly networkRequestTime?: number;
  readonly networkEndTime?: number;
  readonly statusCode?: number;
  readonly finished?: boolean;
}

/** One Lighthouse run, performance only, the default mobile profile; a runtime error is printed, not thrown. */
export async function runLighthouse(port: number, url: string, headers: Record<string, string>): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) console.log(`lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

export function networkItems(lhr: Result): NetworkItem[] {
  return (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
}

/** A run's headline figures (NaN for a metric Lighthouse could not measure). */
export function figures(lhr: Result): Measurement {
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = networkItems(lhr).filter((item) => item.resourceType === 'Script');
  return {
    frames: ((lhr.audits['screenshot-thumbnails']?.details as { items?: Frame[] } | undefined)?.items ?? []).map(({ timing, data }) => ({
      timing,
      data,
    })),
    // No score when Lighthouse could not measure the page: NaN, as its metrics, rather than a score of 0.
    score: Math.round((lhr.categories['performance']?.score ?? Number.NaN) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    totalBytes: Math.round(audit('total-byte-weight')),
    scripts: scripts.length,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    calibratedSlowdown: Number(calibratedSlowdown(lhr.environment.benchmarkIndex).toFixed(2)),
  };
}

export async function measure(port: number, url: string, headers: Record<string, string>): Promise<Measurement> {
  return figures(await runLighthouse(port, url, headers));
}

/**
 * The median of what was measured: a run Lighthouse could not measure gives NaN, which is left out rather than sorted
 * among the figures (NaN breaks the sort's order, and moved a median of five by one place on 2026-11-28).
 */
export const median = (values: readonly number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The real app on a freshly seeded embedded database, listening on 127.0.0.1 at the origin it believes it has: a page
 * at another origin has its POSTs refused as cross-site (until 2026-11-27 the analytics POST of every page was, and
 * Lighthouse waited 45 s for it on each run). `DIST_DIR` serves another build than dist/ (a copy of it from before a
 * change, for figures before and after in one sitting), as it does for the server itself.
 */
export async function servedApp(): Promise<{ readonly app: FastifyInstance; readonly url: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'card-web-lighthouse-data-'));
  const port = await freePort();
  const app = await buildApp({
    logStream: pino.destination({ dest: '/dev/null', sync: true }),
    environment: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  });
  await seedDemoData(app.db, { today: tokyoToday() });
  const url = await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
