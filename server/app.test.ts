import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../tests/helpers/buildTestApp';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('the page shell', () => {
  it('serves the service top in Japanese with a strict Content-Security-Policy', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="ja">');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts a fresh nonce from the CSP on every script tag, never the build placeholder', async () => {
    const first = await subject.app.inject({ method: 'GET', url: '/' });
    const second = await subject.app.inject({ method: 'GET', url: '/' });
    const nonceOf = (csp: unknown) => /script-src[^;]*'nonce-([^']+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    expect(first.body).not.toContain('__CSP_NONCE__');
    expect(first.body).toMatch(new RegExp(`<script type="module"[^>]*nonce="${nonce}"`));
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown page with 404 and the app shell, so the app can draw Page Not Found', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers every known page with 200, with or without a trailing slash', async () => {
    for (const url of ['/error', '/error/', '/error/session-error?x=1']) {
      expect((await subject.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers an unknown API path with the JSON error shape, not the page', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/external/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ resultInfo: { code: 'ERROR', codeId: '4001', message: '対象の情報が見つかりません。' } });
  });

  it('caches hashed assets for a year and never serves the raw HTML template', async () => {
    const shell = await subject.app.inject({ method: 'GET', url: '/' });
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(shell.body)?.[1];
    expect(asset).toBeDefined();
    const response = await subject.app.inject({ method: 'GET', url: asset ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const template = await subject.app.inject({ method: 'GET', url: '/index.html' });
    expect(template.body).not.toContain('__CSP_NONCE__');
  });
});

describe('the terms page', () => {
  it('serves the documents the consent step links to, with the sections it links to and no script', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/terms.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h2 id="membership">カード会員規約（抜粋）</h2>');
    expect(response.body).toContain('<h2 id="privacy">個人情報の取扱いについて（抜粋）</h2>');
    expect(response.body).not.toContain('<script');
  });
});

describe('health checks', () => {
  it('answers liveness from the process alone', async () => {
    const broken = await buildTestApp();
    await broken.app.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await broken.close().catch(() => undefined);
  });

  it('reports ready when the database answers', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env['TEST_DATABASE'] });
  });

  it('reports not ready within 2 s when the database does not answer in time (a failover under way)', async () => {
    // Every session busy (PGlite has one, the PostgreSQL pool ten): the readiness query waits behind them.
    const sessions = process.env['TEST_DATABASE'] === 'postgres' ? 10 : 1;
    const busy = Array.from({ length: sessions }, () => sql`select pg_sleep(3)`.execute(subject.app.db));
    const started = Date.now();
    const response = await subject.app.inject({ method: 'GET', url: '/readyz' });
    const waited = Date.now() - started;
    await Promise.all(busy);
    expect(response.statusCode).toBe(503);
    expect(waited).toBeGreaterThanOrEqual(1900);
    expect(waited).toBeLessThan(2900);
  });

  it('reports not ready when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.app.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    await broken.close().catch(() => undefined);
  });
});

describe('request ids', () => {
  it('keeps a well-formed x-request-id from the load balancer and echoes it', async () => {
    const kept = await subject.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc12345-from-lb' } });
    expect(kept.headers['x-request-id']).toBe('abc12345-from-lb');
  });

  it('replaces a malformed x-request-id with a fresh UUID, so logs cannot be forged', async () => {
    const replaced = await subject.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\nforged' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
