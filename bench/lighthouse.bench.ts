/**
 * Lighthouse on the first application step (`/apply/attribute`, which is also the step with the most fields) as we
 * serve it, against the same step schema drawn by stock @rjsf/core with @rjsf/validator-ajv8 (bench/stock-rjsf/),
 * served with the same compression (prebuilt brotli and gzip files). Lighthouse's default mobile profile: simulated
 * 4x CPU slowdown, 150 ms round trips, 1.6 Mbps. The two pages run interleaved, BENCH_RUNS times each (default 5),
 * and the medians are reported with the ratio to stock; never asserted.
 *
 * `npm run build` first (the bench serves `dist/`), then `npx tsx bench/lighthouse.bench.ts`. Chromium from
 * CHROMIUM_PATH or /usr/bin/chromium; nothing is downloaded.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { chromium as playwright } from 'playwright-core';
import { build } from 'vite';
import { applySchemas } from '../schemas/generated/apply';
import type { JsonObject } from '../schemas/resolveSchema';
import { precompressAssets } from '../scripts/precompressAssets';
import { startSession } from '../server/sessions/sessionStore';
import { benchNumber, resultsDir } from './benchSettings';
import { cpuSlowdown, servedApp, launchChromium, type Measurement, measure, median } from './lighthouseRuns';

const runs = benchNumber('BENCH_RUNS', 5, 1);
const stockRoot = fileURLToPath(new URL('./stock-rjsf/', import.meta.url));
const stockDist = join(resultsDir, 'stock-rjsf');
const step = 'attribute';

/** The schema as a plain JSON Schema: without our `ui:` hints (a stock renderer has none of our widgets). */
function plainSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainSchema);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !key.startsWith('ui:'))
      .map(([key, value]) => [key, plainSchema(value)]),
  );
}

async function buildStockPage(): Promise<void> {
  const schemas: Record<string, JsonObject> = { [step]: applySchemas[step] };
  await build({
    root: stockRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompressAssets()],
    define: { __STEP_SCHEMAS__: JSON.stringify(plainSchema(schemas)) },
    build: { outDir: stockDist, emptyOutDir: true, target: 'es2022' },
  });
}

/** The run whose LCP is the median of its page's runs: the filmstrip shown is a typical load, not the best. */
function typical(measurements: readonly Measurement[]): Measurement | undefined {
  const measured = measurements.filter((measurement) => Number.isFinite(measurement.lcpMs));
  const middle = median(measured.map((measurement) => measurement.lcpMs));
  return [...measured].sort((a, b) => Math.abs(a.lcpMs - middle) - Math.abs(b.lcpMs - middle))[0];
}

/**
 * Each page's filmstrip of a typical run, one row per page with the time of each frame and its LCP, drawn by the
 * same Chromium into `bench/results/lighthouse-filmstrip.png` to look at (issue 20: before and after).
 */
async function drawFilmstrips(
  port: number,
  pages: readonly { readonly label: string; readonly run: Measurement | undefined }[],
): Promise<string> {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const rows = pages
    .map(
      ({ label, run }) =>
        `<section><h2>${escape(label)} — LCP ${run?.lcpMs ?? '?'} ms, score ${run?.score ?? '?'}</h2><ol>${(run?.frames ?? [])
          .map((frame) => `<li><img src="${frame.data}" alt=""><span>${Math.round(frame.timing)} ms</span></li>`)
          .join('')}</ol></section>`,
    )
    .join('');
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 400 } });
    await page.setContent(
      `<!doctype html><meta charset="utf-8"><style>body{font:14px sans-serif;margin:12px}h2{font-size:15px;margin:8px 0}ol{display:flex;gap:6px;list-style:none;padding:0;margin:0}li{display:flex;flex-direction:column;align-items:center}img{width:120px;border:1px solid #999}</style>${rows}`,
    );
    const file = join(resultsDir, 'lighthouse-filmstrip.png');
    await page.screenshot({ path: file, fullPage: true });
    await page.close();
    return file;
  } finally {
    await browser.close();
  }
}

function summary(page: string, measurements: readonly Measurement[]) {
  const of = (key: Exclude<keyof Measurement, 'frames'>) => median(measurements.map((measurement) => measurement[key]));
  return {
    page,
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptKB: Number((of('scriptBytes') / 1024).toFixed(1)),
    totalKB: Number((of('totalBytes') / 1024).toFixed(1)),
    scripts: of('scripts'),
    benchmarkIndex: of('benchmarkIndex'),
    calibratedSlowdown: of('calibratedSlowdown'),
  };
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('run "npm run build" first: the bench serves dist/');
  await buildStockPage();
  const served = await servedApp();
  const { app } = served;
  const stock = Fastify({ logger: false });
  await stock.register(fastifyStatic, { root: stockDist, preCompressed: true });
  const browser = await launchChromium();
  try {
    const appUrl = served.url;
    const stockUrl = await stock.listen({ host: '127.0.0.1', port: 0 });
    // The demo applicant past the consent step: the attribute step is where the application's form begins.
    const session = await startSession(app.db, 'member-applicant');
    const cookie = `session=${session}`;
    const credential = (
      (await (await fetch(`${appUrl}/api/bff/getCredentialV2`, { headers: { cookie } })).json()) as { data: { ppcdCredential: string } }
    ).data.ppcdCredential;
    const consent = await fetch(`${appUrl}/external/v1/flows/apply/steps/acceptPermission?ppcdSwitchServiceFlg=yes`, {
      method: 'POST',
      headers: { cookie, ppcdCredential: credential, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { agreeTerms: true } }),
    });
    if (!consent.ok) throw new Error(`consent: ${await consent.text()}`);

    const ours: Measurement[] = [];
    const theirs: Measurement[] = [];
    for (let run = 0; run < runs; run += 1) {
      ours.push(await measure(browser.port, `${appUrl}/apply/${step}`, { Cookie: cookie }));
      theirs.push(await measure(browser.port, `${stockUrl}/?step=${step}`, {}));
    }
    const rows = [summary(`ours /apply/${step}`, ours), summary(`stock RJSF, same schema`, theirs)];
    const [own, stockRow] = rows;
    console.log(
      `lighthouse ${runs} runs each, interleaved, mobile profile at ${cpuSlowdown}× CPU; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    console.table(rows);
    if (own && stockRow) {
      console.log(
        `ratio to stock: LCP ${(own.lcpMs / stockRow.lcpMs).toFixed(2)}, script bytes ${(own.scriptKB / stockRow.scriptKB).toFixed(2)}, TBT ${(own.tbtMs / Math.max(1, stockRow.tbtMs)).toFixed(2)}`,
      );
    }
    mkdirSync(resultsDir, { recursive: true });
    const withoutFrames = (measurements: readonly Measurement[]) => measurements.map(({ frames: _frames, ...figures }) => figures);
    writeFileSync(
      join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ benchmark: 'lighthouse', date: new Date().toISOString(), runs, cpuSlowdown, step, rows, ours: withoutFrames(ours), stock: withoutFrames(theirs) }, null, 2)}\n`,
    );
    console.log(
      `filmstrips: ${await drawFilmstrips(browser.port, [
        { label: `ours /apply/${step}`, run: typical(ours) },
        { label: 'stock RJSF, same schema', run: typical(theirs) },
      ])}`,
    );
  } finally {
    browser.stop();
    await stock.close();
    await served.close();
  }
}

await main();
