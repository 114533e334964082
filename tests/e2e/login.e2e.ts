import { describe, expect, it } from 'vitest';
import { press } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { hydrated, phonesForThisFile, type Phone } from './phone';

const phones = phonesForThisFile();
let phone: Phone;

async function isAuthenticated(p: Phone): Promise<boolean> {
  return p.page.evaluate(async () => {
    const answer = (await (await fetch('/api/bff/webToken')).json()) as { data: { isAuthentication: boolean } };
    return answer.data.isAuthentication;
  });
}

describe('login through the embedded OpenID provider on a 390-pixel phone', () => {
  it('logs a member in with the real login page and comes back to the wanted page', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/login?redirect=/'));
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('ログイン');
    expect(await phone.page.getAttribute('html', 'lang')).toBe('ja');
    await phone.screenshot('login-form');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.getByLabel('ログインID').fill('regular');
    await phone.page.getByLabel('パスワード').fill('demo1234');
    await press(phone, 'ログインする');
    await phone.page.waitForURL(phone.url('/'));
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('スマホで申し込めるクレジットカード');
    expect(await isAuthenticated(phone)).toBe(true);
    const cookies = await phone.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(phone.problems).toEqual([]);

    await phone.page.evaluate(() => fetch('/api/bff/clearCookie'));
    expect(await isAuthenticated(phone)).toBe(false);
  });

  it('stays logged in when the request for the card credential never gets an answer', async () => {
    phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, await personLike(phone, 'regular'), '/member');
    await page.waitForURL(phone.url('/member'));
    // The member top came drawn by the server with a credential; the browser keeps it once a page of its own reads.
    await hydrated(phone);
    await page.getByRole('link', { name: 'ご利用明細', exact: true }).first().click();
    await page.waitForURL(phone.url('/member/statement/top'));
    // Read, so the credential the page was drawn with is kept before it is taken away below.
    await expect.poll(() => page.getByRole('heading', { name: '最近12か月のご請求額' }).count()).toBe(1);
    // Nothing kept in the browser, so the next page asks the server for a credential; the connection drops on the
    // way, as it does when the member taps elsewhere before the answer came (the browser aborts the request).
    await page.evaluate(() => localStorage.clear());
    let dropped = 0;
    await page.route('**/api/bff/getCredentialV2*', async (route) => {
      dropped += 1;
      await route.abort('failed');
    });
    await page.getByRole('link', { name: '会員トップへ' }).click();
    await expect.poll(() => dropped).toBeGreaterThan(0);
    await page.unroute('**/api/bff/getCredentialV2*');
    await page.waitForTimeout(500);
    expect(await isAuthenticated(phone)).toBe(true);
    await page.goto(phone.url('/member'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(page.url()).toBe(phone.url('/member'));
  });

  it('shows a Japanese error on the login page for a wrong password and stays logged out', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/login?redirect=/'));
    await phone.page.getByLabel('ログインID').fill('regular');
    await phone.page.getByLabel('パスワード').fill('wrong-password');
    await phone.page.getByRole('button', { name: 'ログインする' }).click();
    await expect.poll(() => phone.page.getByRole('alert').textContent()).toBe('ログインIDまたはパスワードが正しくありません。');
    expect(await phone.page.getByLabel('ログインID').inputValue()).toBe('regular');
    await phone.screenshot('login-wrong-password');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(await isAuthenticated(phone)).toBe(false);
    expect(phone.problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });
});
