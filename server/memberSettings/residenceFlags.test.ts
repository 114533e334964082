import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { uploadCardPhoto } from '../apply/testing/residenceCardPhotos';
import { seedPersonLike } from '../seed/seedDemoData';

/**
 * SPEC 3.1 flag keys addressMismatchFlg and residenceDeleteFlg (residenceFlags.ts) through the real routes, on an
 * injected clock (2026-11-24 noon, Tokyo): each set by the server when it arises (an address change while a residence
 * card is on record; a card 62 days past its expiry removed), carried by the session's credential, answered as SPEC
 * 8.1's 4006 and 4007 by a flow that needs the residence card in order, and cleared by the report that resolves it.
 */
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { clock: () => new Date('2026-11-24T12:00:00+09:00') });
});
afterAll(async () => {
  await subject.close();
});

const RESIDENCE = '/external/v1/flows/memberResidence';
const ADDRESS = '/external/v1/flows/memberAddress';
const CASHING = '/external/v1/flows/cashingLimit/entry';

/** A member like `regular` holding a student's residence card that expires on `expiry` (photographed front and back). */
async function foreignMember(expiry: string, documentStatus: string): Promise<Applicant> {
  const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
  await subject.app.db
    .updateTable('members')
    .set({
      nationality: 'VN',
      residence_status: '26',
      residence_expiry: expiry,
      residence_card_face: 'front-on-record.jpg',
      residence_card_back: 'back-on-record.png',
      residence_document_status: documentStatus,
    })
    .where('id', '=', `member-${loginId}`)
    .execute();
  return logInApplicant(subject.app, loginId);
}

const post = (person: Applicant, url: string, payload: unknown) => person.post(url, payload, { 'idempotency-key': crypto.randomUUID() });
const flags = async (person: Applicant) => (await person.get('/api/bff/getCredentialV2')).json().data.sessionFlags;
const memberRow = (person: Applicant) =>
  subject.app.db
    .selectFrom('members')
    .select(['residence_expiry', 'residence_card_face', 'residence_card_back', 'address_mismatch', 'residence_deleted'])
    .where('id', '=', person.memberId)
    .executeTakeFirstOrThrow();

/**
 * A staff member reviews the member's open report (server/operations/cases/residenceReports.ts): until then a second
 * report is closed (memberInfoClosed, residenceReview.ts).
 */
const reviewed = (person: Applicant) =>
  subject.app.db.updateTable('residence_reports').set({ status: 'reviewed' }).where('member_id', '=', person.memberId).execute();

async function moveHome(person: Applicant) {
  for (const [step, answers] of [
    ['zipcode', { homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' }],
    ['address', { homeSubAddrKanji: '３－１－１' }],
    ['addressKana', { homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１' }],
    ['phone', {}],
  ] as const) {
    const saved = await post(person, `${ADDRESS}/steps/${step}`, { answers });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  expect((await post(person, `${ADDRESS}/submit`, {})).statusCode).toBe(200);
}

/** The member's report of a student's card; its back photographed only when `back`. */
async function report(person: Applicant, back: boolean) {
  await person.get('/external/v1/member/info');
  // A done report's view names its version: saving its first step with it starts the next report.
  const { version } = (await person.get(`${RESIDENCE}/entry`)).json().data;
  await post(person, `${RESIDENCE}/steps/nationality`, { answers: { nationality: 'VN', residenceStatus: '26' }, version });
  await post(person, `${RESIDENCE}/steps/residenceExpiration`, { answers: { residenceDateExpiration: '20280331' } });
  const front = await uploadCardPhoto(person, 'face', 'front.jpg');
  await post(person, `${RESIDENCE}/steps/residenceFrontUpload`, {
    answers: { residenceCardFilenameFace: front.residenceCardFilename, residenceCardFilenameFaceOriginal: 'front.jpg' },
  });
  await post(person, `${RESIDENCE}/steps/residenceBackAddress`, { answers: { addressListedOnCardBack: back ? '1' : '0' } });
  if (back) {
    const photo = await uploadCardPhoto(person, 'back', 'back.png');
    await post(person, `${RESIDENCE}/steps/residenceBackUpload`, {
      answers: { residenceCardFilenameBack: photo.residenceCardFilename, residenceCardFilenameBackOriginal: 'back.png' },
    });
  }
  const confirm = await post(person, `${RESIDENCE}/steps/verification`, { answers: { residenceDeclaration: true } });
  expect(confirm.json().data.currentRoute, confirm.body).toBe('/member/info/nationality/confirm');
  expect((await post(person, `${RESIDENCE}/submit`, {})).statusCode).toBe(200);
}

describe('the address-mismatch flag (addressMismatchFlg)', () => {
  it('is set by an address change while a residence card is on record, answers 4006 for it, and clears once the card’s back is reported', async () => {
    const person = await foreignMember('2028-03-31', '10');
    expect(await flags(person)).toEqual({ addressMismatchFlg: false, residenceDeleteFlg: false });
    expect((await person.get(CASHING)).statusCode).toBe(200);

    await moveHome(person);
    expect(await flags(person)).toEqual({ addressMismatchFlg: true, residenceDeleteFlg: false });
    const refused = await person.get(CASHING);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo).toMatchObject({
      codeId: '4006',
      message: 'ご登録の住所と在留カードの住所が異なるため、お手続きできません。',
    });

    // A card without an address on its back still shows the old address on its front: the mismatch stays.
    await report(person, false);
    expect((await memberRow(person)).address_mismatch).toBe(true);
    await reviewed(person);
    await report(person, true);
    expect(await flags(person)).toEqual({ addressMismatchFlg: false, residenceDeleteFlg: false });
    expect((await person.get(CASHING)).statusCode).toBe(200);
  });

  it('is not set for a member with no residence card on record', async () => {
    const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
    const person = await logInApplicant(subject.app, loginId);
    await moveHome(person);
    expect(await flags(person)).toEqual({ addressMismatchFlg: false, residenceDeleteFlg: false });
  });
});

describe('the residence-deleted flag (residenceDeleteFlg)', () => {
  it('removes a card 62 days past its expiry when the session is read, answers 4007 for it, asks for a new card, and clears with the report', async () => {
    // 2026-09-20 is 65 days before the clock's day.
    const person = await foreignMember('2026-09-20', '40');
    expect(await memberRow(person)).toEqual({
      residence_expiry: null,
      residence_card_face: null,
      residence_card_back: null,
      address_mismatch: false,
      residence_deleted: true,
    });
    const recorded = await subject.app.db
      .selectFrom('member_changes')
      .select(['flow_id', 'field', 'old_value', 'new_value'])
      .where('member_id', '=', person.memberId)
      .execute();
    expect(recorded).toEqual([{ flow_id: 'residenceLapse', field: 'residenceDateExpiration', old_value: '2026-09-20', new_value: null }]);
    expect(await flags(person)).toEqual({ addressMismatchFlg: false, residenceDeleteFlg: true });

    const refused = await person.get(CASHING);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo).toMatchObject({ codeId: '4007', message: '在留カードの情報が削除されたため、お手続きできません。' });
    const notices = (await person.get('/external/v1/member/top')).json().data.notices;
    expect(notices).toContain('residenceDeleted');
    expect(notices).not.toContain('residenceExpired');

    await report(person, true);
    expect(await flags(person)).toEqual({ addressMismatchFlg: false, residenceDeleteFlg: false });
    expect((await person.get(CASHING)).statusCode).toBe(200);
  });

  it('keeps a card expired within the 62 days, which is to be renewed (4037), not removed', async () => {
    const person = await foreignMember('2026-10-01', '40');
    expect(await flags(person)).toEqual({ addressMismatchFlg: false, residenceDeleteFlg: false });
    expect((await memberRow(person)).residence_expiry).toBe('2026-10-01');
    expect((await person.get(CASHING)).json().resultInfo.codeId).toBe('4037');
  });
});
