import { describe, expect, it } from 'vitest';
import { errorScreens } from '../../enums/errorScreens';
import { topNoticeMessages } from '../../src/pages/memberArea/messages';
import { heading, settled } from './apply/applyJourney';
import { logInAs, personLike } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * SPEC 3.1's session flags addressMismatchFlg and residenceDeleteFlg on a 390-pixel phone (issue 35,
 * server/README.md "The residence flags"): the member top says what is wrong with the residence card on record, a
 * flow that needs the card in order is refused (4006, 4007), and the browser, reading the session's flag, shows the
 * screen of that meaning, whose button leads to the member info where the card is reported.
 */
const phones = phonesForThisFile();
/** The only console error allowed: the 400 of the refused read that sent the page to its screen. */
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !/\b400\b/.test(problem));

async function onScreen(phone: Phone, screen: 'residenceAddressMismatch' | 'residenceDeleted', shot: string): Promise<void> {
  await phone.page.waitForURL(phone.url(`/error?type=${screen}`));
  await expect.poll(() => heading(phone)).toBe(errorScreens[screen].heading);
  await settled(phone);
  expect(await phone.page.getByText(errorScreens[screen].description).count()).toBe(1);
  await phone.screenshot(shot);
  expect(await phone.accessibilityViolations()).toEqual([]);
  await phone.page.getByRole('link', { name: errorScreens[screen].buttonLabel }).click();
  await phone.page.waitForURL(phone.url('/member/info/top'));
}

describe('the residence card flags on a 390-pixel phone', () => {
  it('tells a member who moved after reporting their residence card that the addresses differ when they ask to change the cashing limit', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'movedResident'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await expect.poll(() => phone.page.locator('main').textContent()).toContain(topNoticeMessages.residenceMismatch.text);
    await phone.page.goto(phone.url('/member/setting/cashing/top'));
    await phone.page.getByRole('link', { name: 'キャッシング枠を変更する' }).click();
    await onScreen(phone, 'residenceAddressMismatch', 'residence-address-mismatch');
    expect(realProblems(phone)).toEqual([]);
  });

  it('asks a member whose residence card lapsed 62 days ago for a new one: the top says it was removed, and a raise is refused with that screen', async () => {
    const phone = await phones.open();
    await logInAs(phone, await personLike(phone, 'lapsedResidence'), '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await expect.poll(() => phone.page.locator('main').textContent()).toContain(topNoticeMessages.residenceDeleted.text);
    expect(await phone.page.locator('main').textContent()).not.toContain(topNoticeMessages.residenceExpired.text);
    await phone.screenshot('residence-deleted-member-top');
    expect(await phone.accessibilityViolations()).toEqual([]);
    await fromMenu(phone, 'ご利用可能枠の増額');
    await onScreen(phone, 'residenceDeleted', 'residence-deleted');
    expect(realProblems(phone)).toEqual([]);
  });
});
