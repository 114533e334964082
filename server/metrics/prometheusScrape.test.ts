import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { freePort } from '../../tests/helpers/freePort';
import { buildOpsApp } from '../ops/opsApp';

/**
 * Issue 56, done when: a real Prometheus (Debian's `prometheus`) scrapes a running instance's console listener and
 * reads back the counter a request just moved. Once per run, on the embedded database: what is scraped does not
 * depend on the database, and the metrics test runs on both.
 */
let subject: TestApp;
let ops: FastifyInstance;
let prometheus: ChildProcess;
let prometheusUrl: string;
let folder: string;
let output = '';

/** What Prometheus answers for an instant query, once it answers one with a sample; the last answer at the deadline. */
async function queried(query: string, accept: (value: number) => boolean): Promise<number | null> {
  let last: number | null = null;
  for (let look = 0; look < 600; look += 1) {
    if (prometheus.exitCode !== null) throw new Error(`prometheus exited (${prometheus.exitCode}):\n${output}`);
    const answer = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(query)}`).catch(() => null);
    if (answer?.ok) {
      const body = (await answer.json()) as { data: { result: { value: [number, string] }[] } };
      const sample = body.data.result[0];
      last = sample ? Number(sample.value[1]) : null;
      if (last !== null && accept(last)) return last;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return last;
}

describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')('a real Prometheus', () => {
  beforeAll(async () => {
    subject = await buildTestApp();
    ops = await buildOpsApp(subject.app);
    await ops.listen({ host: '127.0.0.1', port: 0 });
    const target = `127.0.0.1:${(ops.server.address() as AddressInfo).port}`;
    folder = mkdtempSync(join(tmpdir(), 'card-web-prometheus-'));
    writeFileSync(
      join(folder, 'prometheus.yml'),
      `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: card-web\n    static_configs:\n      - targets: ["${target}"]\n`,
    );
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${join(folder, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(folder, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await ops?.close();
    await subject?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('scrapes the console’s listener and reads back the requests a caller just made', async () => {
    const series = 'http_request_duration_seconds_count{job="card-web",listener="service",route="/healthz",status_class="2xx"}';
    const seen = (await queried('up{job="card-web"}', (value) => value === 1)) === 1;
    expect(seen, output).toBe(true);
    // A series not scraped yet is no sample at all: read it as 0.
    const total = `sum(${series}) or vector(0)`;
    const before = await queried(total, () => true);
    for (let call = 0; call < 3; call += 1) expect((await subject.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(before).not.toBeNull();
    expect(await queried(total, (value) => value >= (before ?? 0) + 3)).toBe((before ?? 0) + 3);
  });
});
