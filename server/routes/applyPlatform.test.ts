import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { insertPerson, logInApplicant, type Applicant } from '../apply/testing/applicant';

/**
 * SPEC 7.3 calls about an applicant without a per-call credential, through the real API and database: each needs
 * the session and answers only about the session's own person; each is safe to repeat.
 */

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

let count = 0;
async function person(role: 'applicant' | 'member' = 'applicant'): Promise<Applicant & { guid: string; uaid: string }> {
  count += 1;
  const id = `platform${count}`;
  const guid = `guid-${id}`;
  const uaid = `uaid-${id}`;
  await insertPerson(subject.app.db, id, { role, membership_status: role === 'member' ? '50' : '01' });
  await subject.app.db
    .insertInto('partner_users')
    .values({ member_id: `member-${id}`, uaid, phone_number: '09013572468' })
    .execute();
  return { ...(await logInApplicant(subject.app, id)), guid, uaid };
}

const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  subject.app.inject({ method, url, ...(payload ? { payload } : {}) });

describe('GET /v1/user/ycard/info/exist', () => {
  it('tells the person whether they hold a card now, a closed card not counting', async () => {
    const applicant = await person();
    const none = await applicant.get(`/v1/user/ycard/info/exist?guid=${applicant.guid}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ resultInfo: expect.objectContaining({ code: 'SUCCESS' }), data: { isExist: false } });
    expect(none.headers['cache-control']).toBe('no-store');

    const member = await person('member');
    const card = {
      member_id: member.memberId,
      ppcd_token: `token-${member.guid}`,
      card4no: '1234',
      daiko_cd: '0',
      shurui_no: '001',
      network_code: '1',
      nickname: 'カード',
      issued_on: '2025-04-01',
    } as const;
    await subject.app.db
      .insertInto('cards')
      .values({ ...card, id: `card-closed-${member.guid}`, ppcd_token: `closed-${member.guid}`, closed_on: '2026-01-31' })
      .execute();
    expect((await member.get(`/v1/user/ycard/info/exist?guid=${member.guid}`)).json().data).toEqual({ isExist: false });
    await subject.app.db
      .insertInto('cards')
      .values({ ...card, id: `card-${member.guid}` })
      .execute();
    expect((await member.get(`/v1/user/ycard/info/exist?guid=${member.guid}`)).json().data).toEqual({ isExist: true });
  });

  it("answers another person's guid as one that does not exist, and nothing without a session", async () => {
    const applicant = await person();
    const other = await person('member');
    const refused = await applicant.get(`/v1/user/ycard/info/exist?guid=${other.guid}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().resultInfo.codeId).toBe('4001');
    expect((await anonymous('GET', `/v1/user/ycard/info/exist?guid=${other.guid}`)).json().resultInfo.codeId).toBe('4004');
    expect((await applicant.get('/v1/user/ycard/info/exist')).statusCode).toBe(400);
  });
});

describe('POST /v1/apply/{guid}/consent', () => {
  it('records the consent for the number once, whatever way the number is written, and answers every repeat the same', async () => {
    const applicant = await person();
    for (const telNum of ['090-1234-5678', '０９０１２３４５６７８', '+81 90 1234 5678']) {
      const answer = await applicant.post(`/v1/apply/${applicant.guid}/consent`, { telNum });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().resultInfo.code).toBe('SUCCESS');
    }
    const rows = await subject.app.db
      .selectFrom('carrier_consents')
      .select(['tel_num'])
      .where('member_id', '=', applicant.memberId)
      .execute();
    expect(rows).toEqual([{ tel_num: '09012345678' }]);
  });

  it("refuses a number that is not a mobile number, and another person's guid, recording nothing", async () => {
    const applicant = await person();
    const landline = await applicant.post(`/v1/apply/${applicant.guid}/consent`, { telNum: '03-1234-5678' });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().resultInfo).toMatchObject({
      codeId: '4000',
      errors: [{ field: 'telNum', message: expect.stringContaining('携帯電話番号') }],
    });
    const other = await person();
    expect((await applicant.post(`/v1/apply/${other.guid}/consent`, { telNum: '09012345678' })).statusCode).toBe(404);
    expect(
      await subject.app.db
        .selectFrom('carrier_consents')
        .select('tel_num')
        .where('member_id', 'in', [applicant.memberId, other.memberId])
        .execute(),
    ).toEqual([]);
  });
});

describe('GET /v1/apply/{guid}/consent/paylater', () => {
  it("answers whether the applicant chose automatic あと払い at the application's step", async () => {
    const applicant = await person();
    const url = `/v1/apply/${applicant.guid}/consent/paylater`;
    expect((await applicant.get(url)).json().data).toEqual({ isConsent: false });
    await subject.app.db
      .insertInto('flow_drafts')
      .values({
        owner_id: applicant.memberId,
        flow_id: 'apply',
        subject_id: '',
        schema_digest: 'test',
        version: 1,
        status: 'draft',
        current_step: 'familyCardSelect',
        visited: JSON.stringify(['acceptPermission', 'autoPaylater', 'familyCardSelect']),
        answers: JSON.stringify({ acceptPermission: { agreeTerms: true }, autoPaylater: { autoPaylaterFlg: '1' } }),
        landing: '{}',
      })
      .execute();
    expect((await applicant.get(url)).json().data).toEqual({ isConsent: true });
    const other = await person();
    expect((await other.get(url)).statusCode).toBe(404);
  });
});

describe('POST /v1/apply/chumonNo', () => {
  it('gives the payment-app user one 14-digit order number per phone number, the same on every repeat', async () => {
    const applicant = await person();
    const first = await applicant.post('/v1/apply/chumonNo', { uaid: applicant.uaid, telNum: '080-2468-1357' });
    expect(first.statusCode, first.body).toBe(200);
    const { chumonNo } = first.json().data as { chumonNo: string };
    expect(chumonNo).toMatch(/^[1-9][0-9]{13}$/);
    const repeats = await Promise.all(
      [1, 2, 3].map(() => applicant.post('/v1/apply/chumonNo', { uaid: applicant.uaid, telNum: '08024681357' })),
    );
    expect(repeats.map((answer) => answer.json().data.chumonNo)).toEqual([chumonNo, chumonNo, chumonNo]);
    const another = await applicant.post('/v1/apply/chumonNo', { uaid: applicant.uaid, telNum: '07011112222' });
    expect(another.json().data.chumonNo).not.toBe(chumonNo);
  });

  it("refuses another user's uaid and a malformed number", async () => {
    const applicant = await person();
    const other = await person();
    expect((await applicant.post('/v1/apply/chumonNo', { uaid: other.uaid, telNum: '08024681357' })).statusCode).toBe(404);
    expect((await applicant.post('/v1/apply/chumonNo', { uaid: applicant.uaid, telNum: '0120-123-456' })).json().resultInfo.codeId).toBe(
      '4000',
    );
    expect(
      await subject.app.db.selectFrom('carrier_order_numbers').select('uaid').where('uaid', 'in', [applicant.uaid, other.uaid]).execute(),
    ).toEqual([]);
  });
});

describe('POST /v1/input/validity/{token}', () => {
  it.each([
    ['lastNameKanji', '高橋', '1'],
    // 髙 (the ladder-form 高) is outside JIS X 0208, which the card's embossing and the bureau's records use.
    ['lastNameKanji', '髙橋', '0'],
    ['nameKana', 'ヤマダ', '1'],
    ['nameKana', 'やまだ1', '0'],
    ['mailAddress', 'hanako@example.co.jp', '1'],
    ['mailAddress', 'hanako@@example', '0'],
    ['zipCode', '1000001', '1'],
    ['mobileNumber', '03012345678', '0'],
  ] as const)('answers %s of %s with isValid "%s"', async (token, inputString, isValid) => {
    const applicant = await person();
    const answer = await applicant.post(`/v1/input/validity/${token}`, { inputString });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.isValid).toBe(isValid);
    if (isValid === '0') expect(answer.json().data.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('answers 4001 for a rule it does not offer, and nothing without a session', async () => {
    const applicant = await person();
    expect((await applicant.post('/v1/input/validity/pin', { inputString: '1234' })).json().resultInfo.codeId).toBe('4001');
    expect((await anonymous('POST', '/v1/input/validity/zipCode', { inputString: '1000001' })).json().resultInfo.codeId).toBe('4004');
  });
});
