import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountTransferAgreementAnswer } from '../../api/memberAreaAnswers';
import { ACCOUNT_TRANSFER_TERMS } from '../../enums/accountTransfer';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { sessionOf } from '../../tests/helpers/testSessions';
import { logInApplicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';

/**
 * The member's 口座振替 agreement (issue 35, SPEC 2.6 /member/jtransfer/agreement): the demo members' agreements from
 * the day they joined, none for a member who has registered no account, a new account through the payment-account
 * flow as a new agreement still with the bank until the day after the registration reaches it, and the refusals.
 */
const PATH = '/external/v1/jtransfer/agreement';

let subject: TestApp;
let instant: Date | undefined;
beforeAll(async () => {
  subject = await buildTestApp({}, { clock: () => instant ?? new Date(`${testToday}T12:00:00+09:00`) });
});
afterAll(async () => {
  await subject.close();
});

async function agreementOf(loginId: string): Promise<AccountTransferAgreementAnswer> {
  const response = await (await logInApplicant(subject.app, loginId)).get(PATH);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data as AccountTransferAgreementAnswer;
}

describe('the account-transfer agreement', () => {
  it('shows a member the account they agreed to pay from when they joined, masked, in use, under the terms then', async () => {
    const answer = await agreementOf('regular');
    const card = await subject.app.db
      .selectFrom('cards')
      .innerJoin('members', 'members.id', 'cards.member_id')
      .select(['cards.issued_on', 'cards.ppcd_token', 'members.last_name_kana', 'members.first_name_kana'])
      .where('member_id', '=', 'member-regular')
      .executeTakeFirstOrThrow();
    expect(answer.agreement).toEqual({
      bankName: 'PayPay銀行',
      branchName: 'フラミンゴ支店',
      accountType: '普通',
      accountNo: expect.stringMatching(/^\*{4}[0-9]{3}$/),
      accountHolder: `${card.last_name_kana}\u3000${card.first_name_kana}`,
      agreedOn: card.issued_on,
      requestedOn: card.issued_on,
      status: 'active',
      termsVersion: ACCOUNT_TRANSFER_TERMS.version,
    });
    expect(answer.cards).toEqual([expect.objectContaining({ key: card.ppcd_token, paymentMethod: '1' })]);
    const { account_no: accountNo } = await subject.app.db
      .selectFrom('member_payment_accounts')
      .select('account_no')
      .where('member_id', '=', 'member-regular')
      .executeTakeFirstOrThrow();
    expect(answer.agreement?.accountNo).toBe(`****${accountNo.slice(-3)}`);
    expect(JSON.stringify(answer)).not.toContain(accountNo);
  });

  it('names how each card is paid: the gold member pays at convenience stores, so the account pays none of their bills', async () => {
    const answer = await agreementOf('gold');
    expect(answer.agreement?.status).toBe('active');
    expect(answer.cards.map((card) => card.paymentMethod)).toEqual(['4']);
  });

  it('has no agreement for the member whose new card has no payment method yet', async () => {
    const answer = await agreementOf('newcard');
    expect(answer.agreement).toBeNull();
    expect(answer.cards.map((card) => card.paymentMethod)).toEqual([null]);
  });

  it('makes a new account a new agreement, with the bank until the day after the registration reaches it', async () => {
    const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
    const person = await logInApplicant(subject.app, loginId);
    const names = await subject.app.db
      .selectFrom('members')
      .select(['last_name_kana', 'first_name_kana'])
      .where('id', '=', person.memberId)
      .executeTakeFirstOrThrow();
    const holder = `${names.last_name_kana}\u3000${names.first_name_kana}`;
    const save = (step: string, answers: unknown) =>
      person.post(`/external/v1/flows/memberBank/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
    expect((await save('bankList', { bankCode: '0005' })).statusCode).toBe(200);
    expect(
      (await save('bankDetail', { branchCode: '001', accountType: '1', accountNo: '7654321', accountKanaName: holder })).statusCode,
    ).toBe(200);
    // Tuesday 2026-11-24, 16:00 Tokyo: after 15:00, so the registration reaches the bank on Wednesday.
    instant = new Date('2026-11-24T16:00:00+09:00');
    try {
      const submitted = await person.post('/external/v1/flows/memberBank/submit', {}, { 'idempotency-key': crypto.randomUUID() });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect((await person.get(PATH)).json().data.agreement).toEqual({
        bankName: '三菱UFJ銀行',
        branchName: '本店',
        accountType: '普通',
        accountNo: '****321',
        accountHolder: holder,
        agreedOn: '2026-11-24',
        requestedOn: '2026-11-25',
        status: 'processing',
        termsVersion: ACCOUNT_TRANSFER_TERMS.version,
      });
      instant = new Date('2026-11-25T23:00:00+09:00');
      expect((await person.get(PATH)).json().data.agreement.status).toBe('processing');
      instant = new Date('2026-11-26T00:00:00+09:00');
      expect((await person.get(PATH)).json().data.agreement.status).toBe('active');
    } finally {
      instant = undefined;
    }
  });

  it('refuses someone who is no card member (an applicant, a former member) with 4006, and a call without a credential', async () => {
    const applicant = await (await logInApplicant(subject.app, 'applicant')).get(PATH);
    expect(applicant.statusCode).toBe(400);
    expect(applicant.json().resultInfo.codeId).toBe('4006');

    const session = await sessionOf(subject.app, 'former');
    const credential = (
      await subject.app.inject({ method: 'GET', url: '/api/bff/getCredentialForExMember/0', cookies: { session } })
    ).json().data.ppcdCredential as string;
    const former = await subject.app.inject({
      method: 'GET',
      url: PATH,
      query: { ppcdSwitchServiceFlg: 'yes' },
      cookies: { session },
      headers: { ppcdCredential: credential },
    });
    expect(former.json().resultInfo.codeId).toBe('4006');

    const bare = await subject.app.inject({ method: 'GET', url: PATH, cookies: { session: await sessionOf(subject.app, 'regular') } });
    expect(bare.statusCode).toBe(403);
  });
});
