import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';

/**
 * The option-service applications (SPEC 2.1 /apply/option-service/..., flows/optionServices.ts) through the real
 * routes: each reaches its result with the member settings' own checks and completions, at the SPEC's routes.
 */
let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

const base = (id: string) => `/external/v1/flows/${id}`;
const save = (member: Applicant, id: string, step: string, answers: unknown) =>
  member.post(`${base(id)}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
const submit = (member: Applicant, id: string) => member.post(`${base(id)}/submit`, {}, { 'idempotency-key': crypto.randomUUID() });

async function walk(
  member: Applicant,
  id: string,
  steps: readonly (readonly [string, Record<string, unknown>])[],
): Promise<Record<string, unknown>> {
  for (const [step, answers] of steps) {
    const saved = await save(member, id, step, answers);
    expect(saved.statusCode, `${id} ${step}: ${saved.body}`).toBe(200);
  }
  const done = await submit(member, id);
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.result as Record<string, unknown>;
}

describe('the option-service applications', () => {
  it('add ETC cards at /apply/option-service/etc, counted on the card as the settings page counts them', async () => {
    const member = await logInApplicant(subject.app, 'regular');
    const entry = (await member.get(`${base('optionEtc')}/entry`)).json().data;
    expect(entry.currentRoute).toBe('/apply/option-service/etc');
    expect(await walk(member, 'optionEtc', [['request', { etcCardCount: '1' }]])).toMatchObject({
      route: '/apply/option-service/etc/complete',
      data: { etcCards: '1枚' },
    });
    const card = await subject.app.db
      .selectFrom('cards')
      .select('etc_cards')
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(card.etc_cards).toBe(1);
  });

  it('set the revolving course at /apply/option-service/revo', async () => {
    const member = await logInApplicant(subject.app, 'heavy');
    expect(await walk(member, 'optionRevo', [['course', { revolvingPayment: '１０,０００' }]])).toMatchObject({
      route: '/apply/option-service/revo/complete',
      data: { revolvingPayment: '10,000円' },
    });
  });

  it('add a family card after its precautions, the PIN kept only as a slow hash', async () => {
    const member = await logInApplicant(subject.app, 'gold');
    const result = await walk(member, 'optionFamilyCard', [
      ['precautions', { agreeFamilyCardPrecautions: true }],
      ['name', { familyLastNameKanji: '佐藤', familyFirstNameKanji: '美咲', familyLastNameKana: 'さとう', familyFirstNameKana: 'みさき' }],
      ['nameAlpha', { familyLastNameAlpha: 'sato', familyFirstNameAlpha: 'misaki' }],
      ['profile', { familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' }],
      ['phone', { familyMobNumFull: '080-2468-1357' }],
      ['pin', { familyPinNumber: '3816', familyPinNumberConfirm: '3816' }],
    ]);
    expect(result).toMatchObject({ route: '/apply/option-service/family-card/complete', data: { familyName: '佐藤 美咲' } });
    const row = await subject.app.db
      .selectFrom('family_cards')
      .select(['first_name_kana', 'pin_hash'])
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(row.first_name_kana).toBe('ミサキ');
    expect(row.pin_hash).not.toContain('3816');
  });

  it('refuse a family card without the precautions agreed, in Japanese, saving nothing', async () => {
    const member = await logInApplicant(subject.app, 'multiple');
    const refused = await save(member, 'optionFamilyCard', 'precautions', { agreeFamilyCardPrecautions: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.errors).toEqual([
      { field: 'agreeFamilyCardPrecautions', message: 'お申し込みには、注意事項の確認が必要です。' },
    ]);
    expect((await member.get(`${base('optionFamilyCard')}/entry`)).json().data.answers).toEqual({});
  });

  it('apply for the cashing option: the licence and borrowing pages only when they apply, then examined', async () => {
    const member = await logInApplicant(subject.app, 'newcard');
    const steps = [
      ['limit', { cashingLimit: '300000' }],
      ['purpose', { cashingPurpose: '1' }],
      [
        'companyInput',
        { jobCode: '03', income: '450', comNameKanji: '山田商事', comNameKana: 'やまだしょうじ', comTelNumFull: '03-1234-5678' },
      ],
      ['licenseSelect', { licenseHoyuType: '0' }],
      ['loanSelect', { isLoan: '2' }],
    ] as const;
    for (const [step, answers] of steps) expect((await save(member, 'optionCashing', step, answers)).statusCode).toBe(200);
    const view = (await member.get(`${base('optionCashing')}/entry`)).json().data;
    expect(view.currentRoute).toBe('/apply/option-service/cashing/confirm');
    expect(view.answers).not.toHaveProperty('licenseInput');
    const done = await submit(member, 'optionCashing');
    expect(done.json().data.result).toMatchObject({
      route: '/apply/option-service/cashing/under-review',
      data: { cashingLimit: '30万円' },
    });
    const changes = await subject.app.db
      .selectFrom('card_plan_changes')
      .select(['kind', 'new_value', 'status'])
      .where('member_id', '=', member.memberId)
      .execute();
    expect(changes).toEqual([{ kind: 'cashingLimit', new_value: '300000', status: 'examination' }]);
  });
});
