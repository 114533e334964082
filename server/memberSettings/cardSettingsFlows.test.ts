import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { wholeDatabase as wholeDatabaseOf } from '../../tests/helpers/wholeDatabase';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { verifyPassword } from '../identity/passwordHash';

/**
 * The selected card's settings flows (issue 15) through the generic flow routes only, on this test project's
 * database: a PIN and a 3-D Secure password that no draft, view, table or log line ever holds in clear; display
 * balance and usage restriction (the member top's banner follows); ETC cards within five; a deposit promise only for
 * an unpaid bill. Each test makes its own member and card.
 */
const flow = (id: string) => `/external/v1/flows/${id}`;
const logLines: string[] = [];

let subject: TestApp;
/** The app's clock: the machine's, unless a test sets the instant (the 15:00 transfer cutoff). */
let instant: Date | undefined;
beforeAll(async () => {
  subject = await buildTestApp({}, { logStream: { write: (line) => logLines.push(line) }, clock: () => instant ?? new Date() });
});
afterAll(async () => {
  await subject.close();
});

interface SettingsMember extends Applicant {
  readonly cardId: string;
}

let created = 0;
async function settingsMember(
  options: { unpaid?: number; birthDate?: string; subAddress?: string; telNum?: string } = {},
): Promise<SettingsMember> {
  created += 1;
  const id = `settings${created}`;
  const db = subject.app.db;
  await db
    .insertInto('members')
    .values({
      id: `member-${id}`,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role: 'member',
      membership_status: '50',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
      birth_day: options.birthDate ?? null,
      home_sub_addr_kanji: options.subAddress ?? null,
      tel_num: options.telNum ?? null,
    })
    .execute();
  const cardId = `card-${id}`;
  await db
    .insertInto('cards')
    .values({
      id: cardId,
      member_id: `member-${id}`,
      ppcd_token: `token-${id}`,
      card4no: String(3000 + created),
      daiko_cd: '0',
      shurui_no: '001',
      network_code: '1',
      nickname: 'テストカード',
      issued_on: '2024-01-10',
    })
    .execute();
  if (options.unpaid) {
    await db
      .insertInto('statements')
      .values({
        card_id: cardId,
        billing_month: '202610',
        amount_yen: options.unpaid,
        detail_status: '2',
        payment_status: '50',
        due_date: '2026-10-27',
      })
      .execute();
  }
  return { ...(await logInApplicant(subject.app, id)), cardId };
}

const view = async (member: Applicant, id: string) => (await member.get(`${flow(id)}/entry`)).json().data;
const save = (member: Applicant, id: string, step: string, answers: unknown) =>
  member.post(`${flow(id)}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
const submit = (member: Applicant, id: string, key: string = crypto.randomUUID()) =>
  member.post(`${flow(id)}/submit`, {}, { 'idempotency-key': key });
const card = (cardId: string) => subject.app.db.selectFrom('cards').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow();

/** Request ids are random UUIDs and times long numbers: either may hold four digits of a PIN by chance. */
const withoutRandomIds = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>');
const standingAlone = (digits: string) => new RegExp(`(?<![0-9])${digits}(?![0-9])`);

const wholeDatabase = () => wholeDatabaseOf(subject.app.db);

describe('secrets (x-secret): a PIN and a 3-D Secure password', () => {
  it('change the PIN: the draft, the view and the confirm page hold a marker, the card the slow hash, no table or log line the PIN', async () => {
    const member = await settingsMember();
    const pin = '7294';
    const sequential = await save(member, 'pinChange', 'pin', { pinNumber: '1234', pinNumberConfirm: '1234' });
    expect(sequential.json().resultInfo.errors).toEqual([{ field: 'pinNumber', message: expect.stringMatching(/連続/) }]);
    // The last four digits of the member's mobile number (09013572468) are refused (SPEC 5.4).
    expect(
      (await save(member, 'pinChange', 'pin', { pinNumber: '2468', pinNumberConfirm: '2468' })).json().resultInfo.errors[0].field,
    ).toBe('pinNumber');
    const mismatch = await save(member, 'pinChange', 'pin', { pinNumber: pin, pinNumberConfirm: '7295' });
    expect(mismatch.json().resultInfo.errors).toEqual([
      { field: 'pinNumberConfirm', message: '新しい暗証番号（確認）が一致しません。同じものをもう一度入力してください。' },
    ]);

    // Typed in full-width digits, as a Japanese keyboard may give them.
    const saved = await save(member, 'pinChange', 'pin', { pinNumber: '７２９４', pinNumberConfirm: '７２９４' });
    expect(saved.statusCode, saved.body).toBe(200);
    const confirm = saved.json().data;
    expect(confirm.currentRoute).toBe('/member/setting/pin-management/confirm');
    expect(confirm.answers.pin).toEqual({ pinNumber: '[secret]', pinNumberConfirm: '[secret]' });
    expect(confirm.confirmRows[0].items.map((item: { value: string }) => item.value)).toEqual([
      '設定済み（セキュリティのため表示しません）',
      '設定済み（セキュリティのため表示しません）',
    ]);
    expect(withoutRandomIds(JSON.stringify(await view(member, 'pinChange')))).not.toMatch(standingAlone(pin));
    // As a string anywhere (a row id of 7294 is a number, and no secret).
    expect(await wholeDatabase()).not.toContain(`"${pin}"`);

    const done = await submit(member, 'pinChange');
    expect(done.json().data.result.state).toBe('complete');
    const hash = (await card(member.cardId)).pin_hash;
    expect(hash).toMatch(/^scrypt(-\d+)?\$/);
    expect(await verifyPassword(pin, hash ?? '')).toBe(true);
    expect(await subject.app.db.selectFrom('flow_secrets').selectAll().where('owner_id', '=', member.memberId).execute()).toEqual([]);
    const changes = await subject.app.db.selectFrom('member_changes').selectAll().where('member_id', '=', member.memberId).execute();
    expect(changes).toEqual([expect.objectContaining({ flow_id: 'pinChange', field: 'pinNumber', old_value: null, new_value: '変更' })]);
    expect(await wholeDatabase()).not.toContain(`"${pin}"`);
    expect(await wholeDatabase()).not.toContain('７２９４');
    // The log is written (every request's line), and no line holds the PIN.
    expect(logLines.some((line) => line.includes('/flows/pinChange/steps/pin'))).toBe(true);
    const logText = withoutRandomIds(logLines.join('\n'));
    expect(logText).not.toMatch(standingAlone(pin));
    expect(logText).not.toContain('７２９４');
  });

  it('registers a 3-D Secure password and changes it, keeping only the hash of the latest', async () => {
    const member = await settingsMember();
    expect((await view(member, 'secureRegister')).facts.secureStatusText).toBe('現在、パスワードは登録されていません。');
    expect(
      (await save(member, 'secureRegister', 'password', { securePassword: 'abc', securePasswordConfirm: 'abc' })).json().resultInfo
        .errors[0].field,
    ).toBe('securePassword');
    expect(
      (await save(member, 'secureRegister', 'password', { securePassword: 'Sakura+2026', securePasswordConfirm: 'Sakura+2026' }))
        .statusCode,
    ).toBe(200);
    expect((await submit(member, 'secureRegister')).statusCode).toBe(200);
    expect(await verifyPassword('Sakura+2026', (await card(member.cardId)).secure_password_hash ?? '')).toBe(true);

    expect((await view(member, 'secureChange')).facts.secureStatusText).toMatch(/登録済み/);
    expect(
      (await save(member, 'secureChange', 'password', { securePassword: 'Momiji+2027', securePasswordConfirm: 'Momiji+2027' })).statusCode,
    ).toBe(200);
    expect((await submit(member, 'secureChange')).statusCode).toBe(200);
    const hash = (await card(member.cardId)).secure_password_hash ?? '';
    expect(await verifyPassword('Momiji+2027', hash)).toBe(true);
    expect(await verifyPassword('Sakura+2026', hash)).toBe(false);
    const everything = await wholeDatabase();
    expect(everything).not.toContain('Momiji+2027');
    expect(everything).not.toContain('Sakura+2026');
    expect(logLines.join('\n')).not.toContain('Momiji');
  });

  it("refuses a new PIN the member's stored birthday, landline or house number gives, as the page promises (SPEC 5.4)", async () => {
    const member = await settingsMember({ birthDate: '1985-06-12', subAddress: '３－１２－５ ハイツ２０５', telNum: '0335469142' });
    const refusals = [
      ['0612', '生年月日から推測されやすい番号は暗証番号に使用できません。'],
      ['1985', '生年月日から推測されやすい番号は暗証番号に使用できません。'],
      ['1234', '連続した数字は暗証番号に使用できません。'],
      ['9142', '電話番号から推測されやすい番号は暗証番号に使用できません。'],
      ['3125', 'ご住所の番地・部屋番号から推測されやすい番号は暗証番号に使用できません。'],
    ] as const;
    for (const [pin, message] of refusals) {
      const refused = await save(member, 'pinChange', 'pin', { pinNumber: pin, pinNumberConfirm: pin });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().resultInfo.errors).toEqual([{ field: 'pinNumber', message }]);
    }
    expect((await view(member, 'pinChange')).answers).toEqual({});
    expect((await save(member, 'pinChange', 'pin', { pinNumber: '7294', pinNumberConfirm: '7294' })).statusCode).toBe(200);
  });

  it('asks for the PIN again when the member comes back to its step: the marker is never accepted as a PIN', async () => {
    const member = await settingsMember();
    expect((await save(member, 'pinChange', 'pin', { pinNumber: '7294', pinNumberConfirm: '7294' })).statusCode).toBe(200);
    const again = await save(member, 'pinChange', 'pin', { pinNumber: '[secret]', pinNumberConfirm: '[secret]' });
    expect(again.statusCode).toBe(400);
    expect(again.json().resultInfo.errors[0].field).toBe('pinNumber');
  });
});

describe('display balance, usage restriction and ETC cards', () => {
  it('switches the balance display off, refusing the setting the card already has', async () => {
    const member = await settingsMember();
    expect((await view(member, 'displayBalance')).facts.displayBalanceText).toBe('表示する');
    expect((await save(member, 'displayBalance', 'setting', { displayBalance: '1' })).json().resultInfo.errors[0].message).toMatch(
      /現在の設定と同じ/,
    );
    expect((await save(member, 'displayBalance', 'setting', { displayBalance: '0' })).statusCode).toBe(200);
    expect((await submit(member, 'displayBalance')).json().data.result.data).toEqual({ displayBalance: '表示しない' });
    expect((await card(member.cardId)).display_balance).toBe(false);
  });

  it('stops online payments and the member top shows the online banner', async () => {
    const member = await settingsMember();
    expect((await save(member, 'usageRestriction', 'setting', { usageRestriction: '02' })).statusCode).toBe(200);
    expect((await submit(member, 'usageRestriction')).statusCode).toBe(200);
    expect((await card(member.cardId)).usage_restriction).toBe('02');
    expect((await member.get('/external/v1/member/top')).json().data.restriction).not.toBeNull();
    const changes = await subject.app.db.selectFrom('member_changes').selectAll().where('member_id', '=', member.memberId).execute();
    expect(changes).toEqual([expect.objectContaining({ field: 'usageRestriction', old_value: '00', new_value: '02' })]);
  });

  it('adds ETC cards up to five in all', async () => {
    const member = await settingsMember();
    expect((await save(member, 'etcCard', 'request', { etcCardCount: '4' })).statusCode).toBe(200);
    expect((await submit(member, 'etcCard')).json().data.result.data).toEqual({ etcCards: '4枚' });
    const done = await view(member, 'etcCard');
    const over = await member.post(
      `${flow('etcCard')}/steps/request`,
      { answers: { etcCardCount: '2' }, version: done.version },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(over.json().resultInfo.errors).toEqual([
      { field: 'etcCardCount', message: 'ETCカードは1枚のカードにつき5枚までです（お持ちのETCカード：4枚）。' },
    ]);
  });
});

describe('the deposit promise', () => {
  it('is refused before its first step when nothing is unpaid (the nothing-unpaid screen, 4028), and keeps nothing', async () => {
    const member = await settingsMember();
    const opened = await member.get(`${flow('depositPromise')}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo).toMatchObject({
      codeId: '4028',
      message: '未払いのご請求がないため、お支払いのお約束は必要ありません。',
    });
    const saved = await save(member, 'depositPromise', 'promise', { depositPromiseDate: '20301130', depositAmount: '1000' });
    expect(saved.json().resultInfo.codeId).toBe('4028');
    const drafts = await subject.app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', member.memberId).execute();
    expect(drafts).toEqual([]);
    expect(await subject.app.db.selectFrom('deposit_promises').selectAll().where('card_id', '=', member.cardId).execute()).toEqual([]);
  });

  it('is refused once the bill is paid, while a promise begun before is still a draft', async () => {
    const member = await settingsMember({ unpaid: 52_300 });
    expect((await save(member, 'depositPromise', 'promise', { depositPromiseDate: '20301130', depositAmount: '1000' })).statusCode).toBe(
      200,
    );
    await subject.app.db.updateTable('statements').set({ payment_status: '40' }).where('card_id', '=', member.cardId).execute();
    expect((await member.get(`${flow('depositPromise')}/entry`)).json().resultInfo.codeId).toBe('4028');
    expect((await submit(member, 'depositPromise')).json().resultInfo.codeId).toBe('4028');
    expect(await subject.app.db.selectFrom('deposit_promises').selectAll().where('card_id', '=', member.cardId).execute()).toEqual([]);
  });

  it('answers an amount that is no whole yen, or more than the bill, in Japanese only (issue 35)', async () => {
    const member = await settingsMember({ unpaid: 52_300 });
    const refusalOf = async (depositAmount: string) => {
      const refused = await save(member, 'depositPromise', 'promise', { depositPromiseDate: '20301130', depositAmount });
      expect(refused.statusCode).toBe(400);
      return refused.json().resultInfo.errors as readonly { field: string; message: string }[];
    };
    // Full-width digits are folded (amountDigits), so the message asks for digits, not half-width ones.
    for (const typed of ['－１０００', '-1000', '１０．５', '💴1000', '0'])
      expect(await refusalOf(typed)).toEqual([
        { field: 'depositAmount', message: 'お振込み予定額は1円以上の金額を数字で入力してください。' },
      ]);
    // The limit is the bill the hint names, not the card's credit limit.
    expect(await refusalOf('６０，０００')).toEqual([
      { field: 'depositAmount', message: 'お振込み予定額は未払いのご請求額（52,300円）以内で入力してください。' },
    ]);
    expect(await subject.app.db.selectFrom('deposit_promises').selectAll().where('card_id', '=', member.cardId).execute()).toEqual([]);
  });

  it('takes a later day and an amount up to the unpaid bill, and records the promise', async () => {
    const member = await settingsMember({ unpaid: 52_300 });
    expect((await view(member, 'depositPromise')).facts.unpaidAmountText).toBe('52,300円');
    expect(
      (await save(member, 'depositPromise', 'promise', { depositPromiseDate: '20200101', depositAmount: '1000' })).json().resultInfo
        .errors[0].field,
    ).toBe('depositPromiseDate');
    expect(
      (await save(member, 'depositPromise', 'promise', { depositPromiseDate: '20301130', depositAmount: '60000' })).json().resultInfo
        .errors[0].field,
    ).toBe('depositAmount');
    const saved = await save(member, 'depositPromise', 'promise', { depositPromiseDate: '2030-11-30', depositAmount: '５２,３００' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.confirmRows[0].items.map((item: { value: string }) => item.value)).toEqual(['2030年11月30日', '52,300円']);
    expect((await submit(member, 'depositPromise')).json().data.result.data).toEqual({ promisedOn: '2030年11月30日', amount: '52,300円' });
    const promises = await subject.app.db.selectFrom('deposit_promises').selectAll().where('card_id', '=', member.cardId).execute();
    expect(promises).toEqual([expect.objectContaining({ promised_on: '2030-11-30', amount_yen: 52_300 })]);
  });

  it("takes today's date only until 15:00 Tokyo time, by the server's clock, and sends a same-day promise submitted after 15:00 to the deadline screen", async () => {
    try {
      const member = await settingsMember({ unpaid: 10_000 });
      instant = new Date('2026-11-24T14:59:00+09:00');
      const before = await save(member, 'depositPromise', 'promise', { depositPromiseDate: '20261124', depositAmount: '10000' });
      expect(before.statusCode, before.body).toBe(200);
      instant = new Date('2026-11-24T06:00:00Z');
      const refused = await submit(member, 'depositPromise');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().resultInfo).toMatchObject({
        codeId: '4048',
        message: '当日のお振込みは15時までです。翌日以降の日付をお選びください。',
      });
      expect(await subject.app.db.selectFrom('deposit_promises').selectAll().where('card_id', '=', member.cardId).execute()).toEqual([]);
      // The draft is kept: the member goes back to the step, where today is the field's own error, and chooses another day.
      const again = await save(member, 'depositPromise', 'promise', { depositPromiseDate: '20261124', depositAmount: '10000' });
      expect(again.json().resultInfo.errors).toEqual([
        { field: 'depositPromiseDate', message: '当日のお振込みは15時までです。翌日以降の日付を入力してください。' },
      ]);
      expect((await save(member, 'depositPromise', 'promise', { depositPromiseDate: '20261125', depositAmount: '10000' })).statusCode).toBe(
        200,
      );
      expect((await submit(member, 'depositPromise')).json().data.result.data).toEqual({
        promisedOn: '2026年11月25日',
        amount: '10,000円',
      });
    } finally {
      instant = undefined;
    }
  });
});
