import { describe, expect, it } from 'vitest';
import { press } from './apply/applyJourney';
import { phonesForThisFile, type Phone } from './phone';
import { logInAs, personLike } from './logIn';
import { codeFromDevelopPage } from './smsCode';

const phones = phonesForThisFile();
let phone: Phone;

const heading = (p: Phone) => p.page.getByRole('heading', { level: 1 }).textContent();

const sessionCookie = async (p: Phone) => (await p.context.cookies()).find((cookie) => cookie.name === 'session')?.value;

describe('the check before the card information on a 390-pixel phone (SMS, or a voice call)', () => {
  it('sends a member from card info to the SMS check and back once the code from /develop is entered', async () => {
    phone = await phones.open();
    await logInAs(phone, 'gold', '/member/cardinfo');
    // SPEC 2.6 auth-select: the way the code comes, SMS chosen already.
    await phone.page.waitForURL(phone.url('/member/cardinfo/auth-select?redirect=%2Fmember%2Fcardinfo'));
    await expect.poll(() => heading(phone)).toBe('本人確認の方法');
    expect(await phone.page.getByRole('radio', { name: /^SMSで受け取る/ }).isChecked()).toBe(true);
    await phone.screenshot('cardinfo-auth-select');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Fcardinfo'));
    await expect.poll(() => heading(phone)).toBe('SMS認証');
    await expect.poll(() => phone.page.getByText(/^送信先：090-\*\*\*\*-\d{4}$/).isVisible()).toBe(true);
    await phone.screenshot('sms-before-send');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.getByRole('button', { name: '認証コードを送信する' }).click();
    await expect.poll(() => phone.page.getByRole('status').textContent()).toMatch(/に認証コードを送信しました。/);
    const code = await codeFromDevelopPage(phone);

    await phone.page.getByRole('button', { name: '認証する' }).click();
    await expect.poll(() => phone.page.locator('.field__error').textContent()).toBe('認証コードを入力してください。');
    expect(await phone.page.getByRole('alert').getByRole('link', { name: '認証コードを入力してください。' }).isVisible()).toBe(true);

    const wrong = code === '000000' ? '111111' : '000000';
    await phone.page.getByLabel('認証コード').fill(wrong);
    await phone.page.getByRole('button', { name: '認証する' }).click();
    await expect.poll(() => phone.page.locator('.field__error').textContent()).toBe('認証コードが正しくありません。あと4回入力できます。');
    expect(await phone.page.getByLabel('認証コード').getAttribute('aria-invalid')).toBe('true');
    await phone.screenshot('sms-wrong-code');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.getByRole('button', { name: '認証コードを再送信する' }).click();
    await expect
      .poll(() => phone.page.getByRole('alert').textContent())
      .toContain('認証コードの再送信は、前回の送信から30秒後からできます。');

    const before = await sessionCookie(phone);
    await phone.page.getByLabel('認証コード').fill(code);
    await press(phone, '認証する');
    await phone.page.waitForURL(phone.url('/member/cardinfo'));
    await expect.poll(() => heading(phone)).toBe('カード情報');
    await expect.poll(() => phone.page.getByText(/^\*\*\*\* \*\*\*\* \*\*\*\* \d{4}$/).count()).toBe(1);
    expect(await phone.page.getByText('JCB', { exact: true }).isVisible()).toBe(true);
    expect(await phone.page.getByText('ゴールドカード').isVisible()).toBe(true);
    expect(await sessionCookie(phone)).not.toBe(before);
    await phone.screenshot('card-info');
    expect(await phone.accessibilityViolations()).toEqual([]);

    // The same check opens the reissue page, also opened straight from the address bar (through /allocation).
    await phone.page.goto(phone.url('/member/setting/reissue'));
    await phone.page.waitForURL(phone.url('/member/setting/reissue'));
    await expect.poll(() => heading(phone)).toBe('カードの再発行');
    // The card is named once, above the heading, and not again in the lead.
    await expect.poll(() => phone.page.getByTestId('flow-card').textContent()).toMatch(/^対象のカード：JCB（末尾\d{4}）/);
    expect(await phone.page.locator('main').textContent()).not.toContain('下4桁');
    await phone.screenshot('reissue');
    expect(await phone.accessibilityViolations()).toEqual([]);
    // Card info before the check (403 4032), the wrong code (400) and the early resend (429) are logged by the
    // browser as failed resources; nothing else may be.
    expect(phone.problems.filter((problem) => !/status of (400|403|429)/.test(problem))).toEqual([]);
  });

  it('reads the code out by a voice call for a member who chose the phone, and opens the card information with it', async () => {
    phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member/cardinfo');
    await phone.page.waitForURL(/\/member\/cardinfo\/auth-select/);
    await phone.page.getByRole('radio', { name: /^電話で受け取る（自動音声）/ }).check();
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Fcardinfo&channel=voice'));
    await expect.poll(() => heading(phone)).toBe('電話での本人確認');
    await phone.page.getByRole('button', { name: '電話で認証コードを受け取る' }).click();
    await expect.poll(() => phone.page.getByRole('status').textContent()).toMatch(/にお電話しています。/);
    await phone.screenshot('voice-code-sent');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await phone.page.getByLabel('認証コード').fill(await codeFromDevelopPage(phone));
    await press(phone, '認証する');
    await phone.page.waitForURL(phone.url('/member/cardinfo'));
    await expect.poll(() => heading(phone)).toBe('カード情報');
  });

  it('sends a member to the SMS check from the reissue page, and an unverified member never sees card data', async () => {
    phone = await phones.open();
    await logInAs(phone, 'multiple', '/member/setting/reissue');
    await phone.page.waitForURL(phone.url('/member/sms/authentication?redirect=%2Fmember%2Fsetting%2Freissue'));
    await expect.poll(() => heading(phone)).toBe('SMS認証');
    const answer = await phone.page.evaluate(async () => (await fetch('/api/bff/cardinfo')).json());
    expect(answer).toEqual({
      resultInfo: { code: 'ERROR', codeId: '4032', message: 'SMS認証の有効期限が切れました。もう一度認証してください。' },
    });
  });

  it('lists the outbox on /develop outside production', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/develop'));
    await expect.poll(() => heading(phone)).toBe('開発者向けページ');
    await expect.poll(() => phone.page.getByRole('list', { name: 'SMS送信記録' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await phone.screenshot('develop-outbox');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems).toEqual([]);
  });
});
