import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorScreens } from '../../enums/errorScreens';
import { startPartnerCarrier, type PartnerCarrierServer } from '../helpers/partnerCarrier';
import { settled, press } from './apply/applyJourney';
import { logInAs } from './logIn';
import { onScreen } from './errorScreen';
import { tokyoToday } from '../../validators/calendar';
import { startOwnServer, phoneOnServer, type OwnServer } from './ownServer';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * The SPEC 8.2 screens that a moment or a setting opens (issue 35), on a 390-pixel phone: a same-day deposit promise sent
 * after 15:00 Tokyo, an address change while a residence report awaits its review, the partner ID linkage while the
 * feature flags withdraw it, and its certification while the partner carrier is unavailable. Real servers run in this
 * process on a clock the test moves (the flows read the app's clock; the phone's own clock follows): one with
 * sbIdLinkage off, as product staff would set it, one asking a local HTTP server as the partner carrier.
 */
const phones = phonesForThisFile();

/** The server's instant: the machine's clock until a journey sets it. */
let instant: Date | undefined;

/** sbIdLinkage off, as product staff would set it. */
let own: OwnServer;
/** The partner carrier's API configured, and the carrier answering 503 (its service unavailable). */
let carrier: PartnerCarrierServer;
let withCarrier: OwnServer;

beforeAll(async () => {
  carrier = await startPartnerCarrier();
  const clock = () => instant ?? new Date();
  [own, withCarrier] = await Promise.all([
    startOwnServer({ flags: { sbIdLinkage: false }, clock }),
    startOwnServer({ environment: { CARRIER_API_URL: carrier.url, CARRIER_API_TOKEN: 'carrier-e2e-token' }, clock }),
  ]);
});
afterAll(async () => {
  await Promise.all([own.close(), withCarrier.close()]);
  await carrier.close();
});

/** A phone on one of this file's servers. */
const openPhone = async (server: OwnServer = own): Promise<Phone> => phoneOnServer(await phones.open(), server);

/** The only console error allowed: the 400 or 503 of the refused call that sent the page to its screen. */
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !/\b(400|503)\b/.test(problem));

describe('the screens a moment or a setting opens', () => {
  it('sends a same-day deposit promise confirmed after 15:00 Tokyo to the deadline screen, which leads back to choose another day', async () => {
    const phone = await openPhone();
    const today = tokyoToday(new Date());
    const beforeCutoff = new Date(`${today}T14:58:00+09:00`);
    instant = beforeCutoff;
    try {
      await logInAs(phone, 'restricted', '/member');
      await phone.page.waitForURL(phone.url('/member'));
      await phone.page.clock.setFixedTime(beforeCutoff);
      await fromMenu(phone, 'お支払いのお約束（未払いのご請求）');
      await phone.page.waitForURL(phone.url('/member/deposit-promise'));
      await phone.page.getByLabel('お振込み予定日').fill(today.replaceAll('-', ''));
      await phone.page.getByLabel('お振込み予定額').fill('10000');
      await press(phone);
      await phone.page.waitForURL(phone.url('/member/deposit-promise/confirm'));
      await settled(phone);

      // The member reads the confirm page past 15:00, then confirms.
      instant = new Date(`${today}T15:00:30+09:00`);
      await phone.page.clock.setFixedTime(instant);
      await phone.page.getByRole('button', { name: 'この内容で約束する' }).click();
      await onScreen(phone, 'sameDayTransferDeadline', 'error-same-day-transfer-deadline');
      await phone.page.getByRole('link', { name: errorScreens.sameDayTransferDeadline.buttonLabel }).click();
      await phone.page.waitForURL(phone.url('/member/deposit-promise'));
      expect(realProblems(phone)).toEqual([]);
    } finally {
      instant = undefined;
    }
  });

  it('closes the address change while a residence report awaits its review, and leads back to the member info', async () => {
    const phone = await openPhone();
    // The report a foreign resident sent from the member info page, not yet reviewed by staff.
    await own.app.db
      .insertInto('residence_reports')
      .values({ member_id: 'member-regular', nationality: 'VN', status: 'submitted' })
      .execute();
    await logInAs(phone, 'regular', '/member/info/top');
    await phone.page.waitForURL(phone.url('/member/info/top'));
    await settled(phone);
    await phone.page.getByRole('link', { name: 'ご住所・電話番号を変更する' }).click();
    await onScreen(phone, 'memberInfoClosed', 'error-member-info-closed');
    await phone.page.getByRole('link', { name: errorScreens.memberInfoClosed.buttonLabel }).click();
    await phone.page.waitForURL(phone.url('/member/info/top'));
    expect(realProblems(phone)).toEqual([]);
  });

  it('offers no partner ID linkage while sbIdLinkage is off, refuses its page opened anyway, and leads back to the card settings', async () => {
    const phone = await openPhone();
    await logInAs(phone, 'multiple', '/member/setting/top');
    await phone.page.waitForURL(phone.url('/member/setting/top'));
    await phone.page.getByRole('link', { name: 'パートナーIDとの連携' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/sbidlinkage/status'));
    await expect
      .poll(() => phone.page.getByTestId('partner-id-linkage-not-offered').textContent())
      .toBe('ただいま、パートナーIDとの連携のお手続きはお受けしていません。');
    expect(await phone.page.getByRole('link', { name: 'パートナーIDと連携する' }).count()).toBe(0);
    await settled(phone);
    await phone.screenshot('partner-id-linkage-status-not-offered');
    expect(await phone.accessibilityViolations()).toEqual([]);
    // A bookmark of the linkage's first page, kept from before the flags changed.
    await phone.page.goto(phone.url('/member/setting/sbidlinkage/certification'));
    await onScreen(phone, 'partnerIdLinkageClosed', 'error-partner-id-linkage-closed');
    await phone.page.getByRole('link', { name: errorScreens.partnerIdLinkageClosed.buttonLabel }).click();
    await phone.page.waitForURL(phone.url('/member/setting/top'));
    expect(realProblems(phone)).toEqual([]);
  });

  it('ends the linkage on the carrier-link error when the partner carrier is unavailable, and leads back to the service top', async () => {
    const phone = await openPhone(withCarrier);
    carrier.answers.push({ status: 503 });
    await logInAs(phone, 'multiple', '/member/setting/top');
    await phone.page.waitForURL(phone.url('/member/setting/top'));
    await phone.page.getByRole('link', { name: 'パートナーIDとの連携' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/sbidlinkage/status'));
    await phone.page.getByRole('link', { name: 'パートナーIDと連携する' }).click();
    await phone.page.waitForURL(phone.url('/member/setting/sbidlinkage/certification'));
    const number = phone.page.getByLabel(/パートナー携帯会社にご登録の携帯電話番号/);
    await expect.poll(() => number.inputValue()).toMatch(/^0[789]0\d{8}$/);
    await phone.page.getByRole('button', { name: '次へ' }).click();
    await onScreen(phone, 'carrierLinkError', 'error-carrier-link-unavailable');
    expect(carrier.calls.map((call) => call.path)).toEqual(['/carrier/certifications']);
    await phone.page.getByRole('link', { name: errorScreens.carrierLinkError.buttonLabel }).click();
    await phone.page.waitForURL(phone.url('/'));
    expect(realProblems(phone)).toEqual([]);
  });
});
