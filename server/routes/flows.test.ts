import { cardLabel, NETWORK_LABELS } from '../../enums/card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowRegistry } from '../../flows/index';
import { fixtureCardFlow, fixtureFlow, fixtureRepeatableFlow } from '../../flows/testing/fixtureFlow';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { loadFlow } from '../flows/flowService';
import { APPLICANT_HOLDER_NAME, newApplicant } from '../bank/testing/submittedApplicant';

/**
 * The route family every flow shares, driven with a fixture flow the test registers (flows/testing/fixtureFlow.ts:
 * a branch, a skipped step, a rule reading an earlier answer, a confirm page, two results) and no host code of its
 * own; and the registry's own flows answering the same view.
 */
const FLOWS = '/external/v1/flows';

let subject: TestApp;
let members = 0;
beforeAll(async () => {
  subject = await buildTestApp({}, { flows: [...flowRegistry, fixtureFlow, fixtureCardFlow, fixtureRepeatableFlow] });
});
afterAll(async () => {
  await subject.close();
});

/** A new person of the given role (an applicant, or a member without any card), logged in. */
async function newPerson(role: 'applicant' | 'member'): Promise<Applicant> {
  const id = `flows${(members += 1)}`;
  await subject.app.db
    .insertInto('members')
    .values({
      id: `member-${id}`,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role,
      membership_status: role === 'member' ? '20' : '01',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
    })
    .execute();
  return logInApplicant(subject.app, id);
}

const save = (person: Applicant, step: string, body: Record<string, unknown>, flow = 'fixture') =>
  person.post(`${FLOWS}/${flow}/steps/${step}`, body);
const stored = (memberId: string, flowId = 'fixture') =>
  subject.app.db.selectFrom('flow_drafts').selectAll().where('owner_id', '=', memberId).where('flow_id', '=', flowId).executeTakeFirst();

describe('the flow routes', () => {
  it.each(flowRegistry.map((entry) => [entry.id, entry] as const))(
    '%s: loads with its server parts (server/flows/flowParts.ts), whose checks name states of its machine',
    async (_id, entry) => {
      const flow = await loadFlow(entry);
      const states = Object.keys(flow.definition.machine.states);
      for (const state of Object.keys(flow.checks)) expect(states, `check of ${state}`).toContain(state);
    },
  );

  it('answers 404 for a flow the registry does not know, and 403 to a role the flow does not admit', async () => {
    const applicant = await newPerson('applicant');
    const unknown = await applicant.get(`${FLOWS}/nope/entry`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().resultInfo.codeId).toBe('4001');
    const member = await logInApplicant(subject.app, 'regular');
    for (const response of [
      await member.get(`${FLOWS}/apply/entry`),
      await member.get(`${FLOWS}/fixture/entry`),
      await save(member, 'kind', { answers: { kind: 'short' } }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().resultInfo.codeId).toBe('4030');
    }
    expect(await stored(member.memberId)).toBeUndefined();
    expect((await applicant.get(`${FLOWS}/fixtureCard/entry`)).json().resultInfo.codeId).toBe('4030');
  });

  it('answers the application and the payment account through the same view', async () => {
    const applicant = await newPerson('applicant');
    const apply = await applicant.get(`${FLOWS}/apply/entry`);
    expect(apply.statusCode).toBe(200);
    expect(apply.headers['cache-control']).toBe('no-store');
    expect(apply.json().data).toMatchObject({
      flowId: 'apply',
      status: 'draft',
      version: 0,
      currentStep: 'acceptPermission',
      currentRoute: '/apply/accept-permission',
      steps: [
        { state: 'acceptPermission', route: '/apply/accept-permission', schema: 'apply/acceptPermission', page: 'form', context: {} },
      ],
      answers: {},
      confirmRows: [],
      facts: {},
    });
    const consented = await save(
      applicant,
      'acceptPermission',
      { answers: { agreeTerms: true }, version: 0, landing: { campaignCode: '1001' } },
      'apply',
    );
    expect(consented.json().data).toMatchObject({
      version: 1,
      currentStep: 'attribute',
      facts: { campaignCode: '1001', adData: null, shopId: null },
    });
    expect(consented.json().data.steps[1]).toMatchObject({ state: 'attribute', position: { n: 1 }, backRoute: '/apply/accept-permission' });
    // The account follows the submitted application (SPEC 2.1).
    expect((await applicant.get(`${FLOWS}/bank/entry`)).json().resultInfo.codeId).toBe('4006');
  });

  it('names the chosen bank in the bank view and lists the registered account in its result', async () => {
    const submitted = await newApplicant(subject.app, 'flowsbank');
    const listed = (await save(submitted, 'bankList', { answers: { bankCode: '0033' }, version: 0 }, 'bank')).json().data;
    expect(listed).toMatchObject({ currentStep: 'bankDetail', facts: { bankName: 'PayPay銀行' } });
    expect(listed.steps[0]).toMatchObject({ state: 'bankList', page: 'bankList' });
    const detail = { branchCode: '001', accountType: '1', accountNo: '1234567', accountKanaName: APPLICANT_HOLDER_NAME };
    const registered = (await save(submitted, 'bankDetail', { answers: detail, version: 1 }, 'bank')).json().data;
    expect(registered).toMatchObject({ status: 'done', currentStep: 'registered' });
    expect(registered.result).toEqual({
      state: 'registered',
      route: '/apply/bank/complete',
      data: {
        bankName: 'PayPay銀行',
        branchName: '本店営業部（001）',
        accountType: '普通',
        accountNo: '1234567',
        accountKanaName: APPLICANT_HOLDER_NAME,
      },
    });
    expect(registered.steps).toEqual([
      { state: 'registered', route: '/apply/bank/complete', schema: 'bank/registered', page: 'result', context: {} },
    ]);
  });

  it('drives a flow it has no code for: branch, skip, context, confirm, result', async () => {
    const person = await newPerson('applicant');
    const fresh = (await person.get(`${FLOWS}/fixture/entry`)).json().data;
    expect(fresh).toMatchObject({
      flowId: 'fixture',
      status: 'draft',
      version: 0,
      schemaDigest: 'fixture00001',
      currentStep: 'kind',
      currentRoute: '/fixture/kind',
    });
    expect(fresh.steps).toEqual([
      { state: 'kind', route: '/fixture/kind', schema: 'fixture/kind', page: 'form', position: { n: 1, m: 3 }, context: {} },
    ]);

    const short = (await save(person, 'kind', { answers: { kind: 'short' }, version: 0 })).json().data;
    expect(short).toMatchObject({ version: 1, currentStep: 'amount', currentRoute: '/fixture/amount' });
    expect(short.steps).toEqual([
      { state: 'kind', route: '/fixture/kind', schema: 'fixture/kind', page: 'form', position: { n: 1, m: 2 }, context: {} },
      {
        state: 'amount',
        route: '/fixture/amount',
        schema: 'fixture/amount',
        page: 'form',
        position: { n: 2, m: 2 },
        backRoute: '/fixture/kind',
        context: { kind: 'short' },
      },
    ]);
    // The skipped step is no step of this path: 4006.
    const skipped = await save(person, 'detail', { answers: { note: 'x' }, version: 1 });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().resultInfo.codeId).toBe('4006');

    const tooMuch = await save(person, 'amount', { answers: { amount: 800 }, version: 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().resultInfo).toMatchObject({
      codeId: '4000',
      errors: [{ field: 'amount', message: '簡易のお手続きの金額は500までです。' }],
    });

    const reviewed = (await save(person, 'amount', { answers: { amount: 50 }, version: 1 })).json().data;
    expect(reviewed).toMatchObject({ version: 2, currentStep: 'review', currentRoute: '/fixture/review' });
    expect(reviewed.steps.at(-1)).toEqual({
      state: 'review',
      route: '/fixture/review',
      schema: 'fixture/review',
      page: 'confirm',
      backRoute: '/fixture/amount',
      context: {},
    });
    expect(reviewed.confirmRows).toEqual([
      { step: 'kind', title: '種類', route: '/fixture/kind', items: [{ field: 'kind', label: '種類', value: '簡易' }] },
      { step: 'amount', title: '金額', route: '/fixture/amount', items: [{ field: 'amount', label: '金額', value: '50' }] },
    ]);

    const done = (await person.post(`${FLOWS}/fixture/submit`, { version: 2 })).json().data;
    expect(done).toMatchObject({
      status: 'done',
      version: 3,
      currentStep: 'accepted',
      currentRoute: '/fixture/accepted',
      result: { state: 'accepted', route: '/fixture/accepted', data: {} },
    });
    expect(done.steps).toEqual([
      { state: 'accepted', route: '/fixture/accepted', schema: 'fixture/accepted', page: 'result', context: {} },
    ]);
    expect((await person.post(`${FLOWS}/fixture/submit`, {})).json().data).toEqual(done);
    expect((await save(person, 'amount', { answers: { amount: 60 } })).json().resultInfo.codeId).toBe('4006');
    expect(await stored(person.memberId)).toMatchObject({
      status: 'done',
      result_state: 'accepted',
      visited: ['kind', 'amount', 'review', 'accepted'],
    });
  });

  it('takes the other branch and the other result, dropping the branch left', async () => {
    const person = await newPerson('applicant');
    await save(person, 'kind', { answers: { kind: 'short' } });
    await save(person, 'amount', { answers: { amount: 300 } });
    const long = (await save(person, 'kind', { answers: { kind: 'long' } })).json().data;
    expect(long).toMatchObject({ currentStep: 'detail', answers: { kind: { kind: 'long' }, amount: { amount: 300 } } });
    expect(long.steps.map((step: { state: string }) => step.state)).toEqual(['kind', 'detail']);
    const detailed = (await save(person, 'detail', { answers: { note: 'メモ' } })).json().data;
    expect(detailed.currentStep).toBe('review');
    const done = (await person.post(`${FLOWS}/fixture/submit`)).json().data;
    expect(done.result).toEqual({ state: 'referred', route: '/fixture/referred', data: {} });
  });

  it('answers a save drawn from an older version 409 (4090), and of two saves drawn from one version keeps one whole', async () => {
    const person = await newPerson('applicant');
    const first = (await save(person, 'kind', { answers: { kind: 'short' }, version: 0 })).json().data;
    const stale = await save(person, 'kind', { answers: { kind: 'long' }, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().resultInfo).toMatchObject({ codeId: '4090', message: expect.stringMatching(/更新されました/) });
    expect((await stored(person.memberId))?.answers).toEqual({ kind: { kind: 'short' } });

    const [one, two] = await Promise.all([
      save(person, 'amount', { answers: { amount: 10 }, version: first.version }),
      save(person, 'amount', { answers: { amount: 20 }, version: first.version }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const kept = one.statusCode === 200 ? one : two;
    expect((await stored(person.memberId))?.answers).toEqual(kept.json().data.answers);
    expect((await person.get(`${FLOWS}/fixture/entry`)).json().data).toEqual(kept.json().data);
  });

  it('goes on from the stored machine while it holds (same schemas, machine, input and day), and replays otherwise', async () => {
    const person = await newPerson('applicant');
    await save(person, 'kind', { answers: { kind: 'short' }, version: 0 });
    const draft = await stored(person.memberId);
    expect(draft?.snapshot).toMatchObject({ value: 'amount', input: '{}' });
    // A walk no replay would give (the skipped step in it) shows the host read the stored one instead of replaying.
    const marked = (path: string[], snapshot: unknown) =>
      subject.app.db
        .updateTable('flow_drafts')
        .set({ visited: JSON.stringify(path), snapshot: JSON.stringify(snapshot) })
        .where('owner_id', '=', person.memberId)
        .where('flow_id', '=', 'fixture')
        .execute();
    await marked(['kind', 'detail', 'amount'], draft?.snapshot);
    const states = async () => (await person.get(`${FLOWS}/fixture/entry`)).json().data.steps.map((step: { state: string }) => step.state);
    expect(await states()).toEqual(['kind', 'detail', 'amount']);
    await marked(['kind', 'detail', 'amount'], { ...draft?.snapshot, day: '2000-01-01' });
    expect(await states()).toEqual(['kind', 'amount']);
    await marked(['kind', 'detail', 'amount'], { ...draft?.snapshot, digest: 'another-machine' });
    expect(await states()).toEqual(['kind', 'amount']);
  });

  it('queues two first saves that name no version, and refuses the second of two drawn from version 0', async () => {
    const queued = await newPerson('applicant');
    const both = await Promise.all([
      save(queued, 'kind', { answers: { kind: 'short' } }),
      save(queued, 'kind', { answers: { kind: 'long' } }),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await stored(queued.memberId))?.version).toBe(2);
    const racing = await newPerson('applicant');
    const drawn = await Promise.all([
      save(racing, 'kind', { answers: { kind: 'short' }, version: 0 }),
      save(racing, 'kind', { answers: { kind: 'long' }, version: 0 }),
    ]);
    expect(drawn.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const kept = drawn.find((response) => response.statusCode === 200);
    expect((await stored(racing.memberId))?.answers).toEqual(kept?.json().data.answers);
  });

  it('keeps a done flow final unless it is repeatable: then its first step starts a new run over the same row', async () => {
    const finish = async (person: Applicant, flow: string) => {
      await save(person, 'kind', { answers: { kind: 'short' }, version: 0 }, flow);
      await save(person, 'amount', { answers: { amount: 50 }, version: 1 }, flow);
      return (await person.post(`${FLOWS}/${flow}/submit`, { version: 2 })).json().data;
    };
    const once = await newPerson('applicant');
    const final = await finish(once, 'fixture');
    expect(final).not.toHaveProperty('restartRoute');
    const again = await save(once, 'kind', { answers: { kind: 'long' }, version: final.version });
    expect(again.json().resultInfo.codeId).toBe('4006');

    const person = await newPerson('applicant');
    const done = await finish(person, 'fixtureRepeatable');
    // The result is still answered (a reload of the result page shows it), and the first step is offered as a new run draws it.
    expect(done).toMatchObject({ status: 'done', version: 3, result: { state: 'accepted' }, restartRoute: '/fixture/kind' });
    expect(done.steps).toEqual([
      { state: 'accepted', route: '/fixture/accepted', schema: 'fixture/accepted', page: 'result', context: {} },
      { state: 'kind', route: '/fixture/kind', schema: 'fixture/kind', page: 'form', position: { n: 1, m: 3 }, context: {} },
    ]);
    expect((await person.get(`${FLOWS}/fixtureRepeatable/entry`)).json().data).toEqual(done);
    // Only the first step starts again, and only from the done version: a later step is refused, an older view is a conflict.
    expect(
      (await save(person, 'amount', { answers: { amount: 60 }, version: done.version }, 'fixtureRepeatable')).json().resultInfo.codeId,
    ).toBe('4006');
    expect((await save(person, 'kind', { answers: { kind: 'long' }, version: done.version - 1 }, 'fixtureRepeatable')).statusCode).toBe(
      409,
    );

    // Two tabs restarting from the same done view: one starts the run, the other is told the draft moved on.
    const headers = { 'idempotency-key': 'fixture-restart-0001' };
    const restart = (kind: string, key?: Record<string, string>) =>
      person.post(`${FLOWS}/fixtureRepeatable/steps/kind`, { answers: { kind }, version: done.version }, key);
    const [one, two] = await Promise.all([restart('short', headers), restart('long')]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const started = (one.statusCode === 200 ? one : two).json().data;
    expect(started).toMatchObject({ status: 'draft', version: 4, steps: [{ state: 'kind' }, expect.anything()] });
    expect(started).not.toHaveProperty('result');
    expect(started).not.toHaveProperty('restartRoute');
    expect(Object.keys(started.answers)).toEqual(['kind']);
    const row = await stored(person.memberId, 'fixtureRepeatable');
    expect(row).toMatchObject({ status: 'draft', version: 4, result_state: null, result_data: null, done_at: null });
    // A retry of a call with its Idempotency-Key answers what that call answered, whichever it was.
    const replayed = await restart('short', headers);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(one.json());

    // The second run finishes like the first, on the same row.
    const kind = started.answers.kind.kind as string;
    if (kind === 'long') await save(person, 'detail', { answers: { note: '二回目' }, version: 4 }, 'fixtureRepeatable');
    const current = (await person.get(`${FLOWS}/fixtureRepeatable/entry`)).json().data;
    await save(person, 'amount', { answers: { amount: 200 }, version: current.version }, 'fixtureRepeatable');
    const second = (await person.post(`${FLOWS}/fixtureRepeatable/submit`, { version: current.version + 1 })).json().data;
    expect(second).toMatchObject({ status: 'done', result: { state: 'referred' }, restartRoute: '/fixture/kind' });
  });

  it('writes a save repeated under its Idempotency-Key once, answering the view as it is now, and keeps no copy of the view', async () => {
    const person = await newPerson('applicant');
    const key = { 'idempotency-key': 'fixture-save-once-0001' };
    const first = await person.post(`${FLOWS}/fixture/steps/kind`, { answers: { kind: 'short' }, version: 0 }, key);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await person.post(`${FLOWS}/fixture/steps/kind`, { answers: { kind: 'short' }, version: 0 }, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await stored(person.memberId)).toMatchObject({ version: 1 });
    const kept = await subject.app.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key['idempotency-key'])
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ state: 'done', response_status: 200, response_body: '' });

    // The draft moved on since: the repeat draws it as it is now (what a browser that lost the first answer needs).
    await save(person, 'amount', { answers: { amount: 60 }, version: 1 });
    const later = await person.post(`${FLOWS}/fixture/steps/kind`, { answers: { kind: 'short' }, version: 0 }, key);
    expect(later.json().data).toMatchObject({ version: 2, answers: { amount: { amount: 60 } } });
    // The same key with another body is refused and changes nothing.
    const other = await person.post(`${FLOWS}/fixture/steps/kind`, { answers: { kind: 'long' }, version: 2 }, key);
    expect(other.statusCode).toBe(422);
    expect(await stored(person.memberId)).toMatchObject({ version: 2, answers: { kind: { kind: 'short' } } });
  });

  it('answers the repeat of a refused save with the same refusal, and writes nothing', async () => {
    const person = await newPerson('applicant');
    const key = { 'idempotency-key': 'fixture-refused-0001' };
    const refused = await person.post(`${FLOWS}/fixture/steps/kind`, { answers: { kind: 'short' }, version: 7 }, key);
    expect(refused.statusCode).toBe(409);
    const repeat = await person.post(`${FLOWS}/fixture/steps/kind`, { answers: { kind: 'short' }, version: 7 }, key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await stored(person.memberId)).toBeUndefined();
  });

  it('keys a card flow by the selected card, and refuses a member without one (4006)', async () => {
    const member = await logInApplicant(subject.app, 'regular');
    const saved = await save(member, 'kind', { answers: { kind: 'short' } }, 'fixtureCard');
    expect(saved.statusCode, saved.body).toBe(200);
    const credential = await subject.app.db
      .selectFrom('card_credentials')
      .select('card_id')
      .where('member_id', '=', member.memberId)
      .where('card_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(await stored(member.memberId, 'fixtureCard')).toMatchObject({
      subject_id: credential.card_id,
      answers: { kind: { kind: 'short' } },
    });
    const card = await subject.app.db
      .selectFrom('cards')
      .select(['nickname', 'card4no', 'network_code'])
      .where('id', '=', credential.card_id ?? '')
      .executeTakeFirstOrThrow();
    expect(saved.json().data.facts).toEqual({
      cardNickname: card.nickname,
      card4no: card.card4no,
      cardLabel: cardLabel({ brand: NETWORK_LABELS[card.network_code], card4no: card.card4no }),
    });
    const cardless = await newPerson('member');
    const refused = await cardless.get(`${FLOWS}/fixtureCard/entry`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.codeId).toBe('4006');
  });

  it('names the broken parts of a malformed save', async () => {
    const person = await newPerson('applicant');
    const response = await save(person, 'acceptPermission', { answers: [], version: -1, landing: { campaignCode: 'x y' } }, 'apply');
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.errors).toEqual([
      { field: 'answers', message: '入力内容の形式が正しくありません。' },
      { field: 'version', message: 'お手続きの版の指定が正しくありません。画面を再読み込みしてください。' },
      { field: 'campaignCode', message: 'キャンペーンコードの形式が正しくありません。' },
    ]);
  });
});
