import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heading, settled } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { hydrated, phonesForThisFile, type Phone } from './phone';
import { openDesk } from './staffDesk';

/**
 * Two member flows walked by keyboard alone on a 390-pixel phone (issue 35; WCAG 2.1.1 keyboard, 2.4.3 focus order):
 * the partner ID linkage from the card settings, and the gold switch of a card with more family cards than a gold
 * card holds, through its family-card error and change steps. Tab and Shift+Tab move, Space checks, Enter follows a
 * link or presses a button, the arrow keys choose in a list; nothing is clicked. After each page change the focus is
 * on the new page's heading, and after a refused step on the error summary, so a screen reader says where the person is.
 * And one staff console form at 1280 px (issue 55): a campaign edited, refused, corrected from the summary, published.
 */
const phones = phonesForThisFile();

/** A phone or a staff member's desk: what is walked is its page. */
type Screen = { readonly page: Page };

const focused = (on: Screen) =>
  on.page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    id: document.activeElement?.id ?? '',
    text: (document.activeElement?.textContent ?? '').trim(),
  }));

/** The next Tab stop (or, `back`, the previous one) that is `target`: Tab pressed until the focus is there. */
async function tabTo(on: Screen, target: Locator, { back = false } = {}): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await on.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`no Tab stop ${String(target)}; the focus is on ${JSON.stringify(await focused(on))}`);
}

const link = (on: Screen, name: string) => on.page.getByRole('link', { name, exact: true });
const button = (on: Screen, name: string) => on.page.getByRole('button', { name, exact: true });
const checkbox = (on: Screen, name: string) => on.page.getByRole('checkbox', { name });
const list = (on: Screen, name: string) => on.page.getByRole('combobox', { name });

/** A new page reached: its address, its heading, and the focus on that heading. */
async function arrived(phone: Phone, path: string, title: string): Promise<void> {
  await phone.page.waitForURL(phone.url(path));
  await expect.poll(() => heading(phone)).toBe(title);
  await expect.poll(() => focused(phone), { timeout: 10_000 }).toMatchObject({ tag: 'H1', text: title });
}

/** A step refused: the focus on the error summary, which names the problem. */
async function refused(on: Screen, problem: string): Promise<void> {
  // The server's refusal comes over the network: a loaded machine takes longer than expect.poll's one second.
  await expect
    .poll(() => on.page.evaluate(() => document.activeElement?.closest('.error-summary')?.textContent ?? ''), { timeout: 10_000 })
    .toContain(problem);
}

async function looked(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

async function startAt(phone: Phone, template: string, path: string, title: string): Promise<void> {
  await logInAs(phone, await personLike(phone, template), path);
  await phone.page.waitForURL(phone.url(path));
  await expect.poll(() => heading(phone)).toBe(title);
  // The page came drawn by the server: a key pressed before it is live would open a new document.
  await hydrated(phone);
}

describe('member flows by keyboard alone on a 390-pixel phone', () => {
  it('links the partner ID from the card settings: status, number, consent refused then given, result', async () => {
    const phone = await phones.open();
    const { keyboard } = phone.page;
    await startAt(phone, 'regular', '/member/setting/top', 'カードの設定');

    await tabTo(phone, link(phone, 'パートナーIDとの連携'));
    await keyboard.press('Enter');
    await arrived(phone, '/member/setting/sbidlinkage/status', 'パートナーIDとの連携');
    await tabTo(phone, link(phone, 'パートナーIDと連携する'));
    await keyboard.press('Enter');
    await arrived(phone, '/member/setting/sbidlinkage/certification', 'パートナーIDとの連携');
    // The registered number is given: the person goes on without typing.
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');

    await arrived(phone, '/member/setting/sbidlinkage/permission', 'お客さま情報の受け取りへの同意');
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');
    await refused(phone, '同意が必要です');
    await looked(phone, 'keyboard-partner-id-permission-refused');
    // From the summary, back through the form to the consent, then forward to the button.
    await tabTo(phone, checkbox(phone, 'パートナー携帯会社からお客さま情報を受け取ることに同意します'));
    await keyboard.press('Space');
    expect(await checkbox(phone, 'パートナー携帯会社からお客さま情報を受け取ることに同意します').isChecked()).toBe(true);
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');

    await arrived(phone, '/member/setting/sbidlinkage/complete', 'パートナーIDと連携しました');
    await looked(phone, 'keyboard-partner-id-complete');
    await tabTo(phone, link(phone, '連携の状況を見る'));
    await keyboard.press('Enter');
    await arrived(phone, '/member/setting/sbidlinkage/status', 'パートナーIDとの連携');
    await expect.poll(() => phone.page.getByTestId('partner-id-linkage-status').textContent()).toBe('連携しています');
    expect(phone.problems).toEqual([]);
  });

  it('switches a card with four family cards to gold: the terms, the family-card limit, the choice refused then corrected, confirm, under review', async () => {
    const phone = await phones.open();
    const { keyboard } = phone.page;
    await startAt(phone, 'regularWithFourFamily', '/member/setting/gold-card', 'ゴールドカードへの切り替え');

    await tabTo(phone, checkbox(phone, 'このカードのゴールドカードへの切り替えを申し込みます'));
    await keyboard.press('Space');
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');
    await phone.page.waitForURL(phone.url('/member/setting/gold-card/accept-permission'));
    await expect.poll(() => focused(phone), { timeout: 10_000 }).toMatchObject({ tag: 'H1' });
    await tabTo(phone, checkbox(phone, 'カード会員規約と個人情報の取扱いに同意します'));
    await keyboard.press('Space');
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');

    await arrived(phone, '/member/setting/gold-card/family-card/error', '家族カードをすべては切り替えられません');
    // Pressed on without the check: refused, the summary focused; Shift+Tab is not needed, the check follows it.
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');
    await refused(phone, '引き継がない家族カードについて確認のうえ');
    await tabTo(phone, checkbox(phone, '引き継がない家族カードが使えなくなることを確認しました'));
    await keyboard.press('Space');
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');

    await arrived(phone, '/member/setting/gold-card/family-card/change', '引き継ぐ家族カードの選択');
    // The first family card chosen twice (the arrow keys move down the closed list), then the second one for the second.
    await tabTo(phone, list(phone, '引き継ぐ家族カード（1枚目）'));
    await keyboard.press('ArrowDown');
    await tabTo(phone, list(phone, '引き継ぐ家族カード（2枚目）'));
    await keyboard.press('ArrowDown');
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');
    await refused(phone, '同じ家族カードを2回選んでいます');
    await looked(phone, 'keyboard-gold-family-card-change-refused');
    await tabTo(phone, list(phone, '引き継ぐ家族カード（2枚目）'));
    await keyboard.press('ArrowDown');
    // Back to the first list with Shift+Tab, to see it kept its choice, then on to the button.
    await tabTo(phone, list(phone, '引き継ぐ家族カード（1枚目）'), { back: true });
    expect(await list(phone, '引き継ぐ家族カード（1枚目）').inputValue()).not.toBe('');
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');

    await arrived(phone, '/member/setting/gold-card/family-card', '家族カードの切り替え');
    await tabTo(phone, checkbox(phone, '家族カードもゴールドカードの家族カードに切り替えます'));
    await keyboard.press('Space');
    await tabTo(phone, button(phone, '次へ'));
    await keyboard.press('Enter');
    await phone.page.waitForURL(phone.url('/member/setting/gold-card/confirm'));
    await expect.poll(() => focused(phone), { timeout: 10_000 }).toMatchObject({ tag: 'H1' });
    await tabTo(phone, button(phone, 'この内容で申し込む'));
    await keyboard.press('Enter');
    await arrived(phone, '/member/setting/gold-card/under-review', 'ゴールドカードへの切り替えを受け付けました');
    await looked(phone, 'keyboard-gold-under-review');
    // The one 400: the server's refusal of the same family card chosen twice (a check the browser cannot make alone).
    expect(phone.problems).toEqual([expect.stringMatching(/status of 400/)]);
  });
});

describe('the staff console by keyboard alone at 1280 px', () => {
  it('product staff edit a campaign: its points, the reward narrowed by the arrow keys, refused without a reason, corrected from the summary, published, rolled back', async () => {
    const phone = await phones.open();
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    // The login is the identity provider's page, not the form walked here.
    const desk = await openDesk(browser, 'product', '/config');
    const { keyboard } = desk.page;
    await tabTo(desk, link(desk, '2枚目のカード追加キャンペーン（1001）を編集する'));
    await keyboard.press('Enter');
    await desk.page.waitForURL(desk.url('/config/campaigns/1001'));

    await tabTo(desk, desk.page.getByRole('textbox', { name: /^付与ポイント/ }));
    await keyboard.press('ControlOrMeta+A');
    await keyboard.type('12000');
    await tabTo(desk, list(desk, '対象のご利用 任意'));
    await keyboard.press('ArrowDown');
    expect(await list(desk, '対象のご利用 任意').inputValue()).not.toBe('');
    await tabTo(desk, button(desk, '保存して公開する'));
    await keyboard.press('Enter');
    await refused(desk, '変更の理由を入力してください');
    await desk.screenshot('keyboard-console-campaign-refused');
    expect(await desk.accessibilityViolations()).toEqual([]);
    // What was typed is kept; the summary's link takes the focus to the field it names.
    expect(await desk.page.getByRole('textbox', { name: /^付与ポイント/ }).inputValue()).toBe('12000');
    await tabTo(desk, desk.page.getByRole('alert').getByRole('link', { name: /^変更の理由/ }));
    await keyboard.press('Enter');
    await expect.poll(() => focused(desk)).toMatchObject({ id: 'note' });
    await keyboard.type('年末の増量');
    await tabTo(desk, button(desk, '保存して公開する'));
    await keyboard.press('Enter');
    await desk.page.waitForURL(desk.url('/config?saved=published'));
    await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('公開しました');

    // Back to the version before, so the other journeys on this server see the seed's campaign.
    await tabTo(desk, desk.page.getByRole('region', { name: 'キャンペーン' }).getByRole('button', { name: 'この版に戻す' }).first());
    await keyboard.press('Enter');
    await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('選んだ版に戻しました');
    await desk.context.close();
  });
});
