import { describe, expect, it } from 'vitest';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { openDesk, type Desk } from './staffDesk';
import { fromMenu } from './memberMenu';

/**
 * Issue 35 on a 390-pixel phone: operations switch the service into maintenance in the staff console and a member
 * meets the maintenance page (SPEC 7.3's bffMaintenance), and a service limited by hours (config/serviceHours.json)
 * shows the outside-hours screen when asked outside them. Each journey puts the published settings back, so the
 * journeys after it find the service open.
 */
const phones = phonesForThisFile();
const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();
const allDay = [{ service: '振込キャッシング', flows: ['cashingNet', 'revoCashing'], opens: '00:00', closes: '24:00' }];

/** Product staff save the console's maintenance and hours form and publish it at once. */
async function publishServiceHours(desk: Desk, settings: { maintenance: boolean; hours: unknown; note: string }): Promise<void> {
  await desk.page.goto(desk.url('/config'));
  const form = desk.page.getByRole('region', { name: 'メンテナンスと受付時間' });
  await form.getByLabel('サービスのメンテナンス（5030）').setChecked(settings.maintenance);
  await form
    .getByLabel('予定のメンテナンスと受付時間（JSON）')
    .fill(JSON.stringify({ maintenance: { windows: [] }, paymentProviderMaintenance: { windows: [] }, hours: settings.hours }));
  await form.getByLabel(/^変更の理由/).fill(settings.note);
  await form.getByRole('button', { name: 'メンテナンスと受付時間を保存する' }).click();
  await expect.poll(() => desk.page.getByRole('status').textContent()).toContain('公開しました');
}

/** Tokyo hours that leave out the present hour: the service is closed now whenever the journey runs. */
function hoursClosedNow(): { opens: string; closes: string } {
  const tokyoHour = (new Date().getUTCHours() + 9) % 24;
  const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return tokyoHour <= 21 ? { opens: clock(tokyoHour + 2), closes: '24:00' } : { opens: '00:00', closes: clock(tokyoHour - 1) };
}

describe('maintenance and hours on a 390-pixel phone', () => {
  it('operations switch maintenance on in the console: a member opening the member top meets the maintenance page, and the top again once it is off', async () => {
    const phone = await phones.open();
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    await logInAs(phone, await personLike(phone, 'regular'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    const desk = await openDesk(browser, 'product', '/config');
    try {
      await publishServiceHours(desk, { maintenance: true, hours: allDay, note: '緊急メンテナンス' });
      await desk.screenshot('console-maintenance-on');
      expect(await desk.accessibilityViolations()).toEqual([]);

      await phone.page.goto(phone.url('/member'));
      await phone.page.waitForURL(phone.url('/error?bffMaintenance=1'));
      await expect.poll(() => heading(phone)).toBe('ただいまメンテナンス中です');
      expect(await phone.page.title()).toBe('メンテナンス中 | カード会員サービス');
      expect(await phone.page.getByRole('link', { name: 'お知らせを見る' }).getAttribute('href')).toBe('/support');
      await phone.screenshot('maintenance-member-top');
      expect(await phone.accessibilityViolations()).toEqual([]);
    } finally {
      await publishServiceHours(desk, { maintenance: false, hours: allDay, note: 'メンテナンス終了' });
      await desk.context.close();
    }
    await phone.page.goto(phone.url('/member'));
    await expect.poll(() => phone.page.getByRole('link', { name: 'ご利用明細', exact: true }).isVisible()).toBe(true);
    expect(phone.page.url()).toBe(phone.url('/member'));
  });

  it('a member asking for a cash advance by transfer outside its hours meets the outside-hours screen, and borrows once it is open', async () => {
    const phone = await phones.open();
    const browser = phone.context.browser();
    if (!browser) throw new Error('no browser');
    await logInAs(phone, await personLike(phone, 'regular'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    const desk = await openDesk(browser, 'product', '/config');
    try {
      await publishServiceHours(desk, {
        maintenance: false,
        hours: [{ service: '振込キャッシング', flows: ['cashingNet', 'revoCashing'], ...hoursClosedNow() }],
        note: '振込キャッシングの受付時間',
      });
      await fromMenu(phone, 'キャッシング');
      await phone.page.waitForURL(phone.url('/member/setting/cashing/top'));
      await phone.page.getByRole('link', { name: '振込キャッシングを申し込む' }).click();
      await phone.page.waitForURL(phone.url('/error?type=outsideOperatingHours'));
      await expect.poll(() => heading(phone)).toBe('ただいまサービス時間外です');
      expect(await phone.page.title()).toBe('サービス時間外 | カード会員サービス');
      await phone.screenshot('outside-operating-hours-cashing');
      expect(await phone.accessibilityViolations()).toEqual([]);
    } finally {
      await publishServiceHours(desk, { maintenance: false, hours: allDay, note: '終日受付に戻す' });
      await desk.context.close();
    }
    await phone.page.goto(phone.url('/member/setting/cashing/top'));
    await phone.page.getByRole('link', { name: '振込キャッシングを申し込む' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/cashing/net'));
    await expect.poll(() => phone.page.getByLabel('お借入れ金額').isVisible()).toBe(true);
  });
});
