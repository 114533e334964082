import { describe, expect, it } from 'vitest';
import { settled } from './apply/applyJourney';
import { logInAs } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * The card's authorisations (issue 35, SPEC 2.6 /member/authorization/detail and /error-detail) on a 390-pixel phone
 * through the real login, server and database: opened from the member menu, paged to the end, then the declines with
 * their reasons and what to do about each.
 */
const phones = phonesForThisFile();

const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();

async function lookedAt(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

describe('the authorisation pages on a 390-pixel phone', () => {
  it('a member opens the recent uses from the menu, pages them to the end, and reads the declines with their reasons', async () => {
    const phone = await phones.open();
    await logInAs(phone, 'heavy', '/member');
    await phone.page.waitForURL(phone.url('/member'));

    await fromMenu(phone, '最近のご利用（承認状況）');
    await expect.poll(() => heading(phone)).toBe('最近のご利用（承認状況）');
    const count = phone.page.locator('.statement-lines__count');
    await expect.poll(() => count.textContent()).toMatch(/^\d+件中 24件を表示しています。$/);
    const total = Number((await count.textContent())?.match(/^(\d+)件中/)?.[1]);
    expect(total).toBeGreaterThan(48);
    await lookedAt(phone, 'member-authorization-detail');

    for (let shown = 24; shown < total; shown += 24) {
      await phone.page.getByRole('button', { name: 'もっと見る' }).click();
      await expect.poll(() => phone.page.getByTestId('authorization-line').count()).toBe(Math.min(shown + 24, total));
    }
    expect(await phone.page.getByRole('button', { name: 'もっと見る' }).count()).toBe(0);
    const badges = await phone.page.locator('.authorization-lines__status').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['承認済み', '確認中', 'ご利用不可']));
    for (const amount of await phone.page.locator('.authorization-lines__amount').allTextContents()) expect(amount).toMatch(/^¥[\d,]+$/);
    const declinedOnDetail = badges.filter((badge) => badge === 'ご利用不可').length;

    await phone.page.getByRole('link', { name: 'ご利用できなかった取引と理由を見る' }).click();
    await expect.poll(() => heading(phone)).toBe('ご利用できなかった取引');
    await expect.poll(() => count.textContent()).toMatch(new RegExp(`^${declinedOnDetail}件中 \\d+件を表示しています。$`));
    const lines = phone.page.getByTestId('authorization-line');
    const reasons = await phone.page.locator('.authorization-lines__reason').allTextContents();
    expect(reasons).toHaveLength(await lines.count());
    for (const reason of reasons) expect(reason).toMatch(/^理由：.+/);
    // Each reason shown is explained once, with what the member can do.
    const advice = phone.page.getByTestId('decline-advice');
    expect(await advice.count()).toBe(new Set(reasons).size);
    expect(await advice.first().locator('dd').textContent()).not.toBe('');
    await lookedAt(phone, 'member-authorization-error-detail');

    // Drawn by the server with its reads, as every member page: the document already holds the declines.
    const document = await (await phone.page.request.get(phone.url('/member/authorization/error-detail'))).text();
    expect(document).toContain('理由：');
    expect(phone.problems).toEqual([]);
  });

  it('the restricted member is told the restriction refused their recent uses, and where to lift it', async () => {
    const phone = await phones.open();
    await logInAs(phone, 'restricted', '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await fromMenu(phone, 'ご利用できなかった取引');
    await expect.poll(() => heading(phone)).toBe('ご利用できなかった取引');
    await expect.poll(() => phone.page.locator('.authorization-lines__reason').first().textContent()).toBe('理由：利用制限中');
    const restriction = phone.page.getByTestId('decline-advice').filter({ hasText: '利用制限中' });
    expect(await restriction.getByRole('link', { name: 'カードの利用制限' }).getAttribute('href')).toBe(
      '/member/setting/usage-restriction',
    );
    await lookedAt(phone, 'member-authorization-error-detail-restricted');
  });
});
