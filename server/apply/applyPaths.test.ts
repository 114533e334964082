import { getSimplePaths } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMachine, type ApplyEvent } from '../../flows/apply';
import { applyFlow } from '../../flows/applyFlow';
import { metaOf } from '../../flows/engine';
import { branchAnswers, employeeAnswers } from '../../flows/testing/applyAnswers';
import { applyEvents } from '../../flows/testing/applyEvents';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from './testing/applicant';
import { proveMobile } from './testing/smsCode';

/**
 * Every simple path @xstate/graph finds through the apply machine, walked through the real API by a fresh applicant
 * with answers that satisfy each step's schema. The server must accept each of them, refuse steps off the path, list
 * exactly the visited steps on the confirm page, and keep no answer of a branch the applicant left.
 */

const ENTRY = '/external/v1/apply/entry';

const serializeState = (snapshot: AnyMachineSnapshot): string => JSON.stringify({ value: snapshot.value, context: snapshot.context });
const paths = getSimplePaths(applyMachine, { events: applyEvents, serializeState, toState: (s) => s.status === 'done' });

interface Walk {
  /** [step, answers] in the order the applicant answers them. */
  readonly saves: readonly (readonly [string, Readonly<Record<string, unknown>>])[];
  readonly visited: readonly string[];
  readonly result: string;
}

function walkOf(steps: readonly { state: AnyMachineSnapshot; event: ApplyEvent | { type: string } }[]): Walk {
  const saves: [string, Readonly<Record<string, unknown>>][] = [];
  const visited: string[] = [];
  let previous = String(applyMachine.config.initial);
  for (const { state, event } of steps) {
    if (event.type === 'step.next' && 'answers' in event) saves.push([previous, event.answers]);
    const value = String(state.value);
    if (value !== previous) visited.push(previous);
    previous = value;
  }
  return { saves, visited, result: previous };
}

const walks = paths.map((path) => walkOf(path.steps as never));
const label = (walk: Walk): string => walk.saves.filter(([step]) => ['profession', 'income', 'license'].includes(step)).map(([, answers]) => Object.values(answers).join('/')).join(' · ');

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

async function freshApplicant(index: number): Promise<Applicant> {
  const id = `path${index}`;
  await subject.app.db
    .insertInto('members')
    .values({
      id: `member-${id}`, oidc_subject: `subject-${id}`, ppcd_web_guid: `guid-${id}`, role: 'applicant', membership_status: '01',
      last_name_kanji: '青木', first_name_kanji: '葵', last_name_kana: 'アオキ', first_name_kana: 'アオイ', mobile_number: '09024681357',
    })
    .execute();
  return logInApplicant(subject.app, id);
}

async function save(applicant: Applicant, step: string, answers: Readonly<Record<string, unknown>>) {
  const response = await applicant.post(ENTRY, { step, answers });
  expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  return response.json().data.flow as { currentStep: string; confirmRows: { step: string }[]; visitedSteps: string[] };
}

async function expectRefused(applicant: Applicant, step: string, answers: Readonly<Record<string, unknown>>) {
  const response = await applicant.post(ENTRY, { step, answers });
  expect(response.statusCode, step).toBe(400);
  expect(response.json().resultInfo.codeId, step).toBe('4006');
}

describe('every simple path through the apply machine, walked through the API', () => {
  it('finds the branches: workplace or not, licence number or not, complete or under review', () => {
    expect(walks.length).toBeGreaterThanOrEqual(12);
    expect(new Set(walks.map((w) => w.result))).toEqual(new Set(['complete', 'underReview']));
  });

  it.each(walks.map((walk, index) => [label(walk), walk, index] as const))('%s', async (_label, walk, index) => {
    const applicant = await freshApplicant(index);
    const inputSteps = walk.visited.filter((step) => step !== 'confirm');

    // A step beyond the frontier is a jump the machine forbids.
    await expectRefused(applicant, 'income', employeeAnswers.income);
    for (const [step, given] of walk.saves) {
      // Each applicant has a mobile number of their own (the send limits count per number), proved by SMS code.
      const answers = step === 'phoneNumber' ? { mobNumFull: `0901357${String(index).padStart(4, '0')}` } : step === 'smsAuthentication' ? await proveMobile(subject.app, applicant) : given;
      const flow = await save(applicant, step, answers);
      const expectedNext = walk.visited[walk.visited.indexOf(step) + 1] ?? walk.result;
      expect(flow.currentStep, step).toBe(expectedNext);
    }

    // Detour through the employee's licence-holding branch, then back to this path's own answers.
    const detour = await save(applicant, 'profession', branchAnswers.profession.employee);
    if (detour.currentStep === 'income') await save(applicant, 'income', branchAnswers.income.employee);
    const own = Object.fromEntries(walk.saves);
    await save(applicant, 'workplace', employeeAnswers.workplace);
    await save(applicant, 'license', branchAnswers.license.has);
    await save(applicant, 'licenseNumber', employeeAnswers.licenseNumber);
    await save(applicant, 'profession', own['profession'] ?? {});
    await save(applicant, 'income', own['income'] ?? {});
    let final = await save(applicant, 'license', own['license'] ?? {});
    // The steps after the licence answer on from it (the applicant is not back at the end yet).
    const afterLicence = walk.saves.slice(walk.saves.findIndex(([step]) => step === 'license') + 1);
    for (const [step, answers] of afterLicence) final = await save(applicant, step, answers);

    expect(final.currentStep).toBe('confirm');
    expect(final.visitedSteps).toEqual(walk.visited);
    expect(final.confirmRows.map((row: { step: string }) => row.step)).toEqual(inputSteps.filter((step) => metaOf(applyFlow, step)?.counted || metaOf(applyFlow, step)?.section));
    for (const step of ['workplace', 'licenseNumber']) if (!walk.visited.includes(step)) await expectRefused(applicant, step, {});

    const row = await subject.app.db.selectFrom('applications').select('answers').where('member_id', '=', applicant.memberId).executeTakeFirstOrThrow();
    expect(Object.keys(row.answers).sort()).toEqual([...inputSteps].sort());

    const submitted = await applicant.post('/external/v1/apply/submit');
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.result).toBe(walk.result);
  });
});
