import { sql, type Expression, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { addMonths, parseIsoDate, tokyoToday } from '../../validators/calendar';
import { recordAudit } from '../audit/auditLog';
import { isoDate } from '../bank/bankBusinessDays';
import type { Database } from '../db/schema';
import { isServerMadeName, type FileStorage } from '../uploads/fileStorage';
import type { RetentionPolicy } from './retentionPolicy';

/** Rows changed per transaction: a day's backlog never holds a long lock on a table the service writes. */
const batchSize = 1000;
/** Records per batch of a rule that carries photos: each photo leaves the file store one by one before the rows go. */
const photoBatchSize = 100;

/** What one rule of the policy did (or, in a dry run, would do) to how many rows. */
export interface RetentionStep {
  readonly kind: keyof RetentionPolicy;
  readonly action: 'truncateAddress' | 'delete' | 'anonymise';
  /** The table the rows counted are in: a rule over several tables (the transaction records) has a step for each. */
  readonly records: keyof Database;
  /** The moment before which records are due (a period in years: the Tokyo midnight that many years before today). */
  readonly dueBefore: Date;
  readonly rows: number;
}

type Period = { readonly afterDays: number } | { readonly afterYears: number };
type Audit = (trx: Transaction<Database>, rows: number) => Promise<void>;

/**
 * One rule: how many records are due (a dry run's count, the same query the batch takes its records from) and one
 * batch of them done, with its audit entry in the transaction that changes the rows; a batch returns how many it did,
 * and a full batch asks for the next.
 */
interface Rule {
  readonly kind: RetentionStep['kind'];
  readonly action: RetentionStep['action'];
  readonly records: RetentionStep['records'];
  readonly period: Period;
  readonly size: number;
  readonly count: (db: Kysely<Database>, dueBefore: Date) => Promise<number>;
  readonly batch: (db: Kysely<Database>, dueBefore: Date, audit: Audit) => Promise<number>;
}

const dueBeforeOf = (now: Date, period: Period): Date => {
  if ('afterDays' in period) return new Date(now.getTime() - period.afterDays * 86_400_000);
  // The law counts years from a day (犯罪収益移転防止法 第6条第2項, 第7条第3項): the same Tokyo date that many years
  // back, 29 February falling on the 28th, so a record is kept through its last day and due the day after.
  const today = parseIsoDate(tokyoToday(now));
  if (!today) throw new Error(`no Tokyo date for ${now.toISOString()}`);
  return new Date(`${isoDate(addMonths(today, -12 * period.afterYears))}T00:00:00+09:00`);
};

/** The Tokyo date of a dueBefore that is a Tokyo midnight: date columns (a line's day of use) compare with it. */
const dueDay = (dueBefore: Date): string => tokyoToday(dueBefore);

type Db = Kysely<Database> | Transaction<Database>;

/** How many rows a query of the due ones selects. */
async function countOf(db: Kysely<Database>, due: Expression<unknown>): Promise<number> {
  const counted = await sql<{ rows: number }>`select count(*)::int as rows from (${due}) as due`.execute(db);
  return counted.rows[0]?.rows ?? 0;
}

/** A rule that changes rows alone (no photo): a batch of the due ids changed in one transaction with its audit entry. */
function rowRule<T extends keyof Database>(
  rule: Omit<Rule, 'size' | 'count' | 'batch'> & { readonly records: T },
  due: (db: Db, dueBefore: Date) => SelectQueryBuilder<Database, T, { id: unknown }>,
  change: (trx: Transaction<Database>, ids: SelectQueryBuilder<Database, T, { id: unknown }>) => Promise<bigint>,
): Rule {
  return {
    ...rule,
    size: batchSize,
    count: (db, dueBefore) => countOf(db, due(db, dueBefore)),
    batch: (db, dueBefore, audit) =>
      db.transaction().execute(async (trx) => {
        const changed = Number(await change(trx, due(trx, dueBefore).limit(batchSize)));
        if (changed > 0) await audit(trx, changed);
        return changed;
      }),
  };
}

/** The records a rule with photos takes, oldest first: counted whole in a dry run, read a batch at a time. */
type DueQuery<R> = Expression<unknown> & { limit(limit: number): { execute(): Promise<R[]> } };

/**
 * A rule that carries photos: a batch reads its records (at most photoBatchSize), deletes their files, then changes
 * the rows and writes its audit entry in one transaction; `due` counts them the same way in a dry run.
 */
function photoRule<R>(
  rule: Omit<Rule, 'size' | 'count' | 'batch'>,
  due: (db: Db, dueBefore: Date) => DueQuery<R>,
  batch: (db: Kysely<Database>, records: readonly R[], dueBefore: Date, audit: Audit) => Promise<number>,
): Rule {
  return {
    ...rule,
    size: photoBatchSize,
    count: (db, dueBefore) => countOf(db, due(db, dueBefore)),
    batch: async (db, dueBefore, audit) => {
      const records = await due(db, dueBefore).limit(photoBatchSize).execute();
      return records.length === 0 ? 0 : batch(db, records, dueBefore, audit);
    },
  };
}

type ReceivedTable = 'crash_reports' | 'analytics_records' | 'mailbox';

/**
 * A client address cut to its network: the last octet of IPv4 (a /24), all but the first three groups of IPv6 (a /48).
 * Enough for the statistics that need a rough origin, no longer one household's line.
 */
const networkOf = sql<string>`host(network(set_masklen(inet(client_address), case when family(inet(client_address)) = 4 then 24 else 48 end)))`;

const truncateAddresses = (kind: 'crashReports' | 'analyticsRecords', records: 'crash_reports' | 'analytics_records', afterDays: number) =>
  rowRule(
    { kind, action: 'truncateAddress', records, period: { afterDays } },
    (db, dueBefore) =>
      db
        .selectFrom(records as 'crash_reports')
        .select('id')
        .where('received_at', '<', dueBefore)
        .where('client_address', '<>', networkOf),
    async (trx, ids) =>
      (
        await trx
          .updateTable(records as 'crash_reports')
          .set({ client_address: networkOf })
          .where('id', 'in', ids as never)
          .executeTakeFirst()
      ).numUpdatedRows,
  );

/** Deletes the rows the due query selects (the id is a string on two tables and a number on the others: the same column either way). */
const deleteDue =
  (records: keyof Database) =>
  async (trx: Transaction<Database>, ids: SelectQueryBuilder<Database, keyof Database, { id: unknown }>): Promise<bigint> =>
    (
      await trx
        .deleteFrom(records)
        .where('id' as never, 'in', ids as never)
        .executeTakeFirst()
    ).numDeletedRows;

const deleteReceived = (kind: RetentionStep['kind'], records: ReceivedTable, afterDays: number) =>
  rowRule(
    { kind, action: 'delete', records, period: { afterDays } },
    (db, dueBefore) =>
      db
        .selectFrom(records as 'mailbox')
        .select('id')
        .where('received_at', '<', dueBefore),
    deleteDue(records),
  );

/**
 * 犯罪収益移転防止法 第7条第3項: each transaction's record, 7 years from its day. A statement's day is its due date (the
 * payment it asks for); its lines go by their own day of use, so a statement outlives its lines, never the reverse.
 */
function transactionRecords(afterYears: number): Rule[] {
  const rule = <T extends keyof Database>(records: T) => ({
    kind: 'transactionRecords' as const,
    action: 'delete' as const,
    records,
    period: { afterYears },
  });
  return [
    rowRule(
      rule('statement_lines'),
      // A cashing line is a money lending book's entry (貸金業法 第19条): kept past this period, by hand until automated.
      (db, dueBefore) =>
        db.selectFrom('statement_lines').select('id').where('used_on', '<', dueDay(dueBefore)).where('is_cashing', '=', false),
      deleteDue('statement_lines'),
    ),
    rowRule(
      rule('statements'),
      (db, dueBefore) =>
        db
          .selectFrom('statements')
          .select('id')
          .where('due_date', '<', dueDay(dueBefore))
          // A statement that bills a cashing line is a money lending book's entry (貸金業法 第19条), kept past this period.
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('statement_lines as cashing')
                  .select('cashing.id')
                  .whereRef('cashing.card_id', '=', 'statements.card_id')
                  .whereRef('cashing.billing_month', '=', 'statements.billing_month')
                  .where('cashing.is_cashing', '=', true),
              ),
            ),
          ),
      deleteDue('statements'),
    ),
    rowRule(
      rule('authorizations'),
      (db, dueBefore) => db.selectFrom('authorizations').select('id').where('authorized_at', '<', dueBefore),
      deleteDue('authorizations'),
    ),
    rowRule(
      rule('deposit_promises'),
      (db, dueBefore) => db.selectFrom('deposit_promises').select('id').where('promised_on', '<', dueDay(dueBefore)),
      deleteDue('deposit_promises'),
    ),
    // Issue 60: the processor's events as received hold the same uses (shop, amount), so they go with them, from the
    // moment the processor says each happened.
    rowRule(
      rule('card_events'),
      (db, dueBefore) => db.selectFrom('card_events').select('event_id as id').where('occurred_at', '<', dueBefore),
      async (trx, ids) =>
        (
          await trx
            .deleteFrom('card_events')
            .where('event_id', 'in', ids as never)
            .executeTakeFirst()
        ).numDeletedRows,
    ),
  ];
}

/** The server-made file names a draft's answers hold (a residence-card photo's `residenceCardFilenameFace`…). */
const fileNamesIn = (answers: Record<string, Record<string, unknown>>): string[] =>
  Object.values(answers).flatMap((step) =>
    Object.values(step).filter((value): value is string => typeof value === 'string' && isServerMadeName(value)),
  );

const abandonedDraftsDue = (db: Db, dueBefore: Date) =>
  db.selectFrom('flow_drafts').where('status', '=', 'draft').where('updated_at', '<', dueBefore);

/**
 * Abandoned drafts: each with the residence-card photos its owner uploaded for it. The photos leave the file store
 * first and the rows after, in one transaction with the audit entry: a run cut between the two leaves the draft due,
 * and the next run deletes the (already gone) files again and then the rows. A photo of a submitted application is
 * never reached: its draft is done, not a draft.
 */
function abandonedDrafts(storage: FileStorage, afterDays: number): Rule {
  return photoRule(
    { kind: 'abandonedDrafts', action: 'delete', records: 'flow_drafts', period: { afterDays } },
    (db, dueBefore) => abandonedDraftsDue(db, dueBefore).select(['owner_id', 'flow_id', 'subject_id', 'answers']).orderBy('updated_at'),
    async (db, drafts, dueBefore, audit) => {
      const photos = await db
        .selectFrom('residence_card_uploads')
        .select(['member_id', 'file_name'])
        .where((where) =>
          where.or(
            drafts.map((draft) =>
              where.and([where('member_id', '=', draft.owner_id), where('file_name', 'in', ['', ...fileNamesIn(draft.answers)])]),
            ),
          ),
        )
        .execute();
      for (const photo of photos) await storage.delete(photo.file_name);
      return db.transaction().execute(async (trx) => {
        let deleted = 0;
        for (const draft of drafts) {
          const key = (query: 'flow_drafts' | 'flow_secrets') =>
            trx
              .deleteFrom(query)
              .where('owner_id', '=', draft.owner_id)
              .where('flow_id', '=', draft.flow_id)
              .where('subject_id', '=', draft.subject_id);
          // Only while it is still abandoned: a person who came back during the run keeps their draft and its rows (a
          // photo already gone from the store is asked for again at its step, as any missing photo is).
          const gone = await key('flow_drafts')
            .where('status', '=', 'draft')
            .where('updated_at', '<', dueBefore)
            .returning('owner_id')
            .execute();
          if (gone.length === 0) continue;
          deleted += 1;
          await key('flow_secrets').execute();
          const named = fileNamesIn(draft.answers);
          const own = photos
            .filter((photo) => photo.member_id === draft.owner_id && named.includes(photo.file_name))
            .map((photo) => photo.file_name);
          if (own.length > 0) await trx.deleteFrom('residence_card_uploads').where('file_name', 'in', own).execute();
        }
        if (deleted > 0) await audit(trx, deleted);
        // Fewer than a batch (a draft saved again meanwhile) ends today's run; what is left is due tomorrow.
        return deleted;
      });
    },
  );
}

/** The member's columns an application filled (the partner's identity — names, mobile — stays with the account). */
const applicationFilledColumns = {
  birth_day: null,
  mail_address: null,
  home_zip_code: null,
  home_addr_kanji: null,
  home_sub_addr_kanji: null,
  home_addr_kana: null,
  tel_num: null,
  occupation: null,
  nationality: null,
  residence_status: null,
  residence_expiry: null,
  residence_card_face: null,
  residence_card_back: null,
} as const;

/** Photos out of the file store before their rows go: a run cut between the two finds the rows and deletes again. */
async function deletePhotos(storage: FileStorage, names: readonly string[]): Promise<void> {
  for (const name of names) await storage.delete(name);
}

/**
 * What people answered, emptied: their application (the answers, the PIN hash, the advertising data) and their
 * finished drafts (of `flowId` alone when given), whose answers are the same again.
 */
async function emptyAnswers(trx: Transaction<Database>, members: readonly string[], flowId?: string): Promise<void> {
  await trx.updateTable('applications').set({ answers: '{}', pin_hash: null, ad_data: null }).where('member_id', 'in', members).execute();
  // Issue 61: the credit bureau's answer about them is theirs as much as their answers are; it goes with them.
  await trx.deleteFrom('credit_bureau_inquiries').where('member_id', 'in', members).execute();
  let drafts = trx
    .updateTable('flow_drafts')
    .set({ answers: '{}', landing: '{}', snapshot: null })
    .where('owner_id', 'in', members)
    .where('status', '=', 'done');
  if (flowId) drafts = drafts.where('flow_id', '=', flowId);
  await drafts.execute();
}

const declinedDue = (db: Db, dueBefore: Date) =>
  db
    .selectFrom('applications')
    .where('decision', '=', 'declined')
    .where('decided_at', '<', dueBefore)
    .where(sql<boolean>`answers <> '{}'::jsonb`);

/**
 * Declined applications, anonymised: the applications row keeps what the statistics need (when it was submitted and
 * decided, the decision, the card route and the campaign, the inquiry number the decision rows are keyed by) and
 * loses its answers and PIN hash; the done draft loses its answers too; the examiner's free note is emptied (the
 * reason code stays); the columns of the applicant's member row that the application filled are emptied; the
 * residence-card photos leave the file store first and their rows after, as the abandoned drafts' do.
 */
function declinedApplications(storage: FileStorage, anonymiseAfterDays: number): Rule {
  return photoRule(
    { kind: 'declinedApplications', action: 'anonymise', records: 'applications', period: { afterDays: anonymiseAfterDays } },
    (db, dueBefore) => declinedDue(db, dueBefore).select(['member_id', 'inquiry_number']).orderBy('decided_at'),
    async (db, declined, _dueBefore, audit) => {
      const members = declined.map((row) => row.member_id);
      const photos = await db
        .selectFrom('residence_card_uploads')
        .select('file_name')
        .where('member_id', 'in', members)
        .where('upload_type', '=', 'apply')
        .execute();
      const names = photos.map((photo) => photo.file_name);
      await deletePhotos(storage, names);
      await db.transaction().execute(async (trx) => {
        if (names.length > 0) await trx.deleteFrom('residence_card_uploads').where('file_name', 'in', names).execute();
        await emptyAnswers(trx, members, 'apply');
        await trx.updateTable('members').set(applicationFilledColumns).where('id', 'in', members).where('role', '=', 'applicant').execute();
        const cases = declined.flatMap((row) => (row.inquiry_number ? [row.inquiry_number] : []));
        if (cases.length > 0)
          await trx
            .updateTable('examination_decisions')
            .set({ note: '' })
            .where('case_kind', '=', 'application')
            .where('case_id', 'in', cases)
            .execute();
        await audit(trx, declined.length);
      });
      return declined.length;
    },
  );
}

/**
 * The relationship's end (犯罪収益移転防止法 第6条第2項 「取引関係の終了した日」): a former member's last card closed, with
 * no card still open, before `dueBefore`'s day. Joined to their member row.
 */
const formerMembersDue = (db: Db, dueBefore: Date) =>
  db
    .selectFrom('members')
    .innerJoin(
      db
        .selectFrom('cards')
        .select(['member_id', sql<string>`max(closed_on)`.as('ended')])
        .groupBy('member_id')
        .having(sql<boolean>`bool_and(closed_on is not null)`)
        .as('relationship'),
      'relationship.member_id',
      'members.id',
    )
    .where('members.role', '=', 'former_member')
    .where('relationship.ended', '<', dueDay(dueBefore));

/** Uploaded photos of those former members that are no longer their card on record: a newer card replaced them. */
const replacedPhotosDue = (db: Db, dueBefore: Date) =>
  formerMembersDue(db, dueBefore)
    .innerJoin('residence_card_uploads as upload', 'upload.member_id', 'members.id')
    .where(sql<boolean>`upload.file_name is distinct from members.residence_card_face`)
    .where(sql<boolean>`upload.file_name is distinct from members.residence_card_back`);

/**
 * Residence-card photos a newer card replaced: while the relationship lasts they are part of the verification record
 * (the card the identity was checked on, or a later one), so they go only with its period after the relationship
 * ended, from the file store first; the reports that showed them go with them.
 */
function replacedResidenceCardPhotos(storage: FileStorage, afterYears: number): Rule {
  return photoRule(
    { kind: 'replacedResidenceCardPhotos', action: 'delete', records: 'residence_card_uploads', period: { afterYears } },
    (db, dueBefore) => replacedPhotosDue(db, dueBefore).select('upload.file_name').orderBy('upload.file_name'),
    async (db, photos, _dueBefore, audit) => {
      const names = photos.map((photo) => photo.file_name);
      await deletePhotos(storage, names);
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('residence_reports')
          .where((where) => where.or([where('residence_card_face', 'in', names), where('residence_card_back', 'in', names)]))
          .execute();
        const gone = await trx.deleteFrom('residence_card_uploads').where('file_name', 'in', names).executeTakeFirst();
        const deleted = Number(gone.numDeletedRows);
        if (deleted > 0) await audit(trx, deleted);
        return deleted;
      });
    },
  );
}

/** Former members due whose record is still there (deleted before the relationship's end: a person who joined again). */
const identityRecordsDue = (db: Db, dueBefore: Date) =>
  formerMembersDue(db, dueBefore).where((where) =>
    where.or([
      where('members.identity_record_deleted_at', 'is', null),
      where('members.identity_record_deleted_at', '<', sql<Date>`relationship.ended`),
    ]),
  );

/**
 * A former member's identity-verification record (犯罪収益移転防止法 第6条, 施行規則 第20条: who the person is, how and on
 * which document it was checked, and the changes since): the application's answers (names, birthday, address, the
 * licence's number, the photos' names) and PIN hash, the finished drafts' answers and their secrets' hashes, the member
 * columns the application and the settings filled, the residence reports and every residence-card photo (the file
 * store first), and the history of changes to them. The member row stays (the login account, the card rows that point
 * at it), marked with the run's moment so the record is not due again.
 */
function identityVerificationRecords(storage: FileStorage, afterYears: number, now: Date): Rule {
  return photoRule(
    { kind: 'identityVerificationRecords', action: 'delete', records: 'members', period: { afterYears } },
    (db, dueBefore) => identityRecordsDue(db, dueBefore).select('members.id').orderBy('members.id'),
    async (db, due, _dueBefore, audit) => {
      const members = due.map((row) => row.id);
      const photos = await db.selectFrom('residence_card_uploads').select('file_name').where('member_id', 'in', members).execute();
      await deletePhotos(
        storage,
        photos.map((photo) => photo.file_name),
      );
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('residence_card_uploads').where('member_id', 'in', members).execute();
        await trx.deleteFrom('residence_reports').where('member_id', 'in', members).execute();
        await trx.deleteFrom('member_changes').where('member_id', 'in', members).execute();
        // The secrets' hashes of finished runs only: a draft begun since stays whole until its own period.
        await trx
          .deleteFrom('flow_secrets')
          .where('owner_id', 'in', members)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('flow_drafts as done')
                .select('done.owner_id')
                .whereRef('done.owner_id', '=', 'flow_secrets.owner_id')
                .whereRef('done.flow_id', '=', 'flow_secrets.flow_id')
                .whereRef('done.subject_id', '=', 'flow_secrets.subject_id')
                .where('done.status', '=', 'done'),
            ),
          )
          .execute();
        await emptyAnswers(trx, members);
        await trx
          .updateTable('members')
          .set({ ...applicationFilledColumns, identity_record_deleted_at: now })
          .where('id', 'in', members)
          .execute();
        await audit(trx, members.length);
      });
      return members.length;
    },
  );
}

/** Disclosure exports whose link has ended: used, replaced by a newer request, or past the period. */
const endedExports = (db: Db, dueBefore: Date) =>
  db
    .selectFrom('disclosure_requests')
    .where('export_deleted_at', 'is', null)
    .where((where) =>
      where.or([where('downloaded_at', 'is not', null), where('superseded_at', 'is not', null), where('requested_at', '<', dueBefore)]),
    );

/**
 * Disclosure exports (APPI 第33条, server/disclosure/): the files leave the store first, then the rows say so in one
 * transaction with the audit entry; the row itself stays, the record that a disclosure was asked for and made.
 */
function disclosureExports(storage: FileStorage, afterDays: number): Rule {
  return photoRule(
    { kind: 'disclosureExports', action: 'delete', records: 'disclosure_requests', period: { afterDays } },
    (db, dueBefore) => endedExports(db, dueBefore).select(['id', 'export_file']).orderBy('requested_at'),
    async (db, due, _dueBefore, audit) => {
      for (const row of due) await storage.delete(row.export_file);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('disclosure_requests')
          .set({ export_deleted_at: sql<Date>`now()` })
          .where(
            'id',
            'in',
            due.map((row) => row.id),
          )
          .execute();
        await audit(trx, due.length);
      });
      return due.length;
    },
  );
}

/**
 * Issue 57 item 2: applies the retention policy as of `now`: each rule in batches, each batch in one transaction with
 * its audit entry (actor `system:retention`, the rule, its table and the number of rows), so the trail says what went
 * and when, never whose. `dryRun` counts what is due and changes nothing, for an operator to read first (`npm run
 * retention -- --dry-run`). Repeating a run changes nothing more: what was done is no longer due. The replaced photos
 * go before the verification record, which would otherwise take them as its own.
 */
export async function runRetention(
  db: Kysely<Database>,
  storage: FileStorage,
  policy: RetentionPolicy,
  now: Date,
  options: { readonly dryRun?: boolean } = {},
): Promise<RetentionStep[]> {
  const rules: Rule[] = [
    truncateAddresses('crashReports', 'crash_reports', policy.crashReports.truncateAddressAfterDays),
    deleteReceived('crashReports', 'crash_reports', policy.crashReports.deleteAfterDays),
    truncateAddresses('analyticsRecords', 'analytics_records', policy.analyticsRecords.truncateAddressAfterDays),
    deleteReceived('analyticsRecords', 'analytics_records', policy.analyticsRecords.deleteAfterDays),
    deleteReceived('localMailbox', 'mailbox', policy.localMailbox.deleteAfterDays),
    ...transactionRecords(policy.transactionRecords.deleteAfterYears),
    abandonedDrafts(storage, policy.abandonedDrafts.deleteAfterDays),
    declinedApplications(storage, policy.declinedApplications.anonymiseAfterDays),
    replacedResidenceCardPhotos(storage, policy.replacedResidenceCardPhotos.deleteAfterRelationshipYears),
    identityVerificationRecords(storage, policy.identityVerificationRecords.deleteAfterRelationshipYears, now),
    disclosureExports(storage, policy.disclosureExports.deleteAfterDays),
  ];
  const steps: RetentionStep[] = [];
  for (const rule of rules) {
    const { kind, action, records, period } = rule;
    const dueBefore = dueBeforeOf(now, period);
    if (options.dryRun) {
      steps.push({ kind, action, records, dueBefore, rows: await rule.count(db, dueBefore) });
      continue;
    }
    const audit: Audit = (trx, rows) =>
      recordAudit(trx, {
        actor: 'system:retention',
        action: `retention.${action}`,
        subject: { type: kind, id: dueBefore.toISOString() },
        detail: { rows, records, ...period },
      });
    let rows = 0;
    for (let done = rule.size; done === rule.size; ) {
      done = await rule.batch(db, dueBefore, audit);
      rows += done;
    }
    steps.push({ kind, action, records, dueBefore, rows });
  }
  return steps;
}
