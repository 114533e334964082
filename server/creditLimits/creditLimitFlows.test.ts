import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { balanceRaiseMachine } from '../../flows/balanceRaise';
import { balanceReduceMachine } from '../../flows/balanceReduce';
import { balanceRaiseAnswers, examples as balanceRaiseExamples } from '../../flows/balanceRaise';
import { balanceReduceAnswers, examples as balanceReduceExamples } from '../../flows/balanceReduce';
import { creditLimitCards } from '../../flows/exampleInputs';
import { balanceRaiseFlow, balanceReduceFlow } from '../../flows/testing/flowDefinitions';
import { exampleEvents } from '../../flows/testing/flowEvents';
import { coveringWalks, exploreFlow, type Walk } from '../../flows/testing/flowGraph';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { examinationCase } from '../operations/examination';
import { decideAs } from '../operations/testing/decideAs';

/**
 * The credit-limit flows through the generic flow routes only (registry entries, no route of their own), on the
 * database of this test project (PGlite and PostgreSQL): the view of the selected card, every covering walk of
 * both machines, the completion effect's request row, and the refusals SPEC 2.7 and the host promise (a step
 * entered without its earlier choices 4006, two tabs on one version 409, another member's card refused).
 */
const RAISE = '/external/v1/flows/balanceRaise';
const REDUCE = '/external/v1/flows/balanceReduce';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

let created = 0;
/** A fresh member holding one card (regular 30万円 or gold 50万円 by default), logged in with that card selected. */
async function cardMember(card: { gold?: boolean; limit?: number } = {}): Promise<Applicant & { cardId: string; card4no: string }> {
  created += 1;
  const id = `limit${created}`;
  await subject.app.db
    .insertInto('members')
    .values({
      id: `member-${id}`,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role: 'member',
      membership_status: '50',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
    })
    .execute();
  const cardId = `card-${id}`;
  await subject.app.db
    .insertInto('cards')
    .values({
      id: cardId,
      member_id: `member-${id}`,
      ppcd_token: `token-${id}`,
      card4no: String(1000 + created),
      daiko_cd: card.gold ? '1' : '0',
      shurui_no: card.gold ? '010' : '001',
      network_code: '1',
      nickname: 'テストカード',
      issued_on: '2024-01-10',
      credit_limit: card.limit ?? (card.gold ? 50 : 30),
    })
    .execute();
  return { ...(await logInApplicant(subject.app, id)), cardId, card4no: String(1000 + created) };
}

const view = async (member: Applicant, flow: string) => (await member.get(`${flow}/entry`)).json().data;
const save = (member: Applicant, flow: string, step: string, answers: unknown, version?: number) =>
  member.post(`${flow}/steps/${step}`, { answers, ...(version !== undefined ? { version } : {}) });
const requests = (cardId: string) => subject.app.db.selectFrom('credit_limit_requests').selectAll().where('card_id', '=', cardId).execute();
const limitOf = async (cardId: string) =>
  (await subject.app.db.selectFrom('cards').select('credit_limit').where('id', '=', cardId).executeTakeFirstOrThrow()).credit_limit;

/** Answers every step the view asks, in order, from the fixtures with `changes` on top, and submits. */
async function walkToResult(
  member: Applicant,
  flow: string,
  fixtures: Readonly<Record<string, object>>,
  changes: Readonly<Record<string, object>> = {},
) {
  let current = await view(member, flow);
  while (current.steps.find((step: { state: string }) => step.state === current.currentStep)?.page === 'form') {
    const saved = await save(
      member,
      flow,
      current.currentStep,
      changes[current.currentStep] ?? fixtures[current.currentStep],
      current.version,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    current = saved.json().data;
  }
  const submitted = await member.post(`${flow}/submit`, { version: current.version });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json().data;
}

describe('the balanceRaise flow through /external/v1/flows/balanceRaise', () => {
  it('answers the view of the selected card: first step, its route, the counter, the card and its limit', async () => {
    const member = await cardMember();
    const first = await view(member, RAISE);
    expect(first).toMatchObject({
      flowId: 'balanceRaise',
      status: 'draft',
      version: 0,
      currentStep: 'purpose',
      currentRoute: '/member/setting/balance-raise/purpose',
    });
    expect(first.steps[0]).toMatchObject({ state: 'purpose', page: 'form', position: { n: 1, m: 7 } });
    expect(first.facts).toEqual({
      cardNickname: 'テストカード',
      card4no: member.card4no,
      cardLabel: `Visa（末尾${member.card4no}）`,
      currentLimit: '30',
      limitMax: '200',
    });
  });

  it("gives the amount step the card's type and limit as context, as the browser's validator needs them", async () => {
    const member = await cardMember({ gold: true });
    const saved = (await save(member, RAISE, 'purpose', balanceRaiseAnswers.purpose, 0)).json().data;
    expect(saved.steps.find((step: { state: string }) => step.state === 'amountSelect').context).toEqual({
      cardType: '1',
      currentLimit: 50,
    });
  });

  it('receives a raise up to 100万円 for the automatic examination and records it', async () => {
    const member = await cardMember();
    const done = await walkToResult(member, RAISE, balanceRaiseAnswers, { licenseSelect: { licenseHoyuType: '0' } });
    expect(done).toMatchObject({ status: 'done', currentRoute: '/member/setting/balance-raise/complete' });
    expect(done.result).toEqual({
      state: 'complete',
      route: '/member/setting/balance-raise/complete',
      data: { kind: 'raise', status: 'examination', requestedLimit: '80', previousLimit: '30' },
    });
    const [row] = await requests(member.cardId);
    expect(row).toMatchObject({
      member_id: member.memberId,
      kind: 'raise',
      status: 'examination',
      previous_limit: 30,
      requested_limit: 80,
    });
    expect(row?.answers['licenseInput']).toBeUndefined();
    // The card's limit waits for the examination.
    expect(await limitOf(member.cardId)).toBe(30);
    expect((await view(member, RAISE)).result.data.status).toBe('examination');
  });

  it('refuses a second raise while the first is examined (noRaiseUnderExamination), and takes it once answered', async () => {
    const member = await cardMember();
    const first = await walkToResult(member, RAISE, balanceRaiseAnswers, { licenseSelect: { licenseHoyuType: '0' } });
    expect(first.restartRoute).toBe('/member/setting/balance-raise/purpose');
    const refused = await save(member, RAISE, 'purpose', balanceRaiseAnswers.purpose, first.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.codeId).toBe('4000');
    expect(refused.json().resultInfo.errors).toEqual([{ field: 'raisePurpose', message: expect.stringMatching(/増額を審査中/) }]);
    expect(await view(member, RAISE)).toEqual(first);
    // An examiner declines it in the console (issue 31), reading the answers as the confirm page showed them: the
    // member may ask again, and the first request stays recorded.
    const [asked] = await requests(member.cardId);
    const found = await examinationCase(subject.app.db, 'creditLimit', String(asked?.id));
    expect(found?.sections.flatMap((section) => section.rows.map((row) => row.label))).toContain('ご希望のご利用可能枠');
    expect(await decideAs(subject.app, 'examiner', 'creditLimit', String(asked?.id), 'declined')).toEqual({
      outcome: 'decided',
      decision: 'declined',
    });
    expect(await limitOf(member.cardId)).toBe(30);
    expect((await save(member, RAISE, 'purpose', balanceRaiseAnswers.purpose, first.version)).statusCode).toBe(200);
    const second = await walkToResult(member, RAISE, balanceRaiseAnswers, {
      amountSelect: { hopeLimit: '50' },
      licenseSelect: { licenseHoyuType: '0' },
    });
    expect(second.result.data).toMatchObject({ kind: 'raise', status: 'examination', requestedLimit: '50' });
    expect(await requests(member.cardId)).toMatchObject([
      { status: 'declined', requested_limit: 80 },
      { status: 'examination', requested_limit: 50 },
    ]);
    // Approved, the card's limit is the one the member top shows.
    expect(await decideAs(subject.app, 'examiner', 'creditLimit', String((await requests(member.cardId))[1]?.id), 'approved')).toEqual({
      outcome: 'decided',
      decision: 'approved',
    });
    expect(await limitOf(member.cardId)).toBe(50);
  });

  it("sends a gold card's raise to 300万円 to a person (under review)", async () => {
    const member = await cardMember({ gold: true });
    const done = await walkToResult(member, RAISE, balanceRaiseAnswers, { amountSelect: { hopeLimit: '300' } });
    expect(done.result).toMatchObject({
      state: 'underReview',
      route: '/member/setting/balance-raise/under-review',
      data: { status: 'underReview', requestedLimit: '300' },
    });
    expect(await requests(member.cardId)).toMatchObject([
      { kind: 'raise', status: 'underReview', previous_limit: 50, requested_limit: 300 },
    ]);
  });

  it("refuses a regular card's 250万円, a wish below the limit and a word for the amount, in Japanese, saving nothing", async () => {
    const member = await cardMember();
    await save(member, RAISE, 'purpose', balanceRaiseAnswers.purpose, 0);
    const refusals = [
      ['250', 'このカードのご利用可能枠は200万円までです。200万円以下の金額を入力してください。'],
      ['20', '現在のご利用可能枠（30万円）より大きい金額を入力してください。'],
      ['百万', 'ご希望のご利用可能枠は数字で入力してください。'],
    ] as const;
    for (const [hopeLimit, message] of refusals) {
      const refused = await save(member, RAISE, 'amountSelect', { hopeLimit }, 1);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().resultInfo).toMatchObject({ codeId: '4000', errors: [{ field: 'hopeLimit', message }] });
    }
    expect((await view(member, RAISE)).version).toBe(1);
  });

  it('takes the wished limit typed in full-width digits as the number it is', async () => {
    const member = await cardMember();
    await save(member, RAISE, 'purpose', balanceRaiseAnswers.purpose, 0);
    const saved = await save(member, RAISE, 'amountSelect', { hopeLimit: '１５０' }, 1);
    expect(saved.statusCode).toBe(200);
    expect((await view(member, RAISE)).answers).toMatchObject({ amountSelect: { hopeLimit: '150' } });
  });

  it('sends a step entered without its earlier choices to the illegal-operation error (4006, SPEC 2.7)', async () => {
    const member = await cardMember();
    const early = await save(member, RAISE, 'loanInput', balanceRaiseAnswers.loanInput);
    expect(early.statusCode).toBe(400);
    expect(early.json().resultInfo.codeId).toBe('4006');
    expect(await subject.app.db.selectFrom('flow_drafts').select('owner_id').where('owner_id', '=', member.memberId).execute()).toEqual([]);
  });

  it('answers the second of two tabs saving from one version with a conflict, keeping the first answer', async () => {
    const member = await cardMember();
    const tab = await member.device();
    expect((await save(member, RAISE, 'purpose', { raisePurpose: '1' }, 0)).statusCode).toBe(200);
    const second = await save(tab, RAISE, 'purpose', { raisePurpose: '3' }, 0);
    expect(second.statusCode).toBe(409);
    expect(second.json().resultInfo.codeId).toBe('4090');
    expect((await view(tab, RAISE)).answers.purpose).toEqual({ raisePurpose: '1' });
  });

  it("refuses a member using another member's card credential, and an applicant", async () => {
    const owner = await cardMember();
    const other = await cardMember();
    const ownersCredential = (await owner.get('/api/bff/getCredentialV2')).json().data.ppcdCredential as string;
    const borrowed = await other.post(
      `${RAISE}/steps/purpose`,
      { answers: balanceRaiseAnswers.purpose },
      { ppcdCredential: ownersCredential },
    );
    expect(borrowed.statusCode).toBe(403);
    expect(await subject.app.db.selectFrom('flow_drafts').select('owner_id').where('subject_id', '=', owner.cardId).execute()).toEqual([]);
    const applicant = await logInApplicant(subject.app, 'applicant');
    const refused = await applicant.get(`${RAISE}/entry`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().resultInfo.codeId).toBe('4030');
  });
});

describe('the balanceReduce flow through /external/v1/flows/balanceReduce', () => {
  it("lowers the card's limit at once and records the reduction as complete", async () => {
    const member = await cardMember({ limit: 80 });
    const done = await walkToResult(member, REDUCE, balanceReduceAnswers, { reduceSelect: { hopeLimit: '50' } });
    expect(done.result).toEqual({
      state: 'complete',
      route: '/member/setting/balance-reduce/complete',
      data: { kind: 'reduce', status: 'complete', requestedLimit: '50', previousLimit: '80' },
    });
    expect(await limitOf(member.cardId)).toBe(50);
    expect(await requests(member.cardId)).toMatchObject([{ kind: 'reduce', status: 'complete', previous_limit: 80, requested_limit: 50 }]);
    // Done: the view offers the result and, the flow being repeatable, the first step of another reduction.
    const after = await view(member, REDUCE);
    expect(after.steps.map((step: { state: string }) => step.state)).toEqual(['complete', 'reduceNotice']);
    expect(after.restartRoute).toBe('/member/setting/balance-reduce/reduce-notice');
  });

  it("takes a second reduction later: a new run over the done draft, the first one's record kept", async () => {
    const member = await cardMember({ limit: 80 });
    const first = await walkToResult(member, REDUCE, balanceReduceAnswers, { reduceSelect: { hopeLimit: '50' } });
    const restarted = await save(member, REDUCE, 'reduceNotice', balanceReduceAnswers.reduceNotice, first.version);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json().data).toMatchObject({ status: 'draft', version: first.version + 1, currentStep: 'reduceSelect' });
    const second = await walkToResult(member, REDUCE, balanceReduceAnswers, { reduceSelect: { hopeLimit: '10' } });
    expect(second.result.data).toEqual({ kind: 'reduce', status: 'complete', requestedLimit: '10', previousLimit: '50' });
    expect(await limitOf(member.cardId)).toBe(10);
    expect(await requests(member.cardId)).toMatchObject([{ requested_limit: 50 }, { requested_limit: 10 }]);
  });

  it('takes a limit below the current one only', async () => {
    const member = await cardMember();
    await save(member, REDUCE, 'reduceNotice', balanceReduceAnswers.reduceNotice, 0);
    const same = await save(member, REDUCE, 'reduceSelect', { hopeLimit: '30' }, 1);
    expect(same.json().resultInfo.errors).toEqual([
      { field: 'hopeLimit', message: '現在のご利用可能枠（30万円）より小さい金額を選択してください。' },
    ]);
  });
});

/** Every covering walk of both machines, through the API, each by a fresh member of the walk's card. */
const walks = (
  Object.entries(creditLimitCards) as [keyof typeof creditLimitCards, (typeof creditLimitCards)[keyof typeof creditLimitCards]][]
).flatMap(([card, input]) => [
  ...coveringWalks(
    exploreFlow({ machine: balanceRaiseMachine, events: exampleEvents(balanceRaiseFlow, balanceRaiseExamples, input), input }),
    balanceRaiseMachine,
  ).map((walk) => ({
    card,
    flow: RAISE,
    walk,
  })),
  ...coveringWalks(
    exploreFlow({ machine: balanceReduceMachine, events: exampleEvents(balanceReduceFlow, balanceReduceExamples, input), input }),
    balanceReduceMachine,
  ).map((walk) => ({ card, flow: REDUCE, walk })),
]);

describe('the covering walks of both machines, through the real server', () => {
  it.each(
    walks.map(
      ({ card, flow, walk }) =>
        [
          `${flow.split('/').at(-1)} (${card}): ${walk.steps.map((step) => step.state).join(' > ')} > ${walk.result}`,
          card,
          flow,
          walk,
        ] as const,
    ),
  )('%s', async (_name, card, flow, walk: Walk) => {
    const member = await cardMember({ gold: card === 'gold' });
    let version = 0;
    for (const { state, event, next } of walk.steps) {
      const answer = event as EventObject & { answers?: object };
      const response =
        answer.type === 'step.next'
          ? await save(member, flow, state, answer.answers, version)
          : await member.post(`${flow}/submit`, { version });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      version = data.version;
      expect(data.currentStep).toBe(next);
    }
    expect((await view(member, flow)).result.state).toBe(walk.result);
    expect(await requests(member.cardId)).toHaveLength(1);
  });
});
