import { describe, expect, it } from 'vitest';
import footer from '../../config/siteFooter.json' with { type: 'json' };
import { sitePages } from '../../routing/sitePages';
import { settled, startApplying } from './apply/applyJourney';
import { applyMessages } from '../../src/pages/apply/applyMessages';
import { beforeApplying } from '../../src/pages/apply/beforeApplying';
import { logInAs, personLike, submitLoginForm } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { memberMenu, memberTiles } from '../../src/pages/member/memberMenu';

/**
 * The frame around every page, as people expect of a Japanese issuer's site (issue 58): the service top's login lands
 * on the member top, a member logs out from a member page, and the footer's pages open.
 */
const phones = phonesForThisFile();
const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();
const loggedIn = (phone: Phone) =>
  phone.page.evaluate(
    async () => ((await (await fetch('/api/bff/webToken')).json()) as { data: { isAuthentication: boolean } }).data.isAuthentication,
  );

describe('the frame of every page on a 390-pixel phone', () => {
  it('logs in from the service top to the member top, offers the member pages there after, and logs out from a member page', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await page.goto(phone.url('/'));
    await expect.poll(() => heading(phone)).toBe('スマホで申し込めるクレジットカード');
    await page.getByRole('link', { name: '会員の方はログイン' }).click();
    await expect.poll(() => heading(phone)).toBe('ログイン');
    await submitLoginForm(page, 'regular');
    await page.waitForURL(phone.url('/member'));
    await expect.poll(() => heading(phone)).toBe('会員トップ');

    // Back on the service top, a logged-in member is offered their pages, not a second login.
    await page.getByRole('link', { name: 'カード会員サービス トップ' }).click();
    await expect.poll(() => heading(phone)).toBe('スマホで申し込めるクレジットカード');
    await expect.poll(() => page.getByRole('link', { name: '会員ページへ' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'ログアウト' }).count()).toBe(0);
    await page.getByRole('link', { name: '会員ページへ' }).click();
    await expect.poll(() => heading(phone)).toBe('会員トップ');
    await settled(phone);
    await phone.screenshot('frame-member-top-header');

    // ログアウト ends the session on the server and lands on the service top, which offers the login again.
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(phone.url('/'));
    await expect.poll(() => page.getByRole('link', { name: '会員の方はログイン' }).count()).toBe(1);
    expect(await loggedIn(phone)).toBe(false);
    await page.goto(phone.url('/member'));
    await expect.poll(() => heading(phone)).toBe('ログイン');
    expect(phone.problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });

  it('leads the member top with the frequent tasks as tiles, and reaches every area from any member page through メニュー', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, 'regular', '/member');
    await page.waitForURL(phone.url('/member'));
    await expect.poll(() => heading(phone)).toBe('会員トップ');
    const tiles = page.getByRole('navigation', { name: 'よく使うメニュー' });
    expect(await tiles.getByRole('link').allTextContents()).toEqual([...memberTiles().map((tile) => tile.tile), 'すべてのメニューを見る']);
    // The whole menu is no longer the top's column: only the tiles' and the panels' links are on it.
    expect(await page.locator('[data-menu="cardWithdrawal"]').count()).toBe(0);
    await settled(phone);
    await phone.screenshot('frame-member-top-tiles');
    expect(await phone.accessibilityViolations()).toEqual([]);

    // By keyboard, from the page's start: the skip link, the brand, then the header's メニュー and ログアウト.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('メニュー');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ログアウト');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(phone.url('/member/menu'));
    await expect.poll(() => heading(phone)).toBe('メニュー');
    await settled(phone);
    await phone.screenshot('frame-member-menu');
    expect(await phone.accessibilityViolations()).toEqual([]);

    // Every link of the menu and every tile opens its page: drawn with its own heading, not the 404 or an error.
    const links = await page
      .getByRole('navigation', { name: 'メニュー', exact: true })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links).toEqual(memberMenu.map((item) => item.to));
    for (const to of new Set([...links, ...memberTiles().map((tile) => tile.to)])) {
      const answer = await page.goto(phone.url(to));
      expect(answer?.status(), to).toBe(200);
      await expect.poll(async () => (await heading(phone))?.trim() ?? '', { message: to }).not.toBe('');
      expect(await heading(phone), to).not.toMatch(/ページが見つかりません|エラー|不正な操作/);
      // The header's メニュー is on every member page (a page that tells this member the task is not for them, such as
      // お支払いのお約束は必要ありません with nothing unpaid, is a screen of the whole site's).
      const landed = new URL(page.url()).pathname;
      const menus = await page.getByRole('banner').getByRole('link', { name: 'メニュー' }).count();
      expect(menus, `${to} → ${landed}`).toBe(/^\/member(\/|$)/.test(landed) ? 1 : 0);
    }
  });

  it('opens each page the footer links to, with the registrations on every page', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await page.goto(phone.url('/'));
    await expect.poll(() => heading(phone)).toBe('スマホで申し込めるクレジットカード');
    const registrations = page.locator('.app-footer__registration');
    expect(await registrations.allTextContents()).toEqual(footer.registrations);
    for (const link of footer.links) {
      await page.getByRole('navigation', { name: 'サイトについて' }).getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL(phone.url(link.path));
      const id = link.path.startsWith('/site/') ? link.path.slice('/site/'.length) : null;
      if (id) {
        await expect.poll(() => heading(phone)).toBe(sitePages[id]?.title);
        expect(await registrations.count()).toBe(footer.registrations.length);
        await settled(phone);
        await phone.screenshot(`frame-site-${id}`);
        expect(await phone.accessibilityViolations()).toEqual([]);
      }
    }
    // The privacy page says the period the retention job applies to a draft, from config/retention.json.
    await page.goto(phone.url('/site/privacy'));
    await expect.poll(() => page.getByText(/最後に保存された日から\d+日で消去します/).count()).toBe(1);
    // An id that is no page is the 404 page, answered 404.
    const missing = await page.goto(phone.url('/site/no-such-page'));
    expect(missing?.status()).toBe(404);
    expect(phone.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  it('tells an applicant before the first step who may apply, how long it takes, when the card comes and what to have at hand', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await startApplying(phone, await personLike(phone, 'applicant'));
    await expect.poll(() => heading(phone)).toBe(applyMessages.stepsTitle);
    const before = page.getByRole('region', { name: beforeApplying.heading });
    await expect.poll(() => before.getByText('18歳以上で、日本国内にお住まいの方').count()).toBe(1);
    expect(await before.getByRole('listitem').allTextContents()).toEqual([
      beforeApplying.needPhone,
      beforeApplying.needBank,
      beforeApplying.needLicence,
      beforeApplying.needResidenceCard,
    ]);
    await settled(phone);
    await phone.screenshot('frame-apply-steps-before');
    expect(await phone.accessibilityViolations()).toEqual([]);
  });
});
