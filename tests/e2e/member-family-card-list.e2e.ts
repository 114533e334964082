import { describe, expect, it } from 'vitest';
import { settled } from './apply/applyJourney';
import { logInAs } from './logIn';
import { phonesForThisFile } from './phone';

/**
 * The family-card list at its SPEC 2.6 address, /member/setting/family-card/list (issue 35), reached from the card
 * settings; the old address it was drawn at still leads there.
 */
const phones = phonesForThisFile();

describe('the family-card list on a 390-pixel phone', () => {
  it('opens at /member/setting/family-card/list from the card settings, and the old address leads there', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, 'regular', '/member/setting/top');
    await page.waitForURL(phone.url('/member/setting/top'));
    await page.getByRole('link', { name: '家族カード' }).click();
    await page.waitForURL(phone.url('/member/setting/family-card/list'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('家族カード');
    await settled(phone);
    await phone.screenshot('member-family-card-list');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await page.goto(phone.url('/member/setting/family-card'));
    await page.waitForURL(phone.url('/member/setting/family-card/list'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('家族カード');
    expect(phone.problems).toEqual([]);
  });
});
