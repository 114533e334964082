import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAnswers } from '../../flows/apply';
import { collectDisclosureRecords } from '../disclosure/disclosureRecords';
import { processRegistry } from '../metrics/processMetrics';
import { loadRetentionPolicy } from '../retention/retentionPolicy';
import { runRetention } from '../retention/retentionRun';
import { caseHandlers, examinationCase, examinationQueue } from '../operations/examination';
import { openStaffConsole, type StaffConsole } from '../ops/testing/staffConsole';
import { httpCreditBureau } from './httpCreditBureau';
import type { StandInBureau } from './standInBureau';
import { submittedApplication } from './testing/submittedApplication';

/**
 * Issue 61 item 1 through the real API and console on this project's database: an application files its credit
 * bureau inquiry with the submit, the worker asks the stand-in (a real HTTP server) through the production adapter,
 * the examiner reads the answer on the case page; a bureau that fails (5xx, slower than the timeout, garbage) leaves
 * the case in the queue with the reason, retried, and no approval goes through without an answer.
 */
let desk: StaffConsole;
let bureau: StandInBureau;
beforeAll(async () => {
  desk = await openStaffConsole('http://localhost:3904', ['examiner'], { CREDIT_BUREAU_TIMEOUT_MS: '300' });
  const standIn = desk.subject.app.creditBureau.standIn;
  if (!standIn) throw new Error('the test app runs the stand-in bureau');
  bureau = standIn;
});
afterAll(async () => {
  await desk.close();
});

/** A fresh applicant's submitted application, with a family name of their own (the stand-in's records). */
const submitted = (lastNameKana: string) =>
  submittedApplication(desk.subject, { attribute: { ...employeeAnswers.attribute, lastNameKana } });

const approve = (id: string, version = '0') =>
  desk.post('examiner', `/cases/application/${id}/decision`, { version, decision: 'approved', reasonCode: 'A01', amount: '30', note: '' });

describe('the credit bureau inquiry of an application', () => {
  it('is filed with the submit under the consent, asked by the worker, and shown to the examiner', async () => {
    const { inquiryNumber, memberId } = await submitted('さとう');
    const filed = await desk.subject.app.db
      .selectFrom('credit_bureau_inquiries')
      .selectAll()
      .where('case_id', '=', inquiryNumber)
      .executeTakeFirstOrThrow();
    expect(filed).toMatchObject({ case_kind: 'application', member_id: memberId, purpose: 'application', status: 'pending', attempts: 0 });
    expect(filed.consented_at).not.toBeNull();

    const calls = bureau.calls.length;
    expect(await desk.subject.app.creditBureau.tick()).toBeGreaterThanOrEqual(1);
    // The person in the body, under the consent's time; nothing of them in the address (the stand-in's path is fixed).
    expect(bureau.calls.slice(calls)).toContainEqual({
      purpose: 'application',
      nameKana: 'サトウ ケンイチ',
      birthDay: '1990-02-15',
      mobileNumber: '09013572468',
      homeZipCode: '1000001',
      consentedAt: new Date(filed.consented_at ?? 0).toISOString(),
    });
    const found = await examinationCase(desk.subject.app.db, 'application', inquiryNumber);
    expect(found?.bureau).toMatchObject({ status: 'answered', attempts: 1, failure: null, report: { defaults: [], loans: [] } });

    const page = await desk.get('examiner', `/cases/application/${inquiryNumber}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('信用情報機関の照会結果');
    expect(page.body).toMatch(/<th scope="row">異動<\/th><td>なし<\/td>/);

    const audit = await desk.subject.app.db
      .selectFrom('audit_log')
      .select(['actor', 'detail'])
      .where('action', '=', 'creditBureau.inquiry')
      .where('subject_id', '=', inquiryNumber)
      .execute();
    expect(audit).toEqual([
      {
        actor: 'system:creditBureau',
        detail: expect.objectContaining({ memberId, purpose: 'application', attempt: 1, outcome: 'answered' }),
      },
    ]);
    expect((await approve(inquiryNumber)).statusCode).toBe(303);
  });

  it("shows a default record (異動) and heavy other borrowing as the bureau's demo people have them", async () => {
    const defaulted = await submitted('いどう');
    const borrower = await submitted('たじゅう');
    await desk.subject.app.creditBureau.tick();
    const defaultPage = await desk.get('examiner', `/cases/application/${defaulted.inquiryNumber}`);
    expect(defaultPage.body).toContain('延滞（61日以上または3か月以上）（2024-09-30登録）');
    const borrowerPage = await desk.get('examiner', `/cases/application/${borrower.inquiryNumber}`);
    expect(borrowerPage.body).toContain('他社クレジットの年間支払額</th><td>1,440,000円');
    expect(borrowerPage.body).toContain('他の貸金業者の借入残高</th><td>1,300,000円');
    // The queue's line says why the default's case needs a look; the borrower's is computed on the case page.
    const lines = await caseHandlers.application.summaries(desk.subject.app.db, [defaulted.inquiryNumber, borrower.inquiryNumber]);
    expect(lines.get(defaulted.inquiryNumber)).toBe('Visa 一般カード（信用情報: 異動あり）');
    expect(lines.get(borrower.inquiryNumber)).toBe('Visa 一般カード');
  });

  it.each([
    ['down (503)', { status: 503 }, 'unavailable', '信用情報機関に接続できませんでした'],
    ['slower than CREDIT_BUREAU_TIMEOUT_MS', 'slow', 'timeout', '信用情報機関から時間内に回答がありませんでした'],
    ['garbage', { raw: '{"reference":"SB-1","defaults":"none"}' }, 'unreadable', '信用情報機関の回答を読み取れませんでした'],
    ['not JSON', { raw: '<html>maintenance</html>' }, 'unreadable', '信用情報機関の回答を読み取れませんでした'],
  ] as const)(
    'leaves the case in the queue with the reason when the bureau is %s, retried, and never approved',
    async (_name, answer, failure, label) => {
      const app = desk.subject.app;
      const { inquiryNumber } = await submitted('さとう');
      // Nothing else due: the answers below are this case's alone (the seed's applications are asked by the first look).
      await app.db
        .updateTable('credit_bureau_inquiries')
        .set({ next_attempt_at: new Date(Date.now() + 3_600_000) })
        .where('status', '=', 'pending')
        .where('case_id', '!=', inquiryNumber)
        .execute();
      bureau.answers.push(answer, answer, answer, answer);
      await app.creditBureau.tick();
      expect((await examinationCase(app.db, 'application', inquiryNumber))?.bureau).toMatchObject({
        status: 'pending',
        attempts: 1,
        failure,
      });
      // The retry waits for its backoff: the next look leaves it alone.
      await app.creditBureau.tick();
      expect((await examinationCase(app.db, 'application', inquiryNumber))?.bureau).toMatchObject({ attempts: 1 });
      await app.creditBureau.askNow('application', inquiryNumber);
      await app.creditBureau.askNow('application', inquiryNumber);
      expect((await examinationCase(app.db, 'application', inquiryNumber))?.bureau).toMatchObject({
        status: 'failed',
        attempts: 3,
        failure,
      });

      // The outage is a metric an alert can watch.
      expect(await processRegistry.getSingleMetricAsString('credit_bureau_inquiries_total')).toContain(`outcome="${failure}"`);
      // Still waiting for the examiner, who reads why; the approval asks once more, fails, and is refused.
      expect((await examinationQueue(app.db, 'application')).map((waiting) => waiting.id)).toContain(inquiryNumber);
      expect((await caseHandlers.application.summaries(app.db, [inquiryNumber])).get(inquiryNumber)).toBe(
        'Visa 一般カード（信用情報: 照会できませんでした）',
      );
      const page = await desk.get('examiner', `/cases/application/${inquiryNumber}`);
      expect(page.body).toContain(`${label}（3回照会）`);
      expect(page.body).toContain('再照会する');
      const refused = await approve(inquiryNumber);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('信用情報機関の照会結果がないため承認できません（割賦販売法第30条の2第3項）');
      const row = await app.db
        .selectFrom('applications')
        .select('decision')
        .where('inquiry_number', '=', inquiryNumber)
        .executeTakeFirstOrThrow();
      expect(row.decision).toBeNull();

      // The bureau is back: 再照会 answers, and the approval goes through.
      bureau.answers.length = 0;
      expect((await desk.post('examiner', `/cases/application/${inquiryNumber}/bureau`, {})).statusCode).toBe(303);
      expect((await examinationCase(app.db, 'application', inquiryNumber))?.bureau).toMatchObject({ status: 'answered', attempts: 5 });
      expect((await approve(inquiryNumber)).statusCode).toBe(303);
    },
  );

  it('files an inquiry for an application submitted before inquiries existed when the examiner opens it', async () => {
    const { inquiryNumber } = await submitted('さとう');
    await desk.subject.app.db.deleteFrom('credit_bureau_inquiries').where('case_id', '=', inquiryNumber).execute();
    const page = await desk.get('examiner', `/cases/application/${inquiryNumber}`);
    expect(page.body).toMatch(/<th scope="row">異動<\/th><td>なし<\/td>/);
  });
});

describe('the HTTP adapter', () => {
  const person = {
    purpose: 'application',
    nameKana: 'サトウ ケンイチ',
    birthDay: '1990-02-15',
    mobileNumber: '09013572468',
    homeZipCode: '1000001',
    consentedAt: '2026-12-04T00:00:00.000Z',
  } as const;

  it('is unavailable where nothing listens, and refuses an answer to a wrong token as unreadable', async () => {
    await expect(httpCreditBureau({ url: 'http://127.0.0.1:9/bureau', token: 't', timeoutMs: 1000 })(person)).rejects.toMatchObject({
      failure: 'unavailable',
    });
    await expect(httpCreditBureau({ url: bureau.url, token: 'not-the-token', timeoutMs: 1000 })(person)).rejects.toMatchObject({
      failure: 'unreadable',
    });
  });

  it('keeps only the fields it checked', async () => {
    bureau.answers.push({
      raw: JSON.stringify({ reference: 'SB-9', defaults: [], creditObligations: [], loans: [], recentApplications: 0, extra: 'x' }),
    });
    const report = await httpCreditBureau({ url: bureau.url, token: bureau.token, timeoutMs: 1000 })(person);
    expect(report).toEqual({ reference: 'SB-9', defaults: [], creditObligations: [], loans: [], recentApplications: 0 });
  });
});

describe("the bureau's answer as the person's data", () => {
  it('is disclosed to them (個人情報保護法 第33条) and goes with their answers when a declined application is anonymised', async () => {
    const app = desk.subject.app;
    const { inquiryNumber, memberId } = await submitted('いどう');
    await app.creditBureau.askNow('application', inquiryNumber);
    const records = await collectDisclosureRecords(app.db, app.fileStorage, memberId, new Date());
    expect(records.sections['creditBureauInquiries']).toEqual([
      expect.objectContaining({
        case_id: inquiryNumber,
        purpose: 'application',
        status: 'answered',
        report: expect.objectContaining({ defaults: [expect.objectContaining({ kind: 'delinquent' })] }),
      }),
    ]);
    const declined = await desk.post('examiner', `/cases/application/${inquiryNumber}/decision`, {
      version: '0',
      decision: 'declined',
      reasonCode: 'D05',
      note: '',
    });
    expect(declined.statusCode).toBe(303);
    const policy = await loadRetentionPolicy(join(import.meta.dirname, '../../config'));
    const later = new Date(Date.now() + (policy.declinedApplications.anonymiseAfterDays + 1) * 86_400_000);
    await runRetention(app.db, app.fileStorage, policy, later);
    expect(await app.db.selectFrom('credit_bureau_inquiries').select('case_id').where('member_id', '=', memberId).execute()).toEqual([]);
  });
});
