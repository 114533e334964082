import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { QueryCounter } from '../../tests/helpers/queryCounter';
import { buildApp } from '../app';
import { startStaffSession } from '../operations/staffMembers';
import { bankAgencyQuestions, deskApplicationInquiry } from '../operations/testing/waitingCases';
import { staffSubjectOf } from '../seed/staffAccounts';
import { buildOpsApp } from './opsApp';

/**
 * Issue 58: the console's home counts every queue, staff find a case by inquiry number, name or phone (POST, audited,
 * checked at the edge), and a queue of hundreds pages 50 at a time in the same few statements whatever the page holds.
 * On the demo's own waiting cases (server/seed/deskCases.ts), through the real routes on both databases.
 */
const origin = 'http://localhost:3902';
let subject: TestApp;
let ops: FastifyInstance;
let counted: FastifyInstance;
let countedOps: FastifyInstance;
const counter = new QueryCounter();
let examiner: string;
let inquiry: string;

beforeAll(async () => {
  subject = await buildTestApp({ OPS_ORIGIN: origin });
  ops = await buildOpsApp(subject.app);
  examiner = `ops_session=${await startStaffSession(subject.app.db, staffSubjectOf('examiner'))}`;
  inquiry = await deskApplicationInquiry(subject.app.db);
  // A second instance on the same database whose every statement is counted, with a console of its own.
  counted = await buildApp({
    logger: false,
    environment: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OUTBOX_WORKER: 'off',
      OPS_ORIGIN: origin,
      ...(subject.app.config.DATABASE_URL ? { DATABASE_URL: subject.app.config.DATABASE_URL } : {}),
    },
    sharedDatabase: subject.app.db.withPlugin(counter),
  });
  await counted.ready();
  await counted.expiredRowsCleanupSettled();
  countedOps = await buildOpsApp(counted);
}, 120_000);
afterAll(async () => {
  await countedOps?.close();
  await counted?.close();
  await ops?.close();
  await subject?.close();
});

const get = (url: string) => ops.inject({ method: 'GET', url, headers: { cookie: examiner } });
const searchFor = (fields: Record<string, string>) =>
  ops.inject({
    method: 'POST',
    url: '/search',
    headers: { cookie: examiner, origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
/** The case links of a page's table, in order. */
const caseLinks = (body: string): string[] => [...body.matchAll(/<td><a href="(\/cases\/[^"]+)">/g)].map((match) => match[1] ?? '');

describe('the console’s home', () => {
  it('counts the waiting cases of every queue, the raise waiting for a supervisor among them, and opens the oldest at once', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    const rows = [
      ...home.body.matchAll(
        /<tr><th scope="row"><a href="\/queues\/(\w+)">[^<]+<\/a><\/th><td class="number">(\d+)件<\/td><td class="number">(\d+)件<\/td>/g,
      ),
    ].map((match) => [match[1], Number(match[2]), Number(match[3])]);
    expect(rows).toEqual([
      ['application', 1, 0],
      ['creditLimit', 1, 1],
      ['cashingLimit', 1, 0],
      ['goldUpgrade', 1, 0],
      ['cardApplication', 1, 0],
      ['residenceReport', 1, 0],
      ['bankAgency', 1, 0],
    ]);
    expect(home.body).toContain('審査を待っている案件は全部で7件です。');
    const opened = await get(`/cases/application/${inquiry}`);
    expect(home.body).toContain(`href="/cases/application/${inquiry}"`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('王 美玲');
  });
});

describe('finding a case', () => {
  const found = async (fields: Record<string, string>) => {
    const answer = await searchFor(fields);
    expect(answer.statusCode, answer.body).toBe(200);
    return caseLinks(answer.body);
  };

  it('by the inquiry number, grouped, hyphenated or in full-width digits', async () => {
    const grouped = `${inquiry.slice(0, 6)}-${inquiry.slice(6, 10)}-${inquiry.slice(10, 15)}-${inquiry.slice(15)}`;
    const fullWidth = [...grouped].map((ch) => (ch === '-' ? '－' : String.fromCharCode(ch.charCodeAt(0) + 0xfee0))).join('');
    for (const q of [inquiry, grouped, fullWidth, ` ${inquiry.slice(0, 8)} ${inquiry.slice(8)} `])
      expect(await found({ by: 'inquiryNumber', q }), q).toEqual([`/cases/application/${inquiry}`]);
  });

  it('by a name in kanji or in kana, whatever the width, the syllabary or the spaces', async () => {
    for (const q of ['王 美玲', '王美玲', 'ワン メイリン', 'わんめいりん', 'ﾜﾝ ﾒｲﾘﾝ', 'めいりん'])
      expect(await found({ by: 'name', q }), q).toEqual([`/cases/application/${inquiry}`]);
    expect((await found({ by: 'name', q: 'まつもと　こうじ' }))[0]).toMatch(/^\/cases\/creditLimit\/\d+$/);
    expect(await found({ by: 'name', q: '存在しない' })).toEqual([]);
  });

  it('by the mobile number, with or without hyphens', async () => {
    expect(await found({ by: 'phone', q: '090-2846-1357' })).toEqual([`/cases/application/${inquiry}`]);
    const member = await subject.app.db
      .selectFrom('members')
      .select('mobile_number')
      .where('id', '=', 'member-desk-gold')
      .executeTakeFirstOrThrow();
    const typed = `${member.mobile_number.slice(0, 3)}-${member.mobile_number.slice(3, 7)}-${member.mobile_number.slice(7)}`;
    expect((await found({ by: 'phone', q: typed }))[0]).toMatch(/^\/cases\/goldUpgrade\/\d+$/);
  });

  it('keeps what was typed out of the address and writes an audit entry of who searched and what it showed', async () => {
    const answer = await searchFor({ by: 'name', q: 'わん' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<form class="search" action="/search" method="post">');
    const entry = await subject.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'subject_type', 'subject_id', 'detail'])
      .where('action', '=', 'case.search')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      actor: `staff:${staffSubjectOf('examiner')}`,
      action: 'case.search',
      subject_type: 'caseSearch',
      subject_id: 'name',
      detail: { by: 'name', found: 1, more: false, cases: `application:${inquiry}` },
    });
    expect(JSON.stringify(entry)).not.toContain('わん');
  });

  it('refuses what it cannot search with a message that says what to type, and searches nothing', async () => {
    const before = await subject.app.db.selectFrom('audit_log').select('id').where('action', '=', 'case.search').execute();
    const refusals: [Record<string, string>, string][] = [
      [{ q: '王' }, '探し方（お問い合わせ番号・お名前・電話番号）を選んでください。'],
      [{ by: 'address', q: '王' }, '探し方（お問い合わせ番号・お名前・電話番号）を選んでください。'],
      [{ by: 'name' }, '探す内容を入力してください。'],
      [{ by: 'name', q: '　' }, 'お名前を入力してください。'],
      [{ by: 'name', q: 'あ'.repeat(41) }, '探す内容は40文字以内で入力してください。'],
      [{ by: 'name', q: 'WANG' }, 'お名前は漢字かカナで入力してください。ローマ字や数字では探せません。'],
      [
        { by: 'inquiryNumber', q: inquiry.slice(1) },
        'お問い合わせ番号は16桁の数字で入力してください（ハイフンや空白はあってもかまいません）。',
      ],
      [
        { by: 'inquiryNumber', q: `A${inquiry.slice(1)}` },
        'お問い合わせ番号は16桁の数字で入力してください（ハイフンや空白はあってもかまいません）。',
      ],
      [{ by: 'phone', q: '090-12' }, '電話番号は0から始まる10桁か11桁の数字で入力してください（ハイフンはあってもかまいません）。'],
      [{ by: 'phone', q: 'でんわ' }, '電話番号は0から始まる10桁か11桁の数字で入力してください（ハイフンはあってもかまいません）。'],
    ];
    for (const [fields, message] of refusals) {
      const answer = await searchFor(fields);
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.body, JSON.stringify(fields)).toContain(message);
      expect(answer.body).toContain('aria-invalid="true"');
    }
    expect(await subject.app.db.selectFrom('audit_log').select('id').where('action', '=', 'case.search').execute()).toEqual(before);
  });

  it('is for examiners and supervisors only', async () => {
    const auditor = `ops_session=${await startStaffSession(subject.app.db, staffSubjectOf('auditor'))}`;
    const answer = await ops.inject({
      method: 'POST',
      url: '/search',
      headers: { cookie: auditor, origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'by=name&q=%E7%8E%8B',
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('a long queue', () => {
  it('pages 50 at a time, oldest first, with page links in the address, and reads the same few statements for any page', async () => {
    await bankAgencyQuestions(subject.app.db, 120, testToday);
    const first = await get('/queues/bankAgency');
    expect(first.body).toContain('121件のうち1〜50件目（1/3ページ）');
    expect(caseLinks(first.body)).toHaveLength(50);
    expect(first.body).toContain('<a href="/queues/bankAgency?page=3" aria-label="3ページ目">3</a>');
    expect(first.body).toContain('<a href="/queues/bankAgency?page=2" rel="next">次へ</a>');
    const last = await get('/queues/bankAgency?page=3');
    expect(last.body).toContain('121件のうち101〜121件目（3/3ページ）');
    expect(caseLinks(last.body)).toHaveLength(21);
    expect(last.body).toContain('aria-current="page" aria-label="3ページ目"');
    // Every case once, across the pages, oldest first.
    const second = await get('/queues/bankAgency?page=2');
    const all = [...caseLinks(first.body), ...caseLinks(second.body), ...caseLinks(last.body)];
    expect(new Set(all).size).toBe(121);
    // Questions sent in one transaction share their instant: then by number, 9 before 10.
    const numbers = all.map((link) => Number(link.slice(link.lastIndexOf('/') + 1)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // A page past the last (a link kept from a longer queue) shows the last.
    expect(caseLinks((await get('/queues/bankAgency?page=9')).body)).toEqual(caseLinks(last.body));

    const statements = async (url: string) => {
      counter.kinds.length = 0;
      const answer = await countedOps.inject({ method: 'GET', url, headers: { cookie: examiner } });
      expect(answer.statusCode).toBe(200);
      return counter.kinds.length;
    };
    // What any console page costs (the staff session, touched, and its member): the search form reads nothing more.
    const frame = await statements('/search');
    // Then a queue's page: its count, its lines with their first approvals, their summaries. Whatever the lines.
    expect(await statements('/queues/bankAgency')).toBe(frame + 3);
    expect(await statements('/queues/bankAgency?page=3')).toBe(frame + 3);
    expect(await statements('/queues/goldUpgrade?stage=first')).toBe(frame + 3);
    // The home's counts of every queue: one statement for the seven.
    expect(await statements('/')).toBe(frame + 1);
  });
});
