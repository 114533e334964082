import type { EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMachine, examples as applyExamples } from '../../flows/apply';
import { applyFlow } from '../../flows/testing/flowDefinitions';
import { bankApplicant, bankMachine, examples as bankExamples } from '../../flows/bank';
import { metaOf, stepStates, type FlowDefinition } from '../../flows/engine';
import { bankFlow } from '../../flows/testing/flowDefinitions';
import { applyInputs } from '../../flows/apply';
import { exampleEvents } from '../../flows/testing/flowEvents';
import { coveringWalks, exploreFlow, machineTransitions, type FlowModel, type Walk } from '../../flows/testing/flowGraph';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { newApplicant } from '../bank/testing/submittedApplicant';
import type { Applicant } from './testing/applicant';
import { withUploadedPhotos } from './testing/residenceCardPhotos';
import { proveMobile } from './testing/smsCode';

/**
 * The walks of flows/testing/flowGraph.ts that together take every transition of each flow machine, each walked
 * through the real API by a fresh applicant with answers its steps accept. Before its own answers, a walk takes a
 * detour down another walk's branch (from the step where they part, up to the end of the form), then comes back.
 * The server must accept each step, refuse the steps off the path, list exactly the visited steps (and, on the
 * apply confirm page, their rows), keep no answer of the branch left, and end where the machine ends.
 */

interface FlowUnderTest {
  readonly name: string;
  readonly model: FlowModel;
  readonly flow: FlowDefinition;
  readonly entry: string;
  /** The flow's id in the registry: its draft is the flow_drafts row of the applicant and this flow. */
  readonly flowId: 'apply' | 'bank';
  /** A fresh applicant at the start of the flow. */
  readonly applicant: (app: TestApp['app'], id: string) => Promise<Applicant>;
  /** Events other than a step's answers (the apply confirm's submit), sent through the API. */
  readonly send: (applicant: Applicant, event: EventObject) => Promise<string>;
  /** What the applicant actually sends for a step, where the fixture alone cannot do (a code read from the SMS outbox). */
  readonly answer?: (
    applicant: Applicant,
    step: string,
    answers: Readonly<Record<string, unknown>>,
  ) => Promise<Readonly<Record<string, unknown>>>;
  /** Sent with the first save: the landing that gives the machine its input. */
  readonly landing?: Readonly<Record<string, string>>;
}

let mobiles = 0;
/**
 * What an applicant sends beyond the fixture: a mobile number of their own (the send limits count per number), the
 * code read from the SMS outbox, residence-card photos they uploaded themselves.
 */
const mobileOf = new Map<string, string>();
const provenOf = new Map<string, Readonly<Record<string, unknown>>>();
async function applyAnswer(
  applicant: Applicant,
  step: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<Readonly<Record<string, unknown>>> {
  if (step === 'phoneNumber') {
    const mobile = mobileOf.get(applicant.memberId) ?? `0902468${String((mobiles += 1)).padStart(4, '0')}`;
    mobileOf.set(applicant.memberId, mobile);
    return { ...answers, mobNumFull: mobile };
  }
  if (step === 'smsAuthentication') {
    // A number once proved stays proved: a detour that passes the step again answers it with the same proof.
    const proven = provenOf.get(applicant.memberId) ?? (await proveMobile(subject.app, applicant));
    provenOf.set(applicant.memberId, proven);
    return proven;
  }
  return withUploadedPhotos(applicant, step, answers);
}

const submitApplication = async (applicant: Applicant): Promise<string> => {
  const submitted = await applicant.post('/external/v1/apply/submit');
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json().data.result as string;
};

/** The apply routes the server's feature flags (config/featureFlags.json) open: a landing's campaign code picks one. */
const applyRoutes = [
  { route: 'regular', input: applyInputs.regular, landing: undefined },
  { route: 'sbPartner', input: applyInputs.sbPartner, landing: { campaignCode: applyInputs.sbPartner.campaignCode } },
  { route: 'ymPartner', input: applyInputs.ymPartner, landing: { campaignCode: applyInputs.ymPartner.campaignCode } },
];

const flows: readonly FlowUnderTest[] = [
  ...applyRoutes.map(({ route, input, landing }) => ({
    name: `apply (${route})`,
    model: { machine: applyMachine, events: exampleEvents(applyFlow, applyExamples, input), input },
    flow: applyFlow,
    entry: '/external/v1/apply/entry',
    flowId: 'apply' as const,
    applicant: (app: TestApp['app'], id: string) => newApplicant(app, id, { submit: false, answered: [] }),
    send: submitApplication,
    answer: applyAnswer,
    ...(landing ? { landing } : {}),
  })),
  {
    name: 'bank',
    model: { machine: bankMachine, events: exampleEvents(bankFlow, bankExamples, bankApplicant), input: bankApplicant },
    flow: bankFlow,
    entry: '/external/v1/apply/bank/entry',
    flowId: 'bank',
    applicant: (app, id) => newApplicant(app, id),
    send: () => Promise.reject(new Error('the bank flow has only step events')),
  },
];

type Save = readonly [step: string, answers: Readonly<Record<string, unknown>>, next: string];
const savesOf = (walk: Walk): Save[] =>
  walk.steps.flatMap((step) =>
    step.event.type === 'step.next' && 'answers' in step.event
      ? [[step.state, step.event.answers as Readonly<Record<string, unknown>>, step.next] as const]
      : [],
  );

/** Another walk's saves from the first step where its answers differ, up to (not into) a final state. */
function detourFor(
  walk: Walk,
  walks: readonly Walk[],
  machine: FlowUnderTest['model']['machine'],
): { at: number; saves: Save[] } | undefined {
  const own = savesOf(walk);
  for (const other of walks) {
    const theirs = savesOf(other);
    const at = own.findIndex((save, i) => JSON.stringify(save) !== JSON.stringify(theirs[i]));
    if (other === walk || at <= 0 || at >= theirs.length) continue;
    const saves = theirs.slice(at).filter(([, , next]) => machine.states[next]?.type !== 'final');
    if (saves.length > 0) return { at, saves };
  }
  return undefined;
}

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe.each(flows)('the $name machine walked through the API, every transition taken', (under) => {
  const walks = coveringWalks(exploreFlow(under.model), under.model.machine);
  const inputSteps = stepStates(under.flow).filter((state) => under.model.machine.states[state]?.on['step.next']);

  it('takes every transition this input can take with its walks', () => {
    expect(walks.length).toBeGreaterThan(0);
    expect(walks.length).toBeLessThanOrEqual(machineTransitions(under.model.machine).length);
  });

  const label = (walk: Walk): string =>
    walk.transitions.filter((t, i) => !walks.every((w) => w.transitions[i] === t)).join(', ') || walk.result;

  it.each(walks.map((walk, index) => [label(walk), walk, index] as const))('%s', async (_label, walk, index) => {
    const applicant = await under.applicant(subject.app, `${under.name.replace(/\W+/g, '')}path${index}`);
    let landing = under.landing;
    const post = async (step: string, given: Readonly<Record<string, unknown>>) => {
      const answers = under.answer ? await under.answer(applicant, step, given) : given;
      const response = await applicant.post(under.entry, { step, answers, ...landing });
      landing = undefined;
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
      return response.json().data.flow as { currentStep: string; visitedSteps: string[]; confirmRows?: { step: string }[] };
    };
    const expectRefused = async (step: string) => {
      const response = await applicant.post(under.entry, { step, answers: {} });
      expect(response.json().resultInfo?.codeId, step).toBe('4006');
    };

    const saves = savesOf(walk);
    // A step beyond the frontier is a jump the machine forbids.
    if (saves.length > 1) await expectRefused(saves[saves.length - 1]![0]);
    const detour = detourFor(walk, walks, under.model.machine);
    const start = detour?.at ?? saves.length;
    for (const [step, answers, next] of saves.slice(0, start)) expect((await post(step, answers)).currentStep, step).toBe(next);
    if (detour) {
      for (const [step, answers] of detour.saves) await post(step, answers);
      for (const [step, answers] of saves.slice(start)) await post(step, answers);
    }

    const flow = (await applicant.get(under.entry)).json().data.flow;
    const formEnd = walk.steps.find((step) => step.event.type !== 'step.next');
    const visited = formEnd
      ? [...walk.steps.slice(0, walk.steps.indexOf(formEnd)).map((step) => step.state), formEnd.state]
      : [...walk.steps.map((step) => step.state), walk.result];
    expect(flow.visitedSteps).toEqual(visited);
    expect(flow.currentStep).toBe(formEnd?.state ?? walk.result);
    const answered = visited.filter((state) => inputSteps.includes(state));
    if (flow.confirmRows)
      expect(flow.confirmRows.map((row: { step: string }) => row.step)).toEqual(
        answered.filter((step) => metaOf(under.flow, step)?.counted || metaOf(under.flow, step)?.section),
      );
    for (const step of inputSteps) if (!visited.includes(step) || !formEnd) await expectRefused(step);

    const row = await subject.app.db
      .selectFrom('flow_drafts')
      .select('answers')
      .where('owner_id', '=', applicant.memberId)
      .where('flow_id', '=', under.flowId)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row.answers).sort()).toEqual([...answered].sort());

    for (const step of walk.steps.filter((s) => s.event.type !== 'step.next'))
      expect(await under.send(applicant, step.event)).toBe(walk.result);
  });
});
