import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonesForThisFile, type Phone } from './phone';
import { logInAs } from './logIn';
import { startOwnServer, type OwnServer } from './ownServer';

const phones = phonesForThisFile();
let phone: Phone;

// Demo mode's stand-in for the external sign-up page (server/routes/demoExternalPages.ts), answered by the server.
const signUpPath = '/develop/external/pc-entry';
const windowsChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const heading = (p: Phone) => p.page.getByRole('heading', { level: 1 }).textContent();
const path = (p: Phone) => {
  const url = new URL(p.page.url());
  return `${url.pathname}${url.search}`;
};

/** A second real server with the app-integration flag on, in this process. */
let flagOn: OwnServer;

beforeAll(async () => {
  flagOn = await startOwnServer({ flags: { appIntegrationDay1: true } });
});
afterAll(async () => {
  await flagOn.close();
});

describe('login-required pages', () => {
  it('send a visitor to the login page with the wanted page, its query and the PC security flag, and back after login', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/member/setting/reissue?from=mail'));
    await expect.poll(() => heading(phone)).toBe('ログイン');
    await phone.page.getByLabel('ログインID').fill('regular');
    await phone.page.getByLabel('パスワード').fill('demo1234');
    await phone.page.getByRole('button', { name: 'ログインする' }).click();
    // Back on the wanted page with its query, which then asks for the SMS check.
    await phone.page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Fsetting%2Freissue%3Ffrom%3Dmail'));
    expect(await heading(phone)).toBe('SMS認証');
  });

  it('send a visitor who navigates inside the app to /login too, and let a member through', async () => {
    phone = await phones.open();
    const login = phone.page.waitForRequest((request) => request.url().includes('/login?'));
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('link', { name: 'カードを申し込む' }).click();
    expect(new URL((await login).url()).searchParams.get('redirect')).toBe('/apply/steps');
    // Let that navigation land on the provider's login page before starting another one.
    await phone.page.waitForURL(/\/oidc\/interaction\//);

    await logInAs(phone, 'applicant', '/');
    await phone.page.waitForURL(phone.url('/'));
    await phone.page.getByRole('link', { name: 'カードを申し込む' }).click();
    await phone.page.waitForURL(phone.url('/apply/steps'));
  });

  it('send a visitor of the former members’ area to the service top, and let a logged-in person stay', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/ex-member/top'));
    await phone.page.waitForURL(phone.url('/'));
    await expect.poll(() => heading(phone)).toBe('スマホで申し込めるクレジットカード');

    await logInAs(phone, 'former', '/ex-member/top');
    await phone.page.waitForURL(phone.url('/ex-member/top'));
  });
});

describe('links to the server’s own login page', () => {
  it('load the real login page rather than the app’s 404', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('link', { name: '会員の方はログイン' }).click();
    await expect.poll(() => heading(phone)).toBe('ログイン');
    expect(await phone.page.getByLabel('ログインID').isVisible()).toBe(true);
  });
});

describe('direct entry', () => {
  it('opens a mid-journey step typed into the address bar as the not-direct error, through /allocation', async () => {
    phone = await phones.open();
    await logInAs(phone, 'regular', '/member/cardinfo/cvv');
    await phone.page.waitForURL(phone.url('/error/notdirect'));
    await expect.poll(() => heading(phone)).toBe('このページは直接開けません');
    await phone.screenshot('guard-notdirect');
    expect(await phone.accessibilityViolations()).toEqual([]);
  });

  it('continues from /allocation to a page that stands on its own, and opens journey starts directly', async () => {
    phone = await phones.open();
    await logInAs(phone, 'regular', '/member/first/registration');
    await phone.page.waitForURL(phone.url('/member/first/registration'));
    await expect.poll(() => heading(phone)).toBe('初回登録');
    await phone.page.goto(phone.url('/allocation?to=%2Fmember%2Ffirst%2Fregistration'));
    await phone.page.waitForURL(phone.url('/member/first/registration'));
    // A card member is not a new applicant: the apply flow sends them to add cards from the member pages.
    await phone.page.goto(phone.url('/apply/steps'));
    await expect.poll(() => path(phone)).toBe('/error?type=alreadyMember');
    await expect.poll(() => heading(phone)).toBe('すでにカードをお持ちです');
    await phone.screenshot('guard-already-member');
    expect(await phone.accessibilityViolations()).toEqual([]);
  });
});

describe('unconfirmed members', () => {
  it('go to first registration from member pages, and the page asks for the terms in Japanese', async () => {
    phone = await phones.open();
    await logInAs(phone, 'unconfirmed', '/member/cardinfo');
    await phone.page.waitForURL(phone.url('/member/first/registration'));
    await expect.poll(() => heading(phone)).toBe('初回登録');
    await phone.page.getByRole('button', { name: '登録する' }).click();
    await expect
      .poll(() => phone.page.locator('.field__error').textContent())
      .toBe('会員規約への同意が必要です。内容をご確認のうえ、チェックを入れてください。');
    await phone.screenshot('guard-first-registration');
    expect(await phone.accessibilityViolations()).toEqual([]);
  });

  it('may still open web documents, the bank list and the bank receiver', async () => {
    phone = await phones.open();
    await logInAs(phone, 'unconfirmed', '/member/webdocument');
    await phone.page.waitForURL(phone.url('/member/webdocument'));
    for (const allowed of ['/member/banklist', '/bank/receive']) {
      await phone.page.goto(phone.url(allowed));
      await expect.poll(() => path(phone)).toBe(allowed);
    }
  });
});

describe('apply pages and the browser', () => {
  it('send a PC browser to the external sign-up page, on a page load and on a click in the app', async () => {
    phone = await phones.open();
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const pc = await browser.newContext({ userAgent: windowsChrome, viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
    try {
      // Playwright does not route the target of a redirect, so the page load's redirect is read as it comes.
      const load = await pc.request.get(phone.url('/apply/steps'), { maxRedirects: 0 });
      expect(load.status()).toBe(302);
      expect(load.headers()['location']).toBe(signUpPath);

      const page = await pc.newPage();
      await page.goto(phone.url('/'));
      await page.getByRole('link', { name: 'カードを申し込む' }).click();
      await page.waitForURL(phone.url(signUpPath));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('パソコンからのお申し込み（デモ）');
    } finally {
      await pc.close();
    }
  });

  it('let a smartphone stay on the apply pages', async () => {
    phone = await phones.open();
    await logInAs(phone, 'applicant', '/apply/steps');
    await phone.page.waitForURL(phone.url('/apply/steps'));
    expect(phone.page.url()).not.toContain(signUpPath);
  });
});

describe('the app-integration flag', () => {
  it('when off, answers /apply/app with the 404 page', async () => {
    phone = await phones.open();
    const response = await phone.page.goto(phone.url('/apply/app'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => heading(phone)).toBe('ページが見つかりません');
  });

  it('when on, sends apply pages to /apply/app, which anyone may read', async () => {
    phone = await phones.open();
    await phone.page.goto(`${flagOn.url}/apply/steps`);
    await phone.page.waitForURL(`${flagOn.url}/apply/app`);
    await expect.poll(() => heading(phone)).toBe('アプリからお申し込みください');
    await phone.page.goto(`${flagOn.url}/`);
    await phone.page.getByRole('link', { name: 'カードを申し込む' }).click();
    await phone.page.waitForURL(`${flagOn.url}/apply/app`);
    await phone.screenshot('guard-apply-app');
    expect(await phone.accessibilityViolations()).toEqual([]);
  });
});

describe('unknown routes', () => {
  it('answer 404 with Page Not Found, and a known page answers 200', async () => {
    phone = await phones.open();
    const unknown = await phone.page.goto(phone.url('/member-area/nothing'));
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => heading(phone)).toBe('ページが見つかりません');
    expect((await phone.page.goto(phone.url('/develop')))?.status()).toBe(200);
  });

  it('answer 404 with Page Not Found for an address under a flow that is none of its steps, not 不正な操作', async () => {
    phone = await phones.open();
    await logInAs(phone, 'regular', '/member');
    await phone.page.waitForURL(phone.url('/member'));
    const unknown = await phone.page.goto(phone.url('/member/setting/balance-raise/zzz'));
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => heading(phone)).toBe('ページが見つかりません');
    expect(phone.page.url()).toBe(phone.url('/member/setting/balance-raise/zzz'));
  });
});

describe('the browser back button', () => {
  it('leads from the apply steps page to the service top, not to the page before', async () => {
    phone = await phones.open();
    await logInAs(phone, 'applicant', '/develop');
    await phone.page.waitForURL(phone.url('/develop'));
    await phone.page.getByRole('link', { name: 'カード会員サービス トップ' }).click();
    await phone.page.waitForURL(phone.url('/'));
    await phone.page.getByRole('link', { name: 'カードを申し込む' }).click();
    await phone.page.waitForURL(phone.url('/apply/steps'));
    await phone.page.evaluate(() => history.go(-2));
    await phone.page.waitForURL(phone.url('/'));
    await expect.poll(() => heading(phone)).toBe('スマホで申し込めるクレジットカード');
  });

  it('goes back normally from other pages', async () => {
    phone = await phones.open();
    await logInAs(phone, 'former', '/develop');
    await phone.page.waitForURL(phone.url('/develop'));
    await phone.page.getByRole('link', { name: 'カード会員サービス トップ' }).click();
    await phone.page.waitForURL(phone.url('/'));
    await phone.page.getByRole('link', { name: '退会された方（過去の明細）' }).click();
    await phone.page.waitForURL(phone.url('/ex-member/top'));
    await phone.page.evaluate(() => history.go(-2));
    await phone.page.waitForURL(phone.url('/develop'));
    await expect.poll(() => heading(phone)).toBe('開発者向けページ');
  });
});
