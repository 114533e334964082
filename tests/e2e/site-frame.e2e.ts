import { describe, expect, it } from 'vitest';
import footer from '../../config/siteFooter.json' with { type: 'json' };
import { sitePages } from '../../routing/sitePages';
import { settled, startApplying } from './apply/applyJourney';
import { applyMessages } from '../../src/pages/apply/applyMessages';
import { beforeApplying } from '../../src/pages/apply/beforeApplying';
import { personLike, submitLoginForm } from './logIn';
import { phonesForThisFile, type Phone } from './phone';

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
