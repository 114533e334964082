import { sql } from 'kysely';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { decideAs } from '../operations/testing/decideAs';

/**
 * The card's life (issue 16) through the generic flow routes: a delivered card's activation; family cards up to
 * the card's limit; the gold upgrade, examined, with the family cards it moves; another card within the SPEC 9
 * limits, with every SPEC 2.7 step guard refusing a step entered without its precondition; a suspension for loss or theft of the
 * member's cards and family cards, each with or without a new card, refused with nothing left in use; a reissue behind the SMS check; the withdrawal from the membership, refused while
 * a card still owes (the SPEC 8.2 screens all, partial, none), after which the member is a former member whose old
 * cards are in the former members' area. Each test makes its own member and cards.
 */
const flow = (id: string) => `/external/v1/flows/${id}`;

let subject: TestApp;
let instant: Date | undefined;
beforeAll(async () => {
  subject = await buildTestApp({}, { clock: () => instant ?? new Date() });
});
afterAll(async () => {
  await subject.close();
});

interface CardMember extends Applicant {
  readonly memberId: string;
  readonly cardIds: readonly string[];
}

let created = 0;
/** A member with one card per entry; `owing`: that card has a bill left unpaid. */
async function cardMember(
  cards: readonly { owing?: boolean; status?: string; activated?: boolean; gold?: boolean; network?: '1' | '2' | '9' }[] = [{}],
): Promise<CardMember> {
  created += 1;
  const id = `lifecycle${created}`;
  const memberId = `member-${id}`;
  const db = subject.app.db;
  await db
    .insertInto('members')
    .values({
      id: memberId,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role: 'member',
      membership_status: '50',
      last_name_kanji: '佐藤',
      first_name_kanji: '健一',
      last_name_kana: 'サトウ',
      first_name_kana: 'ケンイチ',
      mobile_number: '09013572468',
      home_zip_code: '1000001',
      home_addr_kanji: '東京都千代田区千代田',
      home_sub_addr_kanji: '１－１',
    })
    .execute();
  const cardIds: string[] = [];
  for (const [index, card] of cards.entries()) {
    const cardId = `card-${id}-${index}`;
    cardIds.push(cardId);
    await db
      .insertInto('cards')
      .values({
        id: cardId,
        member_id: memberId,
        ppcd_token: `token-${id}-${index}`,
        card4no: String(4000 + created * 10 + index),
        daiko_cd: card.gold ? '1' : '0',
        shurui_no: '001',
        network_code: card.network ?? (index === 0 ? '1' : '9'),
        nickname: index === 0 ? 'Visaカード' : 'JCBカード',
        issued_on: `2024-0${index + 1}-10`,
        card_status: card.status ?? '0',
        activated: card.activated ?? true,
      })
      .execute();
    if (card.owing)
      await db
        .insertInto('statements')
        .values({
          card_id: cardId,
          billing_month: '202610',
          amount_yen: 12_000,
          detail_status: '2',
          payment_status: '50',
          due_date: '2026-10-27',
        })
        .execute();
  }
  return { ...(await logInApplicant(subject.app, id)), memberId, cardIds };
}

const view = async (member: Applicant, id: string) => (await member.get(`${flow(id)}/entry`)).json().data;
const save = (member: Applicant, id: string, step: string, answers: unknown) =>
  member.post(`${flow(id)}/steps/${step}`, { answers }, { 'idempotency-key': crypto.randomUUID() });
const submit = (member: Applicant, id: string, key: string = crypto.randomUUID()) =>
  member.post(`${flow(id)}/submit`, {}, { 'idempotency-key': key });
const cardRow = (cardId: string) => subject.app.db.selectFrom('cards').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow();
const drafts = (memberId: string) => subject.app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', memberId).execute();
const changes = (memberId: string) =>
  subject.app.db
    .selectFrom('member_changes')
    .select(['flow_id', 'field', 'old_value', 'new_value'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

describe('the activation of a delivered card', () => {
  it('takes the expiry printed on the card (issued 2024-01: 01/29), typed with a slash or in full width, once', async () => {
    const member = await cardMember([{ activated: false }]);
    const notices = async () => (await member.get('/external/v1/member/top?ppcdSwitchServiceFlg=yes')).json().data.notices;
    expect(await notices()).toContain('cardActivation');
    const wrong = await save(member, 'cardActivation', 'card', { cardExpiry: '0130' });
    expect(wrong.json().resultInfo.errors).toEqual([{ field: 'cardExpiry', message: expect.stringContaining('一致しません') }]);
    expect((await save(member, 'cardActivation', 'card', { cardExpiry: '13/29' })).json().resultInfo.errors[0].message).toContain(
      '数字4桁',
    );
    const saved = await save(member, 'cardActivation', 'card', { cardExpiry: '０１/２９' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.answers.card).toEqual({ cardExpiry: '0129' });
    const done = await submit(member, 'cardActivation');
    expect(done.json().data.result.route).toBe('/apply/card-activation/complete');
    expect(await cardRow(member.cardIds[0]!)).toMatchObject({ activated: true });
    expect(await changes(member.memberId)).toEqual([{ flow_id: 'cardActivation', field: 'activated', old_value: '0', new_value: '1' }]);
    // The member top's activation notice has gone.
    expect(await notices()).not.toContain('cardActivation');
  });

  it.each([
    ['a card already activated', { activated: true }],
    ['a stopped card', { activated: false, status: '3' }],
  ])('refuses %s before its expiry page, with the activation error screen (4022), and keeps nothing', async (_case, card) => {
    const member = await cardMember([card]);
    const opened = await member.get(`${flow('cardActivation')}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo).toMatchObject({ codeId: '4022', message: 'このカードは有効化できません。' });
    expect((await save(member, 'cardActivation', 'card', { cardExpiry: '0129' })).json().resultInfo.codeId).toBe('4022');
    expect(await drafts(member.memberId)).toEqual([]);
  });

  it('refuses at the submit a card activated since the expiry was given (another window)', async () => {
    const member = await cardMember([{ activated: false }]);
    expect((await save(member, 'cardActivation', 'card', { cardExpiry: '0129' })).statusCode).toBe(200);
    await subject.app.db.updateTable('cards').set({ activated: true }).where('id', '=', member.cardIds[0]!).execute();
    expect((await submit(member, 'cardActivation')).json().resultInfo.codeId).toBe('4022');
    expect(await changes(member.memberId)).toEqual([]);
  });
});

const family = {
  name: { familyLastNameKanji: '佐藤', familyFirstNameKanji: '花子', familyLastNameKana: 'さとう', familyFirstNameKana: 'はなこ' },
  nameAlpha: { familyLastNameAlpha: 'sato', familyFirstNameAlpha: 'hanako' },
  profile: { familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' },
  phone: { familyMobNumFull: '080-2468-1357' },
  pin: { familyPinNumber: '3816', familyPinNumberConfirm: '3816' },
} as const;

/** Family cards already on a card, as earlier runs of the flow would have left them. */
async function withFamilyCards(member: CardMember, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await subject.app.db
      .insertInto('family_cards')
      .values({
        id: `${member.cardIds[0]}-family-${index}`,
        member_id: member.memberId,
        parent_card_id: member.cardIds[0]!,
        card4no: '1000',
        last_name_kanji: '佐藤',
        first_name_kanji: `子${index}`,
        last_name_kana: 'サトウ',
        first_name_kana: 'コ',
        last_name_alpha: 'SATO',
        first_name_alpha: 'KO',
        birth_day: '2000-01-01',
        sex: '1',
        relation: '013',
        mobile_number: '08011112222',
        pin_hash: 'x',
      })
      .execute();
  }
}

describe('family cards', () => {
  it("adds a family card through the application's own family pages, its PIN kept only as a slow hash", async () => {
    const member = await cardMember();
    expect((await view(member, 'familyCard')).facts.familyCardsText).toBe('0枚（あと10枚お申し込みいただけます）');
    // The member's own mobile number is refused for the family member (SPEC 5.6).
    await save(member, 'familyCard', 'name', family.name);
    await save(member, 'familyCard', 'nameAlpha', family.nameAlpha);
    await save(member, 'familyCard', 'profile', family.profile);
    expect((await save(member, 'familyCard', 'phone', { familyMobNumFull: '09013572468' })).json().resultInfo.errors[0].field).toBe(
      'familyMobNumFull',
    );
    await save(member, 'familyCard', 'phone', family.phone);
    // A PIN from the family member's birthday (0415) is refused.
    expect(
      (await save(member, 'familyCard', 'pin', { familyPinNumber: '0415', familyPinNumberConfirm: '0415' })).json().resultInfo.errors[0]
        .field,
    ).toBe('familyPinNumber');
    const confirm = await save(member, 'familyCard', 'pin', family.pin);
    expect(confirm.json().data.currentRoute).toBe('/member/setting/family-card/confirm');
    expect(confirm.json().data.answers.pin).toEqual({ familyPinNumber: '[secret]', familyPinNumberConfirm: '[secret]' });
    const done = await submit(member, 'familyCard');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.result.data).toEqual({ familyName: '佐藤 花子', familyCardsText: '1枚（あと9枚お申し込みいただけます）' });

    const row = await subject.app.db
      .selectFrom('family_cards')
      .selectAll()
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      last_name_kana: 'サトウ',
      first_name_kana: 'ハナコ',
      last_name_alpha: 'SATO',
      first_name_alpha: 'HANAKO',
      birth_day: '1990-04-15',
      mobile_number: '08024681357',
      relation: '002',
    });
    expect(row.pin_hash).not.toContain('3816');
    const listed = (await member.get('/external/v1/family-cards?ppcdSwitchServiceFlg=yes')).json().data;
    expect(listed).toEqual({
      limit: 10,
      gold: false,
      familyCards: [{ id: row.id, name: '佐藤 花子', relation: '配偶者', card4no: row.card4no, state: 'inUse' }],
    });
  });

  it("changes a family member's mobile number, and only of this card's own family members", async () => {
    const member = await cardMember();
    await withFamilyCards(member, 1);
    const familyCardId = `${member.cardIds[0]}-family-0`;
    const entry = (await save(member, 'familyMember', 'member', { familyCardId })).json().data;
    expect(entry.currentRoute).toBe('/member/setting/family-card/memberinfo/change');
    // The member's own number is refused for the family member (SPEC 5.6).
    expect((await save(member, 'familyMember', 'phone', { familyMobNumFull: '09013572468' })).json().resultInfo.errors[0].field).toBe(
      'familyMobNumFull',
    );
    await save(member, 'familyMember', 'phone', { familyMobNumFull: '０８０-９９９９-１２３４' });
    const done = await submit(member, 'familyMember');
    expect(done.json().data.result).toMatchObject({
      route: '/member/setting/family-card/memberinfo/complete',
      data: { familyName: '佐藤 子0' },
    });
    expect(
      await subject.app.db.selectFrom('family_cards').select('mobile_number').where('id', '=', familyCardId).executeTakeFirstOrThrow(),
    ).toEqual({ mobile_number: '08099991234' });

    // Another member's family card is not among the choices, so it is refused as any value outside them.
    const other = await cardMember();
    expect((await save(other, 'familyMember', 'member', { familyCardId })).json().resultInfo.errors[0].field).toBe('familyCardId');
  });

  it('refuses a fourth family card on a gold card with the gold limit screen (4009) at the first step', async () => {
    const member = await cardMember([{ gold: true }]);
    await withFamilyCards(member, 3);
    expect((await save(member, 'familyCard', 'name', family.name)).json().resultInfo.codeId).toBe('4009');
    expect((await member.get('/external/v1/family-cards?ppcdSwitchServiceFlg=yes')).json().data).toMatchObject({ limit: 3, gold: true });
  });

  it('frees the place of a family card stopped for good, keeps it for one being reissued, and lists both as stopped', async () => {
    const member = await cardMember([{ gold: true }]);
    await withFamilyCards(member, 3);
    const [stopped, reissuing] = [0, 1].map((index) => `${member.cardIds[0]}-family-${index}`);
    await subject.app.db.updateTable('family_cards').set({ card_status: '3' }).where('id', '=', stopped!).execute();
    await subject.app.db.updateTable('family_cards').set({ card_status: '4', reissue_status: '1' }).where('id', '=', reissuing!).execute();
    const listed = (await member.get('/external/v1/family-cards?ppcdSwitchServiceFlg=yes')).json().data;
    expect(listed.familyCards.map((card: { state: string }) => card.state)).toEqual(['stopped', 'reissuing', 'inUse']);
    // Two of the gold card's three places are held, so a third family card may be applied for.
    expect((await view(member, 'familyCard')).facts.familyCardsText).toBe('2枚（あと1枚お申し込みいただけます）');
    expect((await save(member, 'familyCard', 'name', family.name)).json().resultInfo.codeId).toBe('2000');
    // The card stopped for good is no family member whose phone number could change.
    expect((await save(member, 'familyMember', 'member', { familyCardId: stopped })).json().resultInfo.errors[0].field).toBe(
      'familyCardId',
    );
    expect((await save(member, 'familyMember', 'member', { familyCardId: reissuing })).json().resultInfo.codeId).toBe('2000');
  });

  it('refuses an eleventh on a regular card (4008)', async () => {
    const member = await cardMember();
    await withFamilyCards(member, 10);
    expect((await save(member, 'familyCard', 'name', family.name)).json().resultInfo.codeId).toBe('4008');
  });

  it('refuses at the submit a card that reached its limit since the first step (another window), and adds nothing', async () => {
    const member = await cardMember([{ gold: true }]);
    await withFamilyCards(member, 2);
    for (const [step, answers] of Object.entries(family)) await save(member, 'familyCard', step, answers);
    await subject.app.db
      .insertInto('family_cards')
      .values({
        id: 'late-family-card',
        member_id: member.memberId,
        parent_card_id: member.cardIds[0]!,
        card4no: '2000',
        last_name_kanji: '佐藤',
        first_name_kanji: '次郎',
        last_name_kana: 'サトウ',
        first_name_kana: 'ジロウ',
        last_name_alpha: 'SATO',
        first_name_alpha: 'JIRO',
        birth_day: '2001-01-01',
        sex: '1',
        relation: '013',
        mobile_number: '08033334444',
        pin_hash: 'x',
      })
      .execute();
    expect((await submit(member, 'familyCard')).json().resultInfo.codeId).toBe('4009');
    expect((await member.get('/external/v1/family-cards?ppcdSwitchServiceFlg=yes')).json().data.familyCards).toHaveLength(3);
  });
});

describe('the gold upgrade', () => {
  it('asks the family-card page only of a card with family cards, and ends under review, once', async () => {
    const plain = await cardMember();
    const position = (found: { steps: { state: string; position?: unknown }[] }) =>
      found.steps.find((step) => step.state === 'entry')?.position;
    // The step counter promises the family-card page only to a card that has family cards.
    expect(position(await view(plain, 'goldUpgrade'))).toEqual({ n: 1, m: 1 });
    await save(plain, 'goldUpgrade', 'entry', { applyGoldUpgrade: true });
    const afterTerms = await save(plain, 'goldUpgrade', 'acceptPermission', { agreeTerms: true });
    expect(afterTerms.json().data.currentRoute).toBe('/member/setting/gold-card/confirm');

    const withFamily = await cardMember();
    await withFamilyCards(withFamily, 2);
    expect(position(await view(withFamily, 'goldUpgrade'))).toEqual({ n: 1, m: 2 });
    await save(withFamily, 'goldUpgrade', 'entry', { applyGoldUpgrade: true });
    expect((await save(withFamily, 'goldUpgrade', 'acceptPermission', { agreeTerms: true })).json().data.currentRoute).toBe(
      '/member/setting/gold-card/family-card',
    );
    expect((await save(withFamily, 'goldUpgrade', 'familyCards', { moveFamilyCards: false })).json().resultInfo.errors[0].field).toBe(
      'moveFamilyCards',
    );
    await save(withFamily, 'goldUpgrade', 'familyCards', { moveFamilyCards: true });
    const done = await submit(withFamily, 'goldUpgrade');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.result).toMatchObject({ route: '/member/setting/gold-card/under-review', data: { familyCardsMoved: '2枚' } });
    expect(
      await subject.app.db
        .selectFrom('gold_upgrade_requests')
        .select(['card_id', 'family_cards', 'status'])
        .where('member_id', '=', withFamily.memberId)
        .execute(),
    ).toEqual([{ card_id: withFamily.cardIds[0], family_cards: 2, status: 'underReview' }]);
    // The card is unchanged until the examination decides.
    expect(await cardRow(withFamily.cardIds[0]!)).toMatchObject({ daiko_cd: '0' });
    // Opened again, the flow answers its result: the request is under review.
    expect((await view(withFamily, 'goldUpgrade')).status).toBe('done');
  });

  it.each([
    ['a gold card (the already-gold screen)', [{ gold: true }], '4029'],
    ['a regular card of a member who holds a gold one (the upgrade-not-available screen)', [{}, { gold: true }], '4023'],
    ['a stopped card (the upgrade-not-available screen)', [{ status: '3' }], '4023'],
  ])('is refused before its entry page for %s, and keeps nothing', async (_case, cards, codeId) => {
    const member = await cardMember(cards);
    const opened = await member.get(`${flow('goldUpgrade')}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo.codeId).toBe(codeId);
    expect((await save(member, 'goldUpgrade', 'entry', { applyGoldUpgrade: true })).json().resultInfo.codeId).toBe(codeId);
    expect(await drafts(member.memberId)).toEqual([]);
  });

  it('offers no new run while an upgrade is under review, and refuses one (the already-applied screen, 4024)', async () => {
    const member = await cardMember();
    await save(member, 'goldUpgrade', 'entry', { applyGoldUpgrade: true });
    await save(member, 'goldUpgrade', 'acceptPermission', { agreeTerms: true });
    expect((await submit(member, 'goldUpgrade')).statusCode).toBe(200);
    // The finished run still shows its result, and no first step to start again from.
    const done = await view(member, 'goldUpgrade');
    expect(done.status).toBe('done');
    expect(done.restartRoute).toBeUndefined();
    const restarted = await member.post(
      `${flow('goldUpgrade')}/steps/entry`,
      { answers: { applyGoldUpgrade: true }, version: done.version },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(restarted.json().resultInfo.codeId).toBe('4024');
  });

  it("links the partner ID after the terms when the member came by a partner's link, and keeps it with the request", async () => {
    const member = await cardMember();
    const landed = await member.post(
      `${flow('goldUpgrade')}/steps/entry`,
      { answers: { applyGoldUpgrade: true }, landing: { campaignCode: 'S1001', shopId: 'SB0042' } },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(landed.statusCode, landed.body).toBe(200);
    expect((await save(member, 'goldUpgrade', 'acceptPermission', { agreeTerms: true })).json().data.currentRoute).toBe(
      '/member/setting/gold-card/sbidlinkage/certification',
    );
    // SPEC 2.7: the confirm is not reached around the linkage.
    expect((await submit(member, 'goldUpgrade')).json().resultInfo.codeId).toBe('4006');
    expect(
      (await save(member, 'goldUpgrade', 'sbIdLinkageCertification', { sbIdLinkageMobNum: '０８０－２４６８－１３５７' })).json().data
        .currentRoute,
    ).toBe('/member/setting/gold-card/sbidlinkage/permission');
    expect(
      (await save(member, 'goldUpgrade', 'sbIdLinkagePermission', { sbIdLinkageConsent: false })).json().resultInfo.errors[0].field,
    ).toBe('sbIdLinkageConsent');
    expect((await save(member, 'goldUpgrade', 'sbIdLinkagePermission', { sbIdLinkageConsent: true })).json().data.currentRoute).toBe(
      '/member/setting/gold-card/confirm',
    );
    expect((await submit(member, 'goldUpgrade')).statusCode).toBe(200);
    const request = await subject.app.db
      .selectFrom('gold_upgrade_requests')
      .selectAll()
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      partner_route: 'SB',
      campaign_code: 'S1001',
      shop_id: 'SB0042',
      partner_linkage_mob_num: '08024681357',
    });
    expect(request.partner_linkage_consented_at).toBeInstanceOf(Date);

    const ordinary = await cardMember();
    await save(ordinary, 'goldUpgrade', 'entry', { applyGoldUpgrade: true });
    await save(ordinary, 'goldUpgrade', 'acceptPermission', { agreeTerms: true });
    expect(
      (await save(ordinary, 'goldUpgrade', 'sbIdLinkageCertification', { sbIdLinkageMobNum: '08024681357' })).json().resultInfo.codeId,
    ).toBe('4006');
  });

  it('tells a card with more family cards than a gold card holds that they cannot all move, and carries over the ones chosen', async () => {
    const member = await cardMember();
    await withFamilyCards(member, 5);
    const familyId = (index: number) => `${member.cardIds[0]}-family-${index}`;
    await save(member, 'goldUpgrade', 'entry', { applyGoldUpgrade: true });
    const terms = await save(member, 'goldUpgrade', 'acceptPermission', { agreeTerms: true });
    // The limit's page (SPEC 2.6 family-card/error) names how many the card has.
    expect(terms.json().data).toMatchObject({
      currentRoute: '/member/setting/gold-card/family-card/error',
      facts: { familyCardsHeldText: '5枚' },
    });
    expect((await save(member, 'goldUpgrade', 'familyCardLimit', {})).json().resultInfo.errors[0].field).toBe('acceptFamilyCardLimit');
    const limit = await save(member, 'goldUpgrade', 'familyCardLimit', { acceptFamilyCardLimit: true });
    expect(limit.json().data.currentRoute).toBe('/member/setting/gold-card/family-card/change');
    // The change page offers the card's five family cards, and takes each once, of those only.
    const change = (await view(member, 'goldUpgrade')).steps.find((step: { state: string }) => step.state === 'familyCardChange');
    expect(change.context.familyCardOptions.map((option: { const: string }) => option.const)).toEqual([0, 1, 2, 3, 4].map(familyId));
    expect(change.context.familyCardOptions[0].title).toBe('佐藤 子0（子）・下4桁 1000');
    const twice = await save(member, 'goldUpgrade', 'familyCardChange', { keptFamilyCard1: familyId(0), keptFamilyCard2: familyId(0) });
    expect(twice.json().resultInfo.errors).toEqual([{ field: 'keptFamilyCard2', message: expect.stringContaining('同じ家族カードを2回') }]);
    const stranger = await save(member, 'goldUpgrade', 'familyCardChange', { keptFamilyCard1: 'someone-else' });
    expect(stranger.json().resultInfo.errors[0].field).toBe('keptFamilyCard1');
    expect((await save(member, 'goldUpgrade', 'familyCardChange', {})).json().resultInfo.errors[0].field).toBe('keptFamilyCard1');
    const chosen = await save(member, 'goldUpgrade', 'familyCardChange', { keptFamilyCard1: familyId(3), keptFamilyCard2: familyId(1) });
    // The family-card page then confirms the two chosen.
    expect(chosen.json().data).toMatchObject({ currentRoute: '/member/setting/gold-card/family-card', facts: { familyCardsText: '2枚' } });
    await save(member, 'goldUpgrade', 'familyCards', { moveFamilyCards: true });
    const done = await submit(member, 'goldUpgrade');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.result.data).toEqual({
      familyCardsMoved: '2枚',
      familyCardsMovedNames: '佐藤 子1、佐藤 子3',
      familyCardsReleased: '佐藤 子0、佐藤 子2、佐藤 子4',
      reviewStatus: 'underReview',
    });
    const request = await subject.app.db
      .selectFrom('gold_upgrade_requests')
      .select(['id', 'family_cards', 'released_family_card_ids'])
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ family_cards: 2, released_family_card_ids: [0, 2, 4].map(familyId) });
    // Every family card stays usable until the examination decides; approved, only the two chosen remain.
    const remaining = () =>
      subject.app.db.selectFrom('family_cards').select('id').where('parent_card_id', '=', member.cardIds[0]!).orderBy('id').execute();
    expect(await remaining()).toHaveLength(5);
    await decideAs(subject.app, 'examiner', 'goldUpgrade', request.id, 'approved');
    expect(await remaining()).toEqual([{ id: familyId(1) }, { id: familyId(3) }]);
    expect((await view(member, 'goldUpgrade')).result.data.reviewStatus).toBe('approved');
  });

  it('asks a card with three family cards no choice: all three move', async () => {
    const member = await cardMember();
    await withFamilyCards(member, 3);
    await save(member, 'goldUpgrade', 'entry', { applyGoldUpgrade: true });
    const terms = await save(member, 'goldUpgrade', 'acceptPermission', { agreeTerms: true });
    expect(terms.json().data.currentRoute).toBe('/member/setting/gold-card/family-card');
    expect(
      (await save(member, 'goldUpgrade', 'familyCardChange', { keptFamilyCard1: `${member.cardIds[0]}-family-0` })).json().resultInfo
        .codeId,
    ).toBe('4006');
  });
});

describe('another card (multiple card)', () => {
  const regularMaster = {
    acceptPermission: { agreeTerms: true },
    cardType: { cardType: '0' },
    cardBrand: { brandCode: '2' },
    cardDesignColor: { cardColor: 'black' },
    cardDesign: { faceCode: '005' },
    pin: { pinNumber: '7294', pinNumberConfirm: '7294' },
    purpose: { cardPurposeType: '1' },
  };

  it("refuses another card's PIN that the member's attributes give (SPEC 3.1 user attribute: birthDay, homeSubAddrKanji)", async () => {
    const member = await cardMember();
    await subject.app.db
      .updateTable('members')
      .set({ birth_day: '1979-08-23', home_sub_addr_kanji: '４－１７－２' })
      .where('id', '=', member.memberId)
      .execute();
    const { pin: _pin, purpose: _purpose, ...before } = regularMaster;
    for (const [step, answers] of Object.entries(before)) expect((await save(member, 'multipleCard', step, answers)).statusCode).toBe(200);
    const refusals = [
      ['0823', '生年月日から推測されやすい番号は暗証番号に使用できません。'],
      ['4172', 'ご住所の番地・部屋番号から推測されやすい番号は暗証番号に使用できません。'],
    ] as const;
    for (const [pin, message] of refusals) {
      const refused = await save(member, 'multipleCard', 'pin', { pinNumber: pin, pinNumberConfirm: pin });
      expect(refused.json().resultInfo.errors).toEqual([{ field: 'pinNumber', message }]);
    }
    expect((await save(member, 'multipleCard', 'pin', regularMaster.pin)).statusCode).toBe(200);
  });

  it('adds a regular card of a brand not held yet, under review, its PIN only as a slow hash', async () => {
    const member = await cardMember();
    const first = await view(member, 'multipleCard');
    expect(first.facts.heldRegularBrandsText).toBe('Visa');
    for (const [step, answers] of Object.entries(regularMaster)) {
      const saved = await save(member, 'multipleCard', step, answers);
      expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
    }
    // SPEC 7.2 apply/web is the flow's submit: once, and the same answer again.
    const web = await member.post('/external/v1/memberOptionService/multiple/apply/web');
    expect(web.statusCode, web.body).toBe(200);
    expect(web.json().data).toEqual({ result: 'complete', cardName: 'Mastercard 一般カード', reviewStatus: '審査中' });
    expect((await member.post('/external/v1/memberOptionService/multiple/apply/web')).json().data).toEqual(web.json().data);
    const done = await submit(member, 'multipleCard');
    expect(done.json().data.result).toMatchObject({
      route: '/member/setting/multiple-card/complete',
      data: { cardName: 'Mastercard 一般カード', reviewStatus: '審査中' },
    });
    const application = await subject.app.db
      .selectFrom('card_applications')
      .selectAll()
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({ card_type: '0', network_code: '2', face_code: '005', purpose: '1', status: 'underReview' });
    expect(application.pin_hash).not.toContain('7294');
    // One application at a time: the next is refused until this one is decided.
    const { version } = await view(member, 'multipleCard');
    const next = await member.post(
      `${flow('multipleCard')}/steps/acceptPermission`,
      { answers: { agreeTerms: true }, version },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(next.json().resultInfo.codeId).toBe('4026');

    // The review status page; then the examination approves it and the new card joins the member's cards.
    const reviewStatus = async () =>
      (await member.get('/external/v1/memberOptionService/multiple/apply/reviewStatus?ppcdSwitchServiceFlg=yes')).json().data.applications;
    expect(await reviewStatus()).toEqual([
      {
        id: application.id,
        cardName: 'Mastercard 一般カード',
        status: 'underReview',
        appliedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    const decide = (decision: 'approved' | 'declined') => decideAs(subject.app, 'examiner', 'cardApplication', application.id, decision);
    await subject.app.db
      .updateTable('members')
      .set({ mail_address: `${member.memberId}@example.jp` })
      .where('id', '=', member.memberId)
      .execute();
    expect(await decide('approved')).toEqual({ outcome: 'decided', decision: 'approved' });
    expect(await decide('declined')).toMatchObject({ outcome: 'refused', reason: 'closed' });
    expect((await reviewStatus())[0].status).toBe('approved');
    await settleOutbox(subject.app);
    const results = await subject.app.db
      .selectFrom('mailbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', `${member.memberId}@example.jp`)
      .execute();
    expect(
      results.filter((mail) => mail.subject === '【カード会員サービス】カード追加の審査結果のお知らせ').map((mail) => mail.text_body),
    ).toEqual([expect.stringContaining('Mastercard 一般カードを発行いたします。')]);
    const cards = (await member.get('/api/bff/getCredentialV2')).json().data.activeCardList as { nickname: string }[];
    expect(cards.map((card) => card.nickname)).toEqual(['Visaカード', 'Mastercardカード']);
    const issued = await subject.app.db
      .selectFrom('cards')
      .selectAll()
      .where('member_id', '=', member.memberId)
      .where('network_code', '=', '2')
      .executeTakeFirstOrThrow();
    expect(issued).toMatchObject({ daiko_cd: '0', shurui_no: '005', activated: false, pin_hash: application.pin_hash });
  });

  it('offers a regular card only the brands not held yet, a gold card every brand, and refuses a brand not offered', async () => {
    // A regular Visa and a regular JCB: a regular card may still be a Mastercard only.
    const member = await cardMember([{}, {}]);
    await save(member, 'multipleCard', 'acceptPermission', { agreeTerms: true });
    const brandStep = async () =>
      (await view(member, 'multipleCard')).steps.find((step: { state: string }) => step.state === 'cardBrand').context;
    await save(member, 'multipleCard', 'cardType', { cardType: '0' });
    const regular = await brandStep();
    expect(regular.cardType).toBe('0');
    expect(regular.brandOptions['0']).toEqual([{ const: '2', title: 'Mastercard' }]);
    expect((await save(member, 'multipleCard', 'cardBrand', { brandCode: '1' })).json().resultInfo.errors).toEqual([
      { field: 'brandCode', message: '国際ブランドは表示されている一覧からお選びください。' },
    ]);
    const saved = await save(member, 'multipleCard', 'cardBrand', { brandCode: '2' });
    expect(saved.statusCode, saved.body).toBe(200);
    await save(member, 'multipleCard', 'cardType', { cardType: '1' });
    expect((await brandStep()).brandOptions['1'].map((option: { const: string }) => option.const)).toEqual(['1', '2', '9']);
    expect((await save(member, 'multipleCard', 'cardBrand', { brandCode: '1' })).statusCode).toBe(200);
  });

  describe('the SPEC 2.7 step guards: a step entered without its precondition is the illegal operation (4006)', () => {
    const through = async (member: CardMember, steps: readonly (keyof typeof regularMaster)[], cardType = '0') => {
      for (const step of steps) await save(member, 'multipleCard', step, step === 'cardType' ? { cardType } : regularMaster[step]);
    };
    it.each([
      ['the brand without a card type', ['acceptPermission'], 'cardBrand'],
      ['the colour without a brand', ['acceptPermission', 'cardType'], 'cardDesignColor'],
      ['the face without a brand', ['acceptPermission', 'cardType'], 'cardDesign'],
      ['the PIN without a face', ['acceptPermission', 'cardType', 'cardBrand', 'cardDesignColor'], 'pin'],
      ['the purpose without a PIN', ['acceptPermission', 'cardType', 'cardBrand', 'cardDesignColor', 'cardDesign'], 'purpose'],
    ] as const)('%s', async (_case, before, step) => {
      const member = await cardMember();
      await through(member, before);
      const refused = await save(member, 'multipleCard', step, regularMaster[step]);
      expect(refused.json().resultInfo.codeId).toBe('4006');
    });

    it('the colour and the face of a gold card, which goes from its brand to the PIN and carries its gold face', async () => {
      const member = await cardMember();
      await through(member, ['acceptPermission', 'cardType', 'cardBrand'], '1');
      expect((await view(member, 'multipleCard')).currentRoute).toBe('/member/setting/multiple-card/entry/pin-number');
      expect((await save(member, 'multipleCard', 'cardDesignColor', { cardColor: 'black' })).json().resultInfo.codeId).toBe('4006');
      expect((await save(member, 'multipleCard', 'cardDesign', { faceCode: '007' })).json().resultInfo.codeId).toBe('4006');
      await through(member, ['pin', 'purpose'], '1');
      expect((await submit(member, 'multipleCard')).statusCode).toBe(200);
      const application = await subject.app.db
        .selectFrom('card_applications')
        .select(['card_type', 'network_code', 'face_code'])
        .where('member_id', '=', member.memberId)
        .executeTakeFirstOrThrow();
      // Mastercard's gold face, landscape (enums/cardDesigns.ts).
      expect(application).toEqual({ card_type: '1', network_code: '2', face_code: '007' });
    });

    it('the confirm without a purpose', async () => {
      const member = await cardMember();
      await through(member, ['acceptPermission', 'cardType', 'cardBrand', 'cardDesignColor', 'cardDesign', 'pin']);
      expect((await submit(member, 'multipleCard')).json().resultInfo.codeId).toBe('4006');
    });
  });

  describe('on the SB partner route (a partner landing)', () => {
    const goldSb = { ...regularMaster, cardType: { cardType: '1' } };
    /** The first save carries the landing, as the browser sends the one it kept from the campaign's link. */
    const land = (member: CardMember, landing: Readonly<Record<string, string>>) =>
      member.post(
        `${flow('multipleCard')}/steps/acceptPermission`,
        { answers: { agreeTerms: true }, landing },
        { 'idempotency-key': crypto.randomUUID() },
      );

    it("links the partner ID, reads the attention page and asks a gold card's fee choice, and keeps all with the application", async () => {
      const member = await cardMember();
      const landed = await land(member, { campaignCode: 'S1001' });
      expect(landed.statusCode, landed.body).toBe(200);
      expect(landed.json().data.currentRoute).toBe('/member/setting/multiple-card/sb-id-linkage/certification');
      expect(
        (await save(member, 'multipleCard', 'sbIdLinkageCertification', { sbIdLinkageMobNum: '090-2468-1357' })).json().data.currentRoute,
      ).toBe('/member/setting/multiple-card/sb-id-linkage/permission');
      // SPEC 7.2: the access token after the certification, then the consent call with it, which saves the permission
      // step and records when; the same call again answers the same, another token is refused (4040, the account-link failure).
      const CONSENT = '/external/v1/apply/multiple/consent/sbidlinkage';
      const token = await member.post('/external/v1/connect/authentication/sbidlinkage/multiple/accesstoken');
      expect(token.statusCode, token.body).toBe(200);
      const { accessToken, expiresIn } = token.json().data as { accessToken: string; expiresIn: number };
      expect(expiresIn).toBe(600);
      expect(
        await subject.app.db.selectFrom('partner_linkage_tokens').select('token_hash').where('token_hash', '=', accessToken).execute(),
      ).toEqual([]);
      expect((await member.post(CONSENT, { accessToken: 'x'.repeat(43) })).json().resultInfo.codeId).toBe('4040');
      expect((await member.post(CONSENT, {})).statusCode).toBe(400);
      const consented = await member.post(CONSENT, { accessToken });
      expect(consented.statusCode, consented.body).toBe(200);
      expect(consented.json().data).toMatchObject({
        currentStep: 'cardType',
        answers: { sbIdLinkagePermission: { sbIdLinkageConsent: true } },
      });
      expect((await member.post(CONSENT, { accessToken })).json().data.currentStep).toBe('cardType');
      for (const step of ['cardType', 'cardBrand', 'pin', 'purpose'] as const)
        expect((await save(member, 'multipleCard', step, goldSb[step])).statusCode).toBe(200);
      expect((await view(member, 'multipleCard')).currentRoute).toBe('/member/setting/multiple-card/entry/sb-id-linkage-attention');
      // SPEC 2.7: the confirm on the partner route needs the fee choice of a gold card.
      expect((await submit(member, 'multipleCard')).json().resultInfo.codeId).toBe('4006');
      expect(
        (await save(member, 'multipleCard', 'sbIdLinkageAttention', { sbIdLinkageAttentionRead: true })).json().data.currentRoute,
      ).toBe('/member/setting/multiple-card/entry/sb-payment');
      expect((await submit(member, 'multipleCard')).json().resultInfo.codeId).toBe('4006');
      expect((await save(member, 'multipleCard', 'sbPayment', { sbCommunicationFeeSelect: '1' })).json().data.currentRoute).toBe(
        '/member/setting/multiple-card/confirm',
      );
      const done = await submit(member, 'multipleCard');
      expect(done.json().data.result.data).toMatchObject({ cardName: 'Mastercard ゴールドカード' });
      const application = await subject.app.db
        .selectFrom('card_applications')
        .selectAll()
        .where('member_id', '=', member.memberId)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        card_type: '1',
        partner_route: 'SB',
        campaign_code: 'S1001',
        shop_id: null,
        partner_linkage_mob_num: '09024681357',
        communication_fee_payment: '1',
      });
      expect(application.partner_linkage_consented_at).toBeInstanceOf(Date);
    });

    it('asks no fee choice of a regular card, and refuses the payment page entered for one (4006)', async () => {
      const member = await cardMember();
      await land(member, { campaignCode: 'S1001' });
      await save(member, 'multipleCard', 'sbIdLinkageCertification', { sbIdLinkageMobNum: '09011112222' });
      // A token is for the number it was issued under: the number changed, the consent needs a new one.
      const { accessToken } = (await member.post('/external/v1/connect/authentication/sbidlinkage/multiple/accesstoken')).json().data as {
        accessToken: string;
      };
      await save(member, 'multipleCard', 'sbIdLinkageCertification', { sbIdLinkageMobNum: '09024681357' });
      expect((await member.post('/external/v1/apply/multiple/consent/sbidlinkage', { accessToken })).json().resultInfo.codeId).toBe('4040');
      await save(member, 'multipleCard', 'sbIdLinkagePermission', { sbIdLinkageConsent: true });
      for (const step of ['cardType', 'cardBrand', 'cardDesignColor', 'cardDesign', 'pin', 'purpose'] as const)
        await save(member, 'multipleCard', step, regularMaster[step]);
      expect((await save(member, 'multipleCard', 'sbPayment', { sbCommunicationFeeSelect: '1' })).json().resultInfo.codeId).toBe('4006');
      expect(
        (await save(member, 'multipleCard', 'sbIdLinkageAttention', { sbIdLinkageAttentionRead: true })).json().data.currentRoute,
      ).toBe('/member/setting/multiple-card/confirm');
    });

    it('refuses the payment page before the purposes (4006), and an ordinary landing has no partner page', async () => {
      const member = await cardMember();
      await land(member, { campaignCode: 'S1001' });
      await save(member, 'multipleCard', 'sbIdLinkageCertification', { sbIdLinkageMobNum: '09024681357' });
      await save(member, 'multipleCard', 'sbIdLinkagePermission', { sbIdLinkageConsent: true });
      for (const step of ['cardType', 'cardBrand', 'pin'] as const) await save(member, 'multipleCard', step, goldSb[step]);
      expect((await save(member, 'multipleCard', 'sbPayment', { sbCommunicationFeeSelect: '0' })).json().resultInfo.codeId).toBe('4006');

      const ordinary = await cardMember();
      expect((await land(ordinary, { campaignCode: '1001' })).json().data.currentRoute).toBe(
        '/member/setting/multiple-card/entry/card-type',
      );
      expect(
        (await save(ordinary, 'multipleCard', 'sbIdLinkageCertification', { sbIdLinkageMobNum: '09024681357' })).json().resultInfo.codeId,
      ).toBe('4006');
      expect((await ordinary.post('/external/v1/connect/authentication/sbidlinkage/multiple/accesstoken')).json().resultInfo.codeId).toBe(
        '4006',
      );
    });
  });

  it('offers only the types the cards held allow, and refuses a full set with the already-has-a-card screen (4025)', async () => {
    const goldHolder = await cardMember([{ gold: true }]);
    const atType = (await save(goldHolder, 'multipleCard', 'acceptPermission', { agreeTerms: true })).json().data;
    expect(atType.steps.find((step: { state: string }) => step.state === 'cardType').context.cardTypeOptions).toEqual([
      { const: '0', title: '一般カード' },
    ]);
    const full = await cardMember([{ network: '1' }, { network: '2' }, { network: '9' }, { gold: true, network: '1' }]);
    expect((await save(full, 'multipleCard', 'acceptPermission', { agreeTerms: true })).json().resultInfo.codeId).toBe('4025');
    const threeRegular = await cardMember([{ network: '1' }, { network: '2' }, { network: '9' }]);
    await save(threeRegular, 'multipleCard', 'acceptPermission', { agreeTerms: true });
    expect((await save(threeRegular, 'multipleCard', 'cardType', { cardType: '0' })).json().resultInfo.errors[0].field).toBe('cardType');
    expect((await save(threeRegular, 'multipleCard', 'cardType', { cardType: '1' })).statusCode).toBe(200);
  });
});

describe('the card suspension (loss or theft)', () => {
  const own = (member: CardMember, index = 0) => `card:${member.cardIds[index]}`;
  const familyOf = (member: CardMember, index = 0) => `family:${member.cardIds[0]}-family-${index}`;
  const lost = (member: CardMember, cards: readonly string[] = [own(member)], reissued: readonly string[] = cards) => ({
    cardSuspensionStatus: '3',
    suspensionCardInfoList: cards,
    applyCardReissue: reissued,
  });
  const familyRow = (member: CardMember, index = 0) =>
    subject.app.db
      .selectFrom('family_cards')
      .select(['card_status', 'reissue_status', 'card4no'])
      .where('id', '=', `${member.cardIds[0]}-family-${index}`)
      .executeTakeFirstOrThrow();
  const orders = (memberId: string) =>
    subject.app.db
      .selectFrom('fulfilment_orders')
      .select(['kind', 'card_id', 'family_card_id'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();

  it('names the card it stops, as the member pages do, as every card flow does and no member flow', async () => {
    const member = await cardMember();
    const { card4no } = await cardRow(member.cardIds[0]!);
    for (const id of ['cardSuspension', 'goldUpgrade', 'usageRestriction'])
      expect((await view(member, id)).facts, id).toMatchObject({ cardLabel: `Visa（末尾${card4no}）`, cardNickname: 'Visaカード' });
    expect((await view(member, 'multipleCard')).facts).not.toHaveProperty('cardLabel');
  });

  it("lists the member's cards in use and the family cards under them, the selected card ticked to stop and reissue, and names where new cards go", async () => {
    const member = await cardMember([{}, {}, { status: '3' }]);
    await withFamilyCards(member, 1);
    // A card whose new card is already on its way is stopped without another one.
    await subject.app.db.updateTable('cards').set({ reissue_status: '1' }).where('id', '=', member.cardIds[1]!).execute();
    const [first, second] = await Promise.all([cardRow(member.cardIds[0]!), cardRow(member.cardIds[1]!)]);
    const entry = await view(member, 'cardSuspension');
    expect(entry.currentRoute).toBe('/member/setting/card-suspension');
    expect(entry.facts).toMatchObject({ addressName: '佐藤 健一', currentAddressText: '〒100-0001 東京都千代田区千代田１－１' });
    const step = entry.steps.find((candidate: { state: string }) => candidate.state === 'setting');
    const visa = { const: own(member), title: `Visa（末尾${first.card4no}） Visaカード`, checked: true };
    const jcb = { const: own(member, 1), title: `JCB（末尾${second.card4no}） JCBカード` };
    const family = { const: familyOf(member), title: 'Visa（末尾1000） 家族カード（佐藤 子0・子）' };
    // The stopped third card is not listed.
    expect(step.context.suspensionCardOptions).toEqual([visa, jcb, family]);
    expect(step.context.reissuableCardOptions).toEqual([visa, family]);
  });

  it('stops a lost card and records the reissue, once for a repeated submit', async () => {
    const member = await cardMember();
    const { card4no } = await cardRow(member.cardIds[0]!);
    const saved = await save(member, 'cardSuspension', 'setting', lost(member));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.currentRoute).toBe('/member/setting/card-suspension/confirm');
    const label = `Visa（末尾${card4no}） Visaカード`;
    expect(saved.json().data.confirmRows[0].items.map((item: { value: string }) => item.value)).toEqual(['紛失', label, label]);
    const key = crypto.randomUUID();
    const done = await submit(member, 'cardSuspension', key);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.result).toMatchObject({
      route: '/member/setting/card-suspension/complete',
      data: {
        lossType: '紛失',
        suspendedCards: label,
        reissue: `${label}の再発行を受け付けました（1〜2週間ほどでご登録の住所にお届けします）`,
      },
    });
    expect((await submit(member, 'cardSuspension', key)).json().data.result.route).toBe('/member/setting/card-suspension/complete');
    expect(await cardRow(member.cardIds[0]!)).toMatchObject({ card_status: '3', reissue_status: '1', active: true });
    expect(await orders(member.memberId)).toEqual([{ kind: 'replacement', card_id: member.cardIds[0], family_card_id: null }]);
    expect(await changes(member.memberId)).toEqual([
      { flow_id: 'cardSuspension', field: 'cardStatus', old_value: `${card4no}:0`, new_value: `${card4no}:3` },
      { flow_id: 'cardSuspension', field: 'cardReissue', old_value: `${card4no}:0`, new_value: `${card4no}:1` },
    ]);
  });

  it("stops the member's card and a family card together, and orders a new card only for the one asked", async () => {
    const member = await cardMember([{}, {}]);
    await withFamilyCards(member, 2);
    const { card4no } = await cardRow(member.cardIds[0]!);
    const saved = await save(member, 'cardSuspension', 'setting', {
      cardSuspensionStatus: '4',
      suspensionCardInfoList: [own(member), familyOf(member, 1)],
      applyCardReissue: [familyOf(member, 1)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.confirmRows[0].items.map((item: { value: string }) => item.value)).toEqual([
      '盗難',
      `Visa（末尾${card4no}） Visaカード、Visa（末尾1000） 家族カード（佐藤 子1・子）`,
      'Visa（末尾1000） 家族カード（佐藤 子1・子）',
    ]);
    const done = await submit(member, 'cardSuspension');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.result.data).toMatchObject({
      lossType: '盗難',
      reissue: 'Visa（末尾1000） 家族カード（佐藤 子1・子）の再発行を受け付けました（1〜2週間ほどでご登録の住所にお届けします）',
    });
    expect(await cardRow(member.cardIds[0]!)).toMatchObject({ card_status: '4', reissue_status: '0' });
    expect(await familyRow(member, 1)).toMatchObject({ card_status: '4', reissue_status: '1' });
    // What was not chosen stays in use.
    expect(await cardRow(member.cardIds[1]!)).toMatchObject({ card_status: '0', reissue_status: '0' });
    expect(await familyRow(member, 0)).toMatchObject({ card_status: '0', reissue_status: '0' });
    expect(await orders(member.memberId)).toEqual([
      { kind: 'replacement', card_id: member.cardIds[0], family_card_id: `${member.cardIds[0]}-family-1` },
    ]);
    expect(await changes(member.memberId)).toEqual([
      { flow_id: 'cardSuspension', field: 'cardStatus', old_value: `${card4no}:0`, new_value: `${card4no}:4` },
      { flow_id: 'cardSuspension', field: 'familyCardStatus', old_value: '1000:0', new_value: '1000:4' },
      { flow_id: 'cardSuspension', field: 'familyCardReissue', old_value: '1000:0', new_value: '1000:1' },
    ]);
    // The stopped family card is listed no more; the member's second card still is.
    const again = (await view(member, 'cardSuspension')).restartRoute;
    expect(again).toBe('/member/setting/card-suspension');
  });

  it("refuses a card that is not the member's (a forged key) in Japanese, and changes nothing", async () => {
    const member = await cardMember();
    const other = await cardMember();
    await withFamilyCards(other, 1);
    for (const forged of [own(other), familyOf(other), 'card:card-nobody']) {
      const refused = await save(member, 'cardSuspension', 'setting', lost(member, [own(member), forged], []));
      expect(refused.statusCode, forged).toBe(400);
      expect(refused.json().resultInfo.errors).toEqual([
        { field: 'suspensionCardInfoList', message: '利用を停止するカードは表示されている一覧からお選びください。' },
      ]);
    }
    expect(await drafts(member.memberId)).toEqual([]);
    expect(await cardRow(other.cardIds[0]!)).toMatchObject({ card_status: '0' });
    expect(await familyRow(other)).toMatchObject({ card_status: '0' });
    expect(await changes(member.memberId)).toEqual([]);
  });

  it('refuses a new card for a card left in use, and a stop with no card chosen', async () => {
    const member = await cardMember([{}, {}]);
    const reissueOnly = await save(member, 'cardSuspension', 'setting', lost(member, [own(member)], [own(member), own(member, 1)]));
    expect(reissueOnly.json().resultInfo.errors).toEqual([
      { field: 'applyCardReissue', message: '再発行するカードは、利用を停止するカードの中からお選びください。' },
    ]);
    const none = await save(member, 'cardSuspension', 'setting', lost(member, [], []));
    expect(none.json().resultInfo.errors).toEqual([
      { field: 'suspensionCardInfoList', message: '利用を停止するカードを選択してください。' },
    ]);
    expect(await drafts(member.memberId)).toEqual([]);
  });

  it('stops a stolen card without a new one', async () => {
    const member = await cardMember();
    await save(member, 'cardSuspension', 'setting', { ...lost(member, [own(member)], []), cardSuspensionStatus: '4' });
    const done = await submit(member, 'cardSuspension');
    expect(done.json().data.result.data).toMatchObject({ lossType: '盗難', reissue: '再発行しない' });
    expect(await cardRow(member.cardIds[0]!)).toMatchObject({ card_status: '4', reissue_status: '0' });
    expect(await orders(member.memberId)).toEqual([]);
  });

  it('refuses a member with no card in use before its first page, with the nothing-to-suspend screen (4017), and keeps nothing', async () => {
    const member = await cardMember([{ status: '3' }]);
    const opened = await member.get(`${flow('cardSuspension')}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo).toMatchObject({ codeId: '4017', message: 'お選びのカードは、すでにご利用を停止しています。' });
    const refused = await save(member, 'cardSuspension', 'setting', lost(member));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo.codeId).toBe('4017');
    expect(await drafts(member.memberId)).toEqual([]);
    expect(await changes(member.memberId)).toEqual([]);
  });

  it('shows a finished suspension its result, offers no new run once nothing is left in use, and refuses one', async () => {
    const member = await cardMember();
    await save(member, 'cardSuspension', 'setting', lost(member, [own(member)], []));
    expect((await submit(member, 'cardSuspension')).statusCode).toBe(200);
    const done = await view(member, 'cardSuspension');
    expect(done).toMatchObject({ status: 'done', currentRoute: '/member/setting/card-suspension/complete' });
    expect(done.restartRoute).toBeUndefined();
    const again = await member.post(
      `${flow('cardSuspension')}/steps/setting`,
      { answers: lost(member, [own(member)], []), version: done.version },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(again.json().resultInfo.codeId).toBe('4017');
  });

  it('refuses at the submit a card stopped since the step was saved (another window), and stops none of the others', async () => {
    const member = await cardMember();
    await withFamilyCards(member, 1);
    await save(member, 'cardSuspension', 'setting', lost(member, [own(member), familyOf(member)]));
    await subject.app.db.updateTable('cards').set({ card_status: '4' }).where('id', '=', member.cardIds[0]!).execute();
    const refused = await submit(member, 'cardSuspension');
    expect(refused.statusCode).toBe(400);
    expect(await cardRow(member.cardIds[0]!)).toMatchObject({ card_status: '4', reissue_status: '0' });
    expect(await familyRow(member)).toMatchObject({ card_status: '0', reissue_status: '0' });
    expect(await orders(member.memberId)).toEqual([]);
  });

  it('refuses a reason outside loss and theft with a Japanese message', async () => {
    const member = await cardMember();
    const refused = await save(member, 'cardSuspension', 'setting', { ...lost(member), cardSuspensionStatus: '6' });
    expect(refused.json().resultInfo.errors).toEqual([{ field: 'cardSuspensionStatus', message: expect.stringMatching(/[ぁ-ん]/) }]);
  });
});

/**
 * The SMS check as the session store records it (server/otp tests the check itself, tests/e2e/card-lifecycle the
 * whole way through it): `minutesAgo` past the check's ten-minute validity is an expired one.
 */
const smsChecked = (memberId: string, minutesAgo = 0) =>
  subject.app.db
    .updateTable('sessions')
    .set({ sms_verified_at: sql<Date>`now() - make_interval(mins => ${minutesAgo})` })
    .where('member_id', '=', memberId)
    .execute();

describe('the card reissue (behind the SMS check)', () => {
  it('answers 4032 without a recent SMS check, to the view, the save and the submit alike, and keeps nothing', async () => {
    const member = await cardMember();
    expect((await member.get(`${flow('cardReissue')}/entry`)).json().resultInfo.codeId).toBe('4032');
    expect((await save(member, 'cardReissue', 'reason', { reissueReason: '1' })).json().resultInfo.codeId).toBe('4032');
    expect((await submit(member, 'cardReissue')).json().resultInfo.codeId).toBe('4032');
    expect(await subject.app.db.selectFrom('flow_drafts').select('flow_id').where('owner_id', '=', member.memberId).execute()).toEqual([]);
  });

  it('sends a new card for a damaged one after the check, and refuses a second while it is on its way (4018)', async () => {
    const member = await cardMember();
    await smsChecked(member.memberId);
    const entry = await view(member, 'cardReissue');
    expect(entry.currentRoute).toBe('/member/setting/reissue');
    expect(entry.facts).toMatchObject({ cardNickname: 'Visaカード', currentAddressText: '〒100-0001 東京都千代田区千代田１－１' });
    const saved = await save(member, 'cardReissue', 'reason', { reissueReason: '1' });
    expect(saved.json().data.currentRoute).toBe('/member/setting/reissue/confirm');
    const done = await submit(member, 'cardReissue');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.result).toMatchObject({
      route: '/member/setting/reissue/complete',
      data: { reissueReason: 'カードの破損・汚れ', deliveredTo: '〒100-0001 東京都千代田区千代田１－１' },
    });
    expect(await cardRow(member.cardIds[0]!)).toMatchObject({ card_status: '0', reissue_status: '1' });
    expect(await changes(member.memberId)).toEqual([
      { flow_id: 'cardReissue', field: 'cardReissue', old_value: '0', new_value: '1' },
      { flow_id: 'cardReissue', field: 'reissueReason', old_value: null, new_value: '1' },
    ]);
    // The done page offers no new run while the new card is on its way, and a second run started anyway is refused.
    const { version, restartRoute } = await view(member, 'cardReissue');
    expect(restartRoute).toBeUndefined();
    const again = await member.post(
      `${flow('cardReissue')}/steps/reason`,
      { answers: { reissueReason: '2' }, version },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(again.json().resultInfo.codeId).toBe('4018');
  });

  it('refuses the submit once the check has run out (ten minutes), and changes nothing', async () => {
    const member = await cardMember();
    await smsChecked(member.memberId);
    await save(member, 'cardReissue', 'reason', { reissueReason: '2' });
    await smsChecked(member.memberId, 11);
    expect((await submit(member, 'cardReissue')).json().resultInfo.codeId).toBe('4032');
    expect(await cardRow(member.cardIds[0]!)).toMatchObject({ reissue_status: '0' });
  });

  it('replaces a card stopped for loss without a new one, and refuses a card being reissued after a suspension', async () => {
    const stopped = await cardMember([{ status: '3' }]);
    await smsChecked(stopped.memberId);
    await save(stopped, 'cardReissue', 'reason', { reissueReason: '9' });
    expect((await submit(stopped, 'cardReissue')).statusCode).toBe(200);

    const suspended = await cardMember();
    const lost = [`card:${suspended.cardIds[0]}`];
    await save(suspended, 'cardSuspension', 'setting', { cardSuspensionStatus: '3', suspensionCardInfoList: lost, applyCardReissue: lost });
    expect((await submit(suspended, 'cardSuspension')).statusCode).toBe(200);
    await smsChecked(suspended.memberId);
    expect((await save(suspended, 'cardReissue', 'reason', { reissueReason: '1' })).json().resultInfo.codeId).toBe('4018');
  });

  it('refuses a card being reissued before its reason page, with the reissue-in-progress screen (4018), and keeps nothing', async () => {
    const member = await cardMember();
    await subject.app.db.updateTable('cards').set({ reissue_status: '1' }).where('id', '=', member.cardIds[0]!).execute();
    await smsChecked(member.memberId);
    const opened = await member.get(`${flow('cardReissue')}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo.codeId).toBe('4018');
    expect(await drafts(member.memberId)).toEqual([]);
  });

  it('answers an emergency card issued abroad with the emergency reissue notice (4027), before and at the submit', async () => {
    const member = await cardMember();
    await smsChecked(member.memberId);
    await save(member, 'cardReissue', 'reason', { reissueReason: '1' });
    // The card turns out to be an emergency card between the step and the submit: the completion refuses it too.
    await subject.app.db.updateTable('cards').set({ emergency_reissue: '1' }).where('id', '=', member.cardIds[0]!).execute();
    const refused = await submit(member, 'cardReissue');
    expect(refused.json().resultInfo.codeId).toBe('4027');
    expect(await cardRow(member.cardIds[0]!)).toMatchObject({ reissue_status: '0' });
    const again = await cardMember();
    await subject.app.db.updateTable('cards').set({ emergency_reissue: '1' }).where('id', '=', again.cardIds[0]!).execute();
    await smsChecked(again.memberId);
    expect((await again.get(`${flow('cardReissue')}/entry`)).json().resultInfo.codeId).toBe('4027');
    expect((await save(again, 'cardReissue', 'reason', { reissueReason: '1' })).json().resultInfo.codeId).toBe('4027');
    expect(await drafts(again.memberId)).toEqual([]);
  });
});

describe('the withdrawal from the membership', () => {
  it('names every card it ends, withdraws them all and makes the member a former member', async () => {
    instant = new Date('2026-11-25T15:30:00Z');
    const member = await cardMember([{}, {}]);
    const entry = await view(member, 'cardWithdrawal');
    expect(entry.facts.withdrawalCardsText).toBe(
      `Visaカード（下4桁 ${4000 + created * 10}）、JCBカード（下4桁 ${4000 + created * 10 + 1}）`,
    );
    const saved = await save(member, 'cardWithdrawal', 'reason', { withdrawalReason: '63' });
    expect(saved.json().data.currentRoute).toBe('/member/card-withdrawal/confirm');
    const key = crypto.randomUUID();
    const done = await submit(member, 'cardWithdrawal', key);
    expect(done.statusCode, done.body).toBe(200);
    // 00:30 on the 26th in Tokyo.
    expect(done.json().data.result).toMatchObject({ route: '/member/card-withdrawal/complete', data: { withdrawnOn: '2026年11月26日' } });
    expect((await submit(member, 'cardWithdrawal', key)).json().data.result.route).toBe('/member/card-withdrawal/complete');

    for (const cardId of member.cardIds)
      expect(await cardRow(cardId)).toMatchObject({ card_status: '6', active: false, closed_on: '2026-11-26' });
    expect(
      await subject.app.db
        .selectFrom('members')
        .select(['role', 'membership_status'])
        .where('id', '=', member.memberId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ role: 'former_member', membership_status: '99' });
    expect(await changes(member.memberId)).toEqual([
      { flow_id: 'cardWithdrawal', field: 'membershipStatus', old_value: '50', new_value: '99' },
      { flow_id: 'cardWithdrawal', field: 'withdrawalReason', old_value: null, new_value: '63' },
    ]);

    // The same session reads the result, and the member is now judged a former member with two old cards.
    expect((await view(member, 'cardWithdrawal')).status).toBe('done');
    expect((await member.get('/api/bff/guardContext')).json().data).toMatchObject({ formerMember: true, cardMember: false });
    expect((await member.get('/api/bff/getCredentialForExMember/0')).json().data.exCardCount).toBe(2);
    instant = undefined;
  });

  it.each([
    ['every card owes', [{ owing: true }, { owing: true }], '4019'],
    ['one card of two owes', [{}, { owing: true }], '4020'],
  ])('is refused before its reason page when %s, and changes nothing', async (_case, cards, codeId) => {
    const member = await cardMember(cards);
    const opened = await member.get(`${flow('cardWithdrawal')}/entry`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().resultInfo.codeId).toBe(codeId);
    expect(await drafts(member.memberId)).toEqual([]);
    const refused = await save(member, 'cardWithdrawal', 'reason', { withdrawalReason: '61' });
    expect(refused.json().resultInfo.codeId).toBe(codeId);
    for (const cardId of member.cardIds) expect(await cardRow(cardId)).toMatchObject({ card_status: '0', active: true });
    expect(await changes(member.memberId)).toEqual([]);
  });

  it('is refused while an overpayment is not yet paid back (4007), and goes on once it is', async () => {
    const member = await cardMember([{}, {}]);
    await subject.app.db
      .insertInto('statements')
      .values({
        card_id: member.cardIds[1]!,
        billing_month: '202610',
        amount_yen: -3200,
        detail_status: '2',
        payment_status: '30',
        due_date: '2026-10-27',
      })
      .execute();
    const refused = await save(member, 'cardWithdrawal', 'reason', { withdrawalReason: '61' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultInfo).toMatchObject({ codeId: '4007', message: '過払い明細があるため、お手続きできません。' });
    expect(await changes(member.memberId)).toEqual([]);
    await subject.app.db.updateTable('statements').set({ payment_status: '40' }).where('card_id', '=', member.cardIds[1]!).execute();
    expect((await save(member, 'cardWithdrawal', 'reason', { withdrawalReason: '61' })).statusCode).toBe(200);
  });

  it('is refused at the submit when a bill fell unpaid since the reason was given', async () => {
    const member = await cardMember([{}, {}]);
    await save(member, 'cardWithdrawal', 'reason', { withdrawalReason: '64' });
    await subject.app.db
      .insertInto('statements')
      .values({
        card_id: member.cardIds[1]!,
        billing_month: '202611',
        amount_yen: 5000,
        detail_status: '2',
        payment_status: '50',
        due_date: '2026-11-27',
      })
      .execute();
    const refused = await submit(member, 'cardWithdrawal');
    expect(refused.json().resultInfo.codeId).toBe('4020');
    expect(await subject.app.db.selectFrom('members').select('role').where('id', '=', member.memberId).executeTakeFirstOrThrow()).toEqual({
      role: 'member',
    });
  });

  it('is refused before its reason page with the none screen (4021) when no card is in use', async () => {
    const member = await cardMember([{}]);
    await subject.app.db
      .updateTable('cards')
      .set({ active: false, closed_on: '2026-01-31', card_status: '6' })
      .where('member_id', '=', member.memberId)
      .execute();
    expect((await member.get(`${flow('cardWithdrawal')}/entry`)).json().resultInfo.codeId).toBe('4021');
    const refused = await save(member, 'cardWithdrawal', 'reason', { withdrawalReason: '68' });
    expect(refused.json().resultInfo.codeId).toBe('4021');
  });
});

describe('the card tokens as digests for the partner-ID linkage (ppcdTokenHash/issue)', () => {
  const issue = (member: Applicant, ppcdTokenList: readonly string[]) =>
    member.post('/external/v1/userAuthentication/ppcdTokenHash/issue', { ppcdTokenList });

  it("answers each of the member's own tokens with the same one-way digest on every call", async () => {
    const member = await cardMember([{}, {}]);
    const tokens = [`token-lifecycle${created}-1`, `token-lifecycle${created}-0`];
    const first = await issue(member, tokens);
    expect(first.statusCode, first.body).toBe(200);
    const { hashList } = first.json().data as { hashList: { ppcdTokenHash: string; ppcdToken: string }[] };
    expect(hashList.map((entry) => entry.ppcdToken)).toEqual(tokens);
    for (const entry of hashList) expect(entry.ppcdTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(hashList.map((entry) => entry.ppcdTokenHash)).size).toBe(2);
    expect((await issue(member, tokens)).json().data.hashList).toEqual(hashList);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it("answers 4001 and no digest when the list names another member's token", async () => {
    const member = await cardMember();
    const own = `token-lifecycle${created}-0`;
    const other = await cardMember();
    const refused = await issue(member, [own, `token-lifecycle${created}-0`]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ resultInfo: expect.objectContaining({ codeId: '4001' }) });
    expect(other.memberId).not.toBe(member.memberId);
  });
});

describe('the automatic あと払い as applied for (multiple/apply/autoPaylater)', () => {
  it('answers "1" for a member who chose it when applying, and "0" for one who applied another way', async () => {
    const URL = '/external/v1/memberOptionService/multiple/apply/autoPaylater';
    const member = await cardMember();
    expect((await member.get(URL)).json().data).toEqual({ autoPaylaterFlg: '0' });
    await subject.app.db
      .insertInto('applications')
      .values({
        member_id: member.memberId,
        schema_version: 'test',
        status: 'submitted',
        current_step: 'complete',
        visited_steps: JSON.stringify(['autoPaylater', 'complete']),
        answers: JSON.stringify({ autoPaylater: { autoPaylaterFlg: '1' } }),
        campaign_code: null,
        ad_data: null,
        consented_at: new Date(),
        inquiry_number: null,
        result: 'complete',
        submitted_at: new Date(),
      })
      .execute();
    const answer = await member.get(URL);
    expect(answer.json().data).toEqual({ autoPaylaterFlg: '1' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
