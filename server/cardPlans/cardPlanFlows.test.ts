import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { examinationQueue } from '../operations/examination';
import { decideAs } from '../operations/testing/decideAs';

/**
 * Revolving, cashing and post-installment (issue 17) through the generic flow routes only, on this test project's
 * database (PGlite and PostgreSQL). Each test makes its own member with one card, an open statement (未確定) and a
 * statement still being paid, so the figures are known: the views' facts and choices, every refusal of SPEC 8.2 on
 * its own code, the prior route of revo cashing, and the completions' writes with their change records.
 */
const flow = (id: string) => `/external/v1/flows/${id}`;

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

interface PlanMember extends Applicant {
  readonly cardId: string;
  readonly lines: { readonly groceries: number; readonly camera: number; readonly revolving: number; readonly paid: number };
}

/** A line of a card's statement (payment kind 1: one payment, 3: revolving); its id. */
const statementLine = async (
  cardId: string,
  billingMonth: string,
  usedOn: string,
  shopName: string,
  amount: number,
  kind: '1' | '3',
): Promise<number> =>
  (
    await subject.app.db
      .insertInto('statement_lines')
      .values({
        card_id: cardId,
        billing_month: billingMonth,
        used_on: usedOn,
        shop_name: shopName,
        amount_yen: amount,
        payment_kind: kind,
        category: 'shopping',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

let created = 0;
/**
 * A member with one regular card: limit 30万円 (or `limit`), cashing 10万円 (or `cashing`), revolving 5,000円 a month;
 * the open statement holds a 3,240円 grocery purchase and an 89,800円 camera (one payment each) and a 12,000円
 * revolving purchase; last month's statement, still being paid, holds a 20,000円 revolving purchase.
 */
async function planMember(
  options: { limit?: number; cashing?: number; restriction?: '00' | '01'; contractConfirmed?: boolean } = {},
): Promise<PlanMember> {
  created += 1;
  const id = `plan${created}`;
  const db = subject.app.db;
  await db
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
  await db
    .insertInto('cards')
    .values({
      id: cardId,
      member_id: `member-${id}`,
      ppcd_token: `token-${id}`,
      card4no: String(2000 + created),
      daiko_cd: '0',
      shurui_no: '001',
      network_code: '1',
      nickname: 'テストカード',
      issued_on: '2024-01-10',
      credit_limit: options.limit ?? 30,
      cashing_limit: options.cashing ?? 100_000,
      usage_restriction: options.restriction ?? '00',
      cashing_contract_confirmed: options.contractConfirmed ?? true,
    })
    .execute();
  await db
    .insertInto('statements')
    .values([
      { card_id: cardId, billing_month: '202612', amount_yen: 105_040, detail_status: '0', payment_status: '30', due_date: '2027-01-27' },
      { card_id: cardId, billing_month: '202611', amount_yen: 20_000, detail_status: '1', payment_status: '30', due_date: '2026-12-27' },
    ])
    .execute();
  const lines = {
    groceries: await statementLine(cardId, '202612', '2026-11-03', 'スーパーマーケット', 3240, '1'),
    camera: await statementLine(cardId, '202612', '2026-11-15', 'カメラのキタムラ', 89_800, '1'),
    revolving: await statementLine(cardId, '202612', '2026-11-20', '家電量販店', 12_000, '3'),
    paid: await statementLine(cardId, '202611', '2026-10-05', '書店', 20_000, '3'),
  };
  return { ...(await logInApplicant(subject.app, id)), cardId, lines };
}

/** One more one-payment line on the member's open statement (202612), a refund when the amount is negative; its id. */
const openPurchase = (member: PlanMember, usedOn: string, shopName: string, amount: number): Promise<number> =>
  statementLine(member.cardId, '202612', usedOn, shopName, amount, '1');

const view = async (member: Applicant, id: string) => (await member.get(`${flow(id)}/entry`)).json().data;
const save = (member: Applicant, id: string, step: string, answers: unknown, version?: number) =>
  member.post(
    `${flow(id)}/steps/${step}`,
    { answers, ...(version === undefined ? {} : { version }) },
    { 'idempotency-key': crypto.randomUUID() },
  );
const submit = (member: Applicant, id: string, key: string = crypto.randomUUID()) =>
  member.post(`${flow(id)}/submit`, {}, { 'idempotency-key': key });
const card = (cardId: string) => subject.app.db.selectFrom('cards').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow();
const changes = (cardId: string) =>
  subject.app.db.selectFrom('card_plan_changes').selectAll().where('card_id', '=', cardId).orderBy('id').execute();
const kindOf = async (lineId: number) =>
  (await subject.app.db.selectFrom('statement_lines').select('payment_kind').where('id', '=', lineId).executeTakeFirstOrThrow())
    .payment_kind;

describe('the revolving course (revoCourse)', () => {
  it('states the current payment and balance, refuses the same amount or one off the 1,000-yen steps, and writes the new one with its change record', async () => {
    const member = await planMember();
    const first = await view(member, 'revoCourse');
    expect(first).toMatchObject({ currentStep: 'course', currentRoute: '/member/revo/course' });
    expect(first.facts).toMatchObject({
      currentRevolvingPaymentText: '5,000円',
      revolvingBalanceText: '32,000円',
      revolvingRateText: '15.0%',
    });

    const same = await save(member, 'revoCourse', 'course', { revolvingPayment: '5000' });
    expect(same.statusCode).toBe(400);
    expect(same.json().resultInfo.errors).toEqual([{ field: 'revolvingPayment', message: '現在と異なる金額を入力してください。' }]);
    const odd = await save(member, 'revoCourse', 'course', { revolvingPayment: '10500' });
    expect(odd.json().resultInfo.errors[0].field).toBe('revolvingPayment');

    // Typed in full-width digits with a comma: normalised on the server as in the browser.
    const saved = await save(member, 'revoCourse', 'course', { revolvingPayment: '１０,０００' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.confirmRows).toEqual([
      expect.objectContaining({ step: 'course', items: [expect.objectContaining({ value: '10,000円' })] }),
    ]);
    const key = crypto.randomUUID();
    const done = await submit(member, 'revoCourse', key);
    expect(done.json().data.result).toMatchObject({ state: 'complete', data: { revolvingPayment: '10,000円' } });
    expect((await submit(member, 'revoCourse', key)).json().data.result).toEqual(done.json().data.result);
    expect((await card(member.cardId)).revolving_payment).toBe(10_000);
    expect(await changes(member.cardId)).toEqual([
      expect.objectContaining({ kind: 'revolvingCourse', old_value: '5000', new_value: '10000', member_id: member.memberId }),
    ]);
  });

  it('refuses any change on a card restricted for all uses with the revolving-change-refused code (4011)', async () => {
    const member = await planMember({ restriction: '01' });
    const refused = await save(member, 'revoCourse', 'course', { revolvingPayment: '10000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.codeId).toBe('4011');
  });
});

describe('automatic revolving (revoAuto)', () => {
  it('refuses the setting the card already has and switches it on', async () => {
    const member = await planMember();
    expect((await save(member, 'revoAuto', 'auto', { autoRevolving: '0' })).json().resultInfo.errors).toEqual([
      { field: 'autoRevolving', message: expect.stringMatching(/現在の設定と同じ/) },
    ]);
    expect((await save(member, 'revoAuto', 'auto', { autoRevolving: '1' })).statusCode).toBe(200);
    expect((await submit(member, 'revoAuto')).json().data.result.data).toEqual({ autoRevolving: '自動リボを利用する' });
    expect((await card(member.cardId)).auto_revolving).toBe(true);
  });
});

describe('one purchase made revolving (revoIndividual)', () => {
  it('offers the open one-payment purchases, names the chosen one on the confirm page, and changes it once', async () => {
    const member = await planMember();
    const first = await view(member, 'revoIndividual');
    expect(first.currentRoute).toBe('/member/revo/select');
    expect(first.steps[0].context.revolvingPurchases).toEqual([
      { const: String(member.lines.camera), title: '11月15日 カメラのキタムラ 89,800円' },
      { const: String(member.lines.groceries), title: '11月3日 スーパーマーケット 3,240円' },
    ]);
    const saved = await save(member, 'revoIndividual', 'select', { lineId: String(member.lines.camera) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.currentRoute).toBe('/member/revo/individual/confirm');
    expect(saved.json().data.confirmRows[0].items[0]).toMatchObject({ label: 'ご利用', value: '11月15日 カメラのキタムラ 89,800円' });
    expect((await submit(member, 'revoIndividual')).statusCode).toBe(200);
    expect(await kindOf(member.lines.camera)).toBe('3');
    expect(await changes(member.cardId)).toEqual([
      expect.objectContaining({ kind: 'revolvingPurchase', statement_line_id: member.lines.camera }),
    ]);

    // Changed once: the purchase is no longer offered, and naming it again is refused with its own screen's code.
    const again = (await view(member, 'revoIndividual')).steps.find((step: { state: string }) => step.state === 'select').context
      .revolvingPurchases;
    expect(again.map((option: { const: string }) => option.const)).toEqual([String(member.lines.groceries)]);
    const done = await view(member, 'revoIndividual');
    expect(
      (await save(member, 'revoIndividual', 'select', { lineId: String(member.lines.camera) }, done.version)).json().resultInfo.codeId,
    ).toBe('4011');
  });

  it('refuses a purchase that would take the revolving balance over the credit limit (revolving excess, 4010)', async () => {
    const member = await planMember({ limit: 10 });
    const refused = await save(member, 'revoIndividual', 'select', { lineId: String(member.lines.camera) });
    expect(refused.json().resultInfo.codeId).toBe('4010');
    expect(await kindOf(member.lines.camera)).toBe('1');
  });

  it('refuses a line that is not one of the choices, in the field, when it is no line at all', async () => {
    const member = await planMember();
    const refused = await save(member, 'revoIndividual', 'select', { lineId: 'abc' });
    expect(refused.json().resultInfo.errors[0].field).toBe('lineId');
  });
});

describe('the revolving balance in one sum (revoLumpsum)', () => {
  it('turns every revolving line still to be paid into one payment and records the balance', async () => {
    const member = await planMember();
    expect((await save(member, 'revoLumpsum', 'lumpsum', { agreeLumpSum: true })).statusCode).toBe(200);
    expect((await submit(member, 'revoLumpsum')).json().data.result.data).toEqual({ amount: '32,000円' });
    expect([await kindOf(member.lines.revolving), await kindOf(member.lines.paid)]).toEqual(['1', '1']);
    expect((await view(member, 'revoCourse')).facts.revolvingBalanceText).toBe('0円');
  });
});

describe('revo cashing (revoCashing): reachable only through the revo top', () => {
  it('is refused (4006) until the revo top was read this session, then borrows within what is available', async () => {
    const member = await planMember();
    const direct = await member.get(`${flow('revoCashing')}/entry`);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().resultInfo.codeId).toBe('4006');
    expect((await save(member, 'revoCashing', 'amount', { cashingAmount: '50000' })).json().resultInfo.codeId).toBe('4006');

    const top = await member.get('/external/v1/revo/top');
    expect(top.json().data).toMatchObject({
      revolvingPayment: 5000,
      revolvingBalance: 32_000,
      cashingAvailable: 100_000,
      openPurchases: 2,
      changesRefused: false,
    });
    const over = await save(member, 'revoCashing', 'amount', { cashingAmount: '150000' });
    expect(over.json().resultInfo.errors).toEqual([{ field: 'cashingAmount', message: expect.stringMatching(/100,000円/) }]);
    const saved = await save(member, 'revoCashing', 'amount', { cashingAmount: '50000' });
    expect(saved.statusCode, saved.body).toBe(200);
    // 50,000円 at 18.0 % repaid 5,000円 a month: eleven payments, 4,576円 of interest (validators/repaymentSchedule.ts).
    expect(saved.json().data.facts).toMatchObject({ scheduleMonths: '11', scheduleInterestText: '4,576円' });
    expect((await submit(member, 'revoCashing')).json().data.result.data).toEqual({ amount: '50,000円' });
    const [advance] = await subject.app.db
      .selectFrom('statement_lines')
      .selectAll()
      .where('card_id', '=', member.cardId)
      .where('is_cashing', '=', true)
      .execute();
    expect(advance).toMatchObject({ amount_yen: 50_000, payment_kind: '3', billing_month: '202612' });
    expect((await member.get('/external/v1/cashing/top')).json().data).toMatchObject({
      cashingLimit: 100_000,
      cashingBalance: 50_000,
      cashingAvailable: 50_000,
    });
  });

  it('refuses an amount the monthly payment can never repay, naming the payment it needs', async () => {
    // 400,000円 at 18.0 % costs 6,000円 of interest in the first month alone: 5,000円 a month never repays it.
    const member = await planMember({ cashing: 500_000 });
    await member.get('/external/v1/revo/top');
    const refused = await save(member, 'revoCashing', 'amount', { cashingAmount: '400000' });
    expect(refused.json().resultInfo.errors).toEqual([
      { field: 'cashingAmount', message: expect.stringMatching(/5,000円）では、ご返済が終わりません。.*7,000円以上/) },
    ]);
  });
});

describe('net cashing (cashingNet)', () => {
  it('states the one-payment interest to the due date and records the advance as one payment', async () => {
    const member = await planMember();
    const saved = (await save(member, 'cashingNet', 'amount', { cashingAmount: '30000' })).json().data;
    expect(saved.facts).toMatchObject({ dueDateText: '1月27日' });
    expect(Number(saved.facts.interestDays)).toBeGreaterThan(0);
    expect((await submit(member, 'cashingNet')).statusCode).toBe(200);
    const [advance] = await subject.app.db
      .selectFrom('statement_lines')
      .selectAll()
      .where('card_id', '=', member.cardId)
      .where('is_cashing', '=', true)
      .execute();
    expect(advance).toMatchObject({ amount_yen: 30_000, payment_kind: '1' });
  });
});

describe('the cashing limit (cashingLimit)', () => {
  it('refuses a raise above one third of the income (貸金業法 第13条の2, 総量規制) in Japanese, and the examiner cannot approve above it', async () => {
    const member = await planMember();
    // 120万円 a year: one third is 400,000円.
    await subject.app.db
      .updateTable('members')
      .set({ occupation: JSON.stringify({ jobCode: '03', income: '120' }) })
      .where('id', '=', member.memberId)
      .execute();
    const refused = await save(member, 'cashingLimit', 'limit', { cashingLimit: '500000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toEqual([
      {
        field: 'cashingLimit',
        message:
          '貸金業法第13条の2（総量規制）により、他社のお借入れと合わせて年収の3分の1を超えるキャッシング枠はご利用いただけません。お申し込みいただけるのは400,000円までです。',
      },
    ]);
    expect((await save(member, 'cashingLimit', 'limit', { cashingLimit: '400000' })).statusCode).toBe(200);
    expect((await submit(member, 'cashingLimit')).json().data.result).toMatchObject({ state: 'underReview' });
    // The income on record falls before the examiner decides (a job change to 90万円: one third is 300,000円).
    await subject.app.db
      .updateTable('members')
      .set({ occupation: JSON.stringify({ jobCode: '03', income: '90' }) })
      .where('id', '=', member.memberId)
      .execute();
    const [queued] = (await examinationQueue(subject.app.db, 'cashingLimit')).filter((found) => found.memberId === member.memberId);
    expect(await decideAs(subject.app, 'examiner', 'cashingLimit', queued?.id ?? '', 'approved')).toMatchObject({
      outcome: 'refused',
      reason: 'aboveLendingCap',
      roomYen: 300_000,
    });
    expect(await decideAs(subject.app, 'examiner', 'cashingLimit', queued?.id ?? '', 'approved', 300_000)).toEqual({
      outcome: 'decided',
      decision: 'approved',
    });
    expect((await card(member.cardId)).cashing_limit).toBe(300_000);
  });

  it('examines a raise (under review), refuses a second change while it is examined (4012), and lowers at once otherwise', async () => {
    const member = await planMember();
    expect((await save(member, 'cashingLimit', 'limit', { cashingLimit: '100000' })).json().resultInfo.errors[0].field).toBe(
      'cashingLimit',
    );
    expect((await save(member, 'cashingLimit', 'limit', { cashingLimit: '300000' })).statusCode).toBe(200);
    const raised = (await submit(member, 'cashingLimit')).json().data;
    expect(raised.result).toMatchObject({
      state: 'underReview',
      route: '/member/setting/cashing/under-review',
      data: { cashingLimit: '30万円' },
    });
    expect((await card(member.cardId)).cashing_limit).toBe(100_000);
    expect((await save(member, 'cashingLimit', 'limit', { cashingLimit: '0' }, raised.version)).json().resultInfo.codeId).toBe('4012');
    // Issue 31: an examiner approves it in the console's queue; the card's cashing limit is the approved one.
    const [queued] = (await examinationQueue(subject.app.db, 'cashingLimit')).filter((found) => found.memberId === member.memberId);
    expect(queued?.summary).toBe('10万円 → 30万円');
    expect(await decideAs(subject.app, 'examiner', 'cashingLimit', queued?.id ?? '', 'approved')).toEqual({
      outcome: 'decided',
      decision: 'approved',
    });
    expect((await card(member.cardId)).cashing_limit).toBe(300_000);
    expect(await decideAs(subject.app, 'examiner2', 'cashingLimit', queued?.id ?? '', 'declined')).toMatchObject({
      outcome: 'refused',
      reason: 'closed',
      by: '佐藤 審査',
    });

    const other = await planMember();
    expect((await save(other, 'cashingLimit', 'limit', { cashingLimit: '0' })).statusCode).toBe(200);
    expect((await submit(other, 'cashingLimit')).json().data.result.state).toBe('complete');
    expect((await card(other.cardId)).cashing_limit).toBe(0);
  });

  it('takes a course of 10,000–500,000 yen in 10,000-yen steps or 990,000 yen as typed, and refuses any other amount in Japanese, saving nothing', async () => {
    const member = await planMember();
    const courseMessage =
      '希望のキャッシング枠は10,000円〜500,000円（10,000円単位）または990,000円で入力してください。キャッシングをご利用にならない場合は0円と入力してください。';
    for (const amount of ['5000', '15000', '510000', '600000', '989999', '1000000']) {
      const refused = await save(member, 'cashingLimit', 'limit', { cashingLimit: amount });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json().resultInfo.errors).toEqual([{ field: 'cashingLimit', message: courseMessage }]);
    }
    const notAmount = await save(member, 'cashingLimit', 'limit', { cashingLimit: '30万' });
    expect(notAmount.json().resultInfo.errors).toEqual([
      { field: 'cashingLimit', message: '希望のキャッシング枠は数字で入力してください。' },
    ]);
    expect((await view(member, 'cashingLimit')).answers).toEqual({});

    for (const amount of ['10000', '500000'])
      expect((await save(member, 'cashingLimit', 'limit', { cashingLimit: amount })).statusCode).toBe(200);
    // Full-width digits and separators are folded before the rule reads the amount.
    const top = await save(member, 'cashingLimit', 'limit', { cashingLimit: '９９０，０００' });
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().data.answers.limit).toEqual({ cashingLimit: '990000' });
    expect((await submit(member, 'cashingLimit')).json().data.result).toMatchObject({
      state: 'underReview',
      data: { cashingLimit: '99万円' },
    });
  });

  it('refuses a reduction before the contract is confirmed (4013)', async () => {
    const member = await planMember({ contractConfirmed: false });
    expect((await save(member, 'cashingLimit', 'limit', { cashingLimit: '0' })).json().resultInfo.codeId).toBe('4013');
  });
});

describe('post-installment (postInstallment)', () => {
  it('splits a purchase: the count, the simulation the server computed, the confirm, and the change once', async () => {
    const member = await planMember();
    expect((await save(member, 'postInstallment', 'select', { lineId: String(member.lines.camera) })).statusCode).toBe(200);
    const counted = (await save(member, 'postInstallment', 'simulationInput', { installmentCount: '3' })).json().data;
    expect(counted.currentRoute).toBe('/member/post-installment/simulation-result');
    expect(counted.steps.find((step: { state: string }) => step.state === 'simulationResult').page).toBe('schedule');
    // 89,800円 in three at 15.0 %: 30,684円, 30,684円, then the remainder (validators/repaymentSchedule.ts instalmentSchedule).
    expect(counted.facts).toMatchObject({
      schedulePrincipal: '89800',
      scheduleCount: '3',
      scheduleMonths: '3',
      schedulePaymentText: '30,684円',
    });
    const toConfirm = (await save(member, 'postInstallment', 'simulationResult', {})).json().data;
    expect(toConfirm.currentRoute).toBe('/member/post-installment/confirm');
    expect(toConfirm.confirmRows.map((row: { step: string }) => row.step)).toEqual(['select', 'simulationInput']);
    const done = (await submit(member, 'postInstallment')).json().data;
    expect(done.result.data).toMatchObject({ count: '3' });
    expect(await kindOf(member.lines.camera)).toBe('2');
    expect(await changes(member.cardId)).toEqual([
      expect.objectContaining({
        kind: 'postInstallment',
        statement_line_id: member.lines.camera,
        detail: expect.objectContaining({ count: 3, monthlyPayment: 30_684 }),
      }),
    ]);
  });

  it("offers a purchase under 1,000 yen for instalments but refuses it with the rule's Japanese message, saving nothing", async () => {
    const member = await planMember();
    const coffee = await openPurchase(member, '2026-11-18', 'コーヒーショップ', 480);
    const refused = await save(member, 'postInstallment', 'select', { lineId: String(coffee) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo).toMatchObject({
      codeId: '4000',
      errors: [{ field: 'lineId', message: '分割払いに変更できるのは1,000円〜10,000,000円のご利用です。別のご利用をお選びください。' }],
    });
    expect((await view(member, 'postInstallment')).answers).toEqual({});
    expect(await kindOf(coffee)).toBe('1');
  });

  it('never offers a refund for instalments (money back, nothing to pay in parts), and refuses one named anyway, saving nothing', async () => {
    const member = await planMember();
    const refund = await openPurchase(member, '2026-11-19', 'カメラのキタムラ', -3240);
    const offered = (await view(member, 'postInstallment')).steps[0].context.installmentPurchases;
    expect(offered.map((option: { const: string }) => option.const)).toEqual([String(member.lines.camera), String(member.lines.groceries)]);
    const refused = await save(member, 'postInstallment', 'select', { lineId: String(refund) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toEqual([
      { field: 'lineId', message: '分割払いに変更できるのは1,000円〜10,000,000円のご利用です。別のご利用をお選びください。' },
    ]);
    expect((await view(member, 'postInstallment')).answers).toEqual({});
    expect(await kindOf(refund)).toBe('1');
  });

  it('refuses a purchase over what the card may owe in instalments (4015)', async () => {
    const member = await planMember({ limit: 5 });
    expect((await save(member, 'postInstallment', 'select', { lineId: String(member.lines.camera) })).json().resultInfo.codeId).toBe(
      '4015',
    );
  });
});
