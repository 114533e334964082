import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant } from '../apply/testing/applicant';
import { startStaffSession } from '../operations/staffMembers';
import { seedPersonLike } from '../seed/seedDemoData';
import { staffSubjectOf } from '../seed/staffAccounts';
import { buildOpsApp } from './opsApp';

/**
 * Issue 56 item 7: the per-step funnel and the refusals by field and rule in the console, for product staff in
 * production, drawn from the flow journal (no person, answer or value), through the real routes on both databases.
 */
let subject: TestApp;
let ops: FastifyInstance;
const cookies = new Map<string, string>();
beforeAll(async () => {
  subject = await buildTestApp();
  ops = await buildOpsApp(subject.app);
  await ops.ready();
  for (const loginId of ['product', 'examiner']) cookies.set(loginId, await startStaffSession(subject.app.db, staffSubjectOf(loginId)));
});
afterAll(async () => {
  await ops.close();
  await subject.close();
});

const page = (loginId: string, url: string) =>
  ops.inject({ method: 'GET', url, headers: { cookie: `ops_session=${cookies.get(loginId) ?? ''}` } });

describe('the funnel in the console', () => {
  it('shows product staff how far people got in each step and what refused them, without what they typed', async () => {
    const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
    const person = await logInApplicant(subject.app, loginId);
    const flow = '/external/v1/flows/mailSetting';
    await person.get(`${flow}/entry`);
    const save = (mailAddress: string) =>
      person.post(`${flow}/steps/mailAddress`, { answers: { mailAddress } }, { 'idempotency-key': crypto.randomUUID() });
    expect((await save('funnel-himitsu')).statusCode).toBe(400);

    const list = await page('product', '/funnels');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('お手続きの利用状況');
    expect(list.body).toContain('href="/funnels/mailSetting"');

    const detail = await page('product', '/funnels/mailSetting');
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('<code>mailAddress</code>');
    expect(detail.body).toMatch(/（mailAddress）・<code>mailAddress<\/code>・\d+件/);
    for (const typed of ['funnel-himitsu', loginId]) expect(detail.body).not.toContain(typed);
  });

  it('is for product staff only, and says so of a flow that does not exist', async () => {
    expect((await page('examiner', '/funnels')).statusCode).toBe(403);
    expect((await page('product', '/funnels/noSuchFlow')).statusCode).toBe(404);
  });
});
