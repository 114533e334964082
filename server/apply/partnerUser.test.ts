import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAnswers } from '../../flows/apply';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import type { Database } from '../db/schema';
import type { Insertable } from 'kysely';
import { insertPerson, logInApplicant, type Applicant } from './testing/applicant';
import { proveMobile } from './testing/smsCode';

/**
 * SPEC 7.2 partner user info (GET /external/v1/apply/paypayUser), SPEC 3.1 kycStatus and SPEC 8.1 00000331, through
 * the real API and database: the payment app's record is shared only after the applicant agreed at the first step;
 * it fills the steps not yet answered (normalised as if typed, saved only when the applicant saves); a completed
 * KYC holds the name and birthday to the verified ones, at the step and again at the submit.
 */

const ENTRY = '/external/v1/apply/entry';
const FLOW = '/external/v1/flows/apply/entry';
const PARTNER = '/external/v1/apply/paypayUser';
const CONSENT = '/external/v1/apply/consent/web';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

type PartnerRow = Omit<Insertable<Database['partner_users']>, 'member_id' | 'uaid'>;

/** The payment app's record of 佐藤健一 as the app keeps it: kana in hiragana, address in the app's four lines. */
const SATO: PartnerRow = {
  phone_number: '09013572468',
  email: 'kenichi.sato@example.co.jp',
  status: 'COMPLETED',
  kyc_type: 'BANK',
  last_name: '佐藤',
  first_name: '健一',
  last_name_kana: 'さとう',
  first_name_kana: 'けんいち',
  date_of_birth: '1990-02-15',
  zip_code: '100-0001',
  state: '東京都',
  city: '千代田区',
  street1: '千代田1-1-1',
  street2: 'カードハイツ101',
};

let count = 0;
async function applicantWith(partner: PartnerRow | null): Promise<Applicant> {
  count += 1;
  const id = `wallet${count}`;
  await insertPerson(subject.app.db, id);
  if (partner)
    await subject.app.db
      .insertInto('partner_users')
      .values({ ...partner, member_id: `member-${id}`, uaid: `uaid-${id}` })
      .execute();
  return logInApplicant(subject.app, id);
}

const answersOf = employeeAnswers as Record<string, Readonly<Record<string, unknown>>>;

async function answerUntil(applicant: Applicant, until: string): Promise<void> {
  let step = (await applicant.get(ENTRY)).json().data.flow.currentStep as string;
  while (step !== until) {
    const answers = step === 'smsAuthentication' ? await proveMobile(subject.app, applicant) : answersOf[step];
    const response = await applicant.post(ENTRY, { step, answers });
    expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
    step = response.json().data.flow.currentStep;
  }
}

describe('partner user info before and after the consent', () => {
  it('answers empty data and fills nothing before the applicant agreed at the first step', async () => {
    const applicant = await applicantWith(SATO);
    const partner = await applicant.get(PARTNER);
    expect(partner.statusCode).toBe(200);
    expect(partner.json()).toMatchObject({ resultInfo: { code: 'SUCCESS' }, data: {} });
    expect(partner.headers['cache-control']).toBe('no-store');
    expect((await applicant.get(FLOW)).json().data.prefill).toBeUndefined();
    expect((await applicant.get(ENTRY)).json().data.kycStatus).toBe('none');
  });

  it('answers the record in SPEC 3.1 fields once agreed, and empty data for a user the app has no record of', async () => {
    const applicant = await applicantWith(SATO);
    expect((await applicant.post(CONSENT)).statusCode).toBe(200);
    expect((await applicant.get(PARTNER)).json().data).toEqual({
      uaid: expect.stringMatching(/^uaid-/),
      phoneNumber: '09013572468',
      email: { email: 'kenichi.sato@example.co.jp' },
      status: 'COMPLETED',
      kycType: 'BANK',
      lastName: '佐藤',
      firstName: '健一',
      lastNameKana: 'さとう',
      firstNameKana: 'けんいち',
      dateOfBirth: '1990-02-15',
      zipCode: '100-0001',
      state: '東京都',
      city: '千代田区',
      street1: '千代田1-1-1',
      street2: 'カードハイツ101',
    });

    const stranger = await applicantWith(null);
    expect((await stranger.post(CONSENT)).statusCode).toBe(200);
    expect((await stranger.get(PARTNER)).json().data).toEqual({});
    expect((await stranger.get(FLOW)).json().data.prefill).toBeUndefined();
  });
});

describe("the application's steps start from the partner's record", () => {
  it("fills the name, birthday, address and contact steps normalised as if typed, the address split at Japan Post's town", async () => {
    const applicant = await applicantWith(SATO);
    await applicant.post(CONSENT);
    await answerUntil(applicant, 'address');
    const view = (await applicant.get(FLOW)).json().data;
    // Only the steps the applicant may open now and has not answered: the ones answered on the way are theirs.
    expect(view.prefill).toEqual({ address: { homeSubAddrKanji: '１－１－１　カードハイツ１０１' } });

    const fresh = await applicantWith(SATO);
    await fresh.post(CONSENT);
    const first = (await fresh.get(FLOW)).json().data;
    expect(first.currentStep).toBe('attribute');
    expect(first.prefill).toEqual({
      attribute: { lastNameKanji: '佐藤', firstNameKanji: '健一', lastNameKana: 'サトウ', firstNameKana: 'ケンイチ' },
    });
    expect(first.answers['attribute']).toBeUndefined();
  });

  it("lists each later step's prefill as it becomes reachable, and a saved step's answers replace it", async () => {
    const applicant = await applicantWith({ ...SATO, status: 'NOT_STARTED', kyc_type: null });
    await applicant.post(CONSENT);
    await answerUntil(applicant, 'zipcode');
    const atZip = (await applicant.get(FLOW)).json().data;
    expect(atZip.prefill).toEqual({ zipcode: { homeZipCode: '1000001', homeAddrKanji: '東京都千代田区千代田' } });
    await answerUntil(applicant, 'contact');
    expect((await applicant.get(FLOW)).json().data.prefill).toEqual({ contact: { mailAddress: 'kenichi.sato@example.co.jp' } });
  });
});

describe('KYC status (SPEC 4 mapping)', () => {
  it.each([
    ['BANK', 'COMPLETED', 'kyc'],
    ['EKYC', 'COMPLETED', 'eKYC'],
    ['PHYSICAL', 'COMPLETED', 'eKYC'],
    ['EKYC', 'IN_PROGRESS', 'none'],
  ] as const)('a %s verification %s gives %s', async (kycType, status, expected) => {
    const applicant = await applicantWith({ ...SATO, kyc_type: kycType, status });
    const consented = await applicant.post(CONSENT);
    expect(consented.json().data.kycStatus).toBe(expected);
    expect((await applicant.get(ENTRY)).json().data.kycStatus).toBe(expected);
  });
});

describe('a verified identity holds the name and birthday', () => {
  it('refuses another surname beside the field, and takes the verified one typed in hiragana or half-width', async () => {
    const applicant = await applicantWith(SATO);
    await applicant.post(CONSENT);
    const other = await applicant.post(ENTRY, {
      step: 'attribute',
      answers: { ...employeeAnswers.attribute, lastNameKanji: '鈴木', lastNameKana: 'スズキ' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      resultInfo: {
        codeId: '4000',
        errors: [
          {
            field: 'lastNameKanji',
            message: 'アプリで本人確認済みの姓（漢字）と異なります。アプリにご登録の姓（漢字）を入力してください。',
          },
          { field: 'lastNameKana', message: expect.stringContaining('姓（フリガナ）') },
        ],
      },
    });
    expect((await applicant.get(FLOW)).json().data.answers['attribute']).toBeUndefined();

    const same = await applicant.post(ENTRY, { step: 'attribute', answers: employeeAnswers.attribute });
    expect(same.statusCode, same.body).toBe(200);
    const birthday = await applicant.post(ENTRY, { step: 'gender', answers: { sexType: '1', birthDay: '19900216' } });
    expect(birthday.json().resultInfo.errors).toEqual([{ field: 'birthDay', message: expect.stringContaining('生年月日') }]);
  });

  it('takes any name when the app has not verified the identity', async () => {
    const applicant = await applicantWith({ ...SATO, status: 'IN_PROGRESS' });
    await applicant.post(CONSENT);
    const other = await applicant.post(ENTRY, {
      step: 'attribute',
      answers: { ...employeeAnswers.attribute, lastNameKanji: '鈴木', lastNameKana: 'スズキ' },
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('records the KYC state with the application, and refuses a submit the verification no longer matches (00000331) writing nothing', async () => {
    const verified = await applicantWith(SATO);
    await verified.post(CONSENT);
    await answerUntil(verified, 'confirm');
    expect((await verified.post('/external/v1/apply/submit')).statusCode).toBe(200);
    const row = await subject.app.db
      .selectFrom('applications')
      .select('kyc_status')
      .where('member_id', '=', verified.memberId)
      .executeTakeFirstOrThrow();
    expect(row.kyc_status).toBe('kyc');

    const changed = await applicantWith(SATO);
    await changed.post(CONSENT);
    await answerUntil(changed, 'confirm');
    // The app's verification is redone under a new surname (a marriage) after the steps were saved.
    await subject.app.db
      .updateTable('partner_users')
      .set({ last_name: '高橋', last_name_kana: 'たかはし' })
      .where('member_id', '=', changed.memberId)
      .execute();
    const refused = await changed.post('/external/v1/apply/submit');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo).toMatchObject({
      codeId: '00000331',
      message: 'アプリで本人確認済みの情報と、お申し込みの内容が一致しません。',
    });
    expect(
      await subject.app.db.selectFrom('applications').select('member_id').where('member_id', '=', changed.memberId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await changed.get(ENTRY)).json().data.flow.status).toBe('draft');
  });
});

describe('one verified person, one card membership (SPEC 8.1 identity errors at the submit)', () => {
  let holders = 0;
  /** Another app account of someone with a card: the verified person given (or another), and the card open or closed. */
  async function cardHolder(
    partner: PartnerRow | null,
    { mobile = '08055550000', closed = false, lastNameKana = 'サトウ' } = {},
  ): Promise<string> {
    holders += 1;
    const id = `holder${holders}`;
    await insertPerson(subject.app.db, id, {
      role: 'member',
      membership_status: '50',
      mobile_number: mobile,
      last_name_kana: lastNameKana,
    });
    if (partner)
      await subject.app.db
        .insertInto('partner_users')
        .values({ ...partner, member_id: `member-${id}`, uaid: `uaid-${id}` })
        .execute();
    await subject.app.db
      .insertInto('cards')
      .values({
        id: `card-${id}`,
        member_id: `member-${id}`,
        ppcd_token: `token-${id}`,
        card4no: '4321',
        daiko_cd: '0',
        shurui_no: '001',
        network_code: '1',
        nickname: 'Visaカード',
        issued_on: '2024-04-01',
        ...(closed ? { closed_on: '2026-01-31', active: false } : {}),
      })
      .execute();
    return `member-${id}`;
  }
  const applied = async (applicant: Applicant) =>
    subject.app.db.selectFrom('applications').select('member_id').where('member_id', '=', applicant.memberId).executeTakeFirst();

  it('refuses the same verified person holding a card on another account (02501010), then on several (02501012), writing nothing', async () => {
    const applicant = await applicantWith(SATO);
    await applicant.post(CONSENT);
    await answerUntil(applicant, 'confirm');
    // The same person's closed card is no card held.
    await cardHolder({ ...SATO, phone_number: '08055550001' }, { closed: true });
    const first = await cardHolder({ ...SATO, phone_number: '08055550002', last_name_kana: 'サトウ', first_name_kana: 'ケンイチ' });
    const once = await applicant.post('/external/v1/apply/submit');
    expect(once.statusCode).toBe(400);
    expect(once.json().resultInfo).toMatchObject({ codeId: '02501010', message: '別のアカウントでお持ちのカードが見つかりました。' });
    await cardHolder({ ...SATO, phone_number: '08055550003' });
    expect((await applicant.post('/external/v1/apply/submit')).json().resultInfo.codeId).toBe('02501012');
    expect(await applied(applicant)).toBeUndefined();
    expect(first).toMatch(/^member-holder/);
  });

  it("takes a namesake who is not the same person (another birthday), and refuses a verified number that is another person's card membership (10000R19)", async () => {
    await subject.app.db.deleteFrom('cards').where('member_id', 'like', 'member-holder%').execute();
    await cardHolder({ ...SATO, phone_number: '08055550004', date_of_birth: '1991-02-15' });
    const applicant = await applicantWith(SATO);
    await applicant.post(CONSENT);
    await answerUntil(applicant, 'confirm');
    // A card member of another name holds the number this applicant verified at the SMS step.
    await cardHolder(null, { mobile: '09013572468', lastNameKana: 'スズキ' });
    const refused = await applicant.post('/external/v1/apply/submit');
    expect(refused.json().resultInfo).toMatchObject({ codeId: '10000R19', message: 'このお申し込みはお受けできません。' });
    expect(await applied(applicant)).toBeUndefined();
    await subject.app.db.deleteFrom('cards').where('member_id', 'like', 'member-holder%').execute();
    await subject.app.db.updateTable('members').set({ mobile_number: '08055559999' }).where('id', 'like', 'member-holder%').execute();
    expect((await applicant.post('/external/v1/apply/submit')).statusCode).toBe(200);
  });
});
