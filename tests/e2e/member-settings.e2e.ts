import { describe, expect, it } from 'vitest';
import { act, heading as stepHeading, settled, press } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * The member's own data changed through flows on the host (issue 15), on a 390-pixel phone: the mail address,
 * from the member top's menu through its step, the confirm page's change link and back, to the result.
 */
const phones = phonesForThisFile();
const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();

describe('member settings on a 390-pixel phone', () => {
  it('a member changes their mail address, corrects it from the confirm page, opens the link from the mailbox, and the member info shows the new address; the old address is told', async () => {
    const phone = await phones.open();
    const loginId = await personLike(phone, 'family');
    const oldAddress = `${loginId}@example.com`;
    await logInAs(phone, loginId, '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, 'メールアドレスの変更');
    await phone.page.waitForURL(phone.url('/member/mail/setting'));
    await expect.poll(() => heading(phone)).toBe('メールアドレスの変更');
    expect(await phone.page.locator('.step__lead').textContent()).toContain(oldAddress);

    const field = phone.page.getByLabel('新しいメールアドレス');
    await field.fill(oldAddress);
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await expect.poll(() => phone.page.locator('.error-summary').textContent()).toContain('現在のメールアドレスと同じです。');
    await settled(phone);
    await phone.screenshot('mail-setting-same');
    expect(await phone.accessibilityViolations()).toEqual([]);

    const newAddress = `misaki-${loginId}@example.jp`;
    await field.fill(`misaki.takahashi-${loginId}＠example.jp`);
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/mail/setting/confirm'));
    await expect.poll(() => phone.page.locator('.confirm-section').textContent()).toContain(`misaki.takahashi-${loginId}@example.jp`);
    await phone.page.getByRole('link', { name: /を変更する$/ }).click();
    await phone.page.waitForURL(phone.url('/member/mail/setting'));
    await phone.page.getByLabel('新しいメールアドレス').fill(newAddress);
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/mail/setting/confirm'));
    await expect.poll(() => phone.page.locator('.confirm-section').textContent()).toContain(newAddress);
    await settled(phone);
    await phone.screenshot('mail-setting-confirm');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await press(phone, 'この内容で変更する');
    await phone.page.waitForURL(phone.url('/member/mail/setting/complete'));
    await expect.poll(() => heading(phone)).toBe('確認のメールをお送りしました');
    await settled(phone);
    await phone.screenshot('mail-setting-complete');
    expect(await phone.accessibilityViolations()).toEqual([]);

    // Not changed until the link is opened: the member info still shows the old address.
    await phone.page.goto(phone.url('/member/info/top'));
    await expect.poll(() => phone.page.getByTestId('mail-address').textContent()).toBe(oldAddress);

    // The mail arrives in the demo mailbox (no SMTP server here); its link opens in the member's own session.
    await phone.page.goto(phone.url('/develop'));
    const mailbox = phone.page.getByRole('list', { name: 'メール受信箱' });
    const mail = mailbox.getByRole('listitem').filter({ hasText: `宛先 ${newAddress}` });
    await expect
      .poll(async () => {
        if ((await mail.count()) > 0) return true;
        await phone.page.getByRole('button', { name: '最新の状態に更新する' }).click();
        return false;
      })
      .toBe(true);
    // By keyboard: the mail's subject opens it, its link opens the change.
    await mail.locator('summary').focus();
    await phone.page.keyboard.press('Enter');
    await phone.screenshot('mailbox-verification-mail');
    await mail.getByRole('link', { name: /\/member\/mail\/verify\?token=/ }).focus();
    await phone.page.keyboard.press('Enter');
    await phone.page.waitForURL(/\/member\/mail\/verify\?token=/);
    await expect.poll(() => heading(phone)).toBe('メールアドレスを変更しました');
    expect(await phone.page.getByRole('status').filter({ hasText: 'これからのお知らせは' }).textContent()).toContain(newAddress);
    await settled(phone);
    await phone.screenshot('mail-verify-done');
    expect(await phone.accessibilityViolations()).toEqual([]);

    // From the heading, the next Tab stop is the way on to the member info.
    await phone.page.getByRole('heading', { level: 1 }).focus();
    await phone.page.keyboard.press('Tab');
    expect(await phone.page.evaluate(() => document.activeElement?.textContent)).toBe('会員情報を見る');
    await phone.page.keyboard.press('Enter');
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await expect.poll(() => phone.page.getByTestId('mail-address').textContent()).toBe(newAddress);

    // The old address was told of the change.
    await phone.page.goto(phone.url('/develop'));
    await expect
      .poll(async () => {
        const notice = phone.page
          .getByRole('list', { name: 'メール受信箱' })
          .getByRole('listitem')
          .filter({ hasText: `宛先 ${oldAddress}` });
        if ((await notice.count()) > 0) return notice.first().textContent();
        await phone.page.getByRole('button', { name: '最新の状態に更新する' }).click();
        return '';
      })
      .toContain('【カード会員サービス】メールアドレスが変更されました');
  });

  it('a member changes the home address from the member info page: the zip fills the town, the confirm page, the new address on the info page', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, '会員情報（ご住所・電話番号）');
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await expect.poll(() => phone.page.getByTestId('home-address').textContent()).toBe('〒100-0001 東京都千代田区千代田１－１');
    await settled(phone);
    await phone.screenshot('member-info-top');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.getByRole('link', { name: 'ご住所・電話番号を変更する' }).click();
    await phone.page.waitForURL(phone.url('/member/info/setting'));
    // The application's own zip step: the offline postal data fills the town.
    await act(phone, { zip: '5300001', address: '大阪府大阪市北区梅田' });
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/info/setting/address'));
    await act(phone, { fill: '番地・建物名・部屋番号', value: '3-1-1' });
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/info/setting/address-kana'));
    await expect.poll(() => phone.page.locator('.step__lead').textContent()).toContain('オオサカフ　オオサカシキタク');
    // Hiragana becomes katakana when the field is left (the kana widget).
    await act(phone, { fill: '住所（フリガナ）', value: 'おおさかふ おおさかしきたく うめだ ３－１－１' });
    await phone.page.getByLabel(/^住所（フリガナ）/).blur();
    await expect
      .poll(() => phone.page.getByLabel(/^住所（フリガナ）/).inputValue())
      .toBe('オオサカフ　オオサカシキタク　ウメダ　３－１－１');
    await settled(phone);
    await phone.screenshot('member-address-kana');
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/info/setting/phone'));
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/info/confirm'));
    await expect.poll(() => phone.page.locator('.confirm-list').textContent()).toContain('〒530-0001');
    await settled(phone);
    await phone.screenshot('member-address-confirm');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await press(phone, 'この内容で変更する');
    await phone.page.waitForURL(phone.url('/member/info/complete'));
    await expect.poll(() => stepHeading(phone)).toBe('ご住所を変更しました');
    await phone.page.getByRole('link', { name: '会員情報へ' }).click();
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await expect.poll(() => phone.page.getByTestId('home-address').textContent()).toMatch(/^〒530-0001 大阪府大阪市北区.*３－１－１$/);
    expect(await phone.page.getByTestId('home-address-kana').textContent()).toBe('オオサカフ　オオサカシキタク　ウメダ　３－１－１');
  });

  it('a member who became a homemaker changes the occupation: the application’s own steps, no workplace asked, the new job on the info page', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member/info/top');
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await phone.page.getByRole('link', { name: 'ご職業・年収を変更する' }).click();
    await phone.page.waitForURL(phone.url('/member/info/job'));
    await act(phone, { choose: '主婦・主夫' });
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/info/job/household'));
    await act(phone, { choose: '既婚（子供あり）' });
    await act(phone, { choose: '3人' });
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/info/job/income'));
    await act(phone, { fill: '配偶者の年収', value: '６００' });
    await act(phone, { fill: '世帯年収', value: '600' });
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/info/job/confirm'));
    await expect.poll(() => stepHeading(phone)).toBe('ご職業・年収の変更の確認');
    await expect.poll(() => phone.page.locator('.confirm-list').textContent()).toContain('主婦・主夫');
    await settled(phone);
    await phone.screenshot('member-job-confirm');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await press(phone, 'この内容で変更する');
    await phone.page.waitForURL(phone.url('/member/info/job/complete'));
    await phone.page.getByRole('link', { name: '会員情報へ' }).click();
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await expect.poll(() => phone.page.getByTestId('job').textContent()).toBe('主婦・主夫');
  });

  it('a member moves the payment account to another bank: the bank list, the account in their own name, the confirm page with the address, the account on the info page', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member/info/top');
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await expect
      .poll(() => phone.page.getByTestId('payment-account').textContent())
      .toMatch(/^PayPay銀行 フラミンゴ支店 普通 \*{4}[0-9]{3}$/);
    await phone.page.getByRole('link', { name: 'お支払い口座を変更する' }).click();
    await phone.page.waitForURL(phone.url('/member/banklist'));
    await phone.page.getByRole('button', { name: /^三菱UFJ銀行/ }).click();
    await phone.page.waitForURL(phone.url('/member/banklist/setting'));
    // The address changes before the step's page is drawn: read the lead once it is the new step's.
    await expect.poll(() => phone.page.locator('.step__lead').textContent()).toContain('三菱UFJ銀行の口座を登録します。');
    await act(phone, { select: '支店', option: '本店（001）' });
    await act(phone, { choose: '普通' });
    await act(phone, { fill: '口座番号', value: '７６５４３２１' });
    await act(phone, { fill: '口座名義（カナ）', value: 'やまだ はなこ' });
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await expect
      .poll(() => phone.page.locator('.field__error').allTextContents())
      .toEqual(['口座名義はご本人のお名前（ナカムラ　ダイスケ）と同じにしてください。ご本人名義の口座のみ登録できます。']);
    await act(phone, { fill: '口座名義（カナ）', value: 'なかむら だいすけ' });
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/banklist/address/confirm'));
    await expect.poll(() => stepHeading(phone)).toBe('お支払い口座の変更の確認');
    await expect.poll(() => phone.page.locator('.confirm-list').textContent()).toContain('三菱UFJ銀行');
    expect(await phone.page.locator('.confirm-list').textContent()).toContain('本店（001）');
    expect(await phone.page.locator('.step__lead').textContent()).toContain('〒100-0001 東京都千代田区千代田１－１');
    await settled(phone);
    await phone.screenshot('member-bank-confirm');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await press(phone, 'この口座に変更する');
    await phone.page.waitForURL(phone.url('/member/banklist/complete'));
    await expect.poll(() => phone.page.getByTestId('account-no').textContent()).toBe('****321');
    expect(await phone.page.getByTestId('requested-on').textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await settled(phone);
    await phone.screenshot('member-bank-complete');
    await phone.page.getByRole('link', { name: '会員情報へ' }).click();
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await expect.poll(() => phone.page.getByTestId('payment-account').textContent()).toBe('三菱UFJ銀行 本店 普通 ****321');
  });

  it('a member chooses which mail to receive: the boxes start as they are, the confirm page reads each list, the info page the new choice', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member/info/top');
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await expect
      .poll(() => phone.page.getByTestId('mailing-lists').textContent())
      .toBe('ご請求額確定のお知らせ、カードご利用のお知らせ、ご利用をお断りしたときのお知らせ、海外でのご利用のお知らせ');
    await phone.page.getByRole('link', { name: 'メールの配信設定を変更する' }).click();
    await phone.page.waitForURL(phone.url('/member/mail/lists'));
    const box = (name: string) => phone.page.getByRole('checkbox', { name });
    await expect.poll(() => box('カードご利用のお知らせ').isChecked()).toBe(true);
    expect(await box('キャンペーン・おトクな情報').isChecked()).toBe(false);
    await settled(phone);
    await phone.screenshot('member-mailing-lists');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await box('カードご利用のお知らせ').uncheck();
    await box('キャンペーン・おトクな情報').check();
    await press(phone);
    await phone.page.waitForURL(phone.url('/member/mail/lists/confirm'));
    await expect.poll(() => phone.page.locator('.confirm-list').textContent()).toContain('受け取らない');
    await press(phone, 'この内容で設定する');
    await phone.page.waitForURL(phone.url('/member/mail/lists/complete'));
    await phone.page.getByRole('link', { name: '会員情報へ' }).click();
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await expect
      .poll(() => phone.page.getByTestId('mailing-lists').textContent())
      .toBe('ご請求額確定のお知らせ、ご利用をお断りしたときのお知らせ、海外でのご利用のお知らせ、キャンペーン・おトクな情報');
  });

  it('product staff read on /develop/flows how far people got in each flow, where they left and which fields refused them', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/develop/flows'));
    await expect.poll(() => heading(phone)).toBe('お手続きごとの到達と離脱');
    // The counts are read after the heading is drawn, over every journey's journal so far: under CI's load that read
    // outlasted expect.poll's one second once.
    await phone.page.getByRole('status').filter({ hasText: '読み込んでいます' }).waitFor({ state: 'detached' });
    const mail = phone.page.locator('section[data-flow="mailSetting"]');
    expect(await mail.count()).toBe(1);
    expect(Number(await mail.locator('tr[data-step="complete"] td').nth(1).textContent())).toBeGreaterThan(0);
    await settled(phone);
    await phone.screenshot('develop-flows');
    expect(await phone.accessibilityViolations()).toEqual([]);
  });
});
