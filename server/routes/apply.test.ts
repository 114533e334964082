import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFlow } from '../../flows/testing/flowDefinitions';
import { employeeAnswers } from '../../flows/apply';
import { countedSteps, positionOf } from '../../flows/testing/stepCount';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { proveMobile } from '../apply/testing/smsCode';
import { startSession } from '../sessions/sessionStore';

const ENTRY = '/external/v1/apply/entry';
const SUBMIT = '/external/v1/apply/submit';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

/** The application's draft (the flow host's flow_drafts row). */
async function storedApplication(memberId: string) {
  return subject.app.db
    .selectFrom('flow_drafts')
    .selectAll()
    .where('owner_id', '=', memberId)
    .where('flow_id', '=', 'apply')
    .executeTakeFirst();
}

/** Saves every step of the employee's main path up to (not including) `until`; the first save carries the landing. */
async function walk(applicant: Applicant, until?: string, landing: Readonly<Record<string, unknown>> = {}): Promise<void> {
  for (const [index, [step, answers]] of Object.entries(employeeAnswers).entries()) {
    if (step === until) return;
    const given = step === 'smsAuthentication' ? await proveMobile(subject.app, applicant) : answers;
    const response = await applicant.post(ENTRY, { step, answers: given, ...(index === 0 ? landing : {}) });
    expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  }
}

describe('apply entry: the draft', () => {
  it('starts a fresh applicant at the consent step without storing anything', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant2');
    const response = await applicant.get(ENTRY);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({
      campaignCode: null,
      adData: null,
      lastNameKanji: null,
      kycStatus: 'none',
      flow: {
        status: 'draft',
        currentStep: 'acceptPermission',
        currentRoute: '/apply/accept-permission',
        visitedSteps: ['acceptPermission'],
        answers: {},
        stepNumber: 0,
      },
    });
    expect(await storedApplication(applicant.memberId)).toBeUndefined();
  });

  it('refuses a card member with 4006 and stores nothing: new cards for members come from the member pages', async () => {
    const member = await logInApplicant(subject.app, 'regular');
    const read = await member.get(ENTRY);
    expect(read.statusCode).toBe(400);
    expect(read.json().resultInfo.codeId).toBe('4006');
    const save = await member.post(ENTRY, { step: 'acceptPermission', answers: { agreeTerms: true } });
    expect(save.json().resultInfo.codeId).toBe('4006');
    expect(await storedApplication(member.memberId)).toBeUndefined();
  });

  it('answers 4004 to a caller without a session', async () => {
    const response = await subject.app.inject({ method: 'GET', url: ENTRY });
    expect(response.statusCode).toBe(401);
    expect(response.json().resultInfo.codeId).toBe('4004');
  });

  it('answers 4031 to a session without a valid credential, so the browser refreshes it once', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant2');
    const session = await startSession(subject.app.db, applicant.memberId);
    const response = await subject.app.inject({
      method: 'POST',
      url: ENTRY,
      cookies: { session },
      headers: { ppcdCredential: 'x'.repeat(43) },
      payload: { step: 'acceptPermission', answers: { agreeTerms: true } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().resultInfo.codeId).toBe('4031');
    expect(await storedApplication(applicant.memberId)).toBeUndefined();
  });

  it('records consent through the consent API and moves on to the name', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant3');
    const response = await applicant.post('/external/v1/apply/consent/web');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.flow).toMatchObject({
      currentStep: 'attribute',
      currentRoute: '/apply/attribute',
      stepNumber: 1,
      answers: { acceptPermission: { agreeTerms: true } },
    });
    const row = await storedApplication(applicant.memberId);
    expect(row?.consented_at).toBeInstanceOf(Date);
    expect(row?.schema_digest).toMatch(/^[0-9a-f]{12}$/);
  });

  it('saves each step normalised, resumes on a second device, lists the confirm rows and submits', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant4');
    await walk(applicant, 'licenseNumber', { campaignCode: '1001', adData: '{"medium":"app","position":3}' });
    const phone = await applicant.device();
    const resumed = (await phone.get(ENTRY)).json().data;
    // The employee walks the longest path open to a regular applicant: its counted steps are the total.
    const employeePath = Object.keys(employeeAnswers);
    expect(resumed.flow).toMatchObject({
      currentStep: 'licenseNumber',
      currentRoute: '/apply/license/number',
      stepNumber: positionOf(applyFlow, employeePath, 'licenseNumber'),
      stepTotal: countedSteps(applyFlow, employeePath).length,
    });
    expect(resumed).toMatchObject({
      lastNameKanji: '佐藤',
      lastNameKana: 'サトウ',
      firstNameKana: 'ケンイチ',
      homeZipCode: '1000001',
      jobCode: '03',
    });

    // A later landing (another campaign code) does not change the application the first landing started.
    const licence = await phone.post(ENTRY, {
      step: 'licenseNumber',
      answers: employeeAnswers.licenseNumber,
      campaignCode: 'SG01',
      adData: '{"medium":"mail"}',
    });
    expect(licence.json().data.flow.currentStep).toBe('designBrand');
    const cardSteps = ['designBrand', 'designColor', 'design', 'designName', 'pinNumber', 'autoPaylater', 'familyCardSelect'] as const;
    let last = licence;
    for (const step of cardSteps) last = await phone.post(ENTRY, { step, answers: employeeAnswers[step] });
    const data = last.json().data;
    expect(data.flow.currentStep).toBe('confirm');
    expect(data).toMatchObject({ campaignCode: '1001', adData: { medium: 'app', position: 3 } });
    expect(data.flow.confirmRows.map((row: { step: string }) => row.step)).toEqual([
      'attribute',
      'gender',
      'zipcode',
      'address',
      'nationality',
      'contact',
      'phoneNumber',
      'smsAuthentication',
      'profession',
      'household',
      'housing',
      'income',
      'workplace',
      'use',
      'license',
      'licenseNumber',
      ...cardSteps,
    ]);
    // SPEC 3.2 licenseExpiryYear, licenseExpiryMonth: shown with the licence number, under its change link.
    expect(data.flow.confirmRows.find((row: { step: string }) => row.step === 'licenseNumber')).toEqual({
      step: 'licenseNumber',
      title: '運転免許証の番号',
      route: '/apply/license/number',
      items: [
        { field: 'licenseNo', label: '運転免許証番号', value: '301234567890' },
        { field: 'licenseExpiryYear', label: '有効期限（年）', value: '2029年（令和11年）' },
        { field: 'licenseExpiryMonth', label: '有効期限（月）', value: '3月' },
      ],
    });
    expect(data.flow.confirmRows[1]).toEqual({
      step: 'gender',
      title: '性別と生年月日',
      route: '/apply/gender',
      items: [
        { field: 'sexType', label: '性別', value: '男性' },
        { field: 'birthDay', label: '生年月日', value: '1990年2月15日' },
      ],
    });

    const row = await storedApplication(applicant.memberId);
    expect(row?.answers).toMatchObject({
      attribute: {
        lastNameKanji: '佐藤',
        firstNameKanji: '健一',
        lastNameKana: 'サトウ',
        firstNameKana: 'ケンイチ',
        lastNameAlpha: 'SATO',
        firstNameAlpha: 'KENICHI',
      },
      zipcode: { homeZipCode: '1000001', homeAddrKanji: '東京都千代田区千代田' },
      address: { homeSubAddrKanji: '１－１－１　カードハイツ１０１' },
      phoneNumber: { mobNumFull: '09013572468', telNumFull: '0312345678' },
      licenseNumber: { licenseNo: '301234567890', licenseExpiryYear: '2029', licenseExpiryMonth: '03' },
    });
    expect(row?.landing['adData']).toBe('{"medium":"app","position":3}');

    const submitted = await applicant.post(SUBMIT);
    expect(submitted.statusCode).toBe(200);
    const { result, inquiryNumber, route } = submitted.json().data;
    expect(result).toBe('complete');
    expect(route).toBe('/apply/complete');
    expect(inquiryNumber).toMatch(/^[0-9]{16}$/);
    const member = await subject.app.db
      .selectFrom('members')
      .select('membership_status')
      .where('id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(member.membership_status).toBe('10');

    const again = await phone.post(SUBMIT);
    expect(again.json().data).toEqual({ result, inquiryNumber, route });
    const after = (await applicant.get(ENTRY)).json().data.flow;
    expect(after).toMatchObject({ status: 'submitted', currentStep: 'complete', currentRoute: '/apply/complete', result, inquiryNumber });

    const late = await applicant.post(ENTRY, { step: 'contact', answers: { mailAddress: 'other@example.jp' } });
    expect(late.statusCode).toBe(400);
    expect(late.json().resultInfo.codeId).toBe('4006');
  });

  it('treats saving the same step twice as one save', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant5');
    await walk(applicant, 'gender');
    const first = (await applicant.post(ENTRY, { step: 'gender', answers: employeeAnswers.gender })).json().data.flow;
    const second = (await applicant.post(ENTRY, { step: 'gender', answers: employeeAnswers.gender })).json().data.flow;
    expect(second).toEqual(first);
    expect(second.currentStep).toBe('zipcode');
  });

  it('answers a retried save with the same Idempotency-Key from the first answer', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant');
    const headers = { 'idempotency-key': 'apply-entry-retry-0001' };
    const send = () => applicant.post(ENTRY, { step: 'acceptPermission', answers: { agreeTerms: true } }, headers);
    const first = await send();
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses a step the machine does not allow yet, and a submit before the confirm step, with 4006', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant6');
    await walk(applicant, 'zipcode');
    const jump = await applicant.post(ENTRY, { step: 'income', answers: employeeAnswers.income });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().resultInfo).toMatchObject({ code: 'ERROR', codeId: '4006' });
    const early = await applicant.post(SUBMIT);
    expect(early.json().resultInfo.codeId).toBe('4006');
    expect((await storedApplication(applicant.memberId))?.answers).not.toHaveProperty('income');
  });

  it('drops a branch the applicant left and returns to the confirm step after a change', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant7');
    await walk(applicant);
    const changed = await applicant.post(ENTRY, { step: 'license', answers: { licenseHoyuType: '0' } });
    expect(changed.json().data.flow.currentStep).toBe('confirm');
    const toStudent = await applicant.post(ENTRY, { step: 'profession', answers: { jobCode: '09' } });
    expect(toStudent.json().data.flow.currentStep).toBe('confirm');
    const row = await storedApplication(applicant.memberId);
    expect(row?.answers).not.toHaveProperty('workplace');
    // The licence number and its expiry leave with the licence branch (SPEC 5.4: cleared without a licence).
    expect(row?.answers).not.toHaveProperty('licenseNumber');
    expect(JSON.stringify(row?.answers)).not.toMatch(/licenseNo|licenseExpiry/);
    expect(row?.visited).not.toContain('workplace');
    const submitted = await applicant.post(SUBMIT);
    expect(submitted.json().data.result).toBe('complete');
  });

  it('answers a repeated submission under its key with the first result, and leaves no key in flight after a refused save or a submission', async () => {
    const applicant = await logInApplicant(subject.app, 'applicant20');
    await walk(applicant);
    const heldKeys = () =>
      subject.app.db.selectFrom('idempotency_keys').select(['key', 'state']).where('scope', '=', `member:${applicant.memberId}`).execute();
    // A save refused before it wrote (a wrong body) rolls its key back with it and stores the refusal, never "in flight".
    const refused = await applicant.post(
      ENTRY,
      { step: 'contact', answers: { mailAddress: 'x@@' } },
      { 'idempotency-key': 'apply-tx-0001' },
    );
    expect(refused.statusCode).toBe(400);
    expect((await heldKeys()).filter((row) => row.state === 'in_flight')).toEqual([]);
    const headers = { 'idempotency-key': 'apply-submit-tx-0001' };
    const first = await applicant.post(SUBMIT, undefined, headers);
    expect(first.statusCode).toBe(200);
    const repeat = await applicant.post(SUBMIT, undefined, headers);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json().data).toEqual(first.json().data);
    expect(await heldKeys()).not.toContainEqual(expect.objectContaining({ state: 'in_flight' }));
  });
});

describe('apply entry: bad payloads answer 400, codeId 4000 and Japanese messages per field, and save nothing', () => {
  let applicant: Applicant;
  beforeAll(async () => {
    applicant = await logInApplicant(subject.app, 'applicant8');
    await walk(applicant);
  });

  it.each([
    [
      'attribute',
      { ...employeeAnswers.attribute, lastNameKanji: '髙橋' },
      'lastNameKanji',
      '姓（漢字）に旧字体や登録できない文字が含まれています。新字体で入力してください。外国籍の方は全角英字で入力してください。',
    ],
    ['attribute', { ...employeeAnswers.attribute, lastNameKana: undefined }, 'lastNameKana', '姓（フリガナ）を入力してください。'],
    ['gender', { sexType: '3', birthDay: '19900215' }, 'sexType', '性別を選択してください。'],
    ['gender', { sexType: '1', birthDay: '20100101' }, 'birthDay', 'お申し込みは18歳以上の方に限ります。'],
    ['zipcode', { homeZipCode: '12345', homeAddrKanji: '東京都千代田区' }, 'homeZipCode', '郵便番号は半角数字7桁で入力してください。'],
    [
      'zipcode',
      { homeZipCode: '1000001', homeAddrKanji: '千代田区千代田' },
      'homeAddrKanji',
      '住所（都道府県・市区町村・町域）は都道府県名から入力してください。',
    ],
    ['address', { homeSubAddrKanji: '' }, 'homeSubAddrKanji', '番地・建物名・部屋番号を入力してください。'],
    ['nationality', { nationality: 'US' }, 'residenceStatus', '在留資格を選択してください。 Enter your status of residence.'],
    ['nationality', { nationality: 'XX' }, 'nationality', '国籍を選択してください。 Enter your country.'],
    ['contact', { mailAddress: 'taro@' }, 'mailAddress', 'メールアドレスの形式が正しくありません。'],
    ['phoneNumber', { mobNumFull: '09001234567' }, 'mobNumFull', '携帯電話番号を正しく入力してください。'],
    ['profession', { jobCode: '10' }, 'jobCode', 'ご職業を選択してください。'],
    ['household', { familyStructure: '1' }, 'householdNum', '世帯人数を選択してください。'],
    ['housing', { housingType: '03', lengthOfResidence: '7' }, 'lengthOfResidence', '居住年数を選択してください。'],
    ['income', { income: '0', spouseIncome: '100', familyIncome: '100' }, 'income', 'ご職業が有職の場合、年収に0は入力できません。'],
    [
      'income',
      { income: '500', spouseIncome: '200', familyIncome: '600' },
      'familyIncome',
      '世帯年収はご本人と配偶者の年収の合計以上で入力してください。',
    ],
    ['workplace', { ...employeeAnswers.workplace, comTelNumFull: '0120123456' }, 'comTelNumFull', '電話番号を正しく入力してください。'],
    ['use', { cardPurposeType: '3' }, 'cardPurposeType', '主なご利用目的を選択してください。'],
    ['license', {}, 'licenseHoyuType', '運転免許証の保有を選択してください。'],
    ['licenseNumber', { licenseNo: '111111111111' }, 'licenseNo', '運転免許証番号を正しく入力してください。'],
    [
      'licenseNumber',
      { licenseNo: '301234567890', licenseExpiryYear: '2026', licenseExpiryMonth: '10' },
      'licenseExpiryYear',
      '運転免許証の有効期限が切れています。',
    ],
    ['licenseNumber', { licenseNo: '301234567890', licenseExpiryYear: '2029' }, 'licenseExpiryMonth', '有効期限（月）を選択してください。'],
    [
      'licenseNumber',
      { licenseNo: '301234567890', licenseExpiryYear: '29', licenseExpiryMonth: '03' },
      'licenseExpiryYear',
      '有効期限は西暦4桁と月2桁で入力してください。',
    ],
  ])('%s: %j → %s', async (step, answers, field, message) => {
    const before = await storedApplication(applicant.memberId);
    const response = await applicant.post(ENTRY, { step, answers });
    expect(response.statusCode).toBe(400);
    const { resultInfo } = response.json();
    expect(resultInfo.codeId).toBe('4000');
    expect(resultInfo.errors).toContainEqual({ field, message });
    expect(await storedApplication(applicant.memberId)).toEqual(before);
  });

  it('names the broken parts of a malformed body', async () => {
    const response = await applicant.post(ENTRY, { step: 'nowhere', answers: [], campaignCode: 'x y', adData: '{not json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.errors).toEqual([
      { field: 'step', message: 'お申し込みの手順を特定できません。最初からやり直してください。' },
      { field: 'answers', message: '入力内容の形式が正しくありません。' },
      { field: 'campaignCode', message: 'キャンペーンコードの形式が正しくありません。' },
      { field: 'adData', message: '広告情報の形式が正しくありません。' },
    ]);
  });
});

describe('GET /v1/zipcode/{zip7}', () => {
  it('answers every town of a zip code from the offline table, without a session', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/zipcode/4980000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.candidates).toEqual([
      { prefectureCode: '23', prefecture: '愛知県', city: '弥富市', town: '', prefectureKana: 'アイチケン', cityKana: 'ヤトミシ' },
      {
        prefectureCode: '24',
        prefecture: '三重県',
        city: '桑名郡木曽岬町',
        town: '',
        prefectureKana: 'ミエケン',
        cityKana: 'クワナグンキソサキチョウ',
      },
    ]);
  });

  it('answers 404 with a Japanese message for a zip code that does not exist', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/zipcode/9999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().resultInfo.errors).toEqual([
      { field: 'zip7', message: 'この郵便番号に該当する住所が見つかりません。郵便番号をご確認ください。' },
    ]);
  });

  it('answers 400 and 4000 for a malformed zip code', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/v1/zipcode/12a4567' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo).toMatchObject({
      codeId: '4000',
      errors: [{ field: 'zip7', message: '郵便番号は半角数字7桁で入力してください。' }],
    });
  });
});
