import { describe, expect, it } from 'vitest';
import { heading, settled, press } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * あと払い (issue 35, SPEC 2.6 /member/paylater) on a 390-pixel phone through the real login, server and database: a
 * member with it on their Mastercard opens it for their Visa from the payment method, is told it will leave the
 * Mastercard, must consent to the terms, and confirms; a card not yet activated is refused before the page, the
 * member told how to activate it. Each
 * journey logs in as a new person like a demo person.
 */
const phones = phonesForThisFile();

async function lookedAt(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

describe('あと払い on a 390-pixel phone', () => {
  it('a member moves あと払い to the selected card: told which card it leaves, asked to consent, confirmed', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, await personLike(phone, 'multiple'), '/member');
    await page.waitForURL(phone.url('/member'));
    // The gold card, not activated yet, is selected first: the member switches to their regular Visa.
    await page.getByRole('button', { name: /^Visa（末尾\d{4}）に切り替える$/ }).click();
    await expect.poll(() => page.getByRole('status').last().textContent()).toMatch(/^Visa（末尾\d{4}）に切り替えました。$/);
    await page.getByRole('link', { name: 'お支払い方法' }).click();
    await page.waitForURL(phone.url('/member/payment/setting'));
    await page.getByRole('link', { name: /^あと払いの設定/ }).click();
    await page.waitForURL(phone.url('/member/paylater'));
    await expect.poll(() => heading(phone)).toBe('あと払いの設定');
    const lead = await page.locator('main').textContent();
    expect(lead).toContain('このカードの現在の設定：設定していません。');
    expect(lead).toMatch(/いまはMastercard（末尾\d{4}）をあと払いに設定しています。/);
    await lookedAt(phone, 'member-paylater');

    await page.getByLabel('設定する', { exact: true }).check();
    await page.getByRole('button', { name: '次へ' }).click();
    await expect.poll(() => page.getByText('あと払いに設定するには、ご利用条件への同意が必要です。').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'あと払いのご利用条件' }).getAttribute('href')).toBe('/terms.html#paylater');
    await lookedAt(phone, 'member-paylater-consent-missing');
    await page.getByLabel('あと払いのご利用条件に同意します').check();
    await press(phone);
    await page.waitForURL(phone.url('/member/paylater/confirm'));
    await lookedAt(phone, 'member-paylater-confirm');
    await press(phone, 'この内容で設定する');
    await page.waitForURL(phone.url('/member/paylater/complete'));
    await expect.poll(() => heading(phone)).toBe('あと払いの設定を変更しました');
    await expect.poll(() => page.locator('main').textContent()).toMatch(/設定を解除したカード\s*Mastercard（末尾\d{4}）/);
    await lookedAt(phone, 'member-paylater-complete');
    expect(phone.problems).toEqual([]);
  });

  it('a member whose card is not activated yet is refused before the page and told how to activate it', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'newcard'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, 'あと払いの設定（決済アプリのお支払い）');
    await phone.page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('type') === 'cardNotActivated');
    await expect.poll(() => heading(phone)).toBe('このカードはまだ有効化されていません');
    await lookedAt(phone, 'member-paylater-refused');
  });
});
