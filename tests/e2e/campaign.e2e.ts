import { describe, expect, it } from 'vitest';
import { settled } from './apply/applyJourney';
import { submitLoginForm } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { openDesk } from './staffDesk';
import { fromMenu } from './memberMenu';

/**
 * Campaign pages (SPEC 2.3) on a 390-pixel phone: one template over config/campaigns.json, before, in and after a
 * campaign's period, and a member's entry, once, seen again on the campaign status page.
 */
const phones = phonesForThisFile();
const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();

describe('campaigns on a 390-pixel phone', () => {
  it('shows a campaign before its period as coming soon and after it as closed, to anyone', async () => {
    const phone = await phones.open();
    const soon = await phone.page.goto(phone.url('/campaign/scratch'));
    expect(soon?.status()).toBe(200);
    await expect
      .poll(() => phone.page.locator('.notice').textContent())
      .toBe('このキャンペーンはまだ始まっていません。開始までお待ちください。');
    await phone.page.goto(phone.url('/campaign/scratch202406'));
    await expect.poll(() => phone.page.locator('.notice').textContent()).toBe('このキャンペーンのエントリーは終了しました。');
    await phone.screenshot('campaign-closed');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect((await phone.page.goto(phone.url('/campaign/no-such-campaign')))?.status()).toBe(404);
  });

  it('a member logs in from the campaign page, enters once, and finds it on the campaign status page', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/campaign/add-card-entry'));
    await expect.poll(() => heading(phone)).toBe('カード追加エントリーキャンペーン');
    await phone.screenshot('campaign-open-visitor');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await phone.page.getByRole('link', { name: 'ログインしてエントリーする' }).click();
    await submitLoginForm(phone.page, 'multiple');
    await phone.page.waitForURL(phone.url('/campaign/add-card-entry'));
    await phone.page.getByRole('button', { name: 'エントリーする' }).click();
    await expect
      .poll(() => phone.page.getByRole('status').filter({ hasText: 'エントリー' }).textContent())
      .toBe('エントリーしました。条件を満たすと特典をお受け取りいただけます。');
    await phone.page.reload();
    await expect
      .poll(() => phone.page.locator('.campaign__entered').textContent())
      .toBe('エントリー済みです。条件を満たすと特典をお受け取りいただけます。');
    expect(await phone.page.getByRole('button', { name: 'エントリーする' }).count()).toBe(0);
    await phone.page.goto(phone.url('/member'));
    await fromMenu(phone, 'キャンペーンのエントリー状況');
    await expect.poll(() => phone.page.locator('[data-campaign="1214"] .badge').textContent()).toBe('エントリー済み');
    await settled(phone);
    await phone.screenshot('campaign-status');
    expect(await phone.accessibilityViolations()).toEqual([]);
  });

  it('shows the body product staff wrote as headings, paragraphs and lists', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/campaign/add-card-2507'));
    await expect.poll(() => phone.page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['キャンペーン内容', '参加条件']);
    expect(await phone.page.locator('.campaign__body li').count()).toBe(3);
    await phone.screenshot('campaign-body');
  });

  it('product staff change a campaign’s points in the console, preview and publish; the public page shows them at once, and a rollback restores them', async () => {
    const phone = await phones.open();
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const pointsShown = async () => {
      await phone.page.goto(phone.url('/campaign/add-card-2507'));
      await phone.page.locator('.campaign__facts').waitFor();
      return phone.page.locator('.campaign__facts').textContent();
    };
    expect(await pointsShown()).toContain('10,000ポイント');
    const desk = await openDesk(browser, 'product', '/config');
    await desk.page.getByRole('link', { name: '2枚目のカード追加キャンペーン（1001）を編集する' }).click();
    await desk.page.getByLabel(/^付与ポイント/).fill('12000');
    await desk.page.getByRole('button', { name: 'プレビュー' }).click();
    await expect.poll(() => desk.page.getByRole('region', { name: /プレビュー/ }).textContent()).toContain('12,000ポイント');
    await desk.screenshot('console-campaign-preview');
    expect(await desk.accessibilityViolations()).toEqual([]);
    // Not published by a preview: the public page still says 10,000.
    expect(await pointsShown()).toContain('10,000ポイント');
    await desk.page.getByLabel(/^変更の理由/).fill('年末の増量');
    await desk.page.getByRole('button', { name: '保存して公開する' }).click();
    await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('公開しました');
    expect(await pointsShown()).toContain('12,000ポイント');
    await desk.screenshot('console-config');
    expect(await desk.accessibilityViolations()).toEqual([]);
    // Back to the seed file's content in one action.
    await desk.page.getByRole('region', { name: 'キャンペーン' }).getByRole('button', { name: 'この版に戻す' }).last().click();
    await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('選んだ版に戻しました');
    await desk.context.close();
    expect(await pointsShown()).toContain('10,000ポイント');
  });
  it('product staff add a campaign with its reward rule in the console; members find its page at once, and a rollback takes it away', async () => {
    const phone = await phones.open();
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    const desk = await openDesk(browser, 'product', '/config');
    await desk.page.getByRole('link', { name: 'キャンペーンを追加する' }).click();
    await desk.page.getByLabel(/^ページのアドレス/).fill('winter-shopping');
    await desk.page.getByLabel(/^キャンペーン名/).fill('冬のお買い物キャンペーン');
    await desk.page.getByLabel(/^付与ポイント/).fill('500');
    await desk.page.getByLabel(/^開始日/).fill('2026-11-01');
    await desk.page.getByLabel(/^終了日/).fill('2027-03-31');
    await desk.page.getByLabel(/^条件/).fill('期間中にエントリーのうえ、お買い物で合計5万円以上ご利用の方に500ポイントを付与します。');
    await desk.page.getByLabel(/^ポイントを付与する条件/).selectOption({ label: '期間中のご利用金額の合計' });
    await desk.page.getByRole('button', { name: '保存して公開する' }).click();
    // Two mistakes at once, each in the summary and beside its field: the least amount and the reason.
    await expect.poll(() => desk.page.getByRole('alert').textContent()).toContain('保存できませんでした（2件）');
    await expect.poll(() => desk.page.locator('#rewardMin-error').textContent()).toBe('1以上の半角数字の整数で入力してください。');
    await desk.page.getByLabel(/^付与の基準/).fill('50000');
    await desk.page.getByLabel(/^対象のご利用/).selectOption({ label: 'お買い物' });
    await desk.page.getByLabel(/^変更の理由/).fill('冬の販促');
    await desk.page.getByRole('button', { name: 'プレビュー' }).click();
    await expect.poll(() => desk.page.getByRole('region', { name: /プレビュー/ }).textContent()).toContain('500ポイント');
    await desk.screenshot('console-campaign-new');
    expect(await desk.accessibilityViolations()).toEqual([]);
    await desk.page.getByRole('button', { name: '保存して公開する' }).click();
    await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('公開しました');
    await phone.page.goto(phone.url('/campaign/winter-shopping'));
    await expect.poll(() => heading(phone)).toBe('冬のお買い物キャンペーン');
    await phone.screenshot('campaign-added');
    // The file as it was before the addition, so the other journeys on this server see the seed's campaigns.
    await desk.page.getByRole('region', { name: 'キャンペーン' }).getByRole('button', { name: 'この版に戻す' }).first().click();
    await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('選んだ版に戻しました');
    await desk.context.close();
    expect((await phone.page.goto(phone.url('/campaign/winter-shopping')))?.status()).toBe(404);
  });
});
