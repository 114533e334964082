import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowRegistry } from '../../flows/index';
import { fixtureFlow, fixtureFlowChanged } from '../../flows/testing/fixtureFlow';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { insertPerson, logInApplicant, type Applicant } from '../apply/testing/applicant';

/**
 * In-flight drafts survive a schema change (issue 19): a draft saved under the fixture's first schemas is resumed on
 * an instance running changed ones (a required field added to a step; a choice withdrawn from another). The server
 * re-validates the saved answers, keeps every one still valid, resumes at the first step whose answers no longer
 * pass and names it in the view (`changedStep`) — never a 500, nothing lost.
 */
const FLOW = '/external/v1/flows/fixture';

let subject: TestApp;
let changed: FastifyInstance;
beforeAll(async () => {
  subject = await buildTestApp({}, { flows: [...flowRegistry, fixtureFlow] });
  changed = await subject.secondInstance({ flows: [...flowRegistry, fixtureFlowChanged] });
});
afterAll(async () => {
  await subject.close();
});

let applicants = 0;
/** One person, logged in on the instance of the first schemas and on the instance of the changed ones. */
async function applicant(): Promise<{ person: Applicant; later: Applicant }> {
  applicants += 1;
  const id = `schemachange${applicants}`;
  await insertPerson(subject.app.db, id);
  return { person: await logInApplicant(subject.app, id), later: await logInApplicant(changed, id) };
}

describe('a draft saved before a step schema changed', () => {
  it('resumes at the step that gained a required field, keeps every answer, and returns to where it had got to once it is given', async () => {
    const { person, later } = await applicant();
    for (const [step, answers] of [
      ['kind', { kind: 'long' }],
      ['detail', { note: '引っ越し' }],
      ['amount', { amount: 80 }],
    ] as const) {
      expect((await person.post(`${FLOW}/steps/${step}`, { answers })).statusCode).toBe(200);
    }
    const resumed = await later.get(`${FLOW}/entry`);
    expect(resumed.statusCode).toBe(200);
    const view = resumed.json().data;
    expect(view).toMatchObject({
      currentStep: 'detail',
      currentRoute: '/fixture/detail',
      changedStep: 'detail',
      schemaDigest: 'fixture00001',
    });
    expect(view.answers).toEqual({ kind: { kind: 'long' }, detail: { note: '引っ越し' }, amount: { amount: 80 } });

    const refused = await later.post(`${FLOW}/steps/detail`, { answers: { note: '引っ越し' } });
    expect(refused.json().resultInfo.errors).toEqual([{ field: 'reason', message: '理由を入力してください。' }]);
    const onward = (await later.post(`${FLOW}/steps/detail`, { answers: { note: '引っ越し', reason: '転勤' } })).json().data;
    // Back to where the person had got to before the change, the confirm page: the saved amount still passes and is
    // kept, so nothing after the changed step is asked again (issue 55: a new required question asked before confirm).
    expect(onward).toMatchObject({ currentStep: 'review', schemaDigest: 'fixture00002' });
    expect(onward.steps.map((step: { state: string }) => step.state)).toEqual(['kind', 'detail', 'amount', 'review']);
    expect(onward.changedStep).toBeUndefined();
    expect(onward.answers.amount).toEqual({ amount: 80 });
  });

  it('resumes at a step whose saved choice was withdrawn, and drops the branch the new choice leaves', async () => {
    const { person, later } = await applicant();
    await person.post(`${FLOW}/steps/kind`, { answers: { kind: 'short' } });
    await person.post(`${FLOW}/steps/amount`, { answers: { amount: 50 } });
    const view = (await later.get(`${FLOW}/entry`)).json().data;
    expect(view).toMatchObject({ currentStep: 'kind', changedStep: 'kind' });
    expect(view.steps.map((step: { state: string }) => step.state)).toEqual(['kind']);
    expect((await later.post(`${FLOW}/steps/kind`, { answers: { kind: 'short' } })).json().resultInfo.errors[0].field).toBe('kind');
    const long = (await later.post(`${FLOW}/steps/kind`, { answers: { kind: 'long' } })).json().data;
    expect(long).toMatchObject({ currentStep: 'detail', schemaDigest: 'fixture00002' });
    expect(long.changedStep).toBeUndefined();
  });

  it('says nothing when the saved answers still pass the changed schemas', async () => {
    const { person, later } = await applicant();
    await person.post(`${FLOW}/steps/kind`, { answers: { kind: 'long' } });
    const view = (await later.get(`${FLOW}/entry`)).json().data;
    expect(view).toMatchObject({ currentStep: 'detail' });
    expect(view.changedStep).toBeUndefined();
  });
});
