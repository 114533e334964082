import { rmSync } from 'node:fs';
import { inquiryNumberFormat } from '../../validators/normalisers';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAnswers, familyMemberAnswers } from '../../flows/apply';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { configWithFlags } from '../../tests/helpers/configWithFlags';
import { decideAs } from '../operations/testing/decideAs';
import { logInApplicant, type Applicant } from './testing/applicant';
import { proveMobile } from './testing/smsCode';

/**
 * The card steps through the real API: the flags that withdraw faces, the family-card limits with their own result
 * codes, and the answers of members a lowered count leaves out.
 */

const ENTRY = '/external/v1/apply/entry';
const BEFORE_CARD = [
  'acceptPermission',
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
] as const;

const folders: string[] = [];
let released: TestApp;
let withdrawn: TestApp;
beforeAll(async () => {
  folders.push(configWithFlags({ colourDesign: false, mastercardVerticalRemoval: true }));
  [released, withdrawn] = await Promise.all([buildTestApp(), buildTestApp({ CONFIG_DIR: folders[0]! })]);
});
afterAll(async () => {
  await Promise.all([released.close(), withdrawn.close()]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

let applicants = 0;
async function freshApplicant(subject: TestApp): Promise<Applicant> {
  applicants += 1;
  const id = `card${applicants}`;
  await subject.app.db
    .insertInto('members')
    .values({
      id: `member-${id}`,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role: 'applicant',
      membership_status: '01',
      last_name_kanji: '青木',
      first_name_kanji: '葵',
      last_name_kana: 'アオキ',
      first_name_kana: 'アオイ',
      mobile_number: '09024681357',
    })
    .execute();
  return logInApplicant(subject.app, id);
}

async function save(applicant: Applicant, step: string, answers: Readonly<Record<string, unknown>>) {
  const response = await applicant.post(ENTRY, { step, answers });
  expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
  return response.json().data.flow as { currentStep: string; answers: Record<string, Record<string, unknown>> };
}

/** A fresh applicant who has answered everything before the card steps, landed with the given campaign code. */
async function atCardSteps(subject: TestApp, campaignCode = '1001'): Promise<Applicant> {
  const applicant = await freshApplicant(subject);
  const consented = await applicant.post('/external/v1/apply/consent/web', { campaignCode });
  expect(consented.statusCode, consented.body).toBe(200);
  for (const step of BEFORE_CARD.slice(1))
    await save(applicant, step, step === 'smsAuthentication' ? await proveMobile(subject.app, applicant) : employeeAnswers[step]);
  return applicant;
}

async function storedAnswers(subject: TestApp, applicant: Applicant): Promise<Record<string, unknown>> {
  const row = await subject.app.db
    .selectFrom('flow_drafts')
    .select('answers')
    .where('owner_id', '=', applicant.memberId)
    .where('flow_id', '=', 'apply')
    .executeTakeFirstOrThrow();
  return row.answers;
}

const memberPages = (n: number) =>
  [
    [`familyCard${n}Name`, familyMemberAnswers.familyCardName],
    [`familyCard${n}NameAlpha`, familyMemberAnswers.familyCardNameAlpha],
    [`familyCard${n}Phone`, familyMemberAnswers.familyCardPhone],
    [`familyCard${n}SexType`, familyMemberAnswers.familyCardSexType],
  ] as const;

describe('card design through the API', () => {
  it('stores brand, colour, face and a default card name under the SPEC names, and goes gold without colour or face', async () => {
    const applicant = await atCardSteps(released);
    expect((await save(applicant, 'designBrand', { cardType: '0', brandCode: '2' })).currentStep).toBe('designColor');
    expect((await save(applicant, 'designColor', { cardColor: 'pink' })).currentStep).toBe('design');
    expect((await save(applicant, 'design', { faceCode: '016' })).currentStep).toBe('designName');
    const named = await save(applicant, 'designName', { nickname: '' });
    expect(named.answers['designName']).toEqual({ nickname: 'Mastercardカード', isDefaultNickname: true });

    // SPEC 2.7: colour and design need a non-gold card. Gold drops the colour and face given for the regular card.
    const gold = await save(applicant, 'designBrand', { cardType: '1', brandCode: '2' });
    expect(gold.answers).not.toHaveProperty('designColor');
    expect(gold.answers).not.toHaveProperty('design');
    expect(await storedAnswers(released, applicant)).not.toHaveProperty('design');
    expect((await storedAnswers(released, applicant))['designName']).toEqual({
      nickname: 'ゴールドMastercardカード',
      isDefaultNickname: true,
    });
    for (const [step, answers] of [
      ['designColor', { cardColor: 'black' }],
      ['design', { faceCode: '007' }],
    ] as const) {
      const refused = await applicant.post(ENTRY, { step, answers });
      expect(refused.json().resultInfo.codeId, step).toBe('4006');
    }
    expect(await storedAnswers(released, applicant)).not.toHaveProperty('design');
  });

  it("issues an approved gold application on its brand's gold face, which the applicant was not asked", async () => {
    const applicant = await atCardSteps(released);
    expect((await save(applicant, 'designBrand', { cardType: '1', brandCode: '2' })).currentStep).toBe('designName');
    await save(applicant, 'designName', {});
    await save(applicant, 'pinNumber', employeeAnswers.pinNumber);
    await save(applicant, 'autoPaylater', { autoPaylaterFlg: '0' });
    await save(applicant, 'familyCardSelect', { familyCardCount: '0' });
    // Its own address: the receipt test below reads the mailbox of the employee's.
    await save(applicant, 'contact', { mailAddress: 'gold.face@example.jp' });
    expect((await applicant.post('/external/v1/apply/submit')).statusCode).toBe(200);
    const { inquiry_number: inquiryNumber } = await released.app.db
      .selectFrom('applications')
      .select('inquiry_number')
      .where('member_id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    await decideAs(released.app, 'examiner', 'application', String(inquiryNumber), 'approved');
    const card = await released.app.db
      .selectFrom('cards')
      .select(['daiko_cd', 'network_code', 'shurui_no'])
      .where('member_id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    // Mastercard's gold face, landscape (enums/cardDesigns.ts).
    expect(card).toEqual({ daiko_cd: '1', network_code: '2', shurui_no: '007' });
  });

  it('refuses the faces and colours the flags withdraw, as the browser hides them, and saves nothing', async () => {
    const applicant = await atCardSteps(withdrawn);
    await save(applicant, 'designBrand', { cardType: '0', brandCode: '2' });
    const colour = await applicant.post(ENTRY, { step: 'designColor', answers: { cardColor: 'blue' } });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().resultInfo).toMatchObject({
      codeId: '4000',
      errors: [{ field: 'cardColor', message: expect.stringMatching(/[ぁ-ん]/) }],
    });
    await save(applicant, 'designColor', { cardColor: 'black' });
    const vertical = await applicant.post(ENTRY, { step: 'design', answers: { faceCode: '006' } });
    expect(vertical.statusCode).toBe(400);
    expect(vertical.json().resultInfo).toMatchObject({ codeId: '4000', errors: [{ field: 'faceCode' }] });
    expect(await storedAnswers(withdrawn, applicant)).not.toHaveProperty('design');
    expect((await save(applicant, 'design', { faceCode: '005' })).currentStep).toBe('designName');
  });

  it('offers the same faces without the flags', async () => {
    const applicant = await atCardSteps(released);
    await save(applicant, 'designBrand', { cardType: '0', brandCode: '2' });
    await save(applicant, 'designColor', { cardColor: 'black' });
    expect((await save(applicant, 'design', { faceCode: '006' })).currentStep).toBe('designName');
  });
});

describe('family cards through the API', () => {
  async function atFamilySelect(cardType: '0' | '1'): Promise<Applicant> {
    const applicant = await atCardSteps(released);
    await save(applicant, 'designBrand', { cardType, brandCode: '1' });
    if (cardType === '0') await save(applicant, 'designColor', { cardColor: 'black' });
    if (cardType === '0') await save(applicant, 'design', { faceCode: '001' });
    await save(applicant, 'designName', {});
    await save(applicant, 'pinNumber', employeeAnswers.pinNumber);
    await save(applicant, 'autoPaylater', { autoPaylaterFlg: '0' });
    return applicant;
  }

  it('answers 4008 to an eleventh family card and 4009 to a fourth on a gold card, saving nothing', async () => {
    const regular = await atFamilySelect('0');
    const eleven = await regular.post(ENTRY, { step: 'familyCardSelect', answers: { familyCardCount: '11' } });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().resultInfo).toMatchObject({ codeId: '4008', message: '家族カードは10枚までです。' });
    expect(await storedAnswers(released, regular)).not.toHaveProperty('familyCardSelect');
    expect((await save(regular, 'familyCardSelect', { familyCardCount: '10' })).currentStep).toBe('familyCard1Name');

    const gold = await atFamilySelect('1');
    const four = await gold.post(ENTRY, { step: 'familyCardSelect', answers: { familyCardCount: '4' } });
    expect(four.statusCode).toBe(400);
    expect(four.json().resultInfo).toMatchObject({ codeId: '4009', message: 'ゴールドカードの家族カードは3枚までです。' });
    expect(await storedAnswers(released, gold)).not.toHaveProperty('familyCardSelect');
    expect((await save(gold, 'familyCardSelect', { familyCardCount: '3' })).currentStep).toBe('familyCard1Name');
  });

  it('makes a gold-campaign landing (any character, then G) a gold card, with the gold limit', async () => {
    const applicant = await atCardSteps(released, 'AG01');
    const regular = await applicant.post(ENTRY, { step: 'designBrand', answers: { cardType: '0', brandCode: '1' } });
    expect(regular.statusCode).toBe(400);
    expect(regular.json().resultInfo).toMatchObject({ codeId: '4000', errors: [{ field: 'cardType' }] });
    expect((await save(applicant, 'designBrand', { cardType: '1', brandCode: '1' })).currentStep).toBe('designName');
    await save(applicant, 'designName', {});
    await save(applicant, 'pinNumber', employeeAnswers.pinNumber);
    await save(applicant, 'autoPaylater', { autoPaylaterFlg: '1' });
    const response = await applicant.post(ENTRY, { step: 'familyCardSelect', answers: { familyCardCount: '4' } });
    expect(response.json().resultInfo.codeId).toBe('4009');
  });

  it("walks each member's pages and drops the answers of the members a lowered count leaves out", async () => {
    const applicant = await atFamilySelect('0');
    await save(applicant, 'familyCardSelect', { familyCardCount: '2' });
    let flow = { currentStep: '' };
    for (const [step, answers] of [...memberPages(1), ...memberPages(2)]) flow = await save(applicant, step, answers);
    expect(flow.currentStep).toBe('confirm');
    const two = await storedAnswers(released, applicant);
    expect(two['familyCard2SexType']).toEqual({ familySexType: '2', familyRelation: '002', familyBirthDay: '19920704' });

    expect((await save(applicant, 'familyCardSelect', { familyCardCount: '1' })).currentStep).toBe('confirm');
    const one = await storedAnswers(released, applicant);
    expect(
      Object.keys(one)
        .filter((step) => /^familyCard\d/.test(step))
        .sort(),
    ).toEqual(['familyCard1Name', 'familyCard1NameAlpha', 'familyCard1Phone', 'familyCard1SexType']);
    const submitted = await applicant.post('/external/v1/apply/submit');
    expect(submitted.json().data.result).toBe('complete');
    // The receipt by mail (issue 30), with the inquiry number, to the application's own address.
    await settleOutbox(released.app);
    const contact = (await storedAnswers(released, applicant))['contact'] as { mailAddress: string };
    const receipts = await released.app.db
      .selectFrom('mailbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', contact.mailAddress)
      .execute();
    const { inquiryNumber } = await released.app.db
      .selectFrom('applications')
      .select('inquiry_number as inquiryNumber')
      .where('member_id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(receipts.map((mail) => mail.subject)).toEqual(['【カード会員サービス】カードのお申し込みを受け付けました']);
    // Grouped 6-4-5-1, as the result page shows it.
    expect(receipts[0]?.text_body).toContain(`お問い合わせ番号：${inquiryNumberFormat(inquiryNumber)}`);
  });

  it("refuses a member page beyond the count, and a member's mobile number equal to the main member's", async () => {
    const applicant = await atFamilySelect('0');
    await save(applicant, 'familyCardSelect', { familyCardCount: '1' });
    const beyond = await applicant.post(ENTRY, { step: 'familyCard2Name', answers: familyMemberAnswers.familyCardName });
    expect(beyond.json().resultInfo.codeId).toBe('4006');
    await save(applicant, 'familyCard1Name', familyMemberAnswers.familyCardName);
    await save(applicant, 'familyCard1NameAlpha', familyMemberAnswers.familyCardNameAlpha);
    const same = await applicant.post(ENTRY, {
      step: 'familyCard1Phone',
      answers: { familyMobNumFull: employeeAnswers.phoneNumber.mobNumFull },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().resultInfo.errors).toEqual([
      { field: 'familyMobNumFull', message: '本会員さまと同じ携帯電話番号は登録できません。' },
    ]);
  });
});
