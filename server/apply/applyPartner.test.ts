import { settleOutbox } from '../outbox/testing/settleOutbox';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAnswers, sbPartnerAnswers } from '../../flows/apply';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { wholeDatabase } from '../../tests/helpers/wholeDatabase';
import { insertPerson, logInApplicant, type Applicant } from './testing/applicant';
import { proveMobile } from './testing/smsCode';

/**
 * The partner-carrier route (SPEC 4, 6) and the SMS step, through the real API: the landing saved with the first
 * save decides the path; the SMS step stands only on a verification the database recorded for the saved number.
 */

const ENTRY = '/external/v1/apply/entry';
const CONSENT = '/external/v1/apply/consent/web';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

let count = 0;
async function freshApplicant(): Promise<Applicant> {
  count += 1;
  const id = `partner${count}`;
  await insertPerson(subject.app.db, id, {
    last_name_kanji: '青木',
    first_name_kanji: '葵',
    last_name_kana: 'アオキ',
    first_name_kana: 'アオイ',
    mobile_number: '09024681357',
  });
  return logInApplicant(subject.app, id);
}

const answersOf = { ...employeeAnswers, ...sbPartnerAnswers } as Record<string, Readonly<Record<string, unknown>>>;

/** Answers each step the server asks for next, until `until`. */
async function answerUntil(applicant: Applicant, until: string): Promise<Record<string, unknown>> {
  let flow = (await applicant.get(ENTRY)).json().data.flow as { currentStep: string };
  while (flow.currentStep !== until) {
    const step = flow.currentStep;
    const answers = step === 'smsAuthentication' ? await proveMobile(subject.app, applicant) : answersOf[step];
    const response = await applicant.post(ENTRY, { step, answers });
    expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
    flow = response.json().data.flow;
  }
  return flow as Record<string, unknown>;
}

describe('landing: campaign code, advertising data and shop id', () => {
  it('puts an S-code landing on the SB route and keeps the landing of the first save through to the submit', async () => {
    const applicant = await freshApplicant();
    const consented = await applicant.post(CONSENT, {
      campaignCode: 'S1001',
      adData: { utm_source: 'carrier', advertisingId: 'ad-123' },
      shopId: 'SB0042',
    });
    expect(consented.statusCode, consented.body).toBe(200);
    expect(consented.json().data).toMatchObject({
      campaignCode: 'S1001',
      shopId: 'SB0042',
      adData: { utm_source: 'carrier', advertisingId: 'ad-123' },
      flow: {
        currentStep: 'sbIdLinkageCertification',
        currentRoute: '/apply/sbidlinkage/certification',
        input: { campaignCode: 'S1001', shopId: 'SB0042' },
      },
    });

    const atConfirm = await answerUntil(applicant, 'confirm');
    expect(atConfirm['visitedSteps']).toEqual([
      'acceptPermission',
      'sbIdLinkageCertification',
      'sbIdLinkagePermission',
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
      'designBrand',
      'designColor',
      'design',
      'designName',
      'pinNumber',
      'sbCommunicationFeeNumber',
      'sbCommunicationFeeSelect',
      'sbPointAutoExchange',
      'autoPaylater',
      'familyCardSelect',
      'confirm',
    ]);
    const submitted = await applicant.post('/external/v1/apply/submit');
    expect(submitted.json().data.result).toBe('complete');

    const row = await subject.app.db
      .selectFrom('applications')
      .selectAll()
      .where('member_id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ campaign_code: 'S1001', shop_id: 'SB0042', ad_data: '{"utm_source":"carrier","advertisingId":"ad-123"}' });
    expect(row.answers).toMatchObject({
      sbIdLinkageCertification: { sbIdLinkageMobNum: '09013572468' },
      sbIdLinkagePermission: { sbIdLinkageConsent: true },
      sbCommunicationFeeNumber: { sbCntrMobNum: '08024681357' },
      sbCommunicationFeeSelect: { sbCommunicationFeeSelect: '1' },
      sbPointAutoExchange: { sbPointAutoExchange: '0' },
    });
  });

  it('links the partner ID of a partner-shop landing without a partner code, but offers no SB options to a YM shop', async () => {
    const applicant = await freshApplicant();
    const consented = (await applicant.post(CONSENT, { campaignCode: '1001', shopId: 'YM77' })).json().data;
    expect(consented.flow.currentStep).toBe('sbIdLinkageCertification');
    const atConfirm = await answerUntil(applicant, 'confirm');
    expect(atConfirm['visitedSteps']).not.toContain('sbCommunicationFeeNumber');
  });

  it('keeps a regular landing off the partner steps, and a later S code does not move a started application onto them', async () => {
    const applicant = await freshApplicant();
    const consented = (await applicant.post(CONSENT, { campaignCode: '1001' })).json().data;
    expect(consented.flow.currentStep).toBe('attribute');
    const later = await applicant.post(ENTRY, {
      step: 'attribute',
      answers: employeeAnswers.attribute,
      campaignCode: 'S1001',
      shopId: 'SB0042',
    });
    expect(later.json().data).toMatchObject({ campaignCode: '1001', shopId: null, flow: { currentStep: 'gender' } });
    expect(
      await applicant
        .post(ENTRY, { step: 'sbIdLinkageCertification', answers: sbPartnerAnswers.sbIdLinkageCertification })
        .then((r) => r.json().resultInfo.codeId),
    ).toBe('4006');
  });

  it('refuses a landing whose shop id names no partner shop with the invalid-shop-URL screen (4038), saving nothing', async () => {
    const applicant = await freshApplicant();
    const response = await applicant.post(CONSENT, { campaignCode: '1001', shopId: 'ZZ0042' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo).toMatchObject({ codeId: '4038', message: '販売店のURLを確認できませんでした。' });
    expect(await subject.app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', applicant.memberId).execute()).toEqual(
      [],
    );
  });

  it('stores a card number carried in the advertising data starred out, its last four digits kept', async () => {
    const applicant = await freshApplicant();
    const consented = await applicant.post(CONSENT, { adData: { ref: '4111111111111111', clickId: 4111111111111111, n: 42 } });
    expect(consented.statusCode, consented.body).toBe(200);
    expect(consented.json().data.adData).toEqual({ ref: '************1111', clickId: '************1111', n: 42 });
    expect(await wholeDatabase(subject.app.db)).not.toContain('4111111111111111');
  });

  it('refuses a malformed landing with 4000 and Japanese messages, saving nothing', async () => {
    const applicant = await freshApplicant();
    const response = await applicant.post(CONSENT, { campaignCode: 'S-1001', shopId: 'SB 42', adData: '[1,2]' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.codeId).toBe('4000');
    expect(response.json().resultInfo.errors).toEqual([
      { field: 'campaignCode', message: 'キャンペーンコードの形式が正しくありません。' },
      { field: 'adData', message: '広告情報の形式が正しくありません。' },
      { field: 'shopId', message: '販売店IDの形式が正しくありません。' },
    ]);
    expect(
      await subject.app.db.selectFrom('applications').select('member_id').where('member_id', '=', applicant.memberId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('the SMS step', () => {
  it('is refused without a verification of the saved number, and accepted after the code', async () => {
    const applicant = await freshApplicant();
    await applicant.post(CONSENT, {});
    await answerUntil(applicant, 'smsAuthentication');
    const unproved = await applicant.post(ENTRY, { step: 'smsAuthentication', answers: { smsAuthMobNum: '09013572468' } });
    expect(unproved.statusCode).toBe(400);
    expect(unproved.json().resultInfo).toMatchObject({
      codeId: '4000',
      errors: [{ field: 'smsAuthMobNum', message: 'この携帯電話番号のSMS認証が完了していません。認証コードを入力してください。' }],
    });

    const proved = await proveMobile(subject.app, applicant);
    expect(proved).toEqual({ smsAuthMobNum: '09013572468' });
    const sentTo = await subject.app.db.selectFrom('sms_outbox').select('phone_number').orderBy('id', 'desc').executeTakeFirstOrThrow();
    // The number typed on the phone step, not the member's registered one (09024681357).
    expect(sentTo.phone_number).toBe('09013572468');
    const accepted = await applicant.post(ENTRY, { step: 'smsAuthentication', answers: proved });
    expect(accepted.json().data.flow.currentStep).toBe('profession');

    // Proving a newly typed number does not step the session up for the member pages.
    const steppedUp = await subject.app.db
      .selectFrom('sessions')
      .select('sms_verified_at')
      .where('member_id', '=', applicant.memberId)
      .where('sms_verified_at', 'is not', null)
      .execute();
    expect(steppedUp).toEqual([]);
  });

  it('answers a wrong code with the tries left, and an expired code with 4032', async () => {
    const applicant = await freshApplicant();
    await applicant.post(CONSENT, {});
    await answerUntil(applicant, 'smsAuthentication');
    const sent = (await applicant.post('/external/v1/apply/sms/send')).json().data as { challengeId: string; maskedPhoneNumber: string };
    expect(sent.maskedPhoneNumber).toBe('090-****-2468');
    await settleOutbox(subject.app);
    const message = await subject.app.db.selectFrom('sms_outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const code = /[0-9]{6}/.exec(message.body)?.[0] ?? '';
    const wrong = await applicant.post('/external/v1/apply/sms/verify', {
      challengeId: sent.challengeId,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().resultInfo).toMatchObject({
      codeId: '4000',
      errors: [{ field: 'code', message: '認証コードが正しくありません。あと4回入力できます。' }],
    });

    await subject.app.db
      .updateTable('sms_challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', sent.challengeId)
      .execute();
    const expired = await applicant.post('/external/v1/apply/sms/verify', { challengeId: sent.challengeId, code });
    expect(expired.json().resultInfo).toMatchObject({
      codeId: '4032',
      errors: [{ field: 'code', message: '認証コードの有効期限が切れました。認証コードを再送信してください。' }],
    });
    const refused = await applicant.post(ENTRY, { step: 'smsAuthentication', answers: { smsAuthMobNum: '09013572468' } });
    expect(refused.statusCode).toBe(400);
  });

  it('needs answering again after the number changes on the phone step, even from the confirm page', async () => {
    const applicant = await freshApplicant();
    await applicant.post(CONSENT, {});
    await answerUntil(applicant, 'confirm');
    const changed = (
      await applicant.post(ENTRY, { step: 'phoneNumber', answers: { ...employeeAnswers.phoneNumber, mobNumFull: '080-3333-4444' } })
    ).json().data.flow;
    expect(changed).toMatchObject({ currentStep: 'smsAuthentication', currentRoute: '/apply/sms/authentication' });
    const submit = await applicant.post('/external/v1/apply/submit');
    expect(submit.json().resultInfo.codeId).toBe('4006');
    // The old number's verification does not answer for the new one.
    const stale = await applicant.post(ENTRY, { step: 'smsAuthentication', answers: { smsAuthMobNum: '09013572468' } });
    expect(stale.json().resultInfo.codeId).toBe('4006');
    // The resend interval (30 s per session) has passed since the first code.
    await subject.app.db
      .updateTable('sms_challenges')
      .set({ created_at: sql<Date>`created_at - interval '31 seconds'` })
      .where('member_id', '=', applicant.memberId)
      .execute();
    const proved = await proveMobile(subject.app, applicant);
    expect(proved).toEqual({ smsAuthMobNum: '08033334444' });
    const back = (await applicant.post(ENTRY, { step: 'smsAuthentication', answers: proved })).json().data.flow;
    expect(back.currentStep).toBe('confirm');
  });

  it('sends no code before the phone step', async () => {
    const applicant = await freshApplicant();
    await applicant.post(CONSENT, {});
    const early = await applicant.post('/external/v1/apply/sms/send');
    expect(early.statusCode).toBe(400);
    expect(early.json().resultInfo.errors).toEqual([
      { field: 'mobNumFull', message: '携帯電話番号を入力してから、SMS認証に進んでください。' },
    ]);
  });
});
