import { describe, expect, it } from 'vitest';
import { settled } from './apply/applyJourney';
import { submitLoginForm } from './logIn';
import { phonesForThisFile, type Phone } from './phone';

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
    await expect.poll(() => phone.page.locator('.notice').textContent()).toBe('このキャンペーンはまだ始まっていません。開始までお待ちください。');
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
    await expect.poll(() => phone.page.getByRole('status').filter({ hasText: 'エントリー' }).textContent()).toBe('エントリーしました。条件を満たすと特典をお受け取りいただけます。');
    await phone.page.reload();
    await expect.poll(() => phone.page.locator('.campaign__entered').textContent()).toBe('エントリー済みです。条件を満たすと特典をお受け取りいただけます。');
    expect(await phone.page.getByRole('button', { name: 'エントリーする' }).count()).toBe(0);
    await phone.page.goto(phone.url('/member'));
    await phone.page.getByRole('link', { name: 'キャンペーンのエントリー状況' }).click();
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
});
