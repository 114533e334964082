import { describe, expect, it } from 'vitest';
import { logInAs } from './logIn';
import { hydrated, phonesForThisFile, type Phone } from './phone';

const phones = phonesForThisFile();
let phone: Phone;

async function horizontalOverflow(p: Phone): Promise<number> {
  return p.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('the shell on a 390-pixel phone', () => {
  it('shows the service top in Japanese, fits the screen, and passes axe', async () => {
    phone = await phones.open();
    const response = await phone.page.goto(phone.url('/'));
    expect(response?.status()).toBe(200);
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('スマホで申し込めるクレジットカード');
    expect(await phone.page.getAttribute('html', 'lang')).toBe('ja');
    expect(await phone.page.title()).toBe('カード会員サービス');
    expect(await phone.page.getByRole('link', { name: 'カードを申し込む' }).isVisible()).toBe(true);
    expect(await phone.page.locator('.legacy-browser-notice').isVisible()).toBe(false);
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot('service-top');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  it('shows Page Not Found with HTTP 404 for an unknown route', async () => {
    phone = await phones.open();
    const response = await phone.page.goto(phone.url('/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('ページが見つかりません');
    expect(await phone.page.title()).toBe('ページが見つかりません | カード会員サービス');
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot('not-found');
    expect(await phone.accessibilityViolations()).toEqual([]);
    expect(phone.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  it('shows the default system error on /error, and a catalogue entry by its key', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/error'));
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('システムエラーが発生しました');
    expect(await phone.page.getByRole('link', { name: 'トップへ戻る' }).getAttribute('href')).toBe('/');
    await phone.screenshot('error-default');
    expect(await phone.accessibilityViolations()).toEqual([]);

    await phone.page.goto(phone.url('/error?type=illegalOperation'));
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('不正な操作が行われました');
    expect(await phone.page.getByRole('link', { name: 'お申し込みの最初に戻る' }).getAttribute('href')).toBe('/apply/steps');
    await phone.screenshot('error-illegal-operation');

    await phone.page.goto(phone.url('/error?bffMaintenance=1'));
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('ただいまメンテナンス中です');
    await phone.screenshot('error-maintenance');
    expect(phone.problems).toEqual([]);
  });

  it('slides forward on a link, back on the back button, and moves focus to the new heading', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('link', { name: 'よくあるご質問・お問い合わせ' }).click();
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('よくあるご質問・お問い合わせ');
    await expect.poll(() => phone.page.locator('main').getAttribute('data-transition')).toBe('forward');
    expect(await phone.page.evaluate(() => document.activeElement?.textContent)).toBe('よくあるご質問・お問い合わせ');
    expect(await phone.page.evaluate(() => window.scrollY)).toBe(0);

    await phone.page.goBack();
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('スマホで申し込めるクレジットカード');
    await expect.poll(() => phone.page.locator('main').getAttribute('data-transition')).toBe('back');
  });

  it('does not slide for people who ask for reduced motion', async () => {
    phone = await phones.open();
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('link', { name: 'よくあるご質問・お問い合わせ' }).click();
    await expect.poll(() => phone.page.locator('main').getAttribute('data-transition')).toBe('forward');
    expect(await phone.page.locator('main').evaluate((main) => getComputedStyle(main).animationName)).toBe('none');
  });

  it('can be used by keyboard alone: skip link first, then the main actions', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    await phone.page.keyboard.press('Tab');
    expect(await phone.page.evaluate(() => document.activeElement?.textContent)).toBe('本文へスキップ');
    await phone.page.keyboard.press('Enter');
    await phone.page.keyboard.press('Tab');
    expect(await phone.page.evaluate(() => document.activeElement?.textContent)).toBe('カードを申し込む');
  });

  it('reloads once when a page chunk is missing after a release, then shows the page', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/error'));
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('システムエラーが発生しました');
    let refused = 0;
    await phone.page.route(/\/assets\/ServiceTop-[^/]+\.js$/, async (route) => {
      if (refused++ === 0) return route.abort('failed');
      return route.continue();
    });
    await phone.page.getByRole('link', { name: 'トップへ戻る' }).click();
    await expect
      .poll(() => phone.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe('スマホで申し込めるクレジットカード');
    expect(refused).toBe(2);
    expect(await phone.page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/);
  });

  it('shows the network error instead of reloading again within 10 seconds', async () => {
    phone = await phones.open();
    await phone.page.goto(phone.url('/error'));
    await phone.page.evaluate(() => sessionStorage.setItem('chunkReloadAt', String(Date.now())));
    await phone.page.route(/\/assets\/ServiceTop-[^/]+\.js$/, (route) => route.abort('failed'));
    await phone.page.getByRole('link', { name: 'トップへ戻る' }).click();
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).toBe('通信エラーが発生しました');
  });

  it('reports a thrown failure to the server: the credential the member top needs cannot be had (SPEC 8.3)', async () => {
    phone = await phones.open();
    await logInAs(phone, 'regular', '/member');
    await phone.page.waitForURL(phone.url('/member'));
    await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).textContent()).not.toBe('');
    // The member top came drawn by the server with a credential; the browser keeps it once a page of its own reads.
    await hydrated(phone);
    await phone.page.getByRole('link', { name: 'ご利用明細', exact: true }).first().click();
    await phone.page.waitForURL(phone.url('/member/statement/top'));
    // Read, so the credential the page was drawn with is kept before it is taken away below.
    await expect.poll(() => phone.page.getByRole('heading', { name: '最近12か月のご請求額' }).count()).toBe(1);
    // From now on the server cannot give a credential, and the one kept is gone: the next page that needs one fails
    // and reports it.
    await phone.context.route('**/api/bff/getCredentialV2*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ resultInfo: { code: 'ERROR', codeId: '5001', message: 'x' } }),
      }),
    );
    await phone.page.evaluate(() => localStorage.clear());
    const reported = phone.page.waitForRequest((request) => request.url().endsWith('/v1/report/crash/') && request.method() === 'POST');
    await phone.page.getByRole('link', { name: '会員トップへ' }).click();
    const report = (await reported).postDataJSON() as Record<string, unknown>;
    expect(report['message']).toMatch(/^CredentialUnavailableError: credential unavailable/);
    expect(Object.keys(report).sort()).toEqual(expect.arrayContaining(['message', 'model', 'time']));
    expect(String(report['message'])).not.toMatch(/\n|at .*\.js/);
    const answer = await (await reported).response();
    expect(answer?.status()).toBe(200);
    // The failure is reported; what is drawn is the page's own handling of it, never a blank page.
    expect(phone.problems.filter((problem) => !problem.includes('500'))).toEqual([]);
  });

  it('sends page views to the first-party analytics, with nothing of the person in them', async () => {
    phone = await phones.open();
    const sent: string[] = [];
    phone.page.on('request', (request) => {
      if (request.url().endsWith('/v1/analytics')) sent.push(request.postData() ?? '');
    });
    await logInAs(phone, 'heavy', '/member/statement/top');
    await phone.page.waitForURL(phone.url('/member/statement/top'));
    // The page came drawn by the server: it counts its view once it is live.
    await hydrated(phone);
    await phone.page.locator('.month-list__link').first().click();
    await phone.page.waitForURL(/\/member\/statement\/monthly\?/);
    await phone.page.getByTestId('statement-line').first().getByRole('link').click();
    await phone.page.waitForURL(/\/member\/statement\/detail\?/);
    await expect.poll(() => sent.join('\n')).toContain('/member/statement/detail');
    const records = sent.flatMap((body) => (JSON.parse(body) as { records: { kind: string; page: string }[] }).records);
    expect(records.filter((record) => record.kind === 'pageView').map((record) => record.page)).toEqual(
      expect.arrayContaining(['/member/statement/top', '/member/statement/monthly', '/member/statement/detail']),
    );
    // Pages by path only; nothing of the person (name, login id, card digits, the statement's ids in the query).
    const everything = sent.join('\n');
    for (const personal of ['?', '山本', '涼子', 'heavy', 'month=', 'id=']) expect(everything).not.toContain(personal);
    expect(everything).not.toMatch(/\d{4}\D{0,3}\d{4}/);
  });
});
