import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { settled } from './apply/applyJourney';
import { logInAs } from './logIn';
import { phonesForThisFile, type Phone } from './phone';
import { fromMenu } from './memberMenu';

/**
 * The member area a card member reads every month (issue 14), on a 390-pixel phone through the real login, server
 * and database: the top with its bill, notices and banners; statements paged to the end, a line, the CSV in both
 * encodings checked against the page; a message read; a web document opened as a PDF; every card in one list; a
 * former member's old month.
 */
const phones = phonesForThisFile();

async function logIn(phone: Phone, loginId: string, wanted: string): Promise<void> {
  await logInAs(phone, loginId, wanted);
  await phone.page.waitForURL(phone.url(wanted));
}

const heading = (phone: Phone) => phone.page.getByRole('heading', { level: 1 }).textContent();

async function lookedAt(phone: Phone, name: string): Promise<void> {
  await settled(phone);
  await phone.screenshot(name);
  expect(await phone.accessibilityViolations()).toEqual([]);
}

/** The lines the page shows, as the CSV writes them: date, shop, amount, payment kind. */
async function linesOnPage(phone: Phone): Promise<string[][]> {
  return phone.page
    .getByTestId('statement-line')
    .evaluateAll((items) =>
      items.map((item) =>
        ['date', 'shop', 'amount', 'kind'].map((part) => item.querySelector(`.statement-lines__${part}`)?.textContent ?? ''),
      ),
    );
}

const csvOf = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row) => `${row.map((cell) => (typeof cell === 'number' ? String(cell) : `"${cell}"`)).join(',')}\r\n`).join('');
/** The page's `△¥1,234` as the CSV's number of yen. */
const yenOf = (amount: string) => (amount.startsWith('△') ? -1 : 1) * Number(amount.replace(/\D/g, ''));

describe('the member area on a 390-pixel phone', () => {
  it('a member reads the top, pages a month to its end, opens a line, downloads the CSV in both encodings, reads a message and opens a PDF', async () => {
    const phone = await phones.open();
    await logIn(phone, 'heavy', '/member');
    const bill = phone.page.getByRole('region', { name: '今月のご請求' });
    await expect.poll(() => bill.getByTestId('claim-status').textContent()).toBe('お支払い予定');
    expect(await bill.getByTestId('bill-amount').textContent()).toMatch(/^△?¥[\d,]+$/);
    const messagesLink = phone.page.getByTestId('messages-link');
    const unreadBefore = Number((await messagesLink.textContent())?.match(/未読(\d+)件/)?.[1]);
    expect(unreadBefore).toBeGreaterThan(0);
    await lookedAt(phone, 'member-area-top-heavy');

    await phone.page.getByRole('link', { name: 'ご利用明細', exact: true }).click();
    await expect.poll(() => heading(phone)).toBe('ご利用明細');
    await expect.poll(() => phone.page.getByRole('img', { name: '最近12か月のご請求額' }).count()).toBe(1);
    await lookedAt(phone, 'member-area-statement-top');

    await phone.page.getByRole('region', { name: '月ごとのご請求' }).getByRole('link').nth(1).click();
    await expect.poll(() => heading(phone)).toMatch(/^\d{4}年\d{1,2}月のご利用明細$/);
    // The billing month's statement says which month's uses it lists: the month before.
    const [, year, month] = /^(\d{4})年(\d{1,2})月/.exec((await heading(phone)) ?? '') ?? [];
    const usage = Number(month) === 1 ? `${Number(year) - 1}年12月` : `${year}年${Number(month) - 1}月`;
    await expect.poll(() => phone.page.getByText(`${usage}中のご利用分です。`).count()).toBe(1);
    const count = phone.page.locator('.statement-lines__count');
    await expect.poll(() => count.textContent()).toMatch(/件中 24件を表示/);
    const total = Number((await count.textContent())?.match(/^(\d+)件中/)?.[1]);
    expect(total).toBeGreaterThan(200);
    await lookedAt(phone, 'member-area-statement-monthly');
    for (let shown = 24; shown < total; shown += 24) {
      await phone.page.getByRole('button', { name: 'もっと見る' }).click();
      await expect.poll(() => phone.page.getByTestId('statement-line').count()).toBe(Math.min(shown + 24, total));
    }
    expect(await phone.page.getByRole('button', { name: 'もっと見る' }).count()).toBe(0);
    const rows = await linesOnPage(phone);
    expect(rows).toHaveLength(total);

    for (const [encoding, label] of [
      ['utf-8', 'UTF-8（スマホ・Mac・Googleスプレッドシート向け）'],
      ['shift_jis', 'Shift_JIS（WindowsのExcel向け）'],
    ] as const) {
      await phone.page.getByLabel(label).check();
      const [download] = await Promise.all([
        phone.page.waitForEvent('download'),
        phone.page.getByRole('button', { name: 'CSVをダウンロード' }).click(),
      ]);
      const bytes = await readFile(await download.path());
      const expected = csvOf([
        ['ご利用日', 'ご利用先', 'ご利用金額（円）', 'お支払い区分'],
        ...rows.map(([date = '', shop = '', amount = '', kind = '']) => [date, shop, yenOf(amount), kind]),
      ]);
      if (encoding === 'utf-8') expect(bytes).toEqual(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(expected, 'utf8')]));
      else expect(new TextDecoder('shift_jis').decode(bytes)).toBe(expected.replaceAll('¥', '￥'));
      expect(download.suggestedFilename()).toMatch(encoding === 'utf-8' ? /^statement_\d{6}_\d{4}\.csv$/ : /_sjis\.csv$/);
    }

    const [date, shop, amount] = rows[rows.length - 1] ?? [];
    await phone.page.getByTestId('statement-line').last().getByRole('link').click();
    await expect.poll(() => heading(phone)).toBe('ご利用明細の詳細');
    const detail = await phone.page.locator('.summary-list').textContent();
    // The line on its own reads its use date as its due date reads (2026年9月1日), not as the list's column (2026/09/01).
    const [usedYear, usedMonth, usedDay] = (date ?? '').split('/').map(Number);
    expect(detail).toContain(`${usedYear}年${usedMonth}月${usedDay}日`);
    expect(detail).not.toContain(date);
    expect(detail).toContain(shop);
    expect(detail).toContain(amount);
    await lookedAt(phone, 'member-area-statement-detail');

    await phone.page.goto(phone.url('/member'));
    await expect.poll(() => messagesLink.textContent()).toContain('お知らせ');
    await messagesLink.click();
    await expect.poll(() => heading(phone)).toBe('お知らせ');
    await expect.poll(() => phone.page.getByTestId('unread-count').textContent()).toBe(`未読のお知らせが${unreadBefore}件あります。`);
    await lookedAt(phone, 'member-area-messages');
    await phone.page
      .locator('.message-list__link', { has: phone.page.locator('.message-list__unread') })
      .first()
      .click();
    await expect.poll(() => phone.page.locator('.message-body').count()).toBe(1);
    await lookedAt(phone, 'member-area-message-detail');
    await phone.page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
    await expect.poll(() => phone.page.getByTestId('unread-count').textContent()).toBe(`未読のお知らせが${unreadBefore - 1}件あります。`);

    await phone.page.goto(phone.url('/member'));
    await fromMenu(phone, 'Web書面（ご契約内容・ご利用代金明細書）');
    await expect.poll(() => heading(phone)).toBe('Web書面');
    await expect.poll(() => phone.page.locator('.document-list__item').count()).toBeGreaterThan(1);
    await lookedAt(phone, 'member-area-webdocument');
    const [viewer, answer] = await Promise.all([
      phone.context.waitForEvent('page'),
      phone.page.waitForResponse((response) => response.url().includes('/external/v1/webdocuments/statement-')),
      phone.page
        .getByRole('button', { name: /ご利用代金明細書のPDFを開く$/ })
        .first()
        .click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    // The browser's own viewer is given the PDF the page fetched with its credential.
    await viewer.waitForURL(/^blob:/);
    expect(phone.problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });

  it('a restricted member sees the banner and the notices, and still reads their statements', async () => {
    const phone = await phones.open();
    await logIn(phone, 'restricted', '/member');
    await expect.poll(() => phone.page.getByTestId('restriction-banner').textContent()).toContain('すべてのご利用を制限しています');
    const notices = phone.page.locator('[data-notice]');
    await expect
      .poll(() => notices.evaluateAll((items) => items.map((item) => item.getAttribute('data-notice'))))
      .toEqual(['paymentUnpaid', 'residenceCleansing', 'contactWarning']);
    expect(await phone.page.getByTestId('claim-status').textContent()).toBe('お支払いが確認できていません');
    await lookedAt(phone, 'member-area-top-restricted');
    // The bill's own link: the menu no longer repeats it (issue 35).
    await phone.page.getByRole('link', { name: 'ご請求・お支払い状況を見る' }).click();
    await expect.poll(() => heading(phone)).toBe('ご請求・お支払い状況');
    await lookedAt(phone, 'member-area-billing-status-unpaid');
    await phone.page.getByRole('link', { name: 'この月の明細を見る' }).click();
    await expect.poll(() => phone.page.getByTestId('statement-line').count()).toBeGreaterThan(0);
    expect(await phone.page.getByTestId('restriction-banner').textContent()).toContain('ご利用明細はこれまでどおりご確認いただけます。');
    await lookedAt(phone, 'member-area-statement-monthly-restricted');
  });

  it('a new member sees friendly empty states: no statement, no message, no payment method yet', async () => {
    const phone = await phones.open();
    await logIn(phone, 'newcard', '/member');
    await expect.poll(() => phone.page.locator('[data-notice]').getAttribute('data-notice')).toBe('cardActivation');
    await phone.page.getByRole('link', { name: 'ご利用明細', exact: true }).click();
    await expect.poll(() => phone.page.locator('.notice').first().textContent()).toContain('まだご利用明細はありません');
    await lookedAt(phone, 'member-area-statement-empty');
    await phone.page.goto(phone.url('/member'));
    await phone.page.getByTestId('messages-link').click();
    await expect.poll(() => phone.page.locator('.notice').first().textContent()).toBe('お知らせはまだありません。');
    await phone.page.goto(phone.url('/member'));
    await phone.page.getByRole('link', { name: 'お支払い方法', exact: true }).click();
    await expect.poll(() => phone.page.getByTestId('payment-method').textContent()).toBe('未登録');
    await lookedAt(phone, 'member-area-payment-setting-none');
  });

  it('a member renames the card from the top, a name too long is refused with the reason, and clearing it gives the first name back', async () => {
    // newcard: no other journey reads this card's name (the credit-limit leads name the gold card's).
    const phone = await phones.open();
    await logIn(phone, 'newcard', '/member');
    const nickname = phone.page.locator('.card-face__nickname');
    await expect.poll(() => nickname.textContent()).toBe('JCBカード');
    await phone.page.getByRole('button', { name: 'ニックネームを変更' }).click();
    const field = phone.page.getByLabel('カードのニックネーム');
    await field.fill('あ'.repeat(21));
    await phone.page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => phone.page.getByRole('alert').first().textContent()).toBe('ニックネームは20文字以内で入力してください。');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await lookedAt(phone, 'member-area-nickname-error');
    await field.fill('出張用のカード');
    await phone.page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => nickname.textContent()).toBe('出張用のカード');
    await phone.page.reload();
    await expect.poll(() => nickname.textContent()).toBe('出張用のカード');
    await phone.page.getByRole('button', { name: 'ニックネームを変更' }).click();
    await phone.page.getByLabel('カードのニックネーム').fill('');
    await phone.page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => nickname.textContent()).toBe('JCBカード');
  });

  it('a multiple-card member reads every card in one list', async () => {
    const phone = await phones.open();
    await logIn(phone, 'multiple', '/member');
    await fromMenu(phone, 'すべてのカードの明細');
    await expect.poll(() => heading(phone)).toBe('すべてのカードのご利用明細');
    await expect
      .poll(() =>
        phone.page
          .getByRole('region', { name: /カードごとのご請求金額$/ })
          .locator('dt')
          .count(),
      )
      .toBe(3);
    const cardsInList = await phone.page
      .locator('.statement-lines__card')
      .evaluateAll((items) => new Set(items.map((item) => item.textContent)).size);
    expect(cardsInList).toBeGreaterThan(1);
    await lookedAt(phone, 'member-area-statement-multiple');
    await phone.page.getByTestId('statement-line').first().getByRole('link').click();
    await expect.poll(() => heading(phone)).toBe('ご利用明細の詳細');
  });

  it('a former member reads an old card’s month, a line and its documents', async () => {
    const phone = await phones.open();
    await logIn(phone, 'former', '/ex-member/top');
    await phone.page
      .getByRole('link', { name: /のご利用明細$/ })
      .nth(1)
      .click();
    await expect.poll(() => heading(phone)).toMatch(/^\d{4}年\d{1,2}月のご利用明細$/);
    await expect.poll(() => phone.page.getByTestId('statement-line').count()).toBeGreaterThan(0);
    expect(phone.page.url()).toContain('/ex-member/statement/monthly?card=1');
    await lookedAt(phone, 'member-area-ex-statement-monthly');
    await phone.page.getByTestId('statement-line').first().getByRole('link').click();
    await expect.poll(() => heading(phone)).toBe('ご利用明細の詳細');
    expect(phone.page.url()).toContain('/ex-member/statement/detail?card=1');
    await phone.page.goto(phone.url('/ex-member/top'));
    await phone.page
      .getByRole('link', { name: /のWeb書面$/ })
      .first()
      .click();
    await expect.poll(() => phone.page.locator('.document-list__item').count()).toBeGreaterThan(1);
    await lookedAt(phone, 'member-area-ex-webdocument');
  });
});
