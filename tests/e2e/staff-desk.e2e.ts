import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpsApp } from '../../server/ops/opsApp';
import { bankAgencyQuestions, deskApplicationInquiry } from '../../server/operations/testing/waitingCases';
import { tokyoToday } from '../../validators/calendar';
import { freePort } from '../helpers/freePort';
import { startOwnServer, type OwnServer } from './ownServer';
import { launchChromium } from './phoneProfile';
import { openDesk } from './staffDesk';

/**
 * Issue 58 as an examiner meets the console at 1280 px on a fresh demo (a server of the journey's own, seeded as
 * `npm start` seeds): the home counts each queue and opens the waiting application at once; the examiner finds a
 * case by its inquiry number as the applicant reads it out, by a name typed in hiragana and by a phone number with
 * hyphens; a queue of 121 bank-agency questions pages 50 at a time by keyboard, the page in the address.
 */
let server: OwnServer;
let ops: FastifyInstance;
let opsUrl: string;
let browser: Browser;
let inquiry: string;

beforeAll(async () => {
  const opsPort = await freePort();
  opsUrl = `http://127.0.0.1:${opsPort}`;
  server = await startOwnServer({ environment: { DEMO: '1', OPS_ORIGIN: opsUrl } });
  ops = await buildOpsApp(server.app);
  await ops.listen({ host: '127.0.0.1', port: opsPort });
  inquiry = await deskApplicationInquiry(server.app.db);
  // A week of questions from one member: the queue runs to three pages.
  await bankAgencyQuestions(server.app.db, 120, tokyoToday(new Date()));
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await ops?.close();
  await server?.close();
});

describe('an examiner at the console on a fresh demo', () => {
  it('sees each queue’s count on the home and opens the waiting application from there at once', async () => {
    const desk = await openDesk(browser, 'examiner', '/', opsUrl);
    try {
      await expect.poll(() => desk.page.getByRole('heading', { level: 1 }).textContent()).toBe('審査の受付状況');
      const row = (name: string) => desk.page.getByRole('row', { name: new RegExp(`^${name}`) });
      expect(await row('カードのお申し込み').textContent()).toContain('1件');
      expect(await row('ご利用可能枠の増額').locator('td').nth(1).textContent()).toBe('1件');
      expect(await row('銀行代理業のお問い合わせ').textContent()).toContain('121件');
      expect(await desk.accessibilityViolations()).toEqual([]);
      await desk.screenshot('console-home-1280');
      await desk.page.getByRole('link', { name: 'カードのお申し込みの最も古い案件を開く' }).click();
      await expect.poll(() => desk.page.getByRole('heading', { level: 1 }).textContent()).toContain('カードのお申し込み');
      expect(desk.page.url()).toBe(desk.url(`/cases/application/${inquiry}`));
      expect(await desk.page.locator('.case-summary').textContent()).toContain('王 美玲');
      // The photos stay closed until the examiner opens one, so opening the case is not logged as seeing them.
      expect(await desk.page.getByRole('img').count()).toBe(0);
      await desk.page.getByText('表面を開く').click();
      await expect.poll(() => desk.page.getByRole('img', { name: '在留カードの表面' }).isVisible()).toBe(true);
      expect(await desk.page.getByText('裏面を開く').count()).toBe(1);
    } finally {
      await desk.context.close();
    }
  });

  it('finds a case by inquiry number, by a name in hiragana and by a phone number, with nothing typed in the address', async () => {
    const desk = await openDesk(browser, 'examiner', '/search', opsUrl);
    try {
      const search = async (by: string, typed: string) => {
        await desk.page.getByRole('radio', { name: by }).check();
        await desk.page.getByLabel('探す内容').fill(typed);
        await desk.page.getByRole('button', { name: '探す' }).click();
        await desk.page.waitForLoadState();
        expect(desk.page.url()).toBe(desk.url('/search'));
        return desk.page.getByRole('table', { name: '検索結果' }).getByRole('row').nth(1);
      };
      const grouped = `${inquiry.slice(0, 6)}-${inquiry.slice(6, 10)}-${inquiry.slice(10, 15)}-${inquiry.slice(15)}`;
      expect(await (await search('お問い合わせ番号', grouped)).textContent()).toContain('王 美玲');
      expect(await (await search('電話番号', '090-2846-1357')).textContent()).toContain('王 美玲');
      const byKana = await search('お名前', 'まつもと こうじ');
      expect(await byKana.textContent()).toContain('松本 浩二');
      expect(await byKana.textContent()).toContain('二次承認待ち（一次承認: 佐藤 審査）');
      expect(await desk.page.getByRole('status').textContent()).toBe('1件見つかりました。');
      expect(await desk.accessibilityViolations()).toEqual([]);
      await desk.screenshot('console-search-1280');
      await byKana.getByRole('link').click();
      await expect.poll(() => desk.page.getByRole('heading', { level: 1 }).textContent()).toContain('ご利用可能枠の増額');

      await desk.page.goto(desk.url('/search'));
      await search('電話番号', '090-12');
      expect(await desk.page.getByRole('alert').textContent()).toContain('電話番号は0から始まる10桁か11桁の数字で入力してください');
      expect(await desk.accessibilityViolations()).toEqual([]);
    } finally {
      await desk.context.close();
    }
  });

  it('pages a queue of 121 by keyboard, 50 at a time, the page in the address', async () => {
    const desk = await openDesk(browser, 'examiner', '/queues/bankAgency', opsUrl);
    try {
      const lines = () => desk.page.getByRole('table', { name: '銀行代理業のお問い合わせの審査待ち一覧' }).locator('tbody tr').count();
      expect(await desk.page.getByText('121件のうち1〜50件目（1/3ページ）').count()).toBe(1);
      expect(await lines()).toBe(50);
      const pager = desk.page.getByRole('navigation', { name: 'ページ' });
      await pager.getByRole('link', { name: '2ページ目' }).focus();
      await desk.page.keyboard.press('Enter');
      await desk.page.waitForURL(desk.url('/queues/bankAgency?page=2'));
      expect(await lines()).toBe(50);
      await pager.getByRole('link', { name: '次へ' }).focus();
      await desk.page.keyboard.press('Enter');
      await desk.page.waitForURL(desk.url('/queues/bankAgency?page=3'));
      expect(await lines()).toBe(21);
      expect(await pager.getByRole('link', { name: '3ページ目' }).getAttribute('aria-current')).toBe('page');
      expect(await desk.accessibilityViolations()).toEqual([]);
      await desk.page.goto(desk.url('/queues/bankAgency?page=2'));
      await desk.screenshot('console-queue-page2-1280');
    } finally {
      await desk.context.close();
    }
  });
});
