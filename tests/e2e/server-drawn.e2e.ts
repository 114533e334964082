import { describe, expect, it } from 'vitest';
import { act, field, heading, next, savedFlow, startApplying } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile } from './phone';
import { phoneContextOptions } from './phoneProfile';

const phones = phonesForThisFile();

/** Runs in the page before its own scripts: keeps the first heading the document itself carried. */
function keepFirstHeading(): void {
  const kept = window as unknown as { firstHeading?: Element };
  new MutationObserver((_changes, observer) => {
    const found = document.querySelector('main h1');
    if (!found) return;
    kept.firstHeading = found;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

describe('a flow page drawn by the server (issue 20)', () => {
  it('shows the step before any script runs, then hydrates the same elements instead of drawing them again', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await startApplying(phone, await personLike(phone, 'applicant'));

    // The same session in a browser with scripts off: the step, its question and its button are in the document.
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const scriptless = await browser.newContext({ ...phoneContextOptions, javaScriptEnabled: false });
    try {
      await scriptless.addCookies(await phone.context.cookies());
      const still = await scriptless.newPage();
      await still.goto(phone.url('/apply/accept-permission'));
      expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe('お申し込みの前に');
      expect(await still.getByRole('checkbox', { name: /カード会員規約と個人情報の取扱いに同意します/ }).count()).toBe(1);
      expect(await still.getByRole('button', { name: '次へ' }).count()).toBe(1);
      await still.screenshot({ path: 'tests/artifacts/screenshots/server-drawn-without-script.png', fullPage: true });
    } finally {
      await scriptless.close();
    }

    // Before the app's modules arrive, a tap on 次へ sends nothing: no GET with the answers in the address.
    const early = await phone.context.newPage();
    await early.route('**/assets/*.js', (route) => route.abort());
    await early.goto(phone.url('/apply/accept-permission'));
    await early.getByRole('checkbox', { name: /カード会員規約と個人情報の取扱いに同意します/ }).check();
    await early.getByRole('button', { name: '次へ' }).click();
    await early.waitForTimeout(300);
    expect(early.url()).toBe(phone.url('/apply/accept-permission'));
    await early.close();

    // With scripts: the page asks nothing before it shows, and the app takes over the elements the server drew.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') asked.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(keepFirstHeading);
    await page.goto(phone.url('/apply/accept-permission'));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(
      await page.evaluate(() => (window as unknown as { firstHeading?: Element }).firstHeading === document.querySelector('main h1')),
    ).toBe(true);
    expect(asked.filter((path) => path.includes('/flows/') || path.endsWith('/guardContext'))).toEqual([]);

    // The hydrated page works as a page drawn in the browser does: its answer is saved and the flow moves on.
    await act(phone, { check: 'カード会員規約と個人情報の取扱いに同意します' });
    await next(phone);
    await page.waitForURL(phone.url('/apply/attribute'));

    // The next step, typed into and saved; opened again by its address, it is drawn with the saved answers. The
    // address changes before the step's page has drawn its heading, so the heading is waited for.
    await expect.poll(() => heading(phone)).toBe('お名前');
    await act(phone, { fill: '姓（漢字）', value: '木村' });
    await act(phone, { fill: '名（漢字）', value: '真由美' });
    await act(phone, { fill: '姓（フリガナ）', value: 'きむら' });
    await act(phone, { fill: '名（フリガナ）', value: 'まゆみ' });
    await act(phone, { fill: '姓（ローマ字）', value: 'kimura' });
    await act(phone, { fill: '名（ローマ字）', value: 'mayumi' });
    expect(await field(phone, '姓（フリガナ）').inputValue()).toBe('キムラ');
    await next(phone);
    await page.waitForURL((url) => url.pathname !== '/apply/attribute');
    expect((await savedFlow(phone)).answers['attribute']).toMatchObject({ lastNameKanji: '木村', firstNameKana: 'マユミ' });
    const drawnDocument = await (await page.request.get(phone.url('/apply/attribute'))).text();
    expect(drawnDocument).toContain('value="木村"');
    await page.goto(phone.url('/apply/attribute'));
    expect(await field(phone, '名（漢字）').inputValue()).toBe('真由美');
    expect(phone.problems).toEqual([]);
  });
});

describe('a member page drawn by the server with what it reads (issue 33)', () => {
  it('shows the month with its lines before any call, hydrates it, and reads more with the credential it was drawn with', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, 'heavy', '/member/statement/monthly');
    await page.waitForURL(phone.url('/member/statement/monthly'));

    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if ((request.resourceType() === 'fetch' || request.resourceType() === 'xhr') && path !== '/v1/analytics') asked.push(path);
    });
    await page.addInitScript(keepFirstHeading);
    await page.goto(phone.url('/member/statement/monthly'));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // The document carried the month: the heading the browser shows is the one the server drew, and nothing was asked.
    expect(
      await page.evaluate(() => (window as unknown as { firstHeading?: Element }).firstHeading === document.querySelector('main h1')),
    ).toBe(true);
    expect(await heading(phone)).toMatch(/^\d{4}年\d{1,2}月/);
    expect(asked).toEqual([]);
    await page.screenshot({ path: 'tests/artifacts/screenshots/server-drawn-statement-month.png', fullPage: true });

    // Live: the next lines come with the credential the page was drawn with, not a new one.
    const lines = await page.locator('.statement-lines li').count();
    await page.getByRole('button', { name: 'もっと見る' }).click();
    await expect.poll(() => page.locator('.statement-lines li').count()).toBeGreaterThan(lines);
    expect(asked.some((path) => path.includes('/statement/'))).toBe(true);
    expect(asked.filter((path) => path.includes('getCredential') || path.endsWith('/webToken'))).toEqual([]);
    expect(phone.problems).toEqual([]);
  });
});
