/**
 * Lighthouse on three member pages as we serve them, logged in as demo members on a freshly seeded embedded database:
 * the member top `/member` as `regular`, the monthly statement `/member/statement/monthly` as `heavy` (3 years,
 * 10,000 lines, many notices), and the credit-limit raise's first step `/member/setting/balance-raise/purpose` (where
 * the member menu's link lands, flows/balanceRaise.ts) as `regular`. Lighthouse's default mobile profile (simulated
 * 4x CPU slowdown, 150 ms round trips, 1.6 Mbps); the pages run interleaved, BENCH_RUNS times each (default 5), and
 * the medians are reported; never asserted.
 *
 * Per page: performance score, LCP, TBT, CLS, and the API calls (paths under /api/, /external/, /v1/, /v2/, /v3/,
 * /oidc) started before LCP, read from the `network-requests` audit, whose times are those of the observed load:
 * `apiBeforeLcp` compares each request's start (`rendererStartTime` after the audit's `networkStartTimeTs`) with the
 * observed LCP of the same load (`metrics` audit, `observedLargestContentfulPaintTs`), on one clock; `apiBeforeSimLcp`
 * compares the request's relative `rendererStartTime` with the simulated LCP the table reports, which is on another
 * timeline (an upper bound: the simulated LCP is the later of the two). `timedOut` counts the runs where Lighthouse gave up
 * waiting for the page to load and settle (45 s; its run warning says so; the JSON lists the requests still open),
 * `runS` is a run's wall time.
 *
 * `npm run build` first (the bench serves `dist/`), then `npx tsx bench/memberPages.bench.ts`. Prints a table and
 * writes `bench/results/memberPages.json`. Chromium from CHROMIUM_PATH or /usr/bin/chromium; nothing is downloaded.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { startSession } from '../server/sessions/sessionStore';
import { benchNumber, resultsDir } from './benchSettings';
import { cpuSlowdown, servedApp, figures, launchChromium, median, networkItems, runLighthouse } from './lighthouseRuns';

const runs = benchNumber('BENCH_RUNS', 5, 1);

/** The demo members (server/seed/demoAccounts.ts); seedDemoData gives each the member id `member-<loginId>`. */
type DemoMember = 'regular' | 'heavy';

interface Page {
  readonly label: string;
  readonly path: string;
  readonly member: DemoMember;
}

const pages: readonly Page[] = [
  { label: '/member (regular)', path: '/member', member: 'regular' },
  { label: '/member/statement/monthly (heavy)', path: '/member/statement/monthly', member: 'heavy' },
  { label: 'balance-raise/purpose (regular)', path: '/member/setting/balance-raise/purpose', member: 'regular' },
];

/** What counts as an API call: the BFF, the external API and its versions, the identity provider. */
const apiPrefixes = ['/api/', '/external/', '/v1/', '/v2/', '/v3/', '/oidc'];

/** The `metrics` audit's first item (LH.Artifacts.TimingSummary in lighthouse/types/artifacts.d.ts), the fields read. */
interface TimingSummary {
  readonly observedLargestContentfulPaint?: number;
  readonly observedLargestContentfulPaintTs?: number;
}

/** Lighthouse's run warning when the load or the network quiet outlasted its wait (core/gather/driver/navigation.js). */
const timeoutWarning = 'loaded too slowly to finish within the time limit';

interface Run {
  readonly score: number;
  readonly benchmarkIndex: number;
  readonly calibratedSlowdown: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly scriptBytes: number;
  readonly totalBytes: number;
  readonly scripts: number;
  readonly observedLcpMs: number;
  readonly apiCalls: number;
  readonly apiBeforeLcp: number;
  readonly apiBeforeSimLcp: number;
  readonly apiPathsBeforeLcp: readonly string[];
  readonly timedOut: boolean;
  /** Requests still open when Lighthouse stopped (what kept the network from going quiet, if anything). */
  readonly unfinished: readonly string[];
  readonly runMs: number;
  readonly finalUrl: string;
  readonly runWarnings: readonly string[];
}

function pathOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).pathname : null;
  } catch {
    return null;
  }
}

function runOf(lhr: Result, runMs: number): Run {
  const { frames: _frames, ...headline } = figures(lhr);
  const details = lhr.audits['network-requests']?.details as { debugData?: { networkStartTimeTs?: number } } | undefined;
  const networkStartTs = details?.debugData?.networkStartTimeTs ?? Number.NaN;
  const timing = ((lhr.audits['metrics']?.details as { items?: TimingSummary[] } | undefined)?.items ?? [])[0] ?? {};
  const observedLcpTs = timing.observedLargestContentfulPaintTs ?? Number.NaN;
  const api = networkItems(lhr).filter((item) => {
    const path = pathOf(item.url);
    return path !== null && apiPrefixes.some((prefix) => path.startsWith(prefix));
  });
  // Microseconds on the trace's clock: the audit's start plus the request's ms after it.
  const startedBeforeObservedLcp = api.filter(
    (item) => item.rendererStartTime !== undefined && networkStartTs + item.rendererStartTime * 1000 < observedLcpTs,
  );
  const warnings = lhr.runWarnings.map(String);
  return {
    ...headline,
    observedLcpMs: Math.round(timing.observedLargestContentfulPaint ?? Number.NaN),
    apiCalls: api.length,
    apiBeforeLcp: startedBeforeObservedLcp.length,
    apiBeforeSimLcp: api.filter((item) => item.rendererStartTime !== undefined && item.rendererStartTime < headline.lcpMs).length,
    apiPathsBeforeLcp: startedBeforeObservedLcp.map((item) => pathOf(item.url) ?? ''),
    timedOut: warnings.some((warning) => warning.includes(timeoutWarning)),
    unfinished: networkItems(lhr)
      .filter((item) => item.finished === false)
      .map((item) => pathOf(item.url) ?? item.url ?? ''),
    runMs,
    finalUrl: lhr.finalDisplayedUrl,
    runWarnings: warnings,
  };
}

function summary(page: string, measured: readonly Run[]) {
  const of = (
    key:
      | 'score'
      | 'lcpMs'
      | 'tbtMs'
      | 'cls'
      | 'apiBeforeLcp'
      | 'apiBeforeSimLcp'
      | 'apiCalls'
      | 'observedLcpMs'
      | 'runMs'
      | 'benchmarkIndex'
      | 'calibratedSlowdown',
  ) => median(measured.map((run) => run[key]));
  return {
    page,
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    apiBeforeLcp: of('apiBeforeLcp'),
    apiBeforeSimLcp: of('apiBeforeSimLcp'),
    apiCalls: of('apiCalls'),
    observedLcpMs: of('observedLcpMs'),
    timedOut: `${measured.filter((run) => run.timedOut).length}/${measured.length}`,
    unmeasured: `${measured.filter((run) => Number.isNaN(run.score)).length}/${measured.length}`,
    runS: Number((of('runMs') / 1000).toFixed(1)),
    benchmarkIndex: of('benchmarkIndex'),
    calibratedSlowdown: of('calibratedSlowdown'),
  };
}

/** The cookie must open the page itself (no redirect to the login) and the credential call, or the bench measures a login page. */
async function verify(appUrl: string, cookie: string, page: Page): Promise<void> {
  const html = await fetch(`${appUrl}${page.path}`, { headers: { cookie }, redirect: 'manual' });
  const type = html.headers.get('content-type') ?? '';
  if (html.status !== 200 || !type.includes('text/html'))
    throw new Error(`${page.label}: ${page.path} answered ${html.status} ${type} ${html.headers.get('location') ?? ''}`);
  const credential = await fetch(`${appUrl}/api/bff/getCredentialV2`, { headers: { cookie } });
  const body = (await credential.json()) as { data?: { ppcdCredential?: string } };
  if (!credential.ok || typeof body.data?.ppcdCredential !== 'string')
    throw new Error(`${page.label}: getCredentialV2 answered ${credential.status} ${JSON.stringify(body)}`);
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('run "npm run build" first: the bench serves dist/');
  const served = await servedApp();
  const { app } = served;
  const browser = await launchChromium();
  try {
    const appUrl = served.url;
    const cookies = new Map<DemoMember, string>();
    for (const member of new Set(pages.map((page) => page.member))) {
      cookies.set(member, `session=${await startSession(app.db, `member-${member}`)}`);
    }
    const cookieOf = (page: Page): string => cookies.get(page.member) ?? '';
    for (const page of pages) await verify(appUrl, cookieOf(page), page);

    const measured = pages.map((): Run[] => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, page] of pages.entries()) {
        const started = performance.now();
        const lhr = await runLighthouse(browser.port, `${appUrl}${page.path}`, { Cookie: cookieOf(page) });
        const result = runOf(lhr, Math.round(performance.now() - started));
        measured[index]?.push(result);
        if (!result.finalUrl.endsWith(page.path)) console.log(`${page.label}: Lighthouse ended on ${result.finalUrl}`);
      }
    }
    const rows = pages.map((page, index) => summary(page.label, measured[index] ?? []));
    console.log(
      `lighthouse ${runs} runs each, interleaved, mobile profile at ${cpuSlowdown}× CPU; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    console.table(rows);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'memberPages.json'),
      `${JSON.stringify(
        {
          benchmark: 'memberPages',
          date: new Date().toISOString(),
          runs,
          cpuSlowdown,
          apiPrefixes,
          rows,
          pages: pages.map((page, index) => ({ ...page, runs: measured[index] ?? [] })),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    browser.stop();
    await served.close();
  }
}

await main();
