import { describe, expect, it } from 'vitest';
import { heading, settled } from './apply/applyJourney';
import { logInAs } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * The 口座振替 agreement (issue 35, SPEC 2.6 /member/jtransfer/agreement) on a 390-pixel phone through the real login,
 * server and database: opened from the member menu and from the payment method, the account masked with its status,
 * each card's payment method and the terms; the new member with no account yet is shown the way to register one.
 */
const phones = phonesForThisFile();

async function lookedAt(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

const row = (phone: Phone, label: string) =>
  phone.page
    .getByTestId('agreement')
    .locator('div')
    .filter({ has: phone.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

describe('the account-transfer agreement on a 390-pixel phone', () => {
  it('a member opens it from the menu and from the payment method: the account masked, in use, each card paid by it, the terms', async () => {
    const phone = await phones.open();
    await logInAs(phone, 'regular', '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, '口座振替のご契約内容');
    await phone.page.waitForURL(phone.url('/member/jtransfer/agreement'));
    await expect.poll(() => heading(phone)).toBe('口座振替のご契約内容');
    await expect.poll(() => row(phone, '状況').textContent()).toBe('口座振替をご利用中');
    expect(await row(phone, '金融機関').textContent()).toBe('PayPay銀行');
    expect(await row(phone, '口座番号').textContent()).toMatch(/^\*{4}\d{3}$/);
    expect(await row(phone, 'お申し込み日').textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(await row(phone, '適用される規定').textContent()).toBe('口座振替規定（2024年4月1日改定）');
    expect(await phone.page.getByTestId('agreement-cards').locator('dd').allTextContents()).toEqual(['口座振替']);
    expect(await phone.page.getByRole('link', { name: '口座振替規定の全文を読む' }).getAttribute('href')).toBe(
      '/terms.html#account-transfer',
    );
    await lookedAt(phone, 'member-jtransfer-agreement');

    // Drawn by the server with its read: the document already holds the account.
    const document = await (await phone.page.request.get(phone.url('/member/jtransfer/agreement'))).text();
    expect(document).toContain('口座振替をご利用中');

    await phone.page.getByRole('link', { name: 'お支払い方法へ' }).click();
    await phone.page.waitForURL(phone.url('/member/payment/setting'));
    await phone.page.getByRole('link', { name: '口座振替のご契約内容' }).click();
    await phone.page.waitForURL(phone.url('/member/jtransfer/agreement'));
    await expect.poll(() => heading(phone)).toBe('口座振替のご契約内容');
    expect(phone.problems).toEqual([]);
  });

  it('the member whose new card has no payment method yet is told there is no agreement, and where to register an account', async () => {
    const phone = await phones.open();
    await logInAs(phone, 'newcard', '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, '口座振替のご契約内容');
    await expect.poll(() => phone.page.getByTestId('agreement-none').textContent()).toMatch(/^口座振替のお申し込みはまだありません。/);
    expect(await phone.page.getByRole('link', { name: 'お支払い口座を登録する' }).getAttribute('href')).toBe('/member/banklist');
    await lookedAt(phone, 'member-jtransfer-agreement-none');
  });
});
