import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settled, press } from './apply/applyJourney';
import { submitLoginForm } from './logIn';
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

  it('takes a bank-agency request from the support page through login, a confirm page and back to the complete page', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/support'));
    await phone.page.getByRole('link', { name: '銀行代理業務のご相談' }).click();
    // The request is a logged-in person's: the login page, then back to the request.
    await expect.poll(() => heading(phone)).toBe('ログイン');
    await submitLoginForm(phone.page, 'gold');
    await phone.page.waitForURL(phone.url('/support/bankagency'));
    await settled(phone);
    await expect.poll(() => heading(phone)).toBe('銀行代理業務のご相談');
    // Sent empty: the summary names each field, focus on it.
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await expect.poll(() => phone.page.locator('.error-summary li').count()).toBe(3);
    await phone.page.getByLabel('カードのお支払い口座（口座振替）について').check();
    await phone.page.getByLabel('メール（ご登録のメールアドレス）').check();
    await phone.page.getByLabel('ご相談の詳しい内容').fill('お支払い口座を提携銀行に変えると、いつから引き落とされますか。');
    await phone.screenshot('support-bankagency');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await press(phone);
    await phone.page.waitForURL(phone.url('/support/bankagency/confirm'));
    await expect.poll(() => phone.page.getByText('お支払い口座を提携銀行に変えると').isVisible()).toBe(true);
    await press(phone, '送信する');
    await phone.page.waitForURL(phone.url('/support/bankagency/complete'));
    await expect.poll(() => heading(phone)).toBe('ご相談を受け付けました');
    await expect.poll(() => phone.page.getByText(/^BA-\d{8}-\d{6}$/).isVisible()).toBe(true);
    await phone.screenshot('support-bankagency-complete');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  it('answers every SPEC 2.2 and 2.3 path with a page, none with the not-found page, a visitor and a member alike', async () => {
    const paths = [
      '/',
      '/allocation?to=%2Fmember',
      '/bank/receive',
      '/confirmation/status',
      '/develop',
      '/error',
      '/error/no-registration',
      '/error/notdirect',
      '/error/session-error',
      '/member/sms/authentication',
      '/rd/paymentmethod',
      '/sbidlinkage/induction',
      '/support',
      '/support/bankagency',
      '/support/bankagency/complete',
      '/rd/card-back',
      '/rd/gold-back',
      '/support/webivr/',
    ];
    const { campaigns } = JSON.parse(readFileSync('config/campaigns.json', 'utf8')) as { campaigns: { slug: string }[] };
    const visitor = await phones.open();
    for (const path of [...paths, ...campaigns.map(({ slug }) => `/campaign/${slug}`)]) {
      await visitor.page.goto(visitor.url(path));
      await settled(visitor);
      await expect.poll(() => heading(visitor), { message: path }).not.toBe('');
      expect(await heading(visitor), path).not.toBe('ページが見つかりません');
    }
    const member = await phones.open();
    await member.page.goto(member.url('/login?redirect=%2Fbank%2Freceive'));
    await submitLoginForm(member.page, 'regular');
    await member.page.waitForURL(member.url('/bank/receive'));
    await expect.poll(() => heading(member)).toBe('金融機関でのお手続き');
    await expect.poll(() => member.page.getByTestId('payment-method').textContent()).not.toBe('');
    await member.page.goto(member.url('/sbidlinkage/induction'));
    await expect.poll(() => heading(member)).toBe('パートナーIDとの連携のご案内');
    expect(await member.accessibilityViolations()).toEqual([]);
    expect(member.problems).toEqual([]);
  });
});
