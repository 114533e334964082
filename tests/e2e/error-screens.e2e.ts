import { describe, expect, it } from 'vitest';
import { errorScreens } from '../../enums/errorScreens';
import { logInAs } from './logIn';
import { onScreen } from './errorScreen';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * The SPEC 8.2 screens a person meets on the way into something they may not do now (issue 35), on a 390-pixel phone:
 * a shop's landing URL naming no partner shop, a card stopped after its loss opened in a flow that uses it, and a
 * foreign resident whose residence card has expired asking to raise the credit limit. Each screen is the catalogue's
 * (enums/errorScreens.ts), and its button leads where the person can go on.
 */
const phones = phonesForThisFile();
/** The only console error allowed: the 400 of the refused read that sent the page to its screen. */
const realProblems = (phone: Phone) => phone.problems.filter((problem) => !/\b(400|401)\b/.test(problem));

describe('the error screens a person is most likely to meet', () => {
  it("tells a visitor whose shop's URL names no partner shop that the URL is wrong, before asking them to log in", async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/apply?shopId=ZZ0042&utm_source=shop'));
    await onScreen(phone, 'invalidShopUrl', 'error-invalid-shop-url');
    await phone.page.getByRole('link', { name: errorScreens.invalidShopUrl.buttonLabel }).click();
    await phone.page.waitForURL(phone.url('/'));
    expect(realProblems(phone)).toEqual([]);
  });

  it('refuses the usage restriction of a card stopped after its loss before its first page: the sales-stopped screen', async () => {
    const phone = await phones.open();
    await logInAs(phone, 'stoppedCard', '/member/setting/top');
    await phone.page.waitForURL(phone.url('/member/setting/top'));
    await phone.page.getByRole('link', { name: 'カードの利用制限' }).click();
    await onScreen(phone, 'salesStopped', 'error-sales-stopped');
    await phone.page.getByRole('link', { name: errorScreens.salesStopped.buttonLabel }).click();
    await phone.page.waitForURL(phone.url('/member'));
    expect(realProblems(phone)).toEqual([]);
  });

  it('asks a member whose residence card has expired for the renewed card instead of a credit-limit raise, and leads to the member info', async () => {
    const phone = await phones.open();
    await logInAs(phone, 'expiredResidence', '/member');
    await phone.page.waitForURL(phone.url('/member'));
    // The member menu's link: the top's credit-limit panel offers no raise the server refuses.
    await fromMenu(phone, 'ご利用可能枠の増額');
    await onScreen(phone, 'residenceStatusRenewal', 'error-residence-renewal');
    await phone.page.getByRole('link', { name: errorScreens.residenceStatusRenewal.buttonLabel }).click();
    await phone.page.waitForURL(phone.url('/member/info/top'));
    expect(realProblems(phone)).toEqual([]);
  });
});
