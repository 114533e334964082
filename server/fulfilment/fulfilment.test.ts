import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import {
  fulfilmentOrder,
  fulfilmentQueue,
  markPosted,
  markPrinted,
  VENDOR_FILE_COLUMNS,
  vendorFile,
  type FulfilmentOrder,
} from './fulfilment';

/**
 * The fulfilment queue (issue 31 item 3): the member's requests leave orders; staff mark them printed and posted, one
 * transaction each with the card's state, the member's mail and the audit entry; a stale screen is refused with who
 * moved the order, writing nothing; the vendor's daily file. One app for the file; each test makes its own member.
 */
const flow = (id: string) => `/external/v1/flows/${id}`;
const ALICE = 'staff:fulfil-alice';
const BOB = 'staff:fulfil-bob';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { seed: false });
  await subject.app.db
    .insertInto('staff_members')
    .values([
      { subject: 'fulfil-alice', display_name: '発送 花子', roles: JSON.stringify(['fulfilment']) },
      { subject: 'fulfil-bob', display_name: '発送 次郎', roles: JSON.stringify(['fulfilment']) },
    ])
    .execute();
});
afterAll(async () => {
  await subject.close();
});

interface CardMember extends Applicant {
  readonly cardId: string;
  readonly card4no: string;
}

let created = 0;
async function cardMember({ status = '0', subAddress = '１－１' }: { status?: string; subAddress?: string } = {}): Promise<CardMember> {
  created += 1;
  const id = `fulfil${created}`;
  const memberId = `member-${id}`;
  const cardId = `card-${id}`;
  const card4no = String(5000 + created);
  await subject.app.db
    .insertInto('members')
    .values({
      id: memberId,
      oidc_subject: `subject-${id}`,
      ppcd_web_guid: `guid-${id}`,
      role: 'member',
      membership_status: '50',
      registration_confirmed: true,
      last_name_kanji: '髙橋',
      first_name_kanji: '花子',
      last_name_kana: 'タカハシ',
      first_name_kana: 'ハナコ',
      mobile_number: '09013572468',
      mail_address: `${id}@example.jp`,
      home_zip_code: '1000001',
      home_addr_kanji: '東京都千代田区千代田',
      home_sub_addr_kanji: subAddress,
    })
    .execute();
  await subject.app.db
    .insertInto('cards')
    .values({
      id: cardId,
      member_id: memberId,
      ppcd_token: `token-${id}`,
      card4no,
      daiko_cd: '0',
      shurui_no: '001',
      network_code: '1',
      nickname: 'Visaカード',
      issued_on: '2024-01-10',
      card_status: status,
      activated: true,
    })
    .execute();
  return { ...(await logInApplicant(subject.app, id)), cardId, card4no };
}

/** A save at the draft's current version, as the browser makes it (a repeatable flow's next run starts from its done one). */
async function save(member: Applicant, id: string, step: string, answers: unknown) {
  const { version } = (await member.get(`${flow(id)}/entry`)).json().data;
  return member.post(`${flow(id)}/steps/${step}`, { answers, version }, { 'idempotency-key': crypto.randomUUID() });
}
const submit = (member: Applicant, id: string) => member.post(`${flow(id)}/submit`, {}, { 'idempotency-key': crypto.randomUUID() });
const smsChecked = (memberId: string) =>
  subject.app.db.updateTable('sessions').set({ sms_verified_at: sql<Date>`now()` }).where('member_id', '=', memberId).execute();

/** The member's reissue through the flow, as the reissue page makes it (behind a fresh SMS check). */
async function askReissue(member: CardMember): Promise<number> {
  await smsChecked(member.memberId);
  await save(member, 'cardReissue', 'reason', { reissueReason: '1' });
  const done = await submit(member, 'cardReissue');
  return done.statusCode;
}

const ordersOf = async (memberId: string): Promise<FulfilmentOrder[]> =>
  (await fulfilmentQueue(subject.app.db)).filter((order) => order.memberId === memberId);
const onlyOrder = async (memberId: string): Promise<FulfilmentOrder> => {
  const orders = await ordersOf(memberId);
  expect(orders).toHaveLength(1);
  return orders[0]!;
};
const cardRow = (cardId: string) =>
  subject.app.db
    .selectFrom('cards')
    .select(['card4no', 'card_status', 'reissue_status', 'activated'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
const mailsTo = (memberId: string) =>
  subject.app.db
    .selectFrom('outbox_messages')
    .select(['kind', 'recipient', 'subject', 'text_body'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
const auditOf = (id: number) =>
  subject.app.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'subject_type', 'subject_id', 'detail'])
    .where('subject_type', '=', 'fulfilment_order')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();
const print = (order: FulfilmentOrder, actor = ALICE) =>
  markPrinted(subject.app.db, subject.app.messages, {
    ids: [order.id],
    actor,
    expectedVersions: { [order.id]: order.version },
    today: testToday,
  });

describe('a reissue through the queue', () => {
  it('appears in the queue, is printed and posted, mails the member, and lets the card be reissued again', async () => {
    const member = await cardMember();
    expect(await askReissue(member)).toBe(200);
    const order = await onlyOrder(member.memberId);
    expect(order).toMatchObject({
      kind: 'reissue',
      kindLabel: 'カードの再発行',
      status: 'requested',
      memberName: '髙橋 花子',
      card4no: member.card4no,
      cardId: member.cardId,
      version: 1,
      familyCardId: null,
    });
    expect(order.requestedAt).toBeInstanceOf(Date);
    expect((await fulfilmentQueue(subject.app.db, { kind: 'reissue', status: 'requested' })).map((row) => row.id)).toContain(order.id);
    expect((await fulfilmentQueue(subject.app.db, { kind: 'pinNotice' })).map((row) => row.id)).not.toContain(order.id);
    // Still reissuing: a second request is refused (4018) until the new card is posted.
    await smsChecked(member.memberId);
    expect((await save(member, 'cardReissue', 'reason', { reissueReason: '2' })).json().resultInfo.codeId).toBe('4018');

    expect(await print(order)).toEqual({ outcome: 'printed', ids: [order.id], batchDay: testToday });
    const printed = await fulfilmentOrder(subject.app.db, order.id);
    expect(printed).toMatchObject({ status: 'printed', printedBy: ALICE, batchDay: testToday, version: 2 });
    expect(await mailsTo(member.memberId)).toEqual([]);

    expect(
      await markPosted(subject.app.db, subject.app.messages, { id: order.id, actor: BOB, expectedVersion: 2, today: testToday }),
    ).toEqual({ outcome: 'posted', id: order.id, mailed: 'reissuePosted' });
    expect(await fulfilmentOrder(subject.app.db, order.id)).toMatchObject({ status: 'posted', postedBy: BOB, version: 3 });
    expect(await ordersOf(member.memberId)).toEqual([]);
    expect((await fulfilmentQueue(subject.app.db, { status: 'posted' })).map((row) => row.id)).toContain(order.id);
    const mails = await mailsTo(member.memberId);
    expect(mails).toEqual([
      {
        kind: 'reissuePosted',
        recipient: `fulfil${created}@example.jp`,
        subject: expect.stringContaining('新しいカードを発送しました'),
        text_body: expect.stringContaining(`（末尾${member.card4no}）を、2026年11月22日に発送しました`),
      },
    ]);
    expect(await cardRow(member.cardId)).toEqual({ card4no: member.card4no, card_status: '0', reissue_status: '0', activated: false });

    expect(await auditOf(order.id)).toEqual([
      {
        actor: ALICE,
        action: 'fulfilment.print',
        subject_type: 'fulfilment_order',
        subject_id: String(order.id),
        detail: { kind: 'reissue', memberId: member.memberId, card4no: member.card4no, batchDay: testToday, version: 2 },
      },
      {
        actor: BOB,
        action: 'fulfilment.post',
        subject_type: 'fulfilment_order',
        subject_id: String(order.id),
        detail: {
          kind: 'reissue',
          memberId: member.memberId,
          card4no: member.card4no,
          postedOn: testToday,
          mail: 'reissuePosted',
          version: 3,
        },
      },
    ]);

    // The new card is with the member: another reissue is allowed again, and is a new order.
    expect(await askReissue(member)).toBe(200);
    expect(await onlyOrder(member.memberId)).toMatchObject({ kind: 'reissue', status: 'requested', version: 1 });
  });

  it('replaces a lost card with a new number, in use again once activated', async () => {
    const member = await cardMember();
    const lostCard = [`card:${member.cardId}`];
    await save(member, 'cardSuspension', 'setting', {
      cardSuspensionStatus: '3',
      suspensionCardInfoList: lostCard,
      applyCardReissue: lostCard,
    });
    expect((await submit(member, 'cardSuspension')).statusCode).toBe(200);
    const order = await onlyOrder(member.memberId);
    expect(order).toMatchObject({ kind: 'replacement', status: 'requested' });
    expect(order.card4no).toMatch(/^[0-9]{4}$/);
    expect(order.card4no).not.toBe(member.card4no);
    expect((await print(order)).outcome).toBe('printed');
    expect(
      (await markPosted(subject.app.db, subject.app.messages, { id: order.id, actor: ALICE, expectedVersion: 2, today: testToday }))
        .outcome,
    ).toBe('posted');
    expect(await cardRow(member.cardId)).toEqual({ card4no: order.card4no, card_status: '0', reissue_status: '0', activated: false });
    expect((await mailsTo(member.memberId)).map((mail) => mail.text_body)).toEqual([expect.stringContaining(`（末尾${order.card4no}）`)]);
  });
});

describe('a stale screen', () => {
  it('is refused with who changed the order, and nothing is written, however many orders it chose', async () => {
    const member = await cardMember();
    const other = await cardMember();
    await askReissue(member);
    await askReissue(other);
    const order = await onlyOrder(member.memberId);
    const fresh = await onlyOrder(other.memberId);
    expect((await print(order, ALICE)).outcome).toBe('printed');
    const auditBefore = await subject.app.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();

    // Bob's screen was drawn before Alice printed it: both orders at version 1.
    const refused = await markPrinted(subject.app.db, subject.app.messages, {
      ids: [fresh.id, order.id],
      actor: BOB,
      expectedVersions: { [fresh.id]: 1, [order.id]: 1 },
      today: testToday,
    });
    expect(refused).toMatchObject({
      outcome: 'refused',
      reason: 'changed',
      orderId: order.id,
      status: 'printed',
      by: ALICE,
      byName: '発送 花子',
    });
    expect(refused.outcome === 'refused' && refused.message).toMatch(
      new RegExp(`^受付番号${order.id}は、発送 花子が.+に「印刷済み」にしています。`),
    );
    expect(await fulfilmentOrder(subject.app.db, fresh.id)).toMatchObject({ status: 'requested', version: 1, printedBy: null });
    expect(await fulfilmentOrder(subject.app.db, order.id)).toMatchObject({ status: 'printed', version: 2, printedBy: ALICE });
    expect(await subject.app.db.selectFrom('audit_log').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).toEqual(
      auditBefore,
    );

    // A post from a screen older than the print is refused the same way.
    expect(
      await markPosted(subject.app.db, subject.app.messages, { id: order.id, actor: BOB, expectedVersion: 1, today: testToday }),
    ).toMatchObject({ outcome: 'refused', reason: 'changed', by: ALICE });
    expect(
      await markPosted(subject.app.db, subject.app.messages, { id: fresh.id, actor: BOB, expectedVersion: 1, today: testToday }),
    ).toMatchObject({ outcome: 'refused', reason: 'wrongStatus', status: 'requested', by: null });
    expect(
      await markPrinted(subject.app.db, subject.app.messages, { ids: [999_999], actor: BOB, expectedVersions: { 999999: 1 } }),
    ).toMatchObject({ outcome: 'refused', reason: 'notFound', orderId: 999_999 });
    expect(await markPrinted(subject.app.db, subject.app.messages, { ids: [], actor: BOB, expectedVersions: {} })).toMatchObject({
      outcome: 'refused',
      reason: 'noOrders',
    });
    expect(await mailsTo(member.memberId)).toEqual([]);
  });

  it('refuses posting twice: one mail, one audit entry, the card left as the first post set it', async () => {
    const member = await cardMember();
    await askReissue(member);
    const order = await onlyOrder(member.memberId);
    await print(order);
    expect(
      (await markPosted(subject.app.db, subject.app.messages, { id: order.id, actor: ALICE, expectedVersion: 2, today: testToday }))
        .outcome,
    ).toBe('posted');
    // The second press from the same screen, and one from a screen read after the post.
    expect(
      await markPosted(subject.app.db, subject.app.messages, { id: order.id, actor: BOB, expectedVersion: 2, today: testToday }),
    ).toMatchObject({ outcome: 'refused', reason: 'changed', status: 'posted', by: ALICE, byName: '発送 花子' });
    const again = await markPosted(subject.app.db, subject.app.messages, {
      id: order.id,
      actor: BOB,
      expectedVersion: 3,
      today: testToday,
    });
    expect(again).toMatchObject({ outcome: 'refused', reason: 'wrongStatus', status: 'posted', by: ALICE });
    expect(again.outcome === 'refused' && again.message).toContain('「発送済み」にしています');
    expect(await mailsTo(member.memberId)).toHaveLength(1);
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['fulfilment.print', 'fulfilment.post']);
  });
});

describe('PIN notices and family cards', () => {
  it('posts a PIN notice with its own mail, and a family card without one', async () => {
    const member = await cardMember();
    expect((await save(member, 'pinRequest', 'request', { agreePinNotice: true })).statusCode).toBe(200);
    expect((await submit(member, 'pinRequest')).statusCode).toBe(200);
    const pinNotice = await onlyOrder(member.memberId);
    expect(pinNotice).toMatchObject({ kind: 'pinNotice', card4no: member.card4no, cardId: member.cardId });
    await print(pinNotice);
    expect(
      await markPosted(subject.app.db, subject.app.messages, { id: pinNotice.id, actor: ALICE, expectedVersion: 2, today: testToday }),
    ).toMatchObject({ outcome: 'posted', mailed: 'pinNoticePosted' });
    expect((await mailsTo(member.memberId)).map((mail) => mail.kind)).toEqual(['pinNoticePosted']);
    // A PIN notice leaves the card as it is.
    expect(await cardRow(member.cardId)).toMatchObject({ reissue_status: '0', activated: true });

    await save(member, 'familyCard', 'name', {
      familyLastNameKanji: '高橋',
      familyFirstNameKanji: '結衣',
      familyLastNameKana: 'たかはし',
      familyFirstNameKana: 'ゆい',
    });
    await save(member, 'familyCard', 'nameAlpha', { familyLastNameAlpha: 'takahashi', familyFirstNameAlpha: 'yui' });
    await save(member, 'familyCard', 'profile', { familySexType: '2', familyRelation: '013', familyBirthDay: '20060903' });
    await save(member, 'familyCard', 'phone', { familyMobNumFull: '080-2468-1357' });
    await save(member, 'familyCard', 'pin', { familyPinNumber: '3816', familyPinNumberConfirm: '3816' });
    const done = await submit(member, 'familyCard');
    expect(done.statusCode, done.body).toBe(200);
    const familyCard = await subject.app.db
      .selectFrom('family_cards')
      .select(['id', 'card4no'])
      .where('member_id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    const order = await onlyOrder(member.memberId);
    expect(order).toMatchObject({
      kind: 'familyCard',
      familyCardId: familyCard.id,
      card4no: familyCard.card4no,
      familyMemberName: '高橋 結衣',
      cardId: member.cardId,
    });
    await print(order);
    expect(
      await markPosted(subject.app.db, subject.app.messages, { id: order.id, actor: ALICE, expectedVersion: 2, today: testToday }),
    ).toMatchObject({ outcome: 'posted', mailed: null });
    expect((await mailsTo(member.memberId)).map((mail) => mail.kind)).toEqual(['pinNoticePosted']);
  });

  it('replaces a lost family card with a new number, in use again once posted, without a mail', async () => {
    const member = await cardMember();
    const familyCardId = `${member.cardId}-family`;
    await subject.app.db
      .insertInto('family_cards')
      .values({
        id: familyCardId,
        member_id: member.memberId,
        parent_card_id: member.cardId,
        card4no: '2222',
        last_name_kanji: '髙橋',
        first_name_kanji: '結衣',
        last_name_kana: 'タカハシ',
        first_name_kana: 'ユイ',
        last_name_alpha: 'TAKAHASHI',
        first_name_alpha: 'YUI',
        birth_day: '2006-09-03',
        sex: '2',
        relation: '013',
        mobile_number: '08024681357',
        pin_hash: 'x',
      })
      .execute();
    const lost = [`family:${familyCardId}`];
    const saved = await save(member, 'cardSuspension', 'setting', {
      cardSuspensionStatus: '3',
      suspensionCardInfoList: lost,
      applyCardReissue: lost,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await submit(member, 'cardSuspension')).statusCode).toBe(200);
    const order = await onlyOrder(member.memberId);
    expect(order).toMatchObject({ kind: 'replacement', familyCardId, cardId: member.cardId, familyMemberName: '髙橋 結衣' });
    expect(order.card4no).not.toBe('2222');
    await print(order);
    expect(
      await markPosted(subject.app.db, subject.app.messages, { id: order.id, actor: ALICE, expectedVersion: 2, today: testToday }),
    ).toMatchObject({ outcome: 'posted', mailed: null });
    expect(
      await subject.app.db
        .selectFrom('family_cards')
        .select(['card4no', 'card_status', 'reissue_status'])
        .where('id', '=', familyCardId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ card4no: order.card4no, card_status: '0', reissue_status: '0' });
    // The member's own card was not part of it.
    expect(await cardRow(member.cardId)).toMatchObject({ card_status: '0', reissue_status: '0', activated: true });
    expect(await mailsTo(member.memberId)).toEqual([]);
  });
});

describe('the vendor file', () => {
  it("is the day's printed orders as CSV: UTF-8, CRLF, a header, every field quoted, quotes doubled", async () => {
    const member = await cardMember({ subAddress: '１－１ "メゾン千代田"\r\n101' });
    await askReissue(member);
    const order = await onlyOrder(member.memberId);
    const day = '2026-11-23';
    await markPrinted(subject.app.db, subject.app.messages, {
      ids: [order.id],
      actor: ALICE,
      expectedVersions: { [order.id]: 1 },
      today: day,
    });
    const text = await vendorFile(subject.app.db, { day });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(VENDOR_FILE_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines[0]).toBe(
      '"受付番号","種別コード","受付日","印刷日","送付先氏名（漢字）","送付先氏名（カナ）","郵便番号","住所","カード番号下4桁","ブランドコード","カード区分","家族会員氏名（漢字）","家族会員氏名（カナ）","家族会員氏名（ローマ字）"',
    );
    // The line break stored in the address became spaces: one record, one line.
    const requestDay = order.requestedAt.toLocaleDateString('sv-SE', { timeZone: 'Asia/Tokyo' }).replaceAll('-', '');
    expect(lines.slice(1, -1)).toEqual([
      `"${order.id}","01","${requestDay}","20261123","髙橋 花子","タカハシ ハナコ","1000001","東京都千代田区千代田１－１ ""メゾン千代田""  101","${member.card4no}","1","0","","",""`,
    ]);
    // Posting keeps the order in its day's file: the file of a day is the same whenever it is fetched.
    await markPosted(subject.app.db, subject.app.messages, { id: order.id, actor: ALICE, expectedVersion: 2, today: day });
    expect(await vendorFile(subject.app.db, { day })).toBe(text);
    // Another day has nothing but the header; fetching it moved nothing.
    expect(await vendorFile(subject.app.db, { day: '2026-11-24' })).toBe(`${lines[0]}\r\n`);
  });

  it('writes a name or an address a spreadsheet would run as a formula as text, behind an apostrophe', async () => {
    const member = await cardMember();
    await subject.app.db
      .updateTable('members')
      .set({ last_name_kanji: '=HYPERLINK("http://x")', home_addr_kanji: '@SUM(1)' })
      .where('id', '=', member.memberId)
      .execute();
    await askReissue(member);
    const order = await onlyOrder(member.memberId);
    const day = '2026-11-25';
    await markPrinted(subject.app.db, subject.app.messages, {
      ids: [order.id],
      actor: ALICE,
      expectedVersions: { [order.id]: 1 },
      today: day,
    });
    const record = (await vendorFile(subject.app.db, { day })).split('\r\n')[1];
    expect(record).toContain(`,"'=HYPERLINK(""http://x"") 花子","タカハシ ハナコ","1000001","'@SUM(1)１－１",`);
  });
});
