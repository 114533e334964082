import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceRaiseAnswers } from '../../flows/balanceRaise';
import { logInApplicant, type Applicant } from '../../server/apply/testing/applicant';
import { newApplicant } from '../../server/bank/testing/submittedApplicant';
import { insertCardMember } from '../../server/cardInfo/testing/cardMember';
import { startStaffSession } from '../../server/operations/staffMembers';
import { buildOpsApp } from '../../server/ops/opsApp';
import { settleOutbox } from '../../server/outbox/testing/settleOutbox';
import { staffSubjectOf } from '../../server/seed/staffAccounts';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

/**
 * Personal data stays out of the log (the guide: never in a log line): a whole application answered and submitted
 * through the real API at the debug level, a refused answer among them, a raise, a mail change and an examiner's
 * decision on the staff console's listener, then every line searched for what the applicant gave. Digits are matched as whole numbers, so a timestamp holding 7294 by chance is not a hit.
 */
const lines: string[] = [];
const opsOrigin = 'http://localhost:3901';
let subject: TestApp;
/** The staff console's listener, logging into the same stream as the service (server/ops/opsApp.ts). */
let ops: FastifyInstance;
beforeAll(async () => {
  subject = await buildTestApp({ OPS_ORIGIN: opsOrigin }, { logStream: { write: (line) => lines.push(line) } });
  ops = await buildOpsApp(subject.app);
  await ops.ready();
});
afterAll(async () => {
  await ops.close();
  await subject.close();
});

/** What the employee's example application (flows/apply.ts) and the fresh member row hold of the person. */
const personal = [
  '佐藤',
  '健一',
  'さとう',
  'サトウ',
  'ケンイチ',
  'ｹﾝｲﾁ',
  'KENICHI',
  '19900215',
  '1000001',
  '100-0001',
  '東京都千代田区千代田',
  'カードハイツ',
  'kenichi.sato',
  '09013572468',
  '090-1357-2468',
  '03-1234-5678',
  '0312345679',
  '山田商事',
  'ヤマダショウジ',
  '301234567890',
  '7294',
  'いつものカード',
  'taro@@example',
  // The member's raise (flows/balanceRaise.ts's example: 山田商事 and 0312345678 above) and mail change.
  'rename.sato',
];

const found = (value: string): string[] => {
  const pattern = /^[0-9-]+$/.test(value) ? new RegExp(`(?<![0-9])${value}(?![0-9])`) : null;
  return lines.filter((line) => (pattern ? pattern.test(line) : line.includes(value)));
};

describe('the log of a whole application', () => {
  it('holds none of what the applicant typed, from the first step to the submission and the mail it sends', async () => {
    const applicant = await newApplicant(subject.app, 'logs', { submit: false });
    const refused = await applicant.post('/external/v1/apply/entry', { step: 'contact', answers: { mailAddress: 'taro@@example' } });
    expect(refused.statusCode).toBe(400);
    expect((await applicant.post('/external/v1/apply/submit')).statusCode).toBe(200);
    await settleOutbox(subject.app);
    // Something was logged: the request lines of every step, at the debug level.
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(20);
    expect(personal.map((value) => ({ value, lines: found(value) })).filter((hit) => hit.lines.length > 0)).toEqual([]);
  });

  it('holds none of what a card member gave for a credit-limit raise and a new mail address', async () => {
    const member = await cardMember();
    await walkToResult(member, '/external/v1/flows/balanceRaise', balanceRaiseAnswers);
    await walkToResult(member, '/external/v1/flows/mailSetting', { mailAddress: { mailAddress: 'rename.sato@example.jp' } });
    await settleOutbox(subject.app);
    expect(lines.some((line) => line.includes('/flows/balanceRaise/submit'))).toBe(true);
    expect(lines.some((line) => line.includes('/flows/mailSetting/submit'))).toBe(true);
    expect(personal.map((value) => ({ value, lines: found(value) })).filter((hit) => hit.lines.length > 0)).toEqual([]);
  });

  it('holds none of it once an examiner has opened the application on the console, looked at it and decided it', async () => {
    const applicant = await newApplicant(subject.app, 'logs-console');
    const { inquiry_number: inquiry, answers } = await subject.app.db
      .selectFrom('applications')
      .select(['inquiry_number', 'answers'])
      .where('member_id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    const cookie = `ops_session=${await startStaffSession(subject.app.db, staffSubjectOf('examiner'))}`;
    const queue = await ops.inject({ method: 'GET', url: '/queues/application', headers: { cookie } });
    // The examiner finds the applicant by name in the queue, as the page shows it to staff.
    expect(queue.body).toContain('佐藤');
    // And by the search, by name and by phone (issue 58): a POST, whose words go in no log line's URL.
    for (const [by, q] of [
      ['name', 'さとう けんいち'],
      ['phone', String(answers['phoneNumber']?.['mobNumFull']).replace(/^(\d{3})(\d{4})/, '$1-$2-')],
    ] as const) {
      const search = await ops.inject({
        method: 'POST',
        url: '/search',
        headers: { cookie, origin: opsOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ by, q }).toString(),
      });
      expect(search.statusCode).toBe(200);
      expect(search.body).toContain(`/cases/application/${inquiry}`);
    }
    const opened = await ops.inject({ method: 'GET', url: `/cases/application/${inquiry}`, headers: { cookie } });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('山田商事');
    const decide = (reasonCode: string) =>
      ops.inject({
        method: 'POST',
        url: `/cases/application/${inquiry}/decision`,
        headers: { cookie, origin: opsOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        // The examiner's own note names the person and the employer, as notes do.
        payload: new URLSearchParams({
          version: '0',
          decision: 'approved',
          reasonCode,
          amount: '30',
          note: '佐藤 健一様の勤務先（山田商事 03-1234-5678）に在籍確認済み',
        }).toString(),
      });
    // First a decline's reason on an approval: the form comes back with the note as typed.
    expect((await decide('D01')).statusCode).toBe(400);
    const decided = await decide('A01');
    expect(decided.statusCode, decided.body).toBe(303);
    await settleOutbox(subject.app);
    expect(lines.filter((line) => line.includes('"listener":"ops"') && line.includes('/decision')).length).toBeGreaterThan(0);
    expect(personal.map((value) => ({ value, lines: found(value) })).filter((hit) => hit.lines.length > 0)).toEqual([]);
  });
});

/** A card member named as the example applicant (佐藤 健一, 090-1357-2468) with one regular card, logged in. */
async function cardMember(): Promise<Applicant> {
  await insertCardMember(subject.app.db, 'logs-member', {
    token: 'token-logs-member',
    card4no: '7294',
    networkCode: '1',
    nickname: 'いつものカード',
  });
  await subject.app.db
    .updateTable('members')
    .set({ mail_address: 'kenichi.sato@example.jp' })
    .where('id', '=', 'member-logs-member')
    .execute();
  return logInApplicant(subject.app, 'logs-member');
}

/** Answers each form step the flow's view asks for from `answers`, then submits, as the browser does. */
async function walkToResult(member: Applicant, flow: string, answers: Readonly<Record<string, object>>): Promise<void> {
  let current = (await member.get(`${flow}/entry`)).json().data;
  while (current.steps.find((step: { state: string }) => step.state === current.currentStep)?.page === 'form') {
    const saved = await member.post(`${flow}/steps/${current.currentStep}`, {
      answers: answers[current.currentStep],
      version: current.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    current = saved.json().data;
  }
  const submitted = await member.post(`${flow}/submit`, { version: current.version });
  expect(submitted.statusCode, submitted.body).toBe(200);
}
