import { describe, expect, it } from 'vitest';
import { phonesForThisFile, type Phone } from './phone';

/** The support page (SPEC 2.2) and the addresses that lead to it, on a 390-pixel phone, without logging in. */
const phones = phonesForThisFile();
const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();

describe('support on a 390-pixel phone', () => {
  it('is reached from the service top, answers questions by topic and offers the numbers to call', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('link', { name: 'よくあるご質問・お問い合わせ' }).click();
    await expect.poll(() => heading(phone)).toBe('よくあるご質問・お問い合わせ');
    await phone.page.getByText('カードをなくしました。どうすればよいですか。').click();
    await expect.poll(() => phone.page.getByText(/24時間365日、カードのご利用を止めます/).isVisible()).toBe(true);
    expect(await phone.page.getByRole('link', { name: '0120-000-110' }).getAttribute('href')).toBe('tel:0120000110');
    await phone.screenshot('support');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  it('takes the card-back addresses to support with where they came from, and keeps the phone menu’s query', async () => {
    const phone = await phones.open();
    expect((await phone.page.goto(phone.url('/rd/card-back')))?.status()).toBe(200);
    await phone.page.waitForURL(phone.url('/support?referrer=cardBack'));
    await phone.page.goto(phone.url('/rd/gold-back'));
    await phone.page.waitForURL(phone.url('/support?referrer=goldBack'));
    await expect.poll(() => phone.page.locator('.notice').textContent()).toContain('ゴールドデスク');
    // The payment method's address leads a visitor to log in first (the page is a member's).
    await phone.page.goto(phone.url('/rd/paymentmethod'));
    await expect.poll(() => heading(phone)).toBe('ログイン');
    await phone.page.goto(phone.url('/support/webivr/?menu=3'));
    await phone.page.waitForURL(phone.url('/support?menu=3'));
    await expect.poll(() => heading(phone)).toBe('よくあるご質問・お問い合わせ');
  });
});
