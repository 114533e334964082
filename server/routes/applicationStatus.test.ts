import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { sessionOf } from '../../tests/helpers/testSessions';

let subject: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  subject = await buildTestApp();
  app = subject.app;
});
afterAll(async () => {
  await subject.close();
});

async function statusOf(loginId: string) {
  const session = await sessionOf(app, loginId);
  const credential: string = (await app.inject({ method: 'GET', url: '/api/bff/getCredentialV2', cookies: { session } })).json().data
    .ppcdCredential;
  return app.inject({
    method: 'GET',
    url: '/external/v1/apply/status?ppcdSwitchServiceFlg=yes',
    cookies: { session },
    headers: { ppcdCredential: credential },
  });
}

describe('GET /external/v1/apply/status (SPEC 2.2 /confirmation/status)', () => {
  it('answers no application before one is submitted', async () => {
    const response = await statusOf('applicant2');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ application: null });
  });

  it('answers the submitted application’s inquiry number, day and result, to its applicant only', async () => {
    await app.db
      .insertInto('applications')
      .values({
        member_id: 'member-applicant3',
        schema_version: 'test',
        status: 'submitted',
        current_step: 'underReview',
        visited_steps: JSON.stringify(['attribute']),
        answers: JSON.stringify({}),
        campaign_code: null,
        ad_data: null,
        consented_at: new Date('2026-11-20T01:00:00Z'),
        inquiry_number: '1234567890123456',
        result: 'underReview',
        submitted_at: new Date('2026-11-20T01:00:00Z'),
      })
      .execute();
    expect((await statusOf('applicant3')).json().data).toEqual({
      application: { inquiryNumber: '1234567890123456', submittedAt: '2026-11-20T01:00:00.000Z', result: 'underReview', decision: null },
    });
    expect((await statusOf('applicant4')).json().data).toEqual({ application: null });
    // Issue 31: the examination's decline ends the application, and the status says so.
    await app.db
      .updateTable('applications')
      .set({ decision: 'declined', decided_at: new Date() })
      .where('member_id', '=', 'member-applicant3')
      .execute();
    expect((await statusOf('applicant3')).json().data.application).toMatchObject({ decision: 'declined' });
  });
});
