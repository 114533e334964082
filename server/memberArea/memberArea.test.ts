import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { sessionOf } from '../../tests/helpers/testSessions';
import { STATEMENT_COLUMNS, statementRow } from '../../validators/statementRow';
import { STATEMENT_CSV_COLUMNS } from './statementCsv';
import type { StatementLine, StatementMonthlyAnswer } from '../../api/memberAreaAnswers';

let subject: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
});
afterAll(async () => {
  await subject.close();
});

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
interface Caller {
  get(url: string, query?: Record<string, string | number | undefined>): Promise<Answer>;
  post(url: string, body?: unknown): Promise<Answer>;
}

/** A logged-in member with a credential for their selected card (or, for a former member, old card `exIndex`). */
async function callerFor(loginId: string, options: { exIndex?: number } = {}): Promise<Caller> {
  const session = await sessionOf(app, loginId);
  const url = options.exIndex === undefined ? '/api/bff/getCredentialV2' : `/api/bff/getCredentialForExMember/${options.exIndex}`;
  const credential: string = (await app.inject({ method: 'GET', url, cookies: { session } })).json().data.ppcdCredential;
  const headers = { ppcdCredential: credential };
  return {
    get: async (path, query = {}) =>
      app.inject({
        method: 'GET',
        url: path,
        query: { ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), ppcdSwitchServiceFlg: 'yes' },
        cookies: { session },
        headers,
      }),
    post: async (path, body = {}) =>
      app.inject({
        method: 'POST',
        url: `${path}?ppcdSwitchServiceFlg=yes`,
        cookies: { session },
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        payload: body as object,
      }),
  };
}

const data = async <T>(response: Promise<Answer>): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as T;
};

describe('statement months', () => {
  it('lists a year of the selected card, newest first, with the chart’s 12 bars and the newest month by category', async () => {
    const regular = await callerFor('regular');
    const answer = await data<{
      months: { billingMonth: string; amount: number; detailStatus: string }[];
      monthlyTotals: { billingMonth: string }[];
      categories: { amount: number }[];
    }>(regular.get('/external/v1/statement/months'));
    expect(answer.months).toHaveLength(12);
    expect(answer.months[0]).toMatchObject({ billingMonth: '202611', detailStatus: '0' });
    expect(answer.monthlyTotals.map((month) => month.billingMonth)).toEqual(answer.months.map((month) => month.billingMonth).reverse());
    expect(answer.categories.reduce((sum, category) => sum + category.amount, 0)).toBe(answer.months[0]?.amount);
  });

  it('makes each month’s total the sum of its lines', async () => {
    const regular = await callerFor('regular');
    const month = await data<StatementMonthlyAnswer>(regular.get('/external/v1/statement/monthly', { billingMonth: '202610', limit: 100 }));
    expect(month.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(month.statement.amount);
  });
});

describe('a month’s lines, paged (SPEC 9: offset 0, limit 24)', () => {
  it('pages 24 at a time to the end, newest use first, every line once', async () => {
    const heavy = await callerFor('heavy');
    const first = await data<StatementMonthlyAnswer>(heavy.get('/external/v1/statement/monthly', { billingMonth: '202610' }));
    expect(first).toMatchObject({ offset: 0, limit: 24 });
    expect(first.total).toBeGreaterThan(250);
    const seen: StatementLine[] = [...first.lines];
    for (let offset = 24; offset < first.total; offset += 24) {
      seen.push(
        ...(await data<StatementMonthlyAnswer>(heavy.get('/external/v1/statement/monthly', { billingMonth: '202610', offset }))).lines,
      );
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen.map((line) => line.id)).size).toBe(first.total);
    const dates = seen.map((line) => line.usedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('holds 10,000 lines over 36 months for the heavy member', async () => {
    const row = await app.db
      .selectFrom('statement_lines')
      .innerJoin('cards', 'cards.id', 'statement_lines.card_id')
      .select((eb) => [eb.fn.countAll<number>().as('lines'), eb.fn.count<number>('statement_lines.billing_month').distinct().as('months')])
      .where('cards.member_id', '=', 'member-heavy')
      .executeTakeFirstOrThrow();
    expect({ lines: Number(row.lines), months: Number(row.months) }).toEqual({ lines: 10_000, months: 36 });
  });

  it('reads a page through the month-page index, never by scanning the card’s lines', async () => {
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`explain select id from statement_lines where card_id = ${'card-heavy-1'} and billing_month = ${'202610'} order by used_on desc, id desc offset 240 limit 24`.execute(
      app.db,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('statement_lines_month_page');
  });

  it('answers 404 for a month the card does not have, and 400 for a month or paging of the wrong shape', async () => {
    const regular = await callerFor('regular');
    expect((await regular.get('/external/v1/statement/monthly', { billingMonth: '201901' })).statusCode).toBe(404);
    for (const query of [
      { billingMonth: '202613' },
      { billingMonth: '2026-10' },
      { billingMonth: '202610', limit: 0 },
      { billingMonth: '202610', offset: -1 },
      { billingMonth: '202610', limit: 'all' },
    ]) {
      const response = await regular.get('/external/v1/statement/monthly', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().resultInfo.codeId).toBe('4000');
    }
  });

  it('never answers another member’s line: 404, the same as a line that does not exist', async () => {
    const gold = await callerFor('gold');
    const goldLine = (await data<StatementMonthlyAnswer>(gold.get('/external/v1/statement/monthly', { billingMonth: '202610' }))).lines[0];
    const regular = await callerFor('regular');
    expect((await regular.get(`/external/v1/statement/detail/${goldLine?.id}`)).statusCode).toBe(404);
    expect((await regular.get('/external/v1/statement/detail/999999999')).statusCode).toBe(404);
    expect((await regular.get('/external/v1/statement/detail/abc')).statusCode).toBe(400);
    const own = await data<{ line: StatementLine }>(gold.get(`/external/v1/statement/detail/${goldLine?.id}`));
    expect(own.line).toEqual(goldLine);
  });

  it('answers a card with no month closed yet 2001, nothing available, with no months, and a card with months 2000', async () => {
    const newcard = (await (await callerFor('newcard')).get('/external/v1/statement/months')).json();
    expect(newcard.resultInfo).toMatchObject({ code: 'SUCCESS', codeId: '2001', message: '表示できる情報がありません。' });
    expect(newcard.data).toMatchObject({ months: [], monthlyTotals: [], categories: [] });
    const regular = (await (await callerFor('regular')).get('/external/v1/statement/months')).json();
    expect(regular.resultInfo.codeId).toBe('2000');
  });

  it('refuses an applicant, whose credential has no card (4006)', async () => {
    const applicant = await callerFor('applicant');
    const response = await applicant.get('/external/v1/statement/months');
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.codeId).toBe('4006');
  });
});

describe('the CSV download', () => {
  const csvOf = (lines: readonly StatementLine[]) =>
    [STATEMENT_CSV_COLUMNS, ...lines.map((line) => [...statementRow(line).slice(0, 2), line.amount, statementRow(line)[3]])]
      .map((row) => `${row.map((cell) => (typeof cell === 'number' ? String(cell) : `"${cell}"`)).join(',')}\r\n`)
      .join('');

  it('is the page’s columns and text with the amount a number of yen, UTF-8 with a BOM, or Shift_JIS for Excel', async () => {
    const regular = await callerFor('regular');
    const month = await data<StatementMonthlyAnswer>(regular.get('/external/v1/statement/monthly', { billingMonth: '202610', limit: 100 }));
    const utf8 = await regular.get('/external/v1/statement/monthly/csv', { billingMonth: '202610' });
    expect(utf8.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(utf8.headers['content-disposition']).toMatch(/^attachment; filename="statement_202610_\d{4}\.csv"$/);
    expect(utf8.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(utf8.rawPayload.subarray(3).toString('utf8')).toBe(csvOf(month.lines));

    const sjis = await regular.get('/external/v1/statement/monthly/csv', { billingMonth: '202610', encoding: 'shift_jis' });
    expect(sjis.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    // The yen sign full-width, so that it reads back as ¥ and not as the backslash 0x5C is to a decoder.
    expect(new TextDecoder('shift_jis').decode(sjis.rawPayload)).toBe(csvOf(month.lines).replaceAll('¥', '￥'));
    expect(sjis.rawPayload.includes(0x5c)).toBe(false);
  });

  it('writes a shop name a spreadsheet would run as a formula as text, behind an apostrophe, and a refund as a number', async () => {
    const heavy = await callerFor('heavy');
    const [formula, refund] = await subject.app.db
      .selectFrom('statement_lines')
      .select('id')
      .where('card_id', '=', 'card-heavy-1')
      .where('billing_month', '=', '202610')
      .orderBy('id')
      .limit(2)
      .execute();
    await subject.app.db
      .updateTable('statement_lines')
      .set({ shop_name: '=HYPERLINK("http://x")' })
      .where('id', '=', formula!.id)
      .execute();
    await subject.app.db
      .updateTable('statement_lines')
      .set({ shop_name: '@SUM(1)', amount_yen: -1200 })
      .where('id', '=', refund!.id)
      .execute();
    const csv = (await heavy.get('/external/v1/statement/monthly/csv', { billingMonth: '202610' })).rawPayload.toString('utf8');
    expect(csv).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(csv).toContain(`,"'@SUM(1)",-1200,`);
  });

  it('streams a month of hundreds of lines whole, and refuses an encoding it does not make', async () => {
    const heavy = await callerFor('heavy');
    const csv = await heavy.get('/external/v1/statement/monthly/csv', { billingMonth: '202610' });
    const total = (await data<StatementMonthlyAnswer>(heavy.get('/external/v1/statement/monthly', { billingMonth: '202610' }))).total;
    expect(csv.rawPayload.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(total + 1);
    expect((await heavy.get('/external/v1/statement/monthly/csv', { billingMonth: '202610', encoding: 'euc-jp' })).statusCode).toBe(400);
    expect((await heavy.get('/external/v1/statement/monthly/csv', { billingMonth: '201001' })).statusCode).toBe(404);
  });
});

describe('the multiple-card statement', () => {
  it('lists every card of the member in one month’s list, each line with its card', async () => {
    const multiple = await callerFor('multiple');
    const answer = await data<{
      cards: { key: string; amount: number | null }[];
      lines: { cardKey: string }[];
      total: number;
      billingMonth: string;
    }>(multiple.get('/external/v1/statement/multiple', { billingMonth: '202610', limit: 100 }));
    expect(answer.cards).toHaveLength(3);
    expect(new Set(answer.lines.map((line) => line.cardKey))).toEqual(new Set(answer.cards.map((card) => card.key)));
    expect(answer.total).toBe(answer.lines.length);
  });
});

describe('the member top', () => {
  it('answers the bill: paying, paid early, unpaid past its due date, or none yet', async () => {
    const status = async (loginId: string) =>
      (await data<{ claimStatus: string }>((await callerFor(loginId)).get('/external/v1/settlement/top/claimstatus'))).claimStatus;
    expect(await status('regular')).toBe('paying');
    expect(await status('gold')).toBe('paid');
    expect(await status('restricted')).toBe('unpaid');
    expect(await status('newcard')).toBe('none');
    const regular = await data<{ billingMonth: string; dueDate: string }>(
      (await callerFor('regular')).get('/external/v1/settlement/top/claimstatus'),
    );
    expect(regular).toMatchObject({ billingMonth: '202610', dueDate: '2026-11-27' });
  });

  it('shows each SPEC 3.1 notice and SPEC 8.3 banner when the data says so', async () => {
    const top = async (loginId: string) =>
      data<{ notices: string[]; restriction: string | null; paymentMethod: string | null; unreadMessages: number }>(
        (await callerFor(loginId)).get('/external/v1/member/top'),
      );
    expect(await top('regular')).toMatchObject({ notices: [], restriction: null, paymentMethod: '1', unreadMessages: 2 });
    expect(await top('gold')).toMatchObject({ notices: ['paymentPaid'], paymentMethod: '4' });
    expect(await top('restricted')).toMatchObject({
      notices: ['paymentUnpaid', 'residenceCleansing', 'contactWarning'],
      restriction: 'all',
    });
    expect(await top('family')).toMatchObject({ notices: ['familyCreditRegistration'] });
    expect(await top('newcard')).toMatchObject({ notices: ['cardActivation'], paymentMethod: null, unreadMessages: 0 });
  });

  it('sets the card’s nickname, trimmed; refuses one too long or with a hidden character; gives the default name back when cleared', async () => {
    const regular = await callerFor('regular');
    expect((await data<{ nickname: string }>(regular.post('/external/v1/user/nickname', { nickname: '　旅行用 ' }))).nickname).toBe(
      '旅行用',
    );
    const cards = await data<{ cardList: { nickname: string }[] }>(regular.get('/external/v1/user/multiple/cards/web'));
    expect(cards.cardList[0]?.nickname).toBe('旅行用');
    const tooLong = await regular.post('/external/v1/user/nickname', { nickname: 'あ'.repeat(21) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().resultInfo.errors).toEqual([{ field: 'nickname', message: 'ニックネームは20文字以内で入力してください。' }]);
    const reversed = await regular.post('/external/v1/user/nickname', { nickname: 'gpj.\u202eexe' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().resultInfo.errors).toEqual([{ field: 'nickname', message: 'ニックネームに使用できない文字が含まれています。' }]);
    const separated = await regular.post('/external/v1/user/nickname', { nickname: '旅行\u2028用' });
    expect(separated.json().resultInfo.errors).toEqual([{ field: 'nickname', message: 'ニックネームに改行は使えません。' }]);
    expect(await data(regular.post('/external/v1/user/nickname', { nickname: '' }))).toEqual({
      nickname: 'Visaカード',
      isDefaultNickname: true,
    });
  });

  it('answers the newest user info', async () => {
    const regular = await callerFor('regular');
    expect(await data(regular.get('/external/v1/user/userinfo/newest'))).toMatchObject({
      lastNameKanji: '中村',
      firstNameKana: 'ダイスケ',
      membershipStatus: '50',
    });
  });
});

describe('messages', () => {
  it('lists newest first; opening one and marking it read lowers the unread count, however often it is sent', async () => {
    const regular = await callerFor('regular');
    const list = await data<{ messages: { id: number; unread: boolean; sentAt: string }[]; unreadCount: number; total: number }>(
      regular.get('/external/v1/messages'),
    );
    expect(list.total).toBe(3);
    expect(list.messages.map((message) => message.sentAt)).toEqual(
      list.messages
        .map((message) => message.sentAt)
        .sort()
        .reverse(),
    );
    const unread = list.messages.find((message) => message.unread);
    expect(await data(regular.get(`/external/v1/messages/${unread?.id}`))).toMatchObject({ id: unread?.id, body: expect.any(String) });
    const first = await data<{ unreadCount: number }>(regular.post(`/external/v1/messages/${unread?.id}/read`));
    expect(first.unreadCount).toBe(list.unreadCount - 1);
    expect(await data(regular.post(`/external/v1/messages/${unread?.id}/read`))).toEqual(first);
  });

  it('pages a long list and never opens another member’s message', async () => {
    const heavy = await callerFor('heavy');
    const page = await data<{ messages: { id: number }[]; total: number }>(heavy.get('/external/v1/messages', { offset: 24 }));
    expect(page.total).toBe(43);
    expect(page.messages).toHaveLength(19);
    const regular = await callerFor('regular');
    expect((await regular.get(`/external/v1/messages/${page.messages[0]?.id}`)).statusCode).toBe(404);
    expect((await regular.post(`/external/v1/messages/${page.messages[0]?.id}/read`)).statusCode).toBe(404);
    expect((await regular.get('/external/v1/messages/0')).statusCode).toBe(400);
  });

  it('has an empty list for a member without messages', async () => {
    expect(await data((await callerFor('newcard')).get('/external/v1/messages'))).toMatchObject({ messages: [], total: 0, unreadCount: 0 });
  });
});

describe('web documents', () => {
  it('lists the contract and a statement notice per fixed month, and opens each as a PDF with Japanese text embedded', async () => {
    const regular = await callerFor('regular');
    const list = await data<{ documents: { id: string; title: string }[] }>(regular.get('/external/v1/webdocuments'));
    expect(list.documents.at(-1)).toMatchObject({ id: 'contract' });
    expect(list.documents[0]).toMatchObject({ id: 'statement-202610', title: '2026年10月分 ご利用代金明細書' });
    const pdf = await regular.get('/external/v1/webdocuments/statement-202610');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/NotoSansJP/);
    expect((await regular.get('/external/v1/webdocuments/contract')).statusCode).toBe(200);
  });

  it('numbers every page of a long statement and repeats whose statement it is and the columns on each page after the first', async () => {
    const heavy = await callerFor('heavy');
    const list = await data<{ documents: { id: string; title: string }[] }>(heavy.get('/external/v1/webdocuments'));
    const month = list.documents[0]!;
    const pdf = await heavy.get(`/external/v1/webdocuments/${month.id}`);
    expect(pdf.statusCode).toBe(200);
    // The text as a reader's PDF viewer extracts it (poppler's pdftotext), a form feed between pages.
    const folder = mkdtempSync(join(tmpdir(), 'card-web-pdf-'));
    try {
      writeFileSync(join(folder, 'statement.pdf'), pdf.rawPayload);
      const pages = execFileSync('pdftotext', ['-layout', join(folder, 'statement.pdf'), '-'], { encoding: 'utf8' })
        .split('\f')
        .filter((page) => page.trim() !== '');
      expect(pages.length).toBeGreaterThan(1);
      for (const [index, page] of pages.entries()) {
        expect(page).toMatch(new RegExp(`${index + 1}\\s*/\\s*${pages.length}\\s*$`));
        expect(page).toContain(STATEMENT_COLUMNS[0]);
        if (index > 0) expect(page).toContain(`${month.title}（続き）`);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('has no notice for the unfixed month, answers 404 for it and 400 for an id of the wrong shape', async () => {
    const regular = await callerFor('regular');
    expect((await regular.get('/external/v1/webdocuments/statement-202611')).statusCode).toBe(404);
    expect((await regular.get('/external/v1/webdocuments/..%2Fetc')).statusCode).toBe(400);
  });
});

describe('former members (SPEC 2.5)', () => {
  it('read each old card’s months, lines and documents through its own credential, and nothing of it through a member’s', async () => {
    const oldCard = await callerFor('former', { exIndex: 1 });
    const months = await data<{ months: { billingMonth: string }[] }>(oldCard.get('/external/v1/statement/months'));
    expect(months.months).toHaveLength(12);
    const month = months.months[0]?.billingMonth ?? '';
    const page = await data<StatementMonthlyAnswer>(oldCard.get('/external/v1/statement/monthly', { billingMonth: month }));
    expect(page.lines.length).toBeGreaterThan(0);
    expect((await oldCard.get('/external/v1/webdocuments/contract')).statusCode).toBe(200);
    const regular = await callerFor('regular');
    expect((await regular.get(`/external/v1/statement/detail/${page.lines[0]?.id}`)).statusCode).toBe(404);
    expect((await oldCard.post('/external/v1/user/nickname', { nickname: '昔のカード' })).statusCode).toBe(400);
  });
});
