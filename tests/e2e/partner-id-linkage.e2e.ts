import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokyoToday } from '../../validators/calendar';
import { japaneseDate } from '../../validators/japaneseDate';
import { heading, next, settled } from './apply/applyJourney';
import { axeViolations } from './axe';
import { logInAs, personLike, submitLoginForm } from './logIn';
import { phonesForThisFile, screenshotFolder, type Phone } from './phone';

/**
 * The partner ID linkage of a card member (issue 35, SPEC 2.6 /member/setting/sbidlinkage) on a 390-pixel phone
 * through the real login, server and database, from the card settings top: a member links (the registered number
 * prefilled, the consent, the status with today's date), a linked member reads the status and is told the linkage is
 * done already, a linked member undoes it, a number the partner does not know ends on the failure page, and a PC
 * browser is shown the PC page. Each journey logs in as a new person like a demo person (`gold` is seeded linked).
 */
const phones = phonesForThisFile();
const STATUS = '/member/setting/sbidlinkage/status';
const CERTIFICATION = '/member/setting/sbidlinkage/certification';
const windowsChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

async function looked(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

const statusText = (phone: Phone) => phone.page.getByTestId('partner-id-linkage-status').textContent();

async function statusFromSettings(phone: Phone, template: string): Promise<void> {
  await logInAs(phone, await personLike(phone, template), '/member/setting/top');
  await phone.page.waitForURL(phone.url('/member/setting/top'));
  await phone.page.getByRole('link', { name: 'パートナーIDとの連携' }).click();
  await phone.page.waitForURL(phone.url(STATUS));
  await expect.poll(() => heading(phone)).toBe('パートナーIDとの連携');
}

describe('the partner ID linkage on a 390-pixel phone', () => {
  it('a member links their partner ID from the card settings: the registered number given, the consent, then the link dated today', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await statusFromSettings(phone, 'regular');
    await expect.poll(() => statusText(phone)).toBe('連携していません');
    await looked(phone, 'partner-id-linkage-status-not-linked');

    await page.getByRole('link', { name: 'パートナーIDと連携する' }).click();
    await page.waitForURL(phone.url(CERTIFICATION));
    const number = page.getByLabel(/パートナー携帯会社にご登録の携帯電話番号/);
    await expect.poll(() => number.inputValue()).toMatch(/^0[789]0\d{8}$/);
    await looked(phone, 'partner-id-linkage-certification');
    await next(phone);

    await page.waitForURL(phone.url('/member/setting/sbidlinkage/permission'));
    await next(phone);
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('同意が必要です');
    await page.getByLabel('パートナー携帯会社からお客さま情報を受け取ることに同意します').check();
    await looked(phone, 'partner-id-linkage-permission');
    await next(phone);

    await page.waitForURL(phone.url('/member/setting/sbidlinkage/complete'));
    await expect.poll(() => heading(phone)).toBe('パートナーIDと連携しました');
    await looked(phone, 'partner-id-linkage-complete');
    await page.getByRole('link', { name: '連携の状況を見る' }).click();
    await page.waitForURL(phone.url(STATUS));
    await expect.poll(() => statusText(phone)).toBe('連携しています');
    await expect.poll(() => page.locator('main').textContent()).toContain(japaneseDate(tokyoToday(new Date())));
    expect(phone.problems).toEqual([]);
  });

  it('a linked member reads since when and with which number, drawn by the server, and is told the linkage is done already', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await statusFromSettings(phone, 'gold');
    await expect.poll(() => statusText(phone)).toBe('連携しています');
    // The demo gold member linked forty days ago.
    const linkedOn = japaneseDate(tokyoToday(new Date(Date.now() - 40 * 86_400_000)));
    await expect.poll(() => page.locator('main').textContent()).toMatch(new RegExp(`${linkedOn}[\\s\\S]*末尾 \\d{4}`));
    await looked(phone, 'partner-id-linkage-status-linked');
    const document = await (await page.request.get(phone.url(STATUS))).text();
    expect(document).toContain('連携しています');

    await page.goto(phone.url(CERTIFICATION));
    await expect.poll(() => heading(phone)).toBe('すでにパートナーIDと連携しています');
    await looked(phone, 'partner-id-linkage-already-linked');
    await page.getByRole('link', { name: '連携の状況を見る' }).click();
    await page.waitForURL(phone.url(STATUS));
  });

  it('a linked member undoes the link after being asked once more, and may link again', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await statusFromSettings(phone, 'gold');
    await page.getByRole('button', { name: '連携を解除する' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('連携を解除します。よろしいですか？');
    await looked(phone, 'partner-id-linkage-unlink-confirm');
    await page.getByRole('button', { name: '解除する', exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('パートナーIDとの連携を解除しました。');
    await expect.poll(() => statusText(phone)).toBe('連携していません');
    await looked(phone, 'partner-id-linkage-unlinked');

    await page.reload();
    await expect.poll(() => statusText(phone)).toBe('連携していません');
    await page.getByRole('link', { name: 'パートナーIDと連携する' }).click();
    await page.waitForURL(phone.url(CERTIFICATION));
    expect(phone.problems).toEqual([]);
  });

  it('a number the partner does not know ends on the failure page, whose way back is the certification', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await statusFromSettings(phone, 'regular');
    await page.getByRole('link', { name: 'パートナーIDと連携する' }).click();
    await page.waitForURL(phone.url(CERTIFICATION));
    const number = page.getByLabel(/パートナー携帯会社にご登録の携帯電話番号/);
    await expect.poll(() => number.inputValue()).toMatch(/^0[789]0\d{8}$/);
    const registered = await number.inputValue();
    await number.fill(registered.endsWith('1') ? '090-1111-2222' : '090-1111-2221');
    await next(phone);

    await page.waitForURL(phone.url('/member/setting/sbidlinkage/error'));
    await expect.poll(() => heading(phone)).toBe('アカウント連携に失敗しました');
    await looked(phone, 'partner-id-linkage-error');
    await page.getByRole('link', { name: 'お手続きの最初に戻る' }).click();
    await page.waitForURL(phone.url(CERTIFICATION));
    await expect.poll(() => number.inputValue()).toBe(registered);
  });

  it('a PC browser is shown the PC page instead of the linkage, on a page load and from the settings top', async () => {
    const phone = await phones.open();
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const loginId = await personLike(phone, 'regular');
    // A PC's browser window narrowed to a phone's width: the screenshot is at 390 px as every page's.
    const pc = await browser.newContext({ userAgent: windowsChrome, viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
    try {
      const page = await pc.newPage();
      await page.goto(phone.url(`/login?${new URLSearchParams({ redirect: CERTIFICATION }).toString()}`));
      await submitLoginForm(page, loginId);
      await page.waitForURL(phone.url('/member/setting/sbidlinkage/pc'));
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('パートナーIDとの連携はスマートフォンでお手続きください');
      await page.screenshot({ path: join(screenshotFolder, 'partner-id-linkage-pc.png'), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(phone.url('/member/setting/top'));
      await page.getByRole('link', { name: 'パートナーIDとの連携' }).click();
      await page.waitForURL(phone.url('/member/setting/sbidlinkage/pc'));
      await page.getByRole('link', { name: '会員トップへ戻る' }).click();
      await page.waitForURL(phone.url('/member'));
    } finally {
      await pc.close();
    }
  });
});
