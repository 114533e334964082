import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant } from '../../server/bank/testing/submittedApplicant';
import { settleOutbox } from '../../server/outbox/testing/settleOutbox';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

/**
 * Personal data stays out of the log (the guide: never in a log line): a whole application answered and submitted
 * through the real API at the debug level, a refused answer among them, then every line searched for what the
 * applicant gave. Digits are matched as whole numbers, so a timestamp holding 7294 by chance is not a hit.
 */
const lines: string[] = [];
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
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
});
