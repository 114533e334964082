import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../tests/helpers/s3Server';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { insertPerson, logInApplicant } from '../apply/testing/applicant';
import { newApplicant } from '../bank/testing/submittedApplicant';
import { decideAs } from '../operations/testing/decideAs';
import { sql, type Kysely } from 'kysely';
import { addMonths, parseIsoDate } from '../../validators/calendar';
import { isoDate } from '../bank/bankBusinessDays';
import { insertCardMember } from '../cardInfo/testing/cardMember';
import { ProductConfigError } from '../config/productConfig';
import type { Database } from '../db/schema';
import { loadRetentionPolicy, type RetentionPolicy } from './retentionPolicy';
import { runRetention, type RetentionStep } from './retentionRun';

/**
 * Issue 57 items 1 and 2 on both databases: the shipped policy (config/retention.json) applied as the clock moves on,
 * each rule leaving exactly what the table in docs/retention.md says, with an audit entry per batch and a dry run
 * that changes nothing.
 */
let subject: TestApp;
let onS3: TestApp;
let s3: S3Server;
let policy: RetentionPolicy;
beforeAll(async () => {
  s3 = await startS3Server();
  [subject, onS3] = await Promise.all([
    buildTestApp({ OUTBOX_WORKER: 'off' }, { seed: false }),
    buildTestApp({ OUTBOX_WORKER: 'off', UPLOAD_S3_URL: s3.urlFor('residence') }, { seed: false }),
  ]);
  policy = await loadRetentionPolicy(join(import.meta.dirname, '../../config'));
});
afterAll(async () => {
  await Promise.all([subject?.close(), onS3?.close()]);
  await s3?.stop();
});

const day = 86_400_000;
const start = new Date('2027-01-10T03:00:00Z');

async function receivedOn(received: Date): Promise<void> {
  const db = subject.app.db;
  await db
    .insertInto('crash_reports')
    .values({
      message: 'TypeError',
      reported_time: null,
      model: null,
      card_digest: null,
      client_address: '203.0.113.77',
      received_at: received,
    })
    .execute();
  await db
    .insertInto('analytics_records')
    .values({ kind: 'pageView', page: '/member', name: null, value: null, client_address: '2001:db8:1234:5678::9', received_at: received })
    .execute();
  await db
    .insertInto('mailbox')
    .values({
      delivery_key: crypto.randomUUID(),
      recipient: 'taro@example.jp',
      subject: '件名',
      text_body: '本文',
      html_body: null,
      received_at: received,
    })
    .execute();
}

const held = async () => ({
  crashes: (await subject.app.db.selectFrom('crash_reports').select('client_address').execute()).map((row) => row.client_address),
  analytics: (await subject.app.db.selectFrom('analytics_records').select('client_address').execute()).map((row) => row.client_address),
  mails: (await subject.app.db.selectFrom('mailbox').select('id').execute()).length,
});

/** A residence-card photo the member uploaded (when applying unless `uploadType` says later): its bytes in the store and its row. */
async function uploadedPhoto(
  app: TestApp,
  memberId: string,
  file: string,
  bytes: string,
  uploadType: 'apply' | 'member' = 'apply',
): Promise<void> {
  await app.app.fileStorage.put(file, Buffer.from(bytes));
  await app.app.db
    .insertInto('residence_card_uploads')
    .values({
      file_name: file,
      member_id: memberId,
      image_type: 'face',
      upload_type: uploadType,
      original_file_name: 'card.jpg',
      content_type: 'image/jpeg',
      scanned: true,
    })
    .execute();
}

/** Noon in Tokyo on a date, `plusDays` later: the job's run on that day. */
const tokyoNoon = (isoDay: string, plusDays = 0): Date => new Date(new Date(`${isoDay}T12:00:00+09:00`).getTime() + plusDays * day);

/** The same date `years` later (29 February on the 28th), as the law counts a period in years. */
const yearsAfter = (isoDay: string, years: number): string => isoDate(addMonths(parseIsoDate(isoDay)!, 12 * years));

/** A draft row as the flow host saves it, last saved at `savedAt`. */
const draftRow = (ownerId: string, flowId: string, status: 'draft' | 'done', answers: object, savedAt: Date) => ({
  owner_id: ownerId,
  flow_id: flowId,
  subject_id: '',
  schema_digest: 'test',
  version: 3,
  status,
  current_step: 'residenceBackAddress',
  visited: JSON.stringify(['residenceFrontUpload']),
  answers: JSON.stringify(answers),
  landing: JSON.stringify({}),
  consented_at: null,
  snapshot: null,
  result_state: null,
  result_data: null,
  created_at: savedAt,
  updated_at: savedAt,
  done_at: status === 'done' ? savedAt : null,
});

/** A card's month of use on one day: a purchase billed in April, a cash advance in May, an authorisation, a deposit promise. */
async function transactionsOn(db: Kysely<Database>, cardId: string, isoDay: string): Promise<void> {
  for (const month of ['202704', '202705'])
    await db
      .insertInto('statements')
      .values({ card_id: cardId, billing_month: month, amount_yen: 5000, detail_status: '2', payment_status: '40', due_date: isoDay })
      .execute();
  for (const [month, shop, cashing] of [
    ['202704', 'スーパー', false],
    ['202705', 'キャッシング（口座振込）', true],
  ] as const)
    await db
      .insertInto('statement_lines')
      .values({
        card_id: cardId,
        billing_month: month,
        used_on: isoDay,
        shop_name: shop,
        amount_yen: 5000,
        payment_kind: '1',
        category: 'other',
        is_cashing: cashing,
      })
      .execute();
  await db
    .insertInto('authorizations')
    .values({
      card_id: cardId,
      authorized_at: `${isoDay}T12:00:00+09:00`,
      shop_name: 'スーパー',
      amount_yen: 5000,
      status: 'approved',
      decline_reason: null,
    })
    .execute();
  const { member_id: memberId } = await db.selectFrom('cards').select('member_id').where('id', '=', cardId).executeTakeFirstOrThrow();
  await db.insertInto('deposit_promises').values({ member_id: memberId, card_id: cardId, promised_on: isoDay, amount_yen: 5000 }).execute();
}

async function transactionsOf(db: Kysely<Database>, cardId: string) {
  const lines = await db.selectFrom('statement_lines').select('shop_name').where('card_id', '=', cardId).orderBy('billing_month').execute();
  const statements = await db
    .selectFrom('statements')
    .select('billing_month')
    .where('card_id', '=', cardId)
    .orderBy('billing_month')
    .execute();
  const count = async (table: 'authorizations' | 'deposit_promises') =>
    (await db.selectFrom(table).select('id').where('card_id', '=', cardId).execute()).length;
  return {
    lines: lines.map((row) => row.shop_name),
    statements: statements.map((row) => row.billing_month),
    authorizations: await count('authorizations'),
    promises: await count('deposit_promises'),
  };
}

interface PersonWithCards {
  readonly memberId: string;
  readonly older: string;
  readonly newer: string;
  readonly record: VerificationRecord;
}

type VerificationRecord = Awaited<ReturnType<typeof verificationRecordOf>>;

/**
 * A card member (`closed`: a former member whose cards closed that day) whose identity was checked on an application
 * with a residence card, who reported a newer card since: two photos in the store, the reports, the change history.
 */
async function memberWithReplacedCard(app: TestApp, id: string, closed: string | null): Promise<PersonWithCards> {
  const { db } = app.app;
  const memberId = `member-${id}`;
  const [older, newer] = [`${crypto.randomUUID()}.jpg`, `${crypto.randomUUID()}.jpg`];
  await insertCardMember(db, id, { token: `token-${id}`, card4no: '5678', networkCode: '1', nickname: 'カード' });
  await uploadedPhoto(app, memberId, older, 'the card applied with');
  await uploadedPhoto(app, memberId, newer, 'the renewed card', 'member');
  await db
    .updateTable('members')
    .set({
      birth_day: '1990-02-15',
      home_addr_kanji: '東京都千代田区千代田',
      tel_num: '0312345678',
      mail_address: `${id}@example.jp`,
      nationality: 'VN',
      residence_status: '11',
      residence_expiry: '2031-03-31',
      residence_card_face: newer,
      ...(closed ? { role: 'former_member', membership_status: '99' } : {}),
    })
    .where('id', '=', memberId)
    .execute();
  if (closed)
    await db.updateTable('cards').set({ card_status: '6', active: false, closed_on: closed }).where('member_id', '=', memberId).execute();
  for (const face of [older, newer])
    await db
      .insertInto('residence_reports')
      .values({
        member_id: memberId,
        nationality: 'VN',
        residence_status: '11',
        residence_expiry: '2031-03-31',
        residence_card_face: face,
        residence_card_back: null,
        review: '0',
      })
      .execute();
  await db
    .insertInto('applications')
    .values({
      member_id: memberId,
      schema_version: 'test',
      status: 'submitted',
      current_step: 'complete',
      visited_steps: JSON.stringify(['attribute']),
      answers: JSON.stringify({ attribute: { lastNameKanji: '佐藤' }, licenseNumber: { licenseNo: '301234567890' } }),
      campaign_code: null,
      ad_data: null,
      consented_at: null,
      inquiry_number: null,
      result: 'complete',
      submitted_at: new Date('2025-02-01T00:00:00Z'),
      decision: 'approved',
      decided_at: new Date('2025-02-02T00:00:00Z'),
      pin_hash: 'scrypt$hash',
    })
    .execute();
  await db
    .insertInto('member_changes')
    .values({ member_id: memberId, flow_id: 'memberResidence', field: 'residenceCardFilenameFace', old_value: older, new_value: newer })
    .execute();
  await db
    .insertInto('flow_drafts')
    .values([
      draftRow(memberId, 'apply', 'done', { attribute: { lastNameKanji: '佐藤' } }, new Date('2025-02-01T00:00:00Z')),
      draftRow(
        memberId,
        'memberResidence',
        'done',
        { residenceFrontUpload: { residenceCardFilenameFace: newer } },
        new Date('2026-01-01T00:00:00Z'),
      ),
    ])
    .execute();
  await secretOf(db, memberId, 'apply');
  const person = { memberId, older, newer };
  return { ...person, record: await verificationRecordOf(app, person) };
}

/** The PIN a run of `flowId` was given, as the flow host keeps it (hashed, beside the draft). */
const secretOf = (db: Kysely<Database>, ownerId: string, flowId: string) =>
  db
    .insertInto('flow_secrets')
    .values({ owner_id: ownerId, flow_id: flowId, subject_id: '', field: 'pinNumber', secret_hash: 'scrypt$hash' })
    .execute();

/** What the service holds of a person's identity-verification record, the file store included. */
async function verificationRecordOf(app: TestApp, person: Pick<PersonWithCards, 'memberId' | 'older' | 'newer'>) {
  const { db, fileStorage } = app.app;
  const { memberId } = person;
  const uploads = await db.selectFrom('residence_card_uploads').select('file_name').where('member_id', '=', memberId).execute();
  const stored = async (name: string) => (await fileStorage.get(name)) !== null;
  const counted = async (table: 'residence_reports' | 'member_changes') =>
    (await db.selectFrom(table).select('member_id').where('member_id', '=', memberId).execute()).length;
  const secrets = await db.selectFrom('flow_secrets').select('flow_id').where('owner_id', '=', memberId).execute();
  return {
    uploads: uploads.map((row) => (row.file_name === person.older ? 'older' : 'newer')).sort(),
    stored: { older: await stored(person.older), newer: await stored(person.newer) },
    reports: await counted('residence_reports'),
    changes: await counted('member_changes'),
    secrets: secrets.map((row) => row.flow_id),
    application: await db.selectFrom('applications').select(['answers', 'pin_hash']).where('member_id', '=', memberId).executeTakeFirst(),
    doneDrafts: (
      await db.selectFrom('flow_drafts').select('answers').where('owner_id', '=', memberId).where('status', '=', 'done').execute()
    ).map((row) => row.answers),
    member: await db
      .selectFrom('members')
      .select(['last_name_kanji', 'birth_day', 'home_addr_kanji', 'tel_num', 'mail_address', 'nationality', 'residence_card_face'])
      .select(sql<boolean>`identity_record_deleted_at is not null`.as('recordDeleted'))
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow(),
  };
}

/** The same person once the record is deleted: the login account's name stays, the rest is gone (docs/retention.md). */
const deletedRecord = (person: PersonWithCards): VerificationRecord => ({
  uploads: [],
  stored: { older: false, newer: false },
  reports: 0,
  changes: 0,
  secrets: [],
  application: { answers: {}, pin_hash: null },
  doneDrafts: person.record.doneDrafts.map(() => ({})),
  member: {
    last_name_kanji: person.record.member.last_name_kanji,
    birth_day: null,
    home_addr_kanji: null,
    tel_num: null,
    mail_address: null,
    nationality: null,
    residence_card_face: null,
    recordDeleted: true,
  },
});

describe('the retention job', () => {
  it('keeps everything on the day it was received, cuts the addresses after a week and deletes each kind after its period', async () => {
    await receivedOn(start);
    expect(await runRetention(subject.app.db, subject.app.fileStorage, policy, start)).toSatisfy((steps: { rows: number }[]) =>
      steps.every((step) => step.rows === 0),
    );
    expect(await held()).toEqual({ crashes: ['203.0.113.77'], analytics: ['2001:db8:1234:5678::9'], mails: 1 });

    const afterAWeek = new Date(start.getTime() + (policy.crashReports.truncateAddressAfterDays * day + 1));
    const dry = await runRetention(subject.app.db, subject.app.fileStorage, policy, afterAWeek, { dryRun: true });
    expect(dry.filter((step) => step.rows > 0).map((step) => `${step.kind}.${step.action}`)).toEqual([
      'crashReports.truncateAddress',
      'analyticsRecords.truncateAddress',
    ]);
    expect(await held()).toEqual({ crashes: ['203.0.113.77'], analytics: ['2001:db8:1234:5678::9'], mails: 1 });
    await runRetention(subject.app.db, subject.app.fileStorage, policy, afterAWeek);
    expect(await held()).toEqual({ crashes: ['203.0.113.0'], analytics: ['2001:db8:1234::'], mails: 1 });
    // Again the same day: nothing more is due.
    expect((await runRetention(subject.app.db, subject.app.fileStorage, policy, afterAWeek)).every((step) => step.rows === 0)).toBe(true);

    const daysLater = (days: number) => new Date(start.getTime() + days * day + 1);
    await runRetention(subject.app.db, subject.app.fileStorage, policy, daysLater(policy.localMailbox.deleteAfterDays));
    expect(await held()).toEqual({ crashes: ['203.0.113.0'], analytics: ['2001:db8:1234::'], mails: 0 });
    await runRetention(subject.app.db, subject.app.fileStorage, policy, daysLater(policy.crashReports.deleteAfterDays));
    expect(await held()).toEqual({ crashes: [], analytics: ['2001:db8:1234::'], mails: 0 });
    await runRetention(subject.app.db, subject.app.fileStorage, policy, daysLater(policy.analyticsRecords.deleteAfterDays));
    expect(await held()).toEqual({ crashes: [], analytics: [], mails: 0 });

    const trail = await subject.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'subject_type', 'detail'])
      .orderBy('id')
      .execute();
    expect(trail.map((entry) => `${entry.subject_type} ${entry.action}`)).toEqual([
      'crashReports retention.truncateAddress',
      'analyticsRecords retention.truncateAddress',
      'localMailbox retention.delete',
      'crashReports retention.delete',
      'analyticsRecords retention.delete',
    ]);
    expect(trail.every((entry) => entry.actor === 'system:retention')).toBe(true);
    expect(JSON.stringify(trail)).not.toMatch(/203\.0\.113|taro@/);
  });

  it.each([
    ['the database', () => subject],
    ['S3', () => onS3],
  ])(
    'deletes a draft left for its period with the residence-card photos uploaded for it, from %s too, and keeps one saved since',
    async (_store, app) => {
      const { db, fileStorage } = app().app;
      const left = new Date('2027-02-01T01:00:00Z');
      const photo = `${crypto.randomUUID()}.jpg`;
      const kept = `${crypto.randomUUID()}.png`;
      for (const [person, file, savedAt] of [
        ['left', photo, left],
        ['back', kept, new Date(left.getTime() + 30 * day)],
      ] as const) {
        await insertPerson(db, person);
        await uploadedPhoto(app(), `member-${person}`, file, `photo of ${person}`);
        await db
          .insertInto('flow_drafts')
          .values(
            draftRow(
              `member-${person}`,
              'apply',
              'draft',
              { residenceFrontUpload: { residenceCardFilenameFace: file, residenceCardFilenameFaceOriginal: 'card.jpg' } },
              savedAt,
            ),
          )
          .execute();
      }
      const drafts = async () =>
        (await db.selectFrom('flow_drafts').select('owner_id').orderBy('owner_id').execute()).map((row) => row.owner_id);
      const uploads = async () =>
        (await db.selectFrom('residence_card_uploads').select('file_name').execute()).map((row) => row.file_name).sort();

      await runRetention(db, fileStorage, policy, new Date(left.getTime() + (policy.abandonedDrafts.deleteAfterDays - 1) * day));
      expect(await drafts()).toEqual(['member-back', 'member-left']);
      const due = new Date(left.getTime() + policy.abandonedDrafts.deleteAfterDays * day + 1);
      const dry = await runRetention(db, fileStorage, policy, due, { dryRun: true });
      expect(dry.find((step) => step.kind === 'abandonedDrafts')?.rows).toBe(1);
      expect(await drafts()).toEqual(['member-back', 'member-left']);
      await runRetention(db, fileStorage, policy, due);
      expect(await drafts()).toEqual(['member-back']);
      expect(await uploads()).toEqual([kept]);
      expect(await fileStorage.get(photo)).toBeNull();
      expect((await fileStorage.get(kept))?.toString()).toBe('photo of back');
      const entry = await db
        .selectFrom('audit_log')
        .select(['subject_type', 'detail'])
        .where('subject_type', '=', 'abandonedDrafts')
        .execute();
      expect(entry).toEqual([
        { subject_type: 'abandonedDrafts', detail: { rows: 1, records: 'flow_drafts', afterDays: policy.abandonedDrafts.deleteAfterDays } },
      ]);
    },
  );

  it('anonymises a declined application after its period, keeping what the statistics need, and leaves an approved one', async () => {
    const { db, fileStorage } = subject.app;
    const decided = new Date('2027-03-01T05:00:00Z');
    const photo = `${crypto.randomUUID()}.jpg`;
    for (const [person, decision, inquiry] of [
      ['declined', 'declined', '1234567890123456'],
      ['approved', 'approved', '6543210987654321'],
    ] as const) {
      await insertPerson(db, person, {
        birth_day: '1990-02-15',
        home_addr_kanji: '東京都千代田区千代田',
        tel_num: '0312345678',
        mail_address: `${person}@example.jp`,
      });
      await db
        .insertInto('applications')
        .values({
          member_id: `member-${person}`,
          schema_version: 'test',
          status: 'submitted',
          current_step: 'complete',
          visited_steps: JSON.stringify(['name']),
          answers: JSON.stringify({ name: { lastNameKanji: '佐藤' }, income: { income: '450' } }),
          campaign_code: '1001',
          ad_data: '{"medium":"app"}',
          consented_at: decided,
          inquiry_number: inquiry,
          result: 'underReview',
          submitted_at: new Date(decided.getTime() - day),
          decision,
          decided_at: decided,
          pin_hash: 'scrypt$hash',
        })
        .execute();
      await db
        .insertInto('examination_decisions')
        .values({
          case_kind: 'application',
          case_id: inquiry,
          stage: 'first',
          decision,
          reason_code: decision === 'declined' ? 'D04' : 'A01',
          note: '勤務先に在籍確認済み（佐藤）',
          approved_amount: null,
          actor: 'staff:1',
          actor_name: '審査 太郎',
        })
        .execute();
    }
    await uploadedPhoto(subject, 'member-declined', photo, 'card');
    const row = (person: string) =>
      db
        .selectFrom('applications')
        .innerJoin('members', 'members.id', 'applications.member_id')
        .select([
          'answers',
          'pin_hash',
          'decision',
          'decided_at',
          'inquiry_number',
          'campaign_code',
          'birth_day',
          'home_addr_kanji',
          'tel_num',
          'mail_address',
          'last_name_kanji',
        ])
        .where('member_id', '=', `member-${person}`)
        .executeTakeFirstOrThrow();
    const days = policy.declinedApplications.anonymiseAfterDays;

    await runRetention(db, fileStorage, policy, new Date(decided.getTime() + (days - 1) * day));
    expect((await row('declined')).answers).toHaveProperty('income');
    const due = new Date(decided.getTime() + days * day + 1);
    expect(
      (await runRetention(db, fileStorage, policy, due, { dryRun: true })).find((step) => step.kind === 'declinedApplications')?.rows,
    ).toBe(1);
    await runRetention(db, fileStorage, policy, due);
    expect(await row('declined')).toMatchObject({
      answers: {},
      pin_hash: null,
      decision: 'declined',
      inquiry_number: '1234567890123456',
      campaign_code: '1001',
      birth_day: null,
      home_addr_kanji: null,
      tel_num: null,
      mail_address: null,
      // The account the partner's identity provider made stays the person's own.
      last_name_kanji: '佐藤',
    });
    expect(await row('approved')).toMatchObject({ answers: { income: { income: '450' } }, tel_num: '0312345678' });
    const notes = await db.selectFrom('examination_decisions').select(['case_id', 'reason_code', 'note']).orderBy('case_id').execute();
    expect(notes).toEqual([
      { case_id: '1234567890123456', reason_code: 'D04', note: '' },
      { case_id: '6543210987654321', reason_code: 'A01', note: '勤務先に在籍確認済み（佐藤）' },
    ]);
    expect(await fileStorage.get(photo)).toBeNull();
    expect(await db.selectFrom('residence_card_uploads').select('file_name').where('member_id', '=', 'member-declined').execute()).toEqual(
      [],
    );
    // Anonymised once: the next run finds nothing due.
    expect((await runRetention(db, fileStorage, policy, due)).find((step) => step.kind === 'declinedApplications')?.rows).toBe(0);
  });

  it('leaves an applicant whose declined application was anonymised a working application page', async () => {
    const seeded = await buildTestApp({ OUTBOX_WORKER: 'off' });
    try {
      const { db, fileStorage } = seeded.app;
      const applicant = await newApplicant(seeded.app, 'retention-declined');
      const { inquiry_number: inquiry } = await db
        .selectFrom('applications')
        .select('inquiry_number')
        .where('member_id', '=', applicant.memberId)
        .executeTakeFirstOrThrow();
      await decideAs(seeded.app, 'examiner', 'application', String(inquiry), 'declined');
      const later = new Date(Date.now() + (policy.declinedApplications.anonymiseAfterDays + 1) * day);
      const steps = await runRetention(db, fileStorage, policy, later);
      expect(steps.find((step) => step.kind === 'declinedApplications')?.rows).toBeGreaterThanOrEqual(1);
      const page = await applicant.get('/external/v1/apply/entry');
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).not.toContain('佐藤');
      expect(page.body).not.toContain('山田商事');
    } finally {
      await seeded.close();
    }
  });

  it('deletes a transaction record 7 years after its day, keeping the cashing lines and their statements for the lending books', async () => {
    const { db, fileStorage } = subject.app;
    await insertCardMember(db, 'spender', { token: 'token-spender', card4no: '1234', networkCode: '1', nickname: 'カード' });
    const used = '2027-04-10';
    await transactionsOn(db, 'card-spender', used);
    // The processor's event of the same use (issue 60), as received: it goes with the use.
    await db
      .insertInto('card_events')
      .values({
        event_id: 'evt-spender',
        card_id: 'card-spender',
        kind: 'authorization.approved',
        subject: 'authorization:auth-spender',
        occurred_at: `${used}T03:00:00Z`,
        payload: JSON.stringify({ shopName: 'スーパー' }),
        signature_digest: 'digest-spender',
        outcome: 'applied',
      })
      .execute();
    const events = async () =>
      (await db.selectFrom('card_events').select('event_id').where('card_id', '=', 'card-spender').execute()).length;
    const years = policy.transactionRecords.deleteAfterYears;
    const left = () => transactionsOf(db, 'card-spender');
    const kept = { lines: ['スーパー', 'キャッシング（口座振込）'], statements: ['202704', '202705'], authorizations: 1, promises: 1 };

    await runRetention(db, fileStorage, policy, tokyoNoon(used));
    expect(await left()).toEqual(kept);
    // On the day 7 years later the record is in its last day; the day after, it is due.
    await runRetention(db, fileStorage, policy, tokyoNoon(yearsAfter(used, years)));
    expect(await left()).toEqual(kept);
    const due = tokyoNoon(yearsAfter(used, years), 1);
    const dry = await runRetention(db, fileStorage, policy, due, { dryRun: true });
    const counted = dry.filter((step) => step.kind === 'transactionRecords').map((step) => `${step.records} ${step.rows}`);
    expect(counted).toEqual(['statement_lines 1', 'statements 1', 'authorizations 1', 'deposit_promises 1', 'card_events 1']);
    expect(await events()).toBe(1);
    expect(await left()).toEqual(kept);
    const done = await runRetention(db, fileStorage, policy, due);
    expect(done.filter((step) => step.kind === 'transactionRecords').map((step) => `${step.records} ${step.rows}`)).toEqual(counted);
    expect(await left()).toEqual({ lines: ['キャッシング（口座振込）'], statements: ['202705'], authorizations: 0, promises: 0 });
    expect(await events()).toBe(0);
    const trail = await db
      .selectFrom('audit_log')
      .select(['actor', 'detail'])
      .where('subject_type', '=', 'transactionRecords')
      .orderBy('id')
      .execute();
    expect(trail.map((entry) => entry.detail)).toEqual(
      ['statement_lines', 'statements', 'authorizations', 'deposit_promises', 'card_events'].map((records) => ({
        rows: 1,
        records,
        afterYears: years,
      })),
    );
    expect(JSON.stringify(trail)).not.toMatch(/spender|1234/);
  });

  it.each([
    ['the database', 'db', () => subject],
    ['S3', 's3', () => onS3],
  ])(
    'deletes a former member’s verification record and the photos of the card a newer one replaced 7 years after the last card closed, from %s too',
    async (_store, slug, app) => {
      const { db, fileStorage } = app().app;
      const closed = '2027-05-20';
      const former = await memberWithReplacedCard(app(), `former-${slug}`, closed);
      const member = await memberWithReplacedCard(app(), `staying-${slug}`, null);
      const years = policy.identityVerificationRecords.deleteAfterRelationshipYears;
      const untouched = async () => {
        expect(await verificationRecordOf(app(), former)).toEqual(former.record);
        expect(await verificationRecordOf(app(), member)).toEqual(member.record);
      };

      await runRetention(db, fileStorage, policy, tokyoNoon(closed));
      await untouched();
      await runRetention(db, fileStorage, policy, tokyoNoon(yearsAfter(closed, years)));
      await untouched();
      const due = tokyoNoon(yearsAfter(closed, years), 1);
      const dry = await runRetention(db, fileStorage, policy, due, { dryRun: true });
      const counts = (steps: RetentionStep[]) =>
        steps
          .filter((step) => step.kind === 'replacedResidenceCardPhotos' || step.kind === 'identityVerificationRecords')
          .map((step) => `${step.kind} ${step.rows}`);
      expect(counts(dry)).toEqual(['replacedResidenceCardPhotos 1', 'identityVerificationRecords 1']);
      await untouched();
      // A request the former member began yesterday is no part of the record: it keeps its draft and its secret.
      await db
        .insertInto('flow_drafts')
        .values(draftRow(former.memberId, 'cardReissue', 'draft', { reason: { reissueReason: '1' } }, new Date(due.getTime() - day)))
        .execute();
      await secretOf(db, former.memberId, 'cardReissue');
      expect(counts(await runRetention(db, fileStorage, policy, due))).toEqual(counts(dry));
      expect(await verificationRecordOf(app(), former)).toEqual({ ...deletedRecord(former), secrets: ['cardReissue'] });
      expect(
        await db
          .selectFrom('flow_drafts')
          .select('answers')
          .where('owner_id', '=', former.memberId)
          .where('status', '=', 'draft')
          .execute(),
      ).toEqual([{ answers: { reason: { reissueReason: '1' } } }]);
      // A member whose relationship lasts keeps the replaced card's photo with the record.
      expect(await verificationRecordOf(app(), member)).toEqual(member.record);
      // Deleted once: nothing is due the next day.
      expect(counts(await runRetention(db, fileStorage, policy, new Date(due.getTime() + day)))).toEqual([
        'replacedResidenceCardPhotos 0',
        'identityVerificationRecords 0',
      ]);
      const trail = await db
        .selectFrom('audit_log')
        .select(['subject_type', 'detail'])
        .where('subject_type', 'in', ['replacedResidenceCardPhotos', 'identityVerificationRecords'])
        .orderBy('id')
        .execute();
      expect(trail).toEqual([
        { subject_type: 'replacedResidenceCardPhotos', detail: { rows: 1, records: 'residence_card_uploads', afterYears: years } },
        { subject_type: 'identityVerificationRecords', detail: { rows: 1, records: 'members', afterYears: years } },
      ]);
    },
  );

  it('leaves at day 0 and after each period exactly what docs/retention.md says of an application declined, a draft abandoned, a residence card replaced and a member withdrawn', async () => {
    const seeded = await buildTestApp({ OUTBOX_WORKER: 'off' });
    try {
      const { db, fileStorage } = seeded.app;
      const begun = Date.now();
      const declined = await newApplicant(seeded.app, 'life-declined');
      const declinedPhoto = `${crypto.randomUUID()}.jpg`;
      await uploadedPhoto(seeded, declined.memberId, declinedPhoto, 'the declined applicant’s card');
      const { inquiry_number: inquiry } = await db
        .selectFrom('applications')
        .select('inquiry_number')
        .where('member_id', '=', declined.memberId)
        .executeTakeFirstOrThrow();
      expect(await decideAs(seeded.app, 'examiner', 'application', String(inquiry), 'declined')).toMatchObject({ outcome: 'decided' });

      const left = await newApplicant(seeded.app, 'life-draft', { submit: false, answered: ['acceptPermission', 'attribute'] });
      const draftPhoto = `${crypto.randomUUID()}.jpg`;
      await uploadedPhoto(seeded, left.memberId, draftPhoto, 'the card of a draft left');
      await db
        .updateTable('flow_drafts')
        .set({
          answers: sql`(answers::jsonb || ${JSON.stringify({ residenceFrontUpload: { residenceCardFilenameFace: draftPhoto } })}::jsonb)::json`,
        })
        .where('owner_id', '=', left.memberId)
        .execute();

      // A member who reported a newer residence card, then withdrew through the real flow (every card closed today).
      const replaced = await memberWithReplacedCard(seeded, 'life-former', null);
      const leaving = await logInApplicant(seeded.app, 'life-former');
      const flow = '/external/v1/flows/cardWithdrawal';
      const key = { 'idempotency-key': crypto.randomUUID() };
      expect((await leaving.post(`${flow}/steps/reason`, { answers: { withdrawalReason: '63' } }, key)).statusCode).toBe(200);
      expect((await leaving.post(`${flow}/submit`, {}, { 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(200);
      const { closed_on: closed } = await db
        .selectFrom('cards')
        .select('closed_on')
        .where('member_id', '=', replaced.memberId)
        .executeTakeFirstOrThrow();
      if (!closed) throw new Error('the withdrawal closed no card');
      await transactionsOn(db, 'card-life-former', closed);
      const former = { ...replaced, record: await verificationRecordOf(seeded, replaced) };
      const ended = Date.now();

      const lifeOf = async () => ({
        declined: {
          answered:
            Object.keys(
              (await db.selectFrom('applications').select('answers').where('member_id', '=', declined.memberId).executeTakeFirstOrThrow())
                .answers,
            ).length > 0,
          photoStored: (await fileStorage.get(declinedPhoto)) !== null,
        },
        draft: {
          saved: (await db.selectFrom('flow_drafts').select('owner_id').where('owner_id', '=', left.memberId).execute()).length,
          photoStored: (await fileStorage.get(draftPhoto)) !== null,
        },
        former: await verificationRecordOf(seeded, former),
        transactions: await transactionsOf(db, 'card-life-former'),
      });
      const atStart = await lifeOf();
      expect(atStart).toMatchObject({ declined: { answered: true, photoStored: true }, draft: { saved: 1, photoStored: true } });
      expect(atStart.former.uploads).toEqual(['newer', 'older']);
      const run = async (at: number | Date) => {
        await runRetention(db, fileStorage, policy, new Date(at));
        return lifeOf();
      };
      const hour = 3_600_000;

      expect(await run(ended)).toEqual(atStart);
      const drafts = policy.abandonedDrafts.deleteAfterDays * day;
      expect(await run(begun + drafts - hour)).toEqual(atStart);
      const draftGone = { ...atStart, draft: { saved: 0, photoStored: false } };
      expect(await run(ended + drafts + hour)).toEqual(draftGone);
      const declines = policy.declinedApplications.anonymiseAfterDays * day;
      expect(await run(begun + declines - hour)).toEqual(draftGone);
      const anonymised = { ...draftGone, declined: { answered: false, photoStored: false } };
      expect(await run(ended + declines + hour)).toEqual(anonymised);
      const years = policy.identityVerificationRecords.deleteAfterRelationshipYears;
      expect(policy.transactionRecords.deleteAfterYears).toBe(years);
      expect(await run(tokyoNoon(yearsAfter(closed, years)))).toEqual(anonymised);
      expect(await run(tokyoNoon(yearsAfter(closed, years), 1))).toEqual({
        ...anonymised,
        // The withdrawal's own finished draft is emptied with the others.
        former: deletedRecord(former),
        transactions: { lines: ['キャッシング（口座振込）'], statements: ['202705'], authorizations: 0, promises: 0 },
      });
      // The former member still signs in to the former members' area, which now has nothing of the record to show.
      const exMember = await leaving.get('/api/bff/getCredentialForExMember/0');
      expect(exMember.statusCode, exMember.body).toBe(200);
      expect(exMember.json().data.exCardCount).toBe(1);
    } finally {
      await seeded.close();
    }
  });

  it('refuses to start on a period that is no whole number of days or years, an address kept past its record or a replaced photo past the verification record, naming the field', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'card-web-retention-'));
    const shipped = JSON.parse(readFileSync(join(import.meta.dirname, '../../config/retention.json'), 'utf8')) as Record<string, object>;
    const writePolicy = (changed: object) => writeFileSync(join(folder, 'retention.json'), JSON.stringify({ ...shipped, ...changed }));
    writePolicy({ crashReports: { truncateAddressAfterDays: 7, deleteAfterDays: 0 } });
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(ProductConfigError);
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(/crashReports\.deleteAfterDays/);
    writePolicy({ crashReports: { truncateAddressAfterDays: 100, deleteAfterDays: 90 } });
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(/記録を消す日より後になっています/);
    writePolicy({ replacedResidenceCardPhotos: { deleteAfterRelationshipYears: 8 } });
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(/replacedResidenceCardPhotos\.deleteAfterRelationshipYears/);
    writePolicy({ transactionRecords: { deleteAfterYears: 7.5 } });
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(/transactionRecords\.deleteAfterYears/);
  });
});
