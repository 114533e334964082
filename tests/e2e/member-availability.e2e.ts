import { describe, expect, it } from 'vitest';
import { heading, settled } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { fromMenu } from './memberMenu';
import { phonesForThisFile, type Phone } from './phone';

/**
 * SPEC 6 on a 390-pixel phone: a minor who taps the switch to gold, and a member without a registered address who taps
 * the card addition, are told at once, before any page of the flow, why the service is not for them; the address
 * screen leads to the member information where the address is registered.
 */
const phones = phonesForThisFile();

async function tapFromMemberTop(phone: Phone, template: string, menuItem: string): Promise<void> {
  await logInAs(phone, await personLike(phone, template), '/member');
  await phone.page.waitForURL(phone.url('/member'));
  await fromMenu(phone, menuItem);
}

async function looked(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

describe('a service not for the holder', () => {
  it('a minor who opens the switch to gold is told it is for members of 18 or over, and goes back to the member top', async () => {
    const phone = await phones.open();
    await tapFromMemberTop(phone, 'minor', 'ゴールドカードへの切り替え');
    await phone.page.waitForURL(phone.url('/error?type=minorUnavailable'));
    await expect.poll(() => heading(phone)).toBe('未成年の方はご利用いただけません');
    await expect.poll(() => phone.page.locator('main').textContent()).toContain('18歳以上の会員さま');
    await looked(phone, 'availability-minor');
    await phone.page.getByRole('link', { name: '会員トップへ戻る' }).click();
    await phone.page.waitForURL(phone.url('/member'));
  });

  it('a member without an address who opens the card addition is sent to register the address first', async () => {
    const phone = await phones.open();
    await tapFromMemberTop(phone, 'noaddress', 'カードの追加（別のブランド・ゴールドカード）');
    await phone.page.waitForURL(phone.url('/member/setting/multiple-card'));
    await phone.page.getByRole('link', { name: 'カードの追加を申し込む' }).click();
    await phone.page.waitForURL(phone.url('/error?type=addressUnavailable'));
    await expect.poll(() => heading(phone)).toBe('ご住所の登録が必要です');
    await looked(phone, 'availability-no-address');
    await phone.page.getByRole('link', { name: '会員情報へ進む' }).click();
    await phone.page.waitForURL(phone.url('/member/info/top'));
  });
});
