import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { startSession } from '../sessions/sessionStore';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const windowsPc = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

let flagOff: TestApp;
let flagOn: TestApp;
let flagOnConfig: string;

function page(app: FastifyInstance, url: string, options: { session?: string; userAgent?: string } = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': options.userAgent ?? iPhone, accept: 'text/html' },
    cookies: options.session ? { session: options.session } : {},
  });
}

beforeAll(async () => {
  flagOnConfig = mkdtempSync(join(tmpdir(), 'card-web-config-'));
  cpSync('config', flagOnConfig, { recursive: true });
  const flags = JSON.parse(readFileSync(join(flagOnConfig, 'featureFlags.json'), 'utf8')) as {
    flags: Record<string, { enabled: boolean }>;
  };
  flags.flags['appIntegrationDay1']!.enabled = true;
  writeFileSync(join(flagOnConfig, 'featureFlags.json'), JSON.stringify(flags));
  flagOff = await buildTestApp();
  flagOn = await buildTestApp({ CONFIG_DIR: flagOnConfig });
});
afterAll(async () => {
  await flagOff.close();
  await flagOn.close();
  rmSync(flagOnConfig, { recursive: true, force: true });
});

describe('the server applies the routing rules to page loads', () => {
  it('sends a visitor of a login-required page to /login with the page, its query and the PC security flag', async () => {
    const response = await page(flagOff.app, '/member/cardinfo?tab=2');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?redirect=%2Fmember%2Fcardinfo%3Ftab%3D2&pcSecPageFlg=1');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the page to a logged-in member', async () => {
    const session = await startSession(flagOff.app.db, 'member-regular');
    const response = await page(flagOff.app, '/member/cardinfo', { session });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ja">');
  });

  it('sends a shop’s landing whose shop id names no partner shop to the invalid-shop-URL screen, before the login', async () => {
    const response = await page(flagOff.app, '/apply?shopId=ZZ0042&utm_source=shop');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/error?type=invalidShopUrl');
    const partner = await page(flagOff.app, '/apply?shopId=SB0042');
    expect(partner.headers.location).toBe('/login?redirect=%2Fapply%3FshopId%3DSB0042');
  });

  it('sends a visitor of the former members’ area to the service top', async () => {
    const response = await page(flagOff.app, '/ex-member/top');
    expect(response.headers.location).toBe('/');
  });

  it('sends a former member from the member pages to the former members’ area, and serves that area', async () => {
    const session = await startSession(flagOff.app.db, 'member-former');
    expect((await page(flagOff.app, '/member', { session })).headers.location).toBe('/ex-member/top');
    expect((await page(flagOff.app, '/ex-member/top', { session })).statusCode).toBe(200);
  });

  it('sends a card member from the apply pages to the explanation, and lets an applicant through', async () => {
    const member = await startSession(flagOff.app.db, 'member-regular');
    expect((await page(flagOff.app, '/apply/steps', { session: member })).headers.location).toBe('/error?type=alreadyMember');
    const applicant = await startSession(flagOff.app.db, 'member-applicant');
    expect((await page(flagOff.app, '/apply/steps', { session: applicant })).statusCode).toBe(200);
  });

  it('sends an unconfirmed member to first registration, except on web documents, bank list and bank receiver', async () => {
    const session = await startSession(flagOff.app.db, 'member-unconfirmed');
    expect((await page(flagOff.app, '/member/cardinfo', { session })).headers.location).toBe('/member/first/registration');
    for (const path of ['/member/webdocument', '/member/banklist', '/bank/receive', '/member/first/registration']) {
      expect((await page(flagOff.app, path, { session })).statusCode).not.toBe(302);
    }
  });

  it('sends a PC browser from an apply page to the external sign-up page, and lets a phone through', async () => {
    const pc = await page(flagOff.app, '/apply/steps', { userAgent: windowsPc });
    expect(pc.statusCode).toBe(302);
    // Demo mode's stand-in for config/externalPages.json's pcSignUpUrl (routes/demoExternalPages.ts; outside demo mode
    // the configured address, featureFlags.test.ts).
    expect(pc.headers.location).toBe('/develop/external/pc-entry');
    const session = await startSession(flagOff.app.db, 'member-applicant');
    expect((await page(flagOff.app, '/apply/steps', { session })).statusCode).not.toBe(302);
  });

  it('answers /apply/app with 404 while the app-integration flag is off', async () => {
    const response = await page(flagOff.app, '/apply/app');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('sends apply pages to /apply/app while the flag is on, and serves /apply/app to anyone', async () => {
    const redirected = await page(flagOn.app, '/apply/steps', { userAgent: windowsPc });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/apply/app');
    expect((await page(flagOn.app, '/apply/app', { userAgent: windowsPc })).statusCode).toBe(200);
  });

  it('answers an unknown page with 404', async () => {
    expect((await page(flagOff.app, '/no/such/page')).statusCode).toBe(404);
  });

  it('leaves API calls to their own rules', async () => {
    const response = await flagOff.app.inject({ method: 'GET', url: '/api/bff/cardinfo' });
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo.codeId).toBe('4004');
  });
});

describe('the facts the router asks the server for', () => {
  it('tells a visitor apart from an unconfirmed member and carries the flag and the sign-up page', async () => {
    const visitor = await flagOff.app.inject({ method: 'GET', url: '/api/bff/guardContext' });
    expect(visitor.json().data).toEqual({
      isAuthentication: false,
      registrationConfirmed: false,
      formerMember: false,
      cardMember: false,
      appIntegration: false,
      pcSignUpUrl: '/develop/external/pc-entry',
    });
    const session = await startSession(flagOn.app.db, 'member-unconfirmed');
    const unconfirmed = await flagOn.app.inject({ method: 'GET', url: '/api/bff/guardContext', cookies: { session } });
    expect(unconfirmed.json().data).toMatchObject({ isAuthentication: true, registrationConfirmed: false, appIntegration: true });
  });
});

describe('first registration', () => {
  it('needs the terms agreed, confirms the member once and opens the member pages', async () => {
    const session = await startSession(flagOn.app.db, 'member-unconfirmed');
    const refused = await flagOn.app.inject({
      method: 'POST',
      url: '/api/bff/firstRegistration',
      cookies: { session },
      payload: { agreed: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toEqual([
      { field: 'agreed', message: '会員規約への同意が必要です。内容をご確認のうえ、チェックを入れてください。' },
    ]);
    const before = await flagOn.app.inject({ method: 'GET', url: '/api/bff/firstRegistration', cookies: { session } });
    expect(before.json().data).toEqual({
      lastNameKanji: expect.any(String),
      firstNameKanji: expect.any(String),
      registrationConfirmed: false,
    });

    for (let call = 0; call < 2; call += 1) {
      const confirmed = await flagOn.app.inject({
        method: 'POST',
        url: '/api/bff/firstRegistration',
        cookies: { session },
        payload: { agreed: true },
      });
      expect(confirmed.json().data).toEqual({ registrationConfirmed: true });
    }
    expect((await page(flagOn.app, '/member/cardinfo', { session })).statusCode).toBe(200);
  });
});
