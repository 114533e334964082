import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideCase } from '../operations/examination';
import { staffMember } from '../operations/staffMembers';
import { staffSubjectOf } from '../seed/staffAccounts';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { uploadCardPhoto } from '../apply/testing/residenceCardPhotos';
import { seedPersonLike } from '../seed/seedDemoData';

/**
 * The member's nationality and residence card (issue 15, SPEC 2.6, 2.7, 5.6, 5.7) through the generic flow routes,
 * on an injected clock (2026-11-24 noon, Tokyo): entered only after the member info page this session (prior
 * route), the application's steps and rules, the photos the member uploaded, the residence-document status the
 * member top's notices follow, and a Japanese national's report that clears every residence field.
 */
const FLOW = '/external/v1/flows/memberResidence';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { clock: () => new Date('2026-11-24T12:00:00+09:00') });
});
afterAll(async () => {
  await subject.close();
});

async function member(): Promise<Applicant> {
  const loginId = (await seedPersonLike(subject.app.db, 'regular', { today: testToday }))!;
  return logInApplicant(subject.app, loginId);
}

const save = (person: Applicant, step: string, answers: unknown) =>
  person.post(`${FLOW}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
const submit = (person: Applicant) => person.post(`${FLOW}/submit`, {}, { 'idempotency-key': crypto.randomUUID() });
const residenceRow = (person: Applicant) =>
  subject.app.db
    .selectFrom('members')
    .select([
      'nationality',
      'residence_status',
      'residence_expiry',
      'residence_card_face',
      'residence_card_back',
      'residence_document_status',
    ])
    .where('id', '=', person.memberId)
    .executeTakeFirstOrThrow();

async function reportStudent(person: Applicant, expiry: string) {
  expect((await save(person, 'nationality', { nationality: 'VN', residenceStatus: '26' })).json().data.currentRoute).toBe(
    '/member/info/nationality/expiration',
  );
  expect((await save(person, 'residenceExpiration', { residenceDateExpiration: expiry })).statusCode).toBe(200);
  const front = await uploadCardPhoto(person, 'face', 'front.jpg');
  await save(person, 'residenceFrontUpload', {
    residenceCardFilenameFace: front.residenceCardFilename,
    residenceCardFilenameFaceOriginal: front.residenceCardFilenameOriginal,
  });
  expect((await save(person, 'residenceBackAddress', { addressListedOnCardBack: '1' })).json().data.currentRoute).toBe(
    '/member/info/nationality/back-upload',
  );
  const back = await uploadCardPhoto(person, 'back', 'back.png');
  await save(person, 'residenceBackUpload', {
    residenceCardFilenameBack: back.residenceCardFilename,
    residenceCardFilenameBackOriginal: back.residenceCardFilenameOriginal,
  });
  const confirm = (await save(person, 'verification', { residenceDeclaration: true })).json().data;
  expect(confirm.currentRoute).toBe('/member/info/nationality/confirm');
  return { front, back, confirm };
}

/** A staff member's review of the member's report waiting for one (issue 31), as the console decides it. */
async function reviewReport(person: Applicant, decision: 'approved' | 'declined') {
  const report = await subject.app.db
    .selectFrom('residence_reports')
    .select('id')
    .where('member_id', '=', person.memberId)
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  const staff = await staffMember(subject.app.db, staffSubjectOf('examiner'));
  if (!staff) throw new Error('no examiner');
  return decideCase(subject.app.db, subject.app.messages, {
    kind: 'residenceReport',
    id: String(report.id),
    version: 0,
    decision,
    reasonCode: decision === 'declined' ? 'R01' : 'R00',
    note: '',
    amount: null,
    staff,
    today: '2026-11-22',
  });
}

describe('reporting nationality and residence card', () => {
  it('is the illegal-operation error without the member info page first this session (SPEC 2.7 prior route)', async () => {
    const person = await member();
    const refused = await person.get(`${FLOW}/entry`);
    expect(refused.json().resultInfo.codeId).toBe('4006');
    expect((await save(person, 'nationality', { nationality: 'JP' })).json().resultInfo.codeId).toBe('4006');
    expect((await person.get('/external/v1/member/info')).statusCode).toBe(200);
    expect((await person.get(`${FLOW}/entry`)).json().data).toMatchObject({
      currentStep: 'nationality',
      currentRoute: '/member/info/nationality',
      facts: { currentResidenceText: '未登録' },
    });
  });

  it('takes a student’s card with an address on the back, refuses another member’s photo and a card expired over 62 days, and records the report', async () => {
    const person = await member();
    await person.get('/external/v1/member/info');
    expect((await save(person, 'nationality', { nationality: 'VN' })).json().resultInfo.errors).toEqual([
      { field: 'residenceStatus', message: '在留資格を選択してください。 Enter your status of residence.' },
    ]);
    await save(person, 'nationality', { nationality: 'VN', residenceStatus: '26' });
    expect((await save(person, 'residenceExpiration', { residenceDateExpiration: '20260922' })).json().resultInfo.errors[0].field).toBe(
      'residenceDateExpiration',
    );
    const stranger = await member();
    const strangers = await uploadCardPhoto(stranger, 'face', 'front.jpg');
    await save(person, 'residenceExpiration', { residenceDateExpiration: '20280331' });
    const foreign = await save(person, 'residenceFrontUpload', {
      residenceCardFilenameFace: strangers.residenceCardFilename,
      residenceCardFilenameFaceOriginal: 'front.jpg',
    });
    expect(foreign.json().resultInfo.errors[0].field).toBe('residenceCardFilenameFace');

    const { front, back, confirm } = await reportStudent(person, '20280331');
    expect(confirm.confirmRows.flatMap((row: { items: { value: string }[] }) => row.items.map((item) => item.value))).toEqual([
      'ベトナム Vietnam',
      '留学 Student',
      '2028年3月31日',
      'アップロード済み',
      '記載がある Yes, it is written on the back',
      'アップロード済み',
      '確認済み Confirmed',
    ]);
    expect((await submit(person)).json().data.result.data).toEqual({ residenceStatus: '留学', residenceExpiry: '2028年3月31日' });
    expect(await residenceRow(person)).toEqual({
      nationality: 'VN',
      residence_status: '26',
      residence_expiry: '2028-03-31',
      residence_card_face: front.residenceCardFilename,
      residence_card_back: back.residenceCardFilename,
      residence_document_status: '10',
    });
    expect((await person.get('/external/v1/member/info')).json().data.residence).toBe('ベトナム・留学・2028年3月31日まで');
    const upload = await subject.app.db
      .selectFrom('residence_card_uploads')
      .select('upload_type')
      .where('file_name', '=', front.residenceCardFilename)
      .executeTakeFirstOrThrow();
    expect(upload.upload_type).toBe('member');
  });

  it('asks for the renewed card on the member top when the reported card expires within 90 days', async () => {
    const person = await member();
    await person.get('/external/v1/member/info');
    await reportStudent(person, '20270105');
    await submit(person);
    expect((await residenceRow(person)).residence_document_status).toBe('20');
    expect((await person.get('/external/v1/member/top')).json().data.notices).toContain('residenceRenew');
    // Issue 31: the report waits for a staff member's review, and an unclear photo becomes the member top's notice.
    const reviewed = await reviewReport(person, 'declined');
    expect(reviewed).toEqual({ outcome: 'decided', decision: 'declined' });
    expect((await residenceRow(person)).residence_document_status).toBe('21');
    expect((await person.get('/external/v1/member/top')).json().data.notices).toEqual(
      expect.arrayContaining(['residenceRenew', 'residenceImageUnclear']),
    );
  });

  it('clears every residence field of a member who reports Japanese nationality, and skips the card steps', async () => {
    const person = await member();
    await person.get('/external/v1/member/info');
    await reportStudent(person, '20280331');
    await submit(person);
    await reviewReport(person, 'approved');
    const done = (await person.get(`${FLOW}/entry`)).json().data;
    const japanese = await person.post(
      `${FLOW}/steps/nationality`,
      { answers: { nationality: 'JP' }, version: done.version },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(japanese.json().data.currentRoute).toBe('/member/info/nationality/confirm');
    expect(Object.keys(japanese.json().data.answers)).toEqual(['nationality']);
    await submit(person);
    expect(await residenceRow(person)).toEqual({
      nationality: 'JP',
      residence_status: null,
      residence_expiry: null,
      residence_card_face: null,
      residence_card_back: null,
      residence_document_status: '00',
    });
  });

  it('closes a second report and the address change while the report awaits its review (member info closed, 4049), and opens them once reviewed', async () => {
    const person = await member();
    await person.get('/external/v1/member/info');
    await reportStudent(person, '20280331');
    await submit(person);
    const closed = { codeId: '4049', message: '在留カードの確認が終わるまで、会員情報を変更できません。' };
    // The finished report offers no new run, and a new one sent anyway is refused with nothing saved.
    const done = (await person.get(`${FLOW}/entry`)).json().data;
    expect(done.restartRoute).toBeUndefined();
    const again = await person.post(
      `${FLOW}/steps/nationality`,
      { answers: { nationality: 'JP' }, version: done.version },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().resultInfo).toMatchObject(closed);
    const address = await person.get('/external/v1/flows/memberAddress/entry');
    expect(address.statusCode).toBe(400);
    expect(address.json().resultInfo).toMatchObject(closed);
    const moved = await person.post(
      '/external/v1/flows/memberAddress/steps/zipcode',
      { answers: { homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' } },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(moved.json().resultInfo.codeId).toBe('4049');
    expect(
      await subject.app.db
        .selectFrom('flow_drafts')
        .select('flow_id')
        .where('owner_id', '=', person.memberId)
        .where('flow_id', '=', 'memberAddress')
        .execute(),
    ).toEqual([]);
    // The occupation is not on the card: its change stays open.
    expect((await person.get('/external/v1/flows/memberJob/entry')).statusCode).toBe(200);

    expect(await reviewReport(person, 'approved')).toEqual({ outcome: 'decided', decision: 'approved' });
    expect((await person.get('/external/v1/flows/memberAddress/entry')).statusCode).toBe(200);
    expect((await person.get(`${FLOW}/entry`)).json().data.restartRoute).toBe('/member/info/nationality');
  });
});
