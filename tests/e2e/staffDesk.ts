import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { staffTotp } from '../../server/ops/staffIdentityProvider';
import { staffDemoAccounts } from '../../server/seed/staffAccounts';
import { axeViolations } from './axe';
import { screenshotFolder } from './phone';

/** A staff member's desktop (1280 px), logged in to the console as they would: password and the authenticator's code. */
export interface Desk {
  readonly context: BrowserContext;
  readonly page: Page;
  url(path: string): string;
  screenshot(name: string): Promise<void>;
  accessibilityViolations(): Promise<string[]>;
}

/** `opsUrl`: the console of a journey's own server, when not the shared e2e server's. */
export async function openDesk(browser: Browser, loginId: string, wanted = '/', opsUrl = inject('opsUrl')): Promise<Desk> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto(`${opsUrl}${wanted}`);
  const account = staffDemoAccounts.find((candidate) => candidate.loginId === loginId);
  if (!account) throw new Error(`no staff demo account ${loginId}`);
  const totp = staffTotp(account.totpSecret);
  await page.getByLabel('ログインID').fill(loginId);
  await page.getByLabel('パスワード').fill('demo1234');
  await page.getByLabel('確認コード（認証アプリの6桁）').fill(totp.generate());
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForLoadState();
  // A code is accepted once: a second login of this account within its 30 seconds waits for the next code, as a
  // person would read the next one off the app.
  if (await page.getByRole('alert').count()) {
    await page.waitForTimeout(totp.remaining() + 500);
    await page.getByLabel('パスワード').fill('demo1234');
    await page.getByLabel('確認コード（認証アプリの6桁）').fill(totp.generate());
    await page.getByRole('button', { name: 'ログイン' }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth'));
  return {
    context,
    page,
    url: (path) => `${opsUrl}${path}`,
    screenshot: async (name) => {
      await page.screenshot({ path: join(screenshotFolder, `${name}.png`), fullPage: true });
    },
    accessibilityViolations: () => axeViolations(page),
  };
}
