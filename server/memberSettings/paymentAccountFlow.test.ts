import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';

/**
 * The member's payment account change (issue 15, SPEC 2.6 /member/banklist) through the generic flow routes, as a
 * new person like the demo member, on an injected clock: the application's Zengin and account rules, an account in
 * another name or the current account refused, the confirm page naming bank and branch, and the day the
 * registration reaches the bank — the same day at 14:59 Tokyo time, the next business day at 15:00 (SPEC 9).
 */
const FLOW = '/external/v1/flows/memberBank';

let subject: TestApp;
let instant: Date | undefined;
beforeAll(async () => {
  subject = await buildTestApp({}, { clock: () => instant ?? new Date() });
});
afterAll(async () => {
  await subject.close();
});

async function member() {
  const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
  const person = await logInApplicant(subject.app, loginId);
  const names = await subject.app.db
    .selectFrom('members')
    .select(['last_name_kana', 'first_name_kana'])
    .where('id', '=', person.memberId)
    .executeTakeFirstOrThrow();
  return { person, holder: `${names.last_name_kana}\u3000${names.first_name_kana}` };
}

type Person = Awaited<ReturnType<typeof member>>['person'];
const save = (person: Person, step: string, answers: unknown) =>
  person.post(`${FLOW}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
const submit = (person: Person, key: string = crypto.randomUUID()) => person.post(`${FLOW}/submit`, {}, { 'idempotency-key': key });

async function changeAt(now: string) {
  const { person, holder } = await member();
  expect((await save(person, 'bankList', { bankCode: '0005' })).statusCode).toBe(200);
  expect(
    (await save(person, 'bankDetail', { branchCode: '001', accountType: '1', accountNo: '7654321', accountKanaName: holder })).statusCode,
  ).toBe(200);
  instant = new Date(now);
  try {
    return { person, done: (await submit(person)).json().data };
  } finally {
    instant = undefined;
  }
}

describe('changing the payment account', () => {
  it('names the bank and branch, refuses another name or the same account, and records the new account masked', async () => {
    const { person, holder } = await member();
    const first = (await person.get(`${FLOW}/entry`)).json().data;
    expect(first).toMatchObject({
      currentStep: 'bankList',
      currentRoute: '/member/banklist',
      facts: { currentAccountText: expect.stringMatching(/^PayPay銀行 フラミンゴ支店 普通 \*{4}[0-9]{3}$/) },
    });
    expect((await save(person, 'bankList', { bankCode: '9999' })).json().resultInfo.errors[0].field).toBe('bankCode');
    const detail = (await save(person, 'bankList', { bankCode: '0005' })).json().data;
    expect(detail).toMatchObject({ currentRoute: '/member/banklist/setting', facts: { bankName: '三菱UFJ銀行' } });

    const otherName = await save(person, 'bankDetail', {
      branchCode: '001',
      accountType: '1',
      accountNo: '7654321',
      accountKanaName: 'ヤマダ　ハナコ',
    });
    expect(otherName.json().resultInfo.errors).toEqual([
      {
        field: 'accountKanaName',
        message: `口座名義はご本人のお名前（${holder}）と同じにしてください。ご本人名義の口座のみ登録できます。`,
      },
    ]);
    expect(
      (await save(person, 'bankDetail', { branchCode: '999', accountType: '1', accountNo: '7654321', accountKanaName: holder })).json()
        .resultInfo.errors[0].field,
    ).toBe('branchCode');

    // Typed in hiragana with a half-width space and a short number: the application's normalisers and rules.
    const confirm = (
      await save(person, 'bankDetail', { branchCode: '001', accountType: '1', accountNo: '７６５４３２１', accountKanaName: holder })
    ).json().data;
    expect(confirm.currentRoute).toBe('/member/banklist/address/confirm');
    expect(confirm.facts.currentAddressText).toBe('〒100-0001 東京都千代田区千代田１－１');
    expect(confirm.confirmRows.flatMap((row: { items: { value: string }[] }) => row.items.map((item) => item.value))).toEqual([
      '三菱UFJ銀行',
      '本店（001）',
      '普通',
      '7654321',
      holder,
    ]);

    const key = crypto.randomUUID();
    const done = (await submit(person, key)).json().data;
    expect(done.result.data).toMatchObject({
      bankName: '三菱UFJ銀行',
      branchName: '本店（001）',
      accountType: '普通',
      accountNo: '****321',
    });
    expect((await submit(person, key)).json().data.result).toEqual(done.result);
    expect((await person.get('/external/v1/member/info')).json().data.paymentAccount).toBe('三菱UFJ銀行 本店 普通 ****321');
    const changes = await subject.app.db
      .selectFrom('member_changes')
      .select(['flow_id', 'field', 'old_value', 'new_value'])
      .where('member_id', '=', person.memberId)
      .execute();
    expect(changes).toEqual([
      {
        flow_id: 'memberBank',
        field: 'paymentAccount',
        old_value: expect.stringMatching(/^PayPay銀行 フラミンゴ支店 普通 \*{4}[0-9]{3}$/),
        new_value: '三菱UFJ銀行 本店 普通 ****321',
      },
    ]);
    expect(JSON.stringify(changes)).not.toContain('7654321');

    // Run again: the account just registered is now the one to differ from.
    const again = await person.post(
      `${FLOW}/steps/bankList`,
      { answers: { bankCode: '0005' }, version: done.version },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(again.statusCode, again.body).toBe(200);
    const same = await save(person, 'bankDetail', { branchCode: '001', accountType: '1', accountNo: '7654321', accountKanaName: holder });
    expect(same.json().resultInfo.errors).toEqual([
      { field: 'accountNo', message: '現在のお支払い口座と同じです。別の口座を入力してください。' },
    ]);
  });

  it('sends the registration to the bank the same day at 14:59 Tokyo time', async () => {
    const { person, done } = await changeAt('2026-11-24T14:59:00+09:00');
    expect(done.result.data.requestedOn).toBe('2026年11月24日');
    const row = await subject.app.db
      .selectFrom('member_payment_accounts')
      .select(['requested_on', 'account_no'])
      .where('member_id', '=', person.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ requested_on: '2026-11-24', account_no: '7654321' });
  });

  it("sends it the next business day at 15:00, and after a Friday's 15:00 on the Monday", async () => {
    expect((await changeAt('2026-11-24T15:00:00+09:00')).done.result.data.requestedOn).toBe('2026年11月25日');
    expect((await changeAt('2026-11-27T15:00:00+09:00')).done.result.data.requestedOn).toBe('2026年11月30日');
  });
});
