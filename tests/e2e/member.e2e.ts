import { describe, expect, it } from 'vitest';
import { press } from './apply/applyJourney';
import { phonesForThisFile, type Phone } from './phone';
import { logInAs } from './logIn';

const phones = phonesForThisFile();

async function logIn(phone: Phone, loginId: string, redirect: string): Promise<void> {
  await logInAs(phone, loginId, redirect);
  await phone.page.waitForURL(phone.url(redirect));
}

async function heading(phone: Phone): Promise<string | null> {
  return phone.page.getByRole('heading', { level: 1 }).textContent();
}

/** The member's own cards as the server lists them, read in the page with its own session. */
async function ownCards(phone: Phone): Promise<{ brand: string; card4no: string; nickname: string; ppcdToken: string }[]> {
  return phone.page.evaluate(async () => {
    const answer = await (await fetch('/api/bff/getCredentialV2')).json();
    return answer.data.activeCardList;
  });
}

async function credentialOf(phone: Phone): Promise<string> {
  return phone.page.evaluate(async () => (await (await fetch('/api/bff/getCredentialV2')).json()).data.ppcdCredential as string);
}

function selectedCardFace(phone: Phone) {
  return phone.page.getByRole('region', { name: 'ご利用中のカード' });
}

describe('the member top on a 390-pixel phone', () => {
  it.each([
    ['regular', 'Visa', 'Visaカード'],
    ['gold', 'JCB', 'ゴールドJCBカード'],
    ['family', 'Mastercard', 'Mastercardカード'],
  ])('shows %s their own card after logging in through the real login page', async (loginId, brand, nickname) => {
    const phone = await phones.open();
    await logIn(phone, loginId, '/member');
    await expect.poll(() => selectedCardFace(phone).textContent()).toContain(nickname);
    const [card] = await ownCards(phone);
    const face = await selectedCardFace(phone).textContent();
    expect(face).toContain(brand);
    expect(face).toContain(card?.card4no);
    expect(await heading(phone)).toBe('会員トップ');
    await phone.screenshot(`member-top-${loginId}`);
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  it('sends a visitor without a session to the login page and back to /member', async () => {
    const phone = await phones.open();
    await phone.page.goto(phone.url('/member'));
    await expect.poll(() => heading(phone)).toBe('ログイン');
    await phone.page.getByLabel('ログインID').fill('regular');
    await phone.page.getByLabel('パスワード').fill('demo1234');
    await press(phone, 'ログインする');
    await phone.page.waitForURL(phone.url('/member'));
    await expect.poll(() => selectedCardFace(phone).textContent()).toContain('Visaカード');
  });

  it('tells an applicant they have no card yet and offers the application', async () => {
    const phone = await phones.open();
    await logIn(phone, 'applicant', '/member');
    await expect.poll(() => phone.page.getByRole('heading', { level: 2 }).first().textContent()).toBe('お持ちのカードはまだありません');
    expect(await phone.page.getByRole('link', { name: 'カードを申し込む' }).getAttribute('href')).toBe('/apply/steps');
    await phone.screenshot('member-top-applicant');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  it('lets the multiple-card member switch card, and the choice survives a reload', async () => {
    const phone = await phones.open();
    await logIn(phone, 'multiple', '/member');
    const list = phone.page.getByRole('region', { name: 'お持ちのカード' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    const cards = await ownCards(phone);
    const target = cards.find((card) => card.brand === 'Mastercard');
    if (!target) throw new Error('the multiple-card member has no Mastercard');
    await phone.screenshot('member-top-multiple');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.getByRole('button', { name: `Mastercard（末尾${target.card4no}）に切り替える` }).click();
    await expect
      .poll(() => phone.page.getByRole('status').last().textContent())
      .toBe(`Mastercard（末尾${target.card4no}）に切り替えました。`);
    expect(await selectedCardFace(phone).textContent()).toContain(target.nickname);

    await phone.page.reload();
    await expect.poll(() => selectedCardFace(phone).textContent()).toContain(target.nickname);
    expect(await list.locator('[aria-current="true"]').textContent()).toContain(target.card4no);
    await phone.screenshot('member-top-multiple-switched');

    // What the browser keeps is sealed: neither the credential nor the card token is readable in storage.
    const stored = await phone.page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(target.ppcdToken);
    expect(stored).toContain('ppcd.vault');
    expect(phone.problems).toEqual([]);
  });

  it('refreshes an expired credential mid-flow once, and the member notices nothing', async () => {
    const phone = await phones.open();
    await logIn(phone, 'multiple', '/member');
    await expect.poll(() => selectedCardFace(phone).textContent()).toContain('カード');
    // The page has read everything it shows (the credit-limit panel last) before the credentials expire.
    await expect.poll(() => phone.page.getByRole('region', { name: 'ご利用可能枠' }).getByRole('link').count()).toBe(2);
    // The page the server drew is live (a link followed before then is a new document, drawn by the server again).
    await phone.page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await phone.page.evaluate(() => fetch('/api/test/expireCredentials', { method: 'POST' }));

    const answers: number[] = [];
    phone.page.on('response', (response) => {
      if (response.url().includes('/external/v1/statement/months')) answers.push(response.status());
    });
    // The next page is read by the browser with the credential it holds (a reload would be drawn by the server, with
    // a credential of its own): refused once as expired, asked for anew, read again.
    await phone.page.getByRole('link', { name: 'ご利用明細', exact: true }).first().click();
    await phone.page.waitForURL(phone.url('/member/statement/top'));
    await expect.poll(() => heading(phone)).toBe('ご利用明細');
    await expect.poll(() => answers).toEqual([403, 200]);
    await expect.poll(() => phone.page.getByRole('heading', { name: '最近12か月のご請求額' }).count()).toBe(1);
    expect(await phone.page.getByRole('alert').count()).toBe(0);
    expect(phone.problems.filter((problem) => !problem.includes('403'))).toEqual([]);
  });

  it('ends on the session-error page when the session was revoked on the server', async () => {
    const phone = await phones.open();
    await logIn(phone, 'multiple', '/member');
    await expect.poll(() => phone.page.getByRole('region', { name: 'お持ちのカード' }).getByRole('listitem').count()).toBe(3);
    // Log out on the server, then put the old cookie back: the browser still holds a session that no longer exists.
    const held = (await phone.context.cookies()).filter((cookie) => cookie.name === 'session');
    await phone.page.evaluate(() => fetch('/api/bff/clearCookie'));
    await phone.context.addCookies(held);

    await phone.page
      .getByRole('button', { name: /に切り替える$/ })
      .first()
      .click();
    await phone.page.waitForURL(phone.url('/error/session-error'));
    await expect.poll(() => heading(phone)).toBe('セッションの有効期限が切れました');
    await phone.screenshot('member-session-error');
  });

  it('answers 403 when member A’s session presents member B’s credential', async () => {
    const phoneA = await phones.open();
    const phoneB = await phones.open();
    await logIn(phoneA, 'regular', '/member');
    await logIn(phoneB, 'gold', '/member');
    const credentialB = await credentialOf(phoneB);
    const answer = await phoneA.page.evaluate(async (credential) => {
      const response = await fetch('/external/v1/user/userinfo?ppcdSwitchServiceFlg=yes', { headers: { ppcdCredential: credential } });
      return { status: response.status, body: await response.json() };
    }, credentialB);
    expect(answer.status).toBe(403);
    expect(answer.body.resultInfo.codeId).toBe('4031');
    expect(answer.body.data).toBeUndefined();
  });
});

describe('the former members’ area on a 390-pixel phone', () => {
  it('lists the former member’s two old cards, most recently closed first', async () => {
    const phone = await phones.open();
    await logIn(phone, 'former', '/ex-member/top');
    const list = phone.page.getByRole('region', { name: '以前お持ちだったカード' });
    const cards = list.locator('.card-list > li');
    await expect.poll(() => cards.count()).toBe(2);
    const items = await cards.locator('.card-list__text').allTextContents();
    expect(items[0]).toMatch(/^Visa（末尾\d{4}）Visaカード解約日 \d{4}年\d{1,2}月\d{1,2}日$/);
    expect(items[1]).toMatch(/^JCB（末尾\d{4}）JCBカード解約日 \d{4}年\d{1,2}月\d{1,2}日$/);
    // Each old card leads to its own statements and documents (SPEC 2.5), by its index.
    expect(
      await cards
        .nth(1)
        .getByRole('link', { name: /のご利用明細$/ })
        .getAttribute('href'),
    ).toBe('/ex-member/statement/monthly?card=1');
    await phone.screenshot('ex-member-top');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  it('tells a current member the area is for former members', async () => {
    const phone = await phones.open();
    await logIn(phone, 'regular', '/ex-member/top');
    await expect.poll(() => heading(phone)).toBe('このページは退会された方専用です');
    expect(await phone.page.getByRole('link', { name: '会員トップへ' }).getAttribute('href')).toBe('/member');
  });
});
