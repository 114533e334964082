import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/buildTestApp';
import { wholeDatabase } from '../../tests/helpers/wholeDatabase';
import { logInApplicant, type Applicant } from '../apply/testing/applicant';
import { insertCardMember } from '../cardInfo/testing/cardMember';
import { settleOutbox } from '../outbox/testing/settleOutbox';
import { startS3Server } from '../../tests/helpers/s3Server';
import { requestDisclosure } from './disclosureRequests';
import { loadRetentionPolicy } from '../retention/retentionPolicy';
import { runRetention } from '../retention/retentionRun';
import { disclosureMessages } from './disclosureMessages';

/**
 * Issue 57 item 3 (APPI 第33条) through the real routes on both databases: the request behind the SMS check, once per
 * Idempotency-Key, its mail in the request's transaction, the link that works once for its own member and expires, the
 * export's PDF and JSON with the member's records and photo, no token in clear in any table but the demo's mailbox nor
 * in any log line, and the retention job deleting the ended exports' files while the request rows stay.
 */
const logLines: string[] = [];
let subject: TestApp;
const now = { at: new Date() };
beforeAll(async () => {
  subject = await buildTestApp({ OUTBOX_WORKER: 'off' }, { logStream: { write: (line) => logLines.push(line) }, clock: () => now.at });
});
afterAll(async () => {
  await subject.close();
});

const photoBytes = Buffer.from('\xff\xd8\xff\xe0 a residence card', 'latin1');

async function member(id: string, { verified = true } = {}): Promise<Applicant> {
  const db = subject.app.db;
  await insertCardMember(db, id, { token: `token-${id}`, card4no: '4321', networkCode: '1', nickname: 'いつものカード' });
  await db
    .updateTable('members')
    .set({ mail_address: `${id}@example.jp`, home_addr_kanji: '東京都千代田区丸の内1-1' })
    .where('id', '=', `member-${id}`)
    .execute();
  await db
    .insertInto('member_changes')
    .values({ member_id: `member-${id}`, flow_id: 'memberAddress', field: 'homeZipCode', old_value: '1000001', new_value: '1000005' })
    .execute();
  const person = await logInApplicant(subject.app, id);
  if (verified)
    await db.updateTable('sessions').set({ sms_verified_at: sql<Date>`now()` }).where('member_id', '=', `member-${id}`).execute();
  return person;
}

const ask = (person: Applicant, key: string = crypto.randomUUID()) =>
  person.post('/api/bff/member/disclosure', {}, { 'idempotency-key': key });
const download = (person: Applicant, token: string) => person.post('/api/bff/member/disclosure/download', { token });

/** The link's token as the member reads it in the mail (the demo mailbox: no SMTP server in the tests). */
async function tokenMailedTo(address: string, on: TestApp = subject): Promise<string> {
  await settleOutbox(on.app);
  const mail = await on.app.db
    .selectFrom('mailbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.subject).toBe('【カード会員サービス】保有個人データの開示資料のご用意ができました');
  const token = /\/member\/info\/disclosure\/download\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no link in ${mail.text_body}`);
  return token;
}

const refusal = (answer: { json(): { resultInfo: { errors?: { message: string }[] } } }) => answer.json().resultInfo.errors?.[0]?.message;

describe('a member asks for their data (APPI 第33条)', () => {
  it('is refused without a recent SMS check (4032), on the page read and on the request', async () => {
    const person = await member('disclose1', { verified: false });
    for (const answer of [await person.get('/api/bff/member/disclosure'), await ask(person)]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().resultInfo.codeId).toBe('4032');
    }
    expect(
      await subject.app.db.selectFrom('disclosure_requests').selectAll().where('member_id', '=', 'member-disclose1').execute(),
    ).toEqual([]);
  });

  it('is answered once per key with one mail; the link downloads the export once, for its member only', async () => {
    const person = await member('disclose2');
    const db = subject.app.db;
    const photo = `${crypto.randomUUID()}.jpg`;
    await subject.app.fileStorage.put(photo, photoBytes);
    await db
      .insertInto('residence_card_uploads')
      .values({
        file_name: photo,
        member_id: 'member-disclose2',
        image_type: 'face',
        upload_type: 'member',
        original_file_name: 'zairyu.jpg',
        content_type: 'image/jpeg',
        scanned: true,
      })
      .execute();

    const key = crypto.randomUUID();
    const asked = await ask(person, key);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.json().data).toMatchObject({ mailedTo: 'd******@example.jp' });
    const again = await ask(person, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(asked.json().data);
    const rows = await db.selectFrom('disclosure_requests').selectAll().where('member_id', '=', 'member-disclose2').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ received_by: 'member', prepared_by: null, downloaded_at: null });
    expect(
      await db
        .selectFrom('outbox_messages')
        .select('kind')
        .where('member_id', '=', 'member-disclose2')
        .where('kind', '=', 'disclosureReady')
        .execute(),
    ).toHaveLength(1);

    const token = await tokenMailedTo('disclose2@example.jp');
    // Kept only as its hash: the outbox masked it once delivered; only the demo's own mailbox (a person's inbox) has it.
    const everything = await wholeDatabase(db);
    const mailbox = JSON.stringify(await db.selectFrom('mailbox').selectAll().execute());
    expect(everything.replace(mailbox, '')).not.toContain(token);

    const stranger = await member('disclose3');
    const notTheirs = await download(stranger, token);
    expect(notTheirs.statusCode).toBe(400);
    expect(refusal(notTheirs)).toBe(disclosureMessages.linkOfAnother);

    const first = await download(person, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="disclosure-\d{8}\.zip"$/);
    const files = unzipSync(new Uint8Array(first.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['disclosure.json', 'disclosure.pdf', `photos/${photo}`]);
    const pdf = Buffer.from(files['disclosure.pdf']!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/NotoSansJP/);
    expect(Buffer.from(files[`photos/${photo}`]!)).toEqual(photoBytes);
    const json = JSON.parse(new TextDecoder().decode(files['disclosure.json']));
    expect(json).toMatchObject({
      format: 'card-web-disclosure/1',
      receivedBy: 'member',
      profile: {
        last_name_kanji: '佐藤',
        first_name_kanji: '健一',
        mail_address: 'disclose2@example.jp',
        home_addr_kanji: '東京都千代田区丸の内1-1',
      },
      photos: [`photos/${photo}`],
    });
    expect(json.records.cards).toEqual([expect.objectContaining({ card4no: '4321', nickname: 'いつものカード' })]);
    expect(json.records.settingsHistory).toEqual([expect.objectContaining({ field: 'homeZipCode', new_value: '1000005' })]);
    expect(json.records.residenceCardPhotos).toEqual([expect.objectContaining({ file_name: photo, original_file_name: 'zairyu.jpg' })]);
    // No secret the issuer keeps as a hash, nor the card's token.
    expect(JSON.stringify(json)).not.toMatch(/pin_hash|secure_password_hash|ppcd_token|token-disclose2/);

    const second = await download(person, token);
    expect(second.statusCode).toBe(400);
    expect(refusal(second)).toBe(disclosureMessages.linkUsed);
    expect(refusal(await download(person, 'not-a-token'))).toBe(disclosureMessages.linkUnusable);

    expect(logLines.join('\n')).not.toContain(token);
  });

  it('ends the earlier link at a new request, refuses an expired one, and the retention job deletes the ended files, keeping the rows', async () => {
    const person = await member('disclose4');
    expect((await ask(person)).statusCode).toBe(200);
    const earlier = await tokenMailedTo('disclose4@example.jp');
    expect((await ask(person)).statusCode).toBe(200);
    const later = await tokenMailedTo('disclose4@example.jp');
    expect(refusal(await download(person, earlier))).toBe(disclosureMessages.linkReplaced);

    const db = subject.app.db;
    const stored = () =>
      db
        .selectFrom('disclosure_requests')
        .select(['export_file', 'export_deleted_at'])
        .where('member_id', '=', 'member-disclose4')
        .orderBy('requested_at')
        .execute();
    const [replaced, open] = await stored();
    expect(await subject.app.fileStorage.get(open!.export_file)).not.toBeNull();

    const policy = await loadRetentionPolicy(join(import.meta.dirname, '../../config'));
    await runRetention(db, subject.app.fileStorage, policy, new Date());
    expect(await subject.app.fileStorage.get(replaced!.export_file)).toBeNull();
    expect(await subject.app.fileStorage.get(open!.export_file)).not.toBeNull();

    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    now.at = eightDaysOn;
    try {
      expect(refusal(await download(person, later))).toBe(disclosureMessages.linkExpired);
    } finally {
      now.at = new Date();
    }
    const dry = await runRetention(db, subject.app.fileStorage, policy, eightDaysOn, { dryRun: true });
    expect(dry.find((step) => step.kind === 'disclosureExports')?.rows).toBeGreaterThanOrEqual(1);
    await runRetention(db, subject.app.fileStorage, policy, eightDaysOn);
    expect(await subject.app.fileStorage.get(open!.export_file)).toBeNull();
    expect((await stored()).map((row) => row.export_deleted_at)).toEqual([expect.any(Date), expect.any(Date)]);
    expect(
      await db
        .selectFrom('audit_log')
        .select('action')
        .where('actor', '=', 'system:retention')
        .where('subject_type', '=', 'disclosureExports')
        .execute(),
    ).not.toEqual([]);
  });

  it('is refused in Japanese past three requests in a day (a repeated key is still the same request)', async () => {
    const person = await member('disclose7');
    const key = crypto.randomUUID();
    for (let request = 0; request < 3; request += 1) expect((await ask(person, request === 0 ? key : undefined)).statusCode).toBe(200);
    expect((await ask(person, key)).headers['idempotent-replayed']).toBe('true');
    const fourth = await ask(person);
    expect(fourth.statusCode).toBe(400);
    expect(refusal(fourth)).toBe(disclosureMessages.dailyLimit);
    expect(
      await subject.app.db.selectFrom('disclosure_requests').select('id').where('member_id', '=', 'member-disclose7').execute(),
    ).toHaveLength(3);
  });

  it('is refused in Japanese for a member without a mail address', async () => {
    const person = await member('disclose5');
    await subject.app.db.updateTable('members').set({ mail_address: null }).where('id', '=', 'member-disclose5').execute();
    const refused = await ask(person);
    expect(refused.statusCode).toBe(400);
    expect(refusal(refused)).toBe(disclosureMessages.noMailAddress);
  });
});

describe('a disclosure export in S3 (UPLOAD_S3_URL)', () => {
  it('is stored there, downloaded once, and deleted from the bucket by the retention job', async () => {
    const s3 = await startS3Server();
    const onS3 = await buildTestApp({ OUTBOX_WORKER: 'off', UPLOAD_S3_URL: s3.urlFor('exports') }, { seed: false });
    try {
      const { db, fileStorage, messages } = onS3.app;
      await insertCardMember(db, 'disclose6', { token: 'token-disclose6', card4no: '2468', networkCode: '2', nickname: 'Mastercard' });
      await db.updateTable('members').set({ mail_address: 'disclose6@example.jp' }).where('id', '=', 'member-disclose6').execute();
      await requestDisclosure(db, fileStorage, messages, 'member-disclose6', { receivedBy: 'member' }, new Date());
      const { export_file: file } = await db
        .selectFrom('disclosure_requests')
        .select('export_file')
        .where('member_id', '=', 'member-disclose6')
        .executeTakeFirstOrThrow();
      expect(await db.selectFrom('uploaded_files').select('name').where('name', '=', file).execute()).toEqual([]);
      expect((await fileStorage.get(file))?.subarray(0, 2).toString('latin1')).toBe('PK');

      const person = await logInApplicant(onS3.app, 'disclose6');
      const token = await tokenMailedTo('disclose6@example.jp', onS3);
      const first = await person.post('/api/bff/member/disclosure/download', { token });
      expect(first.statusCode, first.body).toBe(200);
      expect(Object.keys(unzipSync(new Uint8Array(first.rawPayload)))).toContain('disclosure.pdf');

      const policy = await loadRetentionPolicy(join(import.meta.dirname, '../../config'));
      await runRetention(db, fileStorage, policy, new Date());
      expect(await fileStorage.get(file)).toBeNull();
    } finally {
      await onS3.close();
      await s3.stop();
    }
  });
});
