import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../../scripts/precompressAssets';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';

/** A built front end in miniature: a shell, a script worth compressing and one too small to. */
const script = `export const steps = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ step: `step${index}`, title: `ステップ${index}` })))};\n`;
const shell = `<!doctype html><html lang="ja"><head><script nonce="__CSP_NONCE__" type="module" src="/assets/app.js"></script></head><body>${'<p>カード会員サービス</p>'.repeat(80)}</body></html>`;

let dist = '';
let subject: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'card-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'assets', 'app.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny.js'), 'export {};\n');
  const plugin = precompressAssets();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ build: { outDir: dist } } as ResolvedConfig);
  await (plugin.closeBundle as () => Promise<void>)();
  subject = await buildTestApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await subject?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  subject.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression', () => {
  it("sends the build's brotli file to a browser that accepts brotli, and gzip to one that takes only gzip", async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);

    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file the build left whole (too small to gain) as it is to a browser that takes no compression', async () => {
    const tiny = await get('/assets/tiny.js');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });

  it('compresses the page shell per request, with its fresh nonce inside', async () => {
    const page = await get('/', 'gzip, deflate, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['vary']).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(page.rawPayload).toString('utf8');
    expect(html).toContain('カード会員サービス');
    expect(html).not.toContain('__CSP_NONCE__');
    expect(html).toMatch(/nonce="[^"]+"/);
    expect(gunzipSync((await get('/', 'gzip;q=1, br;q=0')).rawPayload).toString('utf8')).toContain('カード会員サービス');
    expect((await get('/')).body).toContain('カード会員サービス');
  });

  it('compresses a JSON answer over a kilobyte and leaves a small one as it is', async () => {
    const campaigns = await get('/feature/production/campaigns.json', 'br');
    expect(campaigns.headers['content-encoding']).toBe('br');
    const plain = await get('/feature/production/campaigns.json');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(brotliDecompressSync(campaigns.rawPayload).toString('utf8'))).toEqual(plain.json());
    const small = await get('/healthz', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
