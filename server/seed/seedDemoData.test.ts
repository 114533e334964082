import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testToday, type TestApp } from '../../tests/helpers/buildTestApp';
import { verifyPassword } from '../identity/passwordHash';
import { demoPassword, demoPeople, testPeople } from './demoAccounts';
import { CASE_KIND_LABELS, type CaseKind } from '../operations/caseKind';
import { examinationQueue } from '../operations/examination';
import { deskPeople } from './deskCases';
import { seedDemoData } from './seedDemoData';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe('demo data', () => {
  it('has every demo person the product needs to walk its screens, and for tests their own applicants', async () => {
    const members = await subject.app.db.selectFrom('members').select(['id', 'role', 'registration_confirmed']).orderBy('id').execute();
    expect(members.map((m) => m.id)).toEqual([...demoPeople, ...deskPeople, ...testPeople].map((a) => `member-${a.loginId}`).sort());
    // 'applicant' for people, applicant2 … so each browser journey of the apply flow starts fresh.
    expect(members.filter((m) => m.role === 'applicant').length).toBeGreaterThanOrEqual(10);
    expect(members.filter((m) => m.role === 'former_member')).toHaveLength(1);
    expect(members.filter((m) => !m.registration_confirmed)).toHaveLength(1);
  });

  // A seed from nothing (the one test that does not copy the seeded template): 13 s measured at load 11 (issue 62).
  it('gives a person trying the service the thirteen people of the README, each once, and no test applicant', {
    timeout: 120_000,
  }, async () => {
    const fresh = await buildTestApp({}, { seed: false });
    try {
      expect(await seedDemoData(fresh.app.db, { today: testToday })).toBe(true);
      const members = await fresh.app.db.selectFrom('members').select('id').orderBy('id').execute();
      expect(members.map((m) => m.id)).toEqual([...demoPeople, ...deskPeople].map((a) => `member-${a.loginId}`).sort());
      expect(demoPeople.map((a) => a.loginId)).toEqual([
        'applicant',
        'verified',
        'regular',
        'gold',
        'multiple',
        'family',
        'unconfirmed',
        'former',
        'heavy',
        'restricted',
        'newcard',
        'minor',
        'noaddress',
      ]);
      expect(demoPeople.every((a) => !a.description.includes('テスト'))).toBe(true);
      // The verified applicant's payment-app record, whose prefill and verified identity the README describes.
      expect(await fresh.app.db.selectFrom('partner_users').select(['member_id', 'status', 'kyc_type']).execute()).toEqual([
        { member_id: 'member-verified', status: 'COMPLETED', kyc_type: 'BANK' },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('leaves a waiting case in every queue of the staff console and cards to post, each as its flow writes it', async () => {
    const db = subject.app.db;
    for (const kind of Object.keys(CASE_KIND_LABELS) as CaseKind[]) {
      const waiting = (await examinationQueue(db, kind)).filter((found) => found.memberId.startsWith('member-desk-'));
      expect(waiting.length, kind).toBe(1);
    }
    const [application] = await examinationQueue(db, 'application');
    expect(application).toMatchObject({ personName: '王 美玲', summary: 'Visa 一般カード（確認書類あり）' });
    expect(application?.photos.map((photo) => photo.side)).toEqual(['face', 'back']);
    for (const photo of application?.photos ?? [])
      expect((await subject.app.fileStorage.get(photo.fileName))?.length).toBeGreaterThan(1000);
    const [raise] = await examinationQueue(db, 'creditLimit');
    expect(raise).toMatchObject({ awaitingSecond: true, requestedAmount: 150, summary: '30万円 → 150万円' });
    expect(raise?.decisions.map((decision) => decision.actorName)).toEqual(['佐藤 審査']);
    const [report] = await examinationQueue(db, 'residenceReport');
    expect(report?.photos).toHaveLength(2);
    const orders = await db.selectFrom('fulfilment_orders').select(['member_id', 'status']).execute();
    expect(orders.filter((order) => order.member_id.startsWith('member-desk-'))).toHaveLength(2);
    // Nothing of it waits in the outbox: the receipts of requests made before the demo began are no news.
    expect(await db.selectFrom('outbox_messages').select('id').execute()).toEqual([]);
  });

  it('gives regular, gold, multiple-card, family-card and closed cards', async () => {
    const cards = await subject.app.db.selectFrom('cards').selectAll().execute();
    const of = (member: string) => cards.filter((card) => card.member_id === `member-${member}`);
    expect(of('regular').map((c) => c.daiko_cd)).toEqual(['0']);
    expect(of('gold').map((c) => c.daiko_cd)).toEqual(['1']);
    expect(of('multiple')).toHaveLength(3);
    expect(of('family').every((c) => c.is_family_card)).toBe(true);
    expect(of('former').every((c) => !c.active && c.closed_on !== null)).toBe(true);
    expect(of('applicant')).toHaveLength(0);
  });

  it('stores only the last four digits of a card number', async () => {
    const cards = await subject.app.db.selectFrom('cards').select('card4no').execute();
    for (const card of cards) expect(card.card4no).toMatch(/^\d{4}$/);
  });

  it('gives every card a year of statements, the newest unfixed for open cards', async () => {
    const rows = await subject.app.db
      .selectFrom('statements')
      .innerJoin('cards', 'cards.id', 'statements.card_id')
      .select(['cards.id', 'statements.billing_month', 'statements.detail_status', 'cards.active'])
      .orderBy('statements.billing_month', 'desc')
      .execute();
    const regular = rows.filter((row) => row.id === 'card-regular-1');
    expect(regular).toHaveLength(12);
    expect(regular[0]).toMatchObject({ billing_month: testToday.slice(0, 7).replace('-', ''), detail_status: '0' });
    expect(regular.at(-1)?.billing_month).toBe('202512');
    const former = rows.filter((row) => row.id === 'card-former-1');
    expect(former).toHaveLength(12);
    expect(former.every((row) => row.detail_status === '2')).toBe(true);
  });

  it('is the same on every seed of the same day', async () => {
    const other = await buildTestApp();
    const snapshot = (app: TestApp) =>
      app.app.db
        .selectFrom('statements')
        .select(['card_id', 'billing_month', 'amount_yen', 'due_date'])
        .orderBy(['card_id', 'billing_month'])
        .execute();
    expect(await snapshot(other)).toEqual(await snapshot(subject));
    await other.close();
  });

  it('does nothing when the database already holds data, so a restart keeps everything', async () => {
    const before = await subject.app.db
      .selectFrom('statements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDemoData(subject.app.db, { today: testToday })).toBe(false);
    const after = await subject.app.db
      .selectFrom('statements')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('stores demo passwords hashed, never in clear', async () => {
    const account = await subject.app.db
      .selectFrom('embedded_idp_accounts')
      .selectAll()
      .where('login_id', '=', 'gold')
      .executeTakeFirstOrThrow();
    expect(account.password_hash).not.toContain(demoPassword);
    expect(await verifyPassword(demoPassword, account.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', account.password_hash)).toBe(false);
  });
});
