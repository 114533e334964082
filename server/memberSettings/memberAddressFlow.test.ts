import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant } from '../apply/testing/applicant';
import { seedPersonLike } from '../seed/seedDemoData';

/**
 * The member's address change (issue 15, SPEC 2.6 /member/info/setting, /member/info/confirm) through the generic
 * flow routes, as a new person like the demo member: the application's own zip and address rules, the same address
 * refused, the landline, the change records per field, and a foreign resident's residence card then marked as
 * differing (SPEC 4 residence-document status x2), which the member top's notice follows.
 */
const FLOW = '/external/v1/flows/memberAddress';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

async function member(residenceDocumentStatus?: string) {
  const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
  if (residenceDocumentStatus)
    await subject.app.db
      .updateTable('members')
      .set({ residence_document_status: residenceDocumentStatus })
      .where('id', '=', `member-${loginId}`)
      .execute();
  return logInApplicant(subject.app, loginId);
}

const save = (person: Awaited<ReturnType<typeof member>>, step: string, answers: unknown) =>
  person.post(`${FLOW}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });

describe('changing the home address', () => {
  it('states the current address, refuses it again, and writes the new one with a change record per field', async () => {
    const person = await member();
    const first = (await person.get(`${FLOW}/entry`)).json().data;
    expect(first).toMatchObject({
      currentStep: 'zipcode',
      currentRoute: '/member/info/setting',
      facts: { currentAddressText: '〒100-0001 東京都千代田区千代田１－１' },
    });
    expect((await save(person, 'zipcode', { homeZipCode: '1000001', homeAddrKanji: 'トウキョウ' })).json().resultInfo.errors[0].field).toBe(
      'homeAddrKanji',
    );
    expect((await save(person, 'zipcode', { homeZipCode: '1000001', homeAddrKanji: '東京都千代田区千代田' })).statusCode).toBe(200);
    const same = await save(person, 'address', { homeSubAddrKanji: '１－１' });
    expect(same.json().resultInfo.errors).toEqual([
      { field: 'homeSubAddrKanji', message: '現在のご住所と同じです。新しいご住所を入力してください。' },
    ]);

    // Typed half-width with ASCII hyphens: stored full-width, as the application stores it.
    expect((await save(person, 'zipcode', { homeZipCode: '530-0001', homeAddrKanji: '大阪府大阪市北区梅田' })).statusCode).toBe(200);
    const kanaStep = (await save(person, 'address', { homeSubAddrKanji: '3-1-1 カードタワー2001' })).json().data;
    expect(kanaStep).toMatchObject({
      currentRoute: '/member/info/setting/address-kana',
      facts: { prefectureCityKana: '都道府県・市区町村は「オオサカフ　オオサカシキタク」です。' },
    });
    expect((await save(person, 'addressKana', { homeAddrKana: 'Osaka' })).json().resultInfo.errors).toEqual([
      { field: 'homeAddrKana', message: '住所（フリガナ）は全角カタカナと数字、ハイフンで入力してください。' },
    ]);
    // Hiragana, half-width spaces, digits and a hyphen as people type them: stored as full-width katakana.
    expect((await save(person, 'addressKana', { homeAddrKana: 'おおさかふ おおさかしきたく うめだ 3-1-1' })).statusCode).toBe(200);
    const confirm = (await save(person, 'phone', { telNumFull: '06-1234-5678' })).json().data;
    expect(confirm.currentRoute).toBe('/member/info/confirm');
    expect(confirm.confirmRows.flatMap((row: { items: { value: string }[] }) => row.items.map((item) => item.value))).toEqual([
      '〒530-0001',
      '大阪府大阪市北区梅田',
      '３－１－１　カードタワー２００１',
      'オオサカフ　オオサカシキタク　ウメダ　３－１－１',
      '06-1234-5678',
    ]);
    const done = (await person.post(`${FLOW}/submit`, {}, { 'idempotency-key': crypto.randomUUID() })).json().data;
    expect(done.result.data).toEqual({ address: '〒530-0001 大阪府大阪市北区梅田３－１－１　カードタワー２００１' });

    const info = (await person.get('/external/v1/member/info')).json().data;
    expect(info).toMatchObject({
      homeZipCode: '5300001',
      homeAddrKanji: '大阪府大阪市北区梅田',
      homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１',
      telNumFull: '0612345678',
    });
    const changes = await subject.app.db
      .selectFrom('member_changes')
      .select(['field', 'old_value', 'new_value'])
      .where('member_id', '=', person.memberId)
      .orderBy('id')
      .execute();
    expect(changes).toEqual([
      { field: 'homeZipCode', old_value: '1000001', new_value: '5300001' },
      { field: 'homeAddrKanji', old_value: '東京都千代田区千代田', new_value: '大阪府大阪市北区梅田' },
      { field: 'homeSubAddrKanji', old_value: '１－１', new_value: '３－１－１　カードタワー２００１' },
      {
        field: 'homeAddrKana',
        old_value: 'トウキョウト　チヨダク　チヨダ　１－１',
        new_value: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１',
      },
      { field: 'telNumFull', old_value: null, new_value: '0612345678' },
    ]);
  });

  it('asks for the reading in kana again when the address changes after it was given, and only then', async () => {
    const person = await member();
    await person.get(`${FLOW}/entry`);
    await save(person, 'zipcode', { homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' });
    await save(person, 'address', { homeSubAddrKanji: '３－１－１' });
    await save(person, 'addressKana', { homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１' });
    expect((await save(person, 'phone', {})).json().data.currentStep).toBe('confirm');

    // The same sub-address saved again from the confirm page's change link: back to the confirm page.
    expect((await save(person, 'address', { homeSubAddrKanji: '３－１－１' })).json().data.currentStep).toBe('confirm');
    // Another one: the old reading no longer reads the address, so it is asked for again before the confirm page.
    const changed = (await save(person, 'address', { homeSubAddrKanji: '３－１－１　カードタワー２００１' })).json().data;
    expect(changed).toMatchObject({ currentStep: 'addressKana', currentRoute: '/member/info/setting/address-kana' });
    expect(changed.answers.addressKana).toBeUndefined();
    expect((await person.post(`${FLOW}/submit`, {}, { 'idempotency-key': crypto.randomUUID() })).statusCode).not.toBe(200);
    const again = (
      await save(person, 'addressKana', { homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１　カードタワー２００１' })
    ).json().data;
    expect(again.currentStep).toBe('confirm');
    expect(again.answers.phone).toEqual({});
  });

  it('marks a registered residence card as differing from the new address, and the member top asks for it again', async () => {
    const person = await member('10');
    await save(person, 'zipcode', { homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' });
    await save(person, 'address', { homeSubAddrKanji: '１－２' });
    await save(person, 'addressKana', { homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　１－２' });
    await save(person, 'phone', {});
    expect((await person.post(`${FLOW}/submit`, {}, { 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(200);
    const row = await subject.app.db
      .selectFrom('members')
      .select('residence_document_status')
      .where('id', '=', person.memberId)
      .executeTakeFirstOrThrow();
    expect(row.residence_document_status).toBe('12');
    expect((await person.get('/external/v1/member/top')).json().data.notices).toContain('residenceMismatch');
  });
});

describe('changing the occupation and income (memberJob)', () => {
  const JOB = '/external/v1/flows/memberJob';
  const step = (person: Awaited<ReturnType<typeof member>>, name: string, answers: unknown) =>
    person.post(`${JOB}/steps/${name}`, { answers }, { 'idempotency-key': crypto.randomUUID() });

  it('asks the workplace of an employee only, drops it when the member turns homemaker, and records the change', async () => {
    const person = await member();
    expect((await step(person, 'profession', { jobCode: '03' })).statusCode).toBe(200);
    expect((await step(person, 'household', { familyStructure: '1', householdNum: '3' })).statusCode).toBe(200);
    // SPEC 5.6: 0 is no income for an employee, and the household earns at least the member and the spouse.
    expect(
      (await step(person, 'income', { income: '0', spouseIncome: '200', familyIncome: '700' })).json().resultInfo.errors[0].field,
    ).toBe('income');
    expect(
      (await step(person, 'income', { income: '500', spouseIncome: '200', familyIncome: '600' })).json().resultInfo.errors[0].field,
    ).toBe('familyIncome');
    const toWorkplace = (await step(person, 'income', { income: '500', spouseIncome: '200', familyIncome: '700' })).json().data;
    expect(toWorkplace.currentRoute).toBe('/member/info/job/workplace');
    const atConfirm = (
      await step(person, 'workplace', {
        comNameKanji: '山田商事',
        comNameKana: 'やまだしょうじ',
        comTelNumFull: '03-1234-5679',
        companyCorporateForm: '03',
        busiCateCode: '07',
      })
    ).json().data;
    expect(atConfirm.currentRoute).toBe('/member/info/job/confirm');
    expect(atConfirm.answers.workplace.comNameKana).toBe('ヤマダショウジ');

    // Now a homemaker: the workplace leaves the path, and its answers leave the draft on the server.
    expect((await step(person, 'profession', { jobCode: '08' })).statusCode).toBe(200);
    const homemaker = (await step(person, 'income', { spouseIncome: '600', familyIncome: '600' })).json().data;
    expect(homemaker.currentRoute).toBe('/member/info/job/confirm');
    expect(homemaker.answers.workplace).toBeUndefined();
    expect((await person.post(`${JOB}/submit`, {}, { 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(200);

    expect((await person.get('/external/v1/member/info')).json().data).toMatchObject({ jobCode: '08', income: null });
    const row = await subject.app.db.selectFrom('members').select('occupation').where('id', '=', person.memberId).executeTakeFirstOrThrow();
    expect(row.occupation).toEqual({ jobCode: '08', familyStructure: '1', householdNum: '3', spouseIncome: '600', familyIncome: '600' });
    const fields = await subject.app.db
      .selectFrom('member_changes')
      .select('field')
      .where('member_id', '=', person.memberId)
      .where('flow_id', '=', 'memberJob')
      .execute();
    expect(fields.map((change) => change.field).sort()).toEqual([
      'familyIncome',
      'familyStructure',
      'householdNum',
      'jobCode',
      'spouseIncome',
    ]);
  });
});
