import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../tests/helpers/s3Server';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { insertPerson } from '../apply/testing/applicant';
import { newApplicant } from '../bank/testing/submittedApplicant';
import { decideAs } from '../operations/testing/decideAs';
import { ProductConfigError } from '../config/productConfig';
import { loadRetentionPolicy, type RetentionPolicy } from './retentionPolicy';
import { runRetention } from './retentionRun';

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

/** A residence-card photo the member uploaded when applying: its bytes in the store and its row. */
async function uploadedPhoto(app: TestApp, memberId: string, file: string, bytes: string): Promise<void> {
  await app.app.fileStorage.put(file, Buffer.from(bytes));
  await app.app.db
    .insertInto('residence_card_uploads')
    .values({
      file_name: file,
      member_id: memberId,
      image_type: 'face',
      upload_type: 'apply',
      original_file_name: 'card.jpg',
      content_type: 'image/jpeg',
      scanned: true,
    })
    .execute();
}

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
          .values({
            owner_id: `member-${person}`,
            flow_id: 'apply',
            subject_id: '',
            schema_digest: 'test',
            version: 3,
            status: 'draft',
            current_step: 'residenceBackAddress',
            visited: JSON.stringify(['residenceFrontUpload']),
            answers: JSON.stringify({
              residenceFrontUpload: { residenceCardFilenameFace: file, residenceCardFilenameFaceOriginal: 'card.jpg' },
            }),
            landing: JSON.stringify({}),
            consented_at: null,
            snapshot: null,
            result_state: null,
            result_data: null,
            created_at: savedAt,
            updated_at: savedAt,
            done_at: null,
          })
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
      expect(entry).toEqual([{ subject_type: 'abandonedDrafts', detail: { rows: 1, afterDays: policy.abandonedDrafts.deleteAfterDays } }]);
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

  it('refuses to start on a period that is no number of days, or an address kept past its record, naming the field', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'card-web-retention-'));
    const shipped = JSON.parse(readFileSync(join(import.meta.dirname, '../../config/retention.json'), 'utf8')) as Record<string, object>;
    const writePolicy = (crashReports: object) =>
      writeFileSync(join(folder, 'retention.json'), JSON.stringify({ ...shipped, crashReports }));
    writePolicy({ truncateAddressAfterDays: 7, deleteAfterDays: 0 });
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(ProductConfigError);
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(/crashReports\.deleteAfterDays/);
    writePolicy({ truncateAddressAfterDays: 100, deleteAfterDays: 90 });
    await expect(loadRetentionPolicy(folder)).rejects.toThrow(/記録を消す日より後になっています/);
  });
});
