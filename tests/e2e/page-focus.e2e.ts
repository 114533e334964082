import { describe, expect, it } from 'vitest';
import { logInAs, personLike } from './logIn';
import { hydrated, phonesForThisFile, type Phone } from './phone';

/**
 * After a page change the new page's heading has the focus, so a screen reader announces where the person arrived
 * (WCAG 2.4.3), also when the page's code arrives late on a slow network and its heading is drawn after the address
 * changed; and a person who moves the focus first keeps it.
 */
const phones = phonesForThisFile();

const focused = (phone: Phone) =>
  phone.page.evaluate(() => ({ tag: document.activeElement?.tagName ?? '', text: document.activeElement?.textContent ?? '' }));

/**
 * From now on every script and every flow view the page fetches arrives `ms` late: a lazily loaded page's code and
 * its data on a slow network, so the page's heading is drawn well after the address changed.
 */
async function slowNetwork(phone: Phone, ms: number): Promise<void> {
  const late = async (route: { continue(): Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  };
  await phone.context.route('**/assets/*.js', late);
  await phone.context.route('**/external/v1/flows/**', late);
}

/** A member on their information page, from which the mail address change (a flow on the host) is a link away. */
async function onMemberInfo(phone: Phone): Promise<void> {
  await logInAs(phone, await personLike(phone, 'regular'), '/member/info/top');
  await phone.page.getByRole('heading', { level: 1 }).waitFor();
  await phone.page.getByRole('link', { name: 'メールアドレスを変更する' }).waitFor();
  // The page came drawn by the server: a link tapped before it is live opens a new document, not a page change.
  await hydrated(phone);
}

describe('the focus after a page change', () => {
  it('lands on the heading of a page whose code arrives after the address changed', async () => {
    const phone = await phones.open();
    await onMemberInfo(phone);
    await slowNetwork(phone, 1500);
    await phone.page.getByRole('link', { name: 'メールアドレスを変更する' }).click();
    await phone.page.waitForURL(/\/member\/mail\/setting/);
    await expect.poll(() => focused(phone), { timeout: 10_000 }).toEqual({ tag: 'H1', text: expect.stringMatching(/メールアドレス/) });
  });

  it('leaves the focus where the person put it while the page was loading', async () => {
    const phone = await phones.open();
    await onMemberInfo(phone);
    await slowNetwork(phone, 2000);
    await phone.page.getByRole('link', { name: 'メールアドレスを変更する' }).click();
    await phone.page.waitForURL(/\/member\/mail\/setting/);
    // The skip link is the first thing a keyboard reaches: the person tabs to it while the page is still loading.
    await phone.page.keyboard.press('Tab');
    const chosen = await focused(phone);
    expect(chosen.tag).not.toBe('BODY');
    await phone.page.waitForTimeout(3000);
    expect(await focused(phone)).toEqual(chosen);
  });
});
