import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countryOf } from '../../enums/country';
import { bilingualResidenceStatusLabel } from '../../enums/residenceStatus';
import { act, field, heading, next, settled, press } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';

/**
 * The member's nationality and residence card on a 390-pixel phone (issue 15; SPEC 2.6, 2.7, 5.7): entered without
 * the member info page first it is the illegal-operation error; from the info page a student reports the card's
 * expiry and uploads both sides through the real virus check, confirms, and the info page shows the new report.
 */
const phones = phonesForThisFile();
const cardPhoto = (format: 'png' | 'jpeg', background: string) =>
  sharp({ create: { width: 856, height: 540, channels: 3, background } })
    [format]()
    .toBuffer();

async function upload(phone: Phone, label: string, photo: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await field(phone, label).setInputFiles(photo);
  await expect.poll(() => phone.page.getByRole('status').filter({ hasText: 'アップロードしました' }).count()).toBe(1);
  await expect
    .poll(() => phone.page.locator('.photo__preview img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(856);
}

describe('nationality and residence card on a 390-pixel phone', () => {
  it('opened directly, without the member info page this session, is the illegal-operation error', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'regular'), '/member/info/nationality');
    await phone.page.waitForURL(/\/error\?type=illegalOperation/);
    await expect.poll(() => heading(phone)).toBe('不正な操作が行われました');
  });

  it('a student reports the card from the member info page, uploading both sides through the virus check, and sees the report on the info page', async () => {
    const phone = await phones.open();
    const { page } = phone;
    await logInAs(phone, await personLike(phone, 'regular'), '/member/info/top');
    await page.waitForURL(phone.url('/member/info/top'));
    await expect.poll(() => page.getByTestId('residence').textContent()).toBe('未登録');
    await page.getByRole('link', { name: '国籍・在留資格を変更する' }).click();

    await page.waitForURL(phone.url('/member/info/nationality'));
    await act(phone, { select: '国籍 Nationality', option: `${countryOf('VN')!.ja} ${countryOf('VN')!.en}` });
    await act(phone, { select: '在留資格 Status of residence', option: bilingualResidenceStatusLabel('26') });
    await settled(phone);
    await phone.screenshot('member-residence-nationality');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await next(phone);

    await page.waitForURL(phone.url('/member/info/nationality/expiration'));
    await act(phone, { fill: '在留期間の満了日 Expiration date', value: '２０２８/０３/３１' });
    await next(phone);
    await page.waitForURL(phone.url('/member/info/nationality/front-upload'));
    await upload(phone, 'おもて面の写真 Photo of the front', {
      name: '在留カード表.jpg',
      mimeType: 'image/jpeg',
      buffer: await cardPhoto('jpeg', '#dfe9f3'),
    });
    await next(phone);
    await page.waitForURL(phone.url('/member/info/nationality/back-address'));
    await act(phone, { choose: '記載がある Yes, it is written on the back' });
    await next(phone);
    await page.waitForURL(phone.url('/member/info/nationality/back-upload'));
    await upload(phone, 'うら面の写真 Photo of the back', {
      name: 'card-back.png',
      mimeType: 'image/png',
      buffer: await cardPhoto('png', '#f3efe0'),
    });
    await next(phone);

    await page.waitForURL(phone.url('/member/info/nationality/verification'));
    await next(phone);
    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('在留カードの記載と同じであることをご確認ください。');
    await page.getByRole('checkbox', { name: /^届け出た内容は在留カードの記載と同じです。/ }).check();
    await settled(phone);
    await phone.screenshot('member-residence-verification');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await next(phone);

    await page.waitForURL(phone.url('/member/info/nationality/confirm'));
    await expect.poll(() => page.locator('.confirm-list').textContent()).toContain('2028年3月31日');
    await settled(phone);
    await phone.screenshot('member-residence-confirm');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await press(phone, 'この内容で変更する Submit');
    await page.waitForURL(phone.url('/member/info/nationality/complete'));
    await expect.poll(() => page.getByTestId('residence-expiry').textContent()).toBe('2028年3月31日');
    await page.getByRole('link', { name: '会員情報へ' }).click();
    await page.waitForURL(phone.url('/member/info/top'));
    await expect.poll(() => page.getByTestId('residence').textContent()).toBe('ベトナム・留学・2028年3月31日まで');
  });
});
