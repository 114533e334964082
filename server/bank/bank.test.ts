import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFlow } from '../../flows/testing/flowDefinitions';
import { countedSteps, positionOf } from '../../flows/testing/stepCount';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { bankMessages } from './bankMessages';
import { APPLICANT_HOLDER_NAME, newApplicant } from './testing/submittedApplicant';

const BANK_ENTRY = '/external/v1/apply/bank/entry';
const OWN_BANK = { bankCode: '0033' };
const detail = (accountKanaName: string) => ({ branchCode: '001', accountType: '1', accountNo: '1234567', accountKanaName });

let subject: TestApp;
let sequence = 0;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const applicant = (options: { submit?: boolean } = {}) => newApplicant(subject.app, `bank${(sequence += 1)}`, options);
/** The registered account (the bank flow's effect writes it), and the draft before that (the flow host's flow_drafts row). */
const stored = (memberId: string) =>
  subject.app.db.selectFrom('bank_registrations').selectAll().where('member_id', '=', memberId).executeTakeFirst();
const draft = (memberId: string) =>
  subject.app.db.selectFrom('flow_drafts').selectAll().where('owner_id', '=', memberId).where('flow_id', '=', 'bank').executeTakeFirst();

describe('bank list and branches (public Zengin data, served a page at a time)', () => {
  it("lists the provider's own bank 0033 first, then the main banks", async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/banks' });
    expect(response.statusCode).toBe(200);
    const { banks, nextOffset } = response.json().data;
    expect(banks[0]).toEqual({ code: '0033', name: 'PayPay銀行', kana: 'ペイペイ' });
    expect(banks.slice(1, 4).map((b: { name: string }) => b.name)).toEqual(['みずほ銀行', '三菱UFJ銀行', '三井住友銀行']);
    expect(nextOffset).toBeNull();
  });

  it('finds the other banks by name, by hiragana or katakana, small kana and long vowels folded', async () => {
    const byKana = (await subject.app.inject({ method: 'GET', url: `/v1/banks?q=${encodeURIComponent('しずおか')}` })).json().data;
    expect(byKana.banks[0]).toMatchObject({ code: '0149', name: '静岡銀行' });
    const byName = (await subject.app.inject({ method: 'GET', url: `/v1/banks?q=${encodeURIComponent('ゆうちょ')}` })).json().data;
    expect(byName.banks.map((b: { code: string }) => b.code)).toEqual(['9900']);
    const paged = (await subject.app.inject({ method: 'GET', url: `/v1/banks?q=${encodeURIComponent('シンキン')}&offset=20` })).json().data;
    expect(paged.banks).toHaveLength(20);
    expect(paged.total).toBeGreaterThan(200);
  });

  it('refuses a malformed search with a Japanese message', async () => {
    const response = await subject.app.inject({ method: 'GET', url: `/v1/banks?q=${'あ'.repeat(41)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.errors).toEqual([{ field: 'q', message: bankMessages.queryTooLong }]);
  });

  it("answers one bank's branches, and 404 for a bank Zengin does not know", async () => {
    const found = (await subject.app.inject({ method: 'GET', url: '/v1/banks/0033/branches' })).json().data;
    expect(found.branches[0]).toEqual({ code: '001', name: '本店営業部', kana: 'ホンテン' });
    expect(found.branches.find((b: { code: string }) => b.code === '002')).toMatchObject({ name: 'すずめ支店' });
    expect((await subject.app.inject({ method: 'GET', url: '/v1/banks/0002/branches' })).statusCode).toBe(404);
  });
});

describe('the payment account after the application', () => {
  it('refuses to read or save the account before the application is submitted (4006), storing nothing', async () => {
    const drafting = await applicant({ submit: false });
    expect((await drafting.get(BANK_ENTRY)).json().resultInfo.codeId).toBe('4006');
    const save = await drafting.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK });
    expect(save.statusCode).toBe(400);
    expect(save.json().resultInfo.codeId).toBe('4006');
    expect(await stored(drafting.memberId)).toBeUndefined();
    expect(await draft(drafting.memberId)).toBeUndefined();
  });

  it('skips the small transfer when the holder is the applicant, and shows the account on the apply entry', async () => {
    const submitted = await applicant();
    expect((await submitted.get(BANK_ENTRY)).json().data.flow).toMatchObject({
      currentStep: 'bankList',
      currentRoute: '/apply/banklist',
      status: 'draft',
    });
    const listed = (await submitted.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK })).json().data;
    expect(listed).toMatchObject({
      bank: { code: '0033', name: 'PayPay銀行' },
      flow: { currentStep: 'bankDetail', currentRoute: '/apply/bank/detail' },
    });
    // Hiragana, a half-width space and a short number as typed: normalised before the rules.
    const saved = await submitted.post(BANK_ENTRY, {
      step: 'bankDetail',
      answers: { branchCode: '001', accountType: '1', accountNo: '１２３４５６７', accountKanaName: 'さとう けんいち' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.flow).toMatchObject({
      status: 'registered',
      currentStep: 'registered',
      currentRoute: '/apply/bank/complete',
      visitedSteps: ['bankList', 'bankDetail', 'registered'],
    });
    const row = await stored(submitted.memberId);
    expect(row).toMatchObject({ status: 'registered', answers: { bankList: OWN_BANK, bankDetail: detail(APPLICANT_HOLDER_NAME) } });
    expect(row?.registered_at).toBeInstanceOf(Date);
    const entry = (await submitted.get('/external/v1/apply/entry')).json().data;
    expect(entry).toMatchObject({ accountNo: '1234567', accountKanaName: APPLICANT_HOLDER_NAME });
  });

  it('asks for the small transfer when the account is in another name, and drops it when the holder becomes the applicant', async () => {
    const submitted = await applicant();
    await submitted.post(BANK_ENTRY, { step: 'bankList', answers: { bankCode: '0005' } });
    const other = (
      await submitted.post(BANK_ENTRY, { step: 'bankDetail', answers: { ...detail('サトウ　ハナコ'), branchCode: '001' } })
    ).json().data;
    const transferPath = ['bankList', 'bankDetail', 'bankTransfer'];
    expect(other.flow).toMatchObject({
      status: 'draft',
      currentStep: 'bankTransfer',
      currentRoute: '/apply/bank/transfer',
      stepNumber: positionOf(bankFlow, transferPath, 'bankTransfer'),
      stepTotal: countedSteps(bankFlow, transferPath).length,
    });
    await submitted.post(BANK_ENTRY, { step: 'bankTransfer', answers: { agreeTransfer: true } });
    expect(await stored(submitted.memberId)).toMatchObject({
      status: 'registered',
      answers: { bankTransfer: { agreeTransfer: true }, bankDetail: { accountKanaName: 'サトウ　ハナコ' } },
    });
  });

  it('drops the transfer answer when the holder name is corrected to the applicant before registering', async () => {
    const submitted = await applicant();
    await submitted.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK });
    await submitted.post(BANK_ENTRY, { step: 'bankDetail', answers: detail('サトウ　ハナコ') });
    const corrected = (await submitted.post(BANK_ENTRY, { step: 'bankDetail', answers: detail(APPLICANT_HOLDER_NAME) })).json().data;
    expect(corrected.flow).toMatchObject({ status: 'registered', visitedSteps: ['bankList', 'bankDetail', 'registered'] });
    expect(Object.keys((await stored(submitted.memberId))?.answers ?? {}).sort()).toEqual(['bankDetail', 'bankList']);
  });

  it('checks the detail: branch of the chosen bank, the seven-digit account number, katakana holder name', async () => {
    const submitted = await applicant();
    await submitted.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK });
    const short = await submitted.post(BANK_ENTRY, {
      step: 'bankDetail',
      answers: { ...detail(APPLICANT_HOLDER_NAME), accountNo: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().resultInfo.errors).toEqual([
      { field: 'accountNo', message: '口座番号は半角数字7桁で入力してください。7桁未満の場合は先頭に0を付けてください。' },
    ]);
    const latin = await submitted.post(BANK_ENTRY, { step: 'bankDetail', answers: detail('SATO KENICHI') });
    expect(latin.json().resultInfo.errors[0].field).toBe('accountKanaName');
    const branch = await submitted.post(BANK_ENTRY, {
      step: 'bankDetail',
      answers: { ...detail(APPLICANT_HOLDER_NAME), branchCode: '999' },
    });
    expect(branch.json().resultInfo.errors).toEqual([{ field: 'branchCode', message: bankMessages.branchUnknown }]);
    const unknownBank = await submitted.post(BANK_ENTRY, { step: 'bankList', answers: { bankCode: '0002' } });
    expect(unknownBank.json().resultInfo.errors).toEqual([{ field: 'bankCode', message: bankMessages.bankUnknown }]);
    expect((await draft(submitted.memberId))?.answers).toEqual({ bankList: OWN_BANK });
  });

  it('refuses a step beyond the frontier with 4006', async () => {
    const submitted = await applicant();
    const jump = await submitted.post(BANK_ENTRY, { step: 'bankTransfer', answers: { agreeTransfer: true } });
    expect(jump.json().resultInfo.codeId).toBe('4006');
  });

  it('resumes where the applicant stopped, from another device', async () => {
    const submitted = await applicant();
    await submitted.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK });
    const other = await submitted.device();
    expect((await other.get(BANK_ENTRY)).json().data).toMatchObject({
      bank: { code: '0033' },
      flow: { currentStep: 'bankDetail', answers: { bankList: OWN_BANK } },
    });
  });

  it('forgets the branch and account of the old bank when another bank is chosen', async () => {
    const submitted = await applicant();
    await submitted.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK });
    await submitted.post(BANK_ENTRY, { step: 'bankDetail', answers: detail('サトウ　ハナコ') });
    const changed = (await submitted.post(BANK_ENTRY, { step: 'bankList', answers: { bankCode: '0009' } })).json().data;
    expect(changed.flow).toMatchObject({ currentStep: 'bankDetail', answers: { bankList: { bankCode: '0009' } } });
    expect(changed.flow.answers.bankDetail).toBeUndefined();
  });

  it('answers a repeated save of a registered account again, and refuses a changed one', async () => {
    const submitted = await applicant();
    await submitted.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK });
    const first = await submitted.post(BANK_ENTRY, { step: 'bankDetail', answers: detail(APPLICANT_HOLDER_NAME) });
    const again = await submitted.post(BANK_ENTRY, { step: 'bankDetail', answers: detail(APPLICANT_HOLDER_NAME) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const changed = await submitted.post(BANK_ENTRY, { step: 'bankDetail', answers: detail('サトウ　ハナコ') });
    expect(changed.json().resultInfo.codeId).toBe('4006');
    expect((await stored(submitted.memberId))?.answers['bankDetail']).toEqual(detail(APPLICANT_HOLDER_NAME));
  });

  it('replays the stored answer to a retried save with the same Idempotency-Key', async () => {
    const submitted = await applicant();
    const key = { 'idempotency-key': 'bank-retry-0001' };
    const first = await submitted.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK }, key);
    const retried = await submitted.post(BANK_ENTRY, { step: 'bankList', answers: OWN_BANK }, key);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
  });
});
