import { describe, expect, it } from 'vitest';
import { tokyoToday } from '../../validators/calendar';
import { heading, next, settled, press } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * The selected card's settings on a 390-pixel phone (issue 15), from the member top's menu through the settings
 * top to each flow's complete page: the PIN (typed masked, never kept in the browser), the PIN notice by post,
 * 3-D Secure, the usage restriction (the member top's banner follows), the balance display, ETC cards, and a
 * deposit promise for an unpaid bill. Each journey logs in as a new person like a demo person.
 */
const phones = phonesForThisFile();

async function looked(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

async function atSettingsTop(phone: Phone): Promise<void> {
  await phone.page.waitForURL(phone.url('/member/setting/top'));
  await expect.poll(() => phone.page.getByTestId('usage-restriction').textContent()).toBeTruthy();
}

/** Every value the browser keeps for the site: local and session storage, cookies the page can read. */
async function browserStorage(phone: Phone): Promise<string> {
  return phone.page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }),
  );
}

/** A flow's one step done: `fill` it, 次へ, the confirm page, its button, the complete page's heading. */
async function throughConfirm(
  phone: Phone,
  flowBase: string,
  fill: () => Promise<void>,
  submitText: string,
  doneHeading: string,
): Promise<void> {
  await phone.page.waitForURL(phone.url(flowBase));
  await fill();
  await next(phone);
  await phone.page.waitForURL(phone.url(`${flowBase}/confirm`));
  await phone.page.getByRole('button', { name: submitText }).click();
  await phone.page.waitForURL(phone.url(`${flowBase}/complete`));
  await expect.poll(() => heading(phone)).toBe(doneHeading);
}

describe('card settings on a 390-pixel phone', () => {
  it('a member changes the PIN (masked, confirmed, never kept in the browser) and asks for the PIN notice by post', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await phone.page.getByRole('link', { name: /^カードの設定/ }).click();
    await atSettingsTop(phone);
    await looked(phone, 'settings-top');

    await phone.page.getByRole('link', { name: '暗証番号の変更' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/pin-management'));
    // Labelled 「新しい暗証番号 必須」; the confirmation's label starts the same, so the field is found by its id.
    const pin = phone.page.locator('#root_pinNumber');
    expect(await pin.getAttribute('type')).toBe('password');
    await pin.fill('1234');
    await phone.page.locator('#root_pinNumberConfirm').fill('1234');
    await next(phone);
    await expect.poll(() => phone.page.locator('.error-summary').textContent()).toMatch(/連続/);
    await pin.fill('7294');
    await phone.page.locator('#root_pinNumberConfirm').fill('7295');
    await next(phone);
    await expect.poll(() => phone.page.locator('.error-summary').textContent()).toContain('一致しません');
    await looked(phone, 'pin-change-mismatch');
    await phone.page.locator('#root_pinNumberConfirm').fill('7294');
    await next(phone);
    await phone.page.waitForURL(phone.url('/member/setting/pin-management/confirm'));
    await expect.poll(() => phone.page.locator('.confirm-section').textContent()).toContain('設定済み（セキュリティのため表示しません）');
    expect(await phone.page.content()).not.toContain('7294');
    expect(await browserStorage(phone)).not.toContain('7294');
    await looked(phone, 'pin-change-confirm');
    await press(phone, 'この内容で変更する');
    await phone.page.waitForURL(phone.url('/member/setting/pin-management/complete'));
    await expect.poll(() => heading(phone)).toBe('暗証番号を変更しました');
    expect(await browserStorage(phone)).not.toContain('7294');

    await phone.page.getByRole('link', { name: '設定メニューへ' }).click();
    await atSettingsTop(phone);
    await phone.page.getByRole('link', { name: '暗証番号のご照会（郵送）' }).click();
    await throughConfirm(
      phone,
      '/member/setting/pin-request',
      () => phone.page.getByLabel('ご登録の住所への郵送を申し込みます').check(),
      '郵送を申し込む',
      '暗証番号のお知らせの郵送を受け付けました',
    );
  });

  it('a member registers a 3-D Secure password and the 3-D Secure top then offers to change it', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member/3dsecure');
    await phone.page.waitForURL(phone.url('/member/3dsecure'));
    await expect.poll(() => phone.page.getByTestId('secure-status').textContent()).toBe('未登録');
    await phone.page.getByRole('link', { name: 'パスワードを登録する' }).click();
    await throughConfirm(
      phone,
      '/member/3dsecure/register',
      async () => {
        await phone.page.locator('#root_securePassword').fill('Sakura+2026');
        await phone.page.locator('#root_securePasswordConfirm').fill('Sakura+2026');
      },
      'この内容で設定する',
      '3Dセキュアのパスワードを設定しました',
    );
    expect(await browserStorage(phone)).not.toContain('Sakura');
    await phone.page.getByRole('link', { name: '3Dセキュアのトップへ' }).click();
    await expect.poll(() => phone.page.getByTestId('secure-status').textContent()).toBe('登録済み');
    await looked(phone, 'secure-top-registered');
    expect(await phone.page.getByRole('link', { name: 'パスワードを変更する' }).count()).toBe(1);
  });

  it('a member stops online payments, sees the banner on the member top, hides the balance and adds an ETC card', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member/setting/top');
    await atSettingsTop(phone);
    await phone.page.getByRole('link', { name: 'カードの利用制限' }).click();
    await throughConfirm(
      phone,
      '/member/setting/usage-restriction',
      () => phone.page.getByLabel('オンライン決済を止める').check(),
      'この内容で設定する',
      '利用制限の設定を変更しました',
    );
    await looked(phone, 'usage-restriction-complete');
    await phone.page.getByRole('link', { name: '会員トップへ' }).click();
    await phone.page.waitForURL(phone.url('/member'));
    await expect
      .poll(() => phone.page.locator('.notice, [role="alert"]').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/オンライン/)]));

    await phone.page.goto(phone.url('/member/setting/display-balance'));
    await throughConfirm(
      phone,
      '/member/setting/display-balance',
      () => phone.page.getByLabel('表示しない').check(),
      'この内容で設定する',
      '残高表示の設定を変更しました',
    );
    await phone.page.goto(phone.url('/member/setting/etc-card'));
    await throughConfirm(
      phone,
      '/member/setting/etc-card',
      async () => {
        await phone.page.getByLabel('お申し込みの枚数').selectOption({ label: '1枚' });
      },
      'この内容で申し込む',
      'ETCカードのお申し込みを受け付けました',
    );
    await phone.page.getByRole('link', { name: '設定メニューへ' }).click();
    await atSettingsTop(phone);
    expect(await phone.page.locator('.summary-list').textContent()).toContain('1枚');
  });

  it('a member with an unpaid bill promises to pay it by a later day', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'restricted'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, 'お支払いのお約束（未払いのご請求）');
    const later = new Date(Date.parse(`${tokyoToday(new Date())}T00:00:00Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    await throughConfirm(
      phone,
      '/member/deposit-promise',
      async () => {
        await phone.page.getByLabel('お振込み予定日').fill(later);
        await phone.page.getByLabel('お振込み予定額').fill('１０,０００');
      },
      'この内容で約束する',
      'お支払いのお約束を受け付けました',
    );
    await looked(phone, 'deposit-promise-complete');
  });

  it("a member applies for the cashing option from the app's option menu: limit, purpose, work, licence, borrowing, then examined", async () => {
    const phone = await phones.open();
    const start = '/apply/option-service/cashing/available-limit';
    // The app's option menu opens the first page directly (a journey start, not sent to /allocation).
    await logInAs(phone, await personLike(phone, 'newcard'), start);
    await phone.page.waitForURL(phone.url(start));
    await settled(phone);
    await expect.poll(() => heading(phone)).toBe('キャッシング枠のお申し込み');
    await phone.page.getByLabel('希望のキャッシング枠').fill('300000');
    await next(phone);
    await phone.page.waitForURL(phone.url('/apply/option-service/cashing/purpose-input'));
    await phone.page.getByLabel('趣味・旅行').check();
    await next(phone);
    await phone.page.waitForURL(phone.url('/apply/option-service/cashing/company-input'));
    await phone.page.getByLabel('ご職業').selectOption({ label: '年金受給者' });
    await phone.page.getByLabel('ご本人の年収').fill('２４０');
    await next(phone);
    await phone.page.waitForURL(phone.url('/apply/option-service/cashing/license-select'));
    await phone.page.getByLabel('運転免許証を持っている').check();
    await next(phone);
    // A licence held: its number is asked.
    await phone.page.waitForURL(phone.url('/apply/option-service/cashing/license-input'));
    await phone.page.getByLabel('運転免許証番号').fill('304512837465');
    await phone.page.getByLabel('有効期限（年）').selectOption({ label: '2029年（令和11年）' });
    await phone.page.getByLabel('有効期限（月）').selectOption({ label: '7月' });
    await next(phone);
    await phone.page.waitForURL(phone.url('/apply/option-service/cashing/loan-select'));
    await phone.page.getByLabel('なし').check();
    await next(phone);
    // No other borrowing: straight to the confirm page, without the borrowing details.
    await phone.page.waitForURL(phone.url('/apply/option-service/cashing/confirm'));
    await expect.poll(() => heading(phone)).toBe('キャッシング枠のお申し込み内容の確認');
    await looked(phone, 'option-cashing-confirm');
    expect(await phone.page.locator('main').textContent()).toContain('300,000円');
    await press(phone, '申し込む');
    await phone.page.waitForURL(phone.url('/apply/option-service/cashing/under-review'));
    await expect.poll(() => heading(phone)).toBe('キャッシング枠のお申し込みを受け付けました');
    await looked(phone, 'option-cashing-under-review');
    expect(phone.problems).toEqual([]);
  });
});
