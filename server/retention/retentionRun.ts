import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/schema';
import { isServerMadeName, type FileStorage } from '../uploads/fileStorage';
import type { RetentionPolicy } from './retentionPolicy';

/** Rows changed per transaction: a day's backlog never holds a long lock on a table the service writes. */
const batchSize = 1000;

/** What one rule of the policy did (or, in a dry run, would do) to how many rows. */
export interface RetentionStep {
  readonly kind: 'crashReports' | 'analyticsRecords' | 'localMailbox' | 'abandonedDrafts' | 'declinedApplications' | 'disclosureExports';
  readonly action: 'truncateAddress' | 'delete' | 'anonymise';
  /** The moment before which rows are due (received_at < dueBefore). */
  readonly dueBefore: Date;
  readonly rows: number;
}

type Table = 'crash_reports' | 'analytics_records' | 'mailbox';

/** One batch of a rule in its own transaction: the ids due, then what is done to them; the number of rows done. */
type Batch = (trx: Transaction<Database>, dueBefore: Date) => Promise<number>;

const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);

/**
 * A client address cut to its network: the last octet of IPv4 (a /24), all but the first three groups of IPv6 (a /48).
 * Enough for the statistics that need a rough origin, no longer one household's line.
 */
const networkOf = sql<string>`host(network(set_masklen(inet(client_address), case when family(inet(client_address)) = 4 then 24 else 48 end)))`;

function truncateAddresses(table: 'crash_reports' | 'analytics_records'): Batch {
  return async (trx, dueBefore) => {
    const due = trx
      .selectFrom(table)
      .select('id')
      .where('received_at', '<', dueBefore)
      .where('client_address', '<>', networkOf)
      .limit(batchSize);
    const done = await trx.updateTable(table).set({ client_address: networkOf }).where('id', 'in', due).executeTakeFirst();
    return Number(done.numUpdatedRows);
  };
}

function deleteRows(table: Table): Batch {
  return async (trx, dueBefore) => {
    const due = trx.selectFrom(table).select('id').where('received_at', '<', dueBefore).limit(batchSize);
    // The subquery's id is a string on two tables and a number on the mailbox: the same column either way.
    const done = await trx
      .deleteFrom(table)
      .where('id', 'in', due as never)
      .executeTakeFirst();
    return Number(done.numDeletedRows);
  };
}

/** Drafts per batch: each carries its photos, deleted from the file store one by one before the rows go. */
const draftBatchSize = 100;

/** The server-made file names a draft's answers hold (a residence-card photo's `residenceCardFilenameFace`…). */
const fileNamesIn = (answers: Record<string, Record<string, unknown>>): string[] =>
  Object.values(answers).flatMap((step) =>
    Object.values(step).filter((value): value is string => typeof value === 'string' && isServerMadeName(value)),
  );

/**
 * Abandoned drafts: each with the residence-card photos its owner uploaded for it. The photos leave the file store
 * first and the rows after, in one transaction with the audit entry: a run cut between the two leaves the draft due,
 * and the next run deletes the (already gone) files again and then the rows. A photo of a submitted application is
 * never reached: its draft is done, not a draft.
 */
function deleteAbandonedDrafts(storage: FileStorage) {
  return async (db: Kysely<Database>, dueBefore: Date, audit: (trx: Transaction<Database>, rows: number) => Promise<void>) => {
    const drafts = await db
      .selectFrom('flow_drafts')
      .select(['owner_id', 'flow_id', 'subject_id', 'answers'])
      .where('status', '=', 'draft')
      .where('updated_at', '<', dueBefore)
      .orderBy('updated_at')
      .limit(draftBatchSize)
      .execute();
    if (drafts.length === 0) return 0;
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
  };
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

/**
 * Declined applications, anonymised: the applications row keeps what the statistics need (when it was submitted and
 * decided, the decision, the card route and the campaign, the inquiry number the decision rows are keyed by) and
 * loses its answers and PIN hash; the done draft loses its answers too; the examiner's free note is emptied (the
 * reason code stays); the columns of the applicant's member row that the application filled are emptied; the
 * residence-card photos leave the file store first and their rows after, as the abandoned drafts' do.
 */
function anonymiseDeclinedApplications(storage: FileStorage) {
  return async (db: Kysely<Database>, dueBefore: Date, audit: (trx: Transaction<Database>, rows: number) => Promise<void>) => {
    const declined = await db
      .selectFrom('applications')
      .select(['member_id', 'inquiry_number'])
      .where('decision', '=', 'declined')
      .where('decided_at', '<', dueBefore)
      .where(sql<boolean>`answers <> '{}'::jsonb`)
      .orderBy('decided_at')
      .limit(draftBatchSize)
      .execute();
    if (declined.length === 0) return 0;
    const members = declined.map((row) => row.member_id);
    const photos = await db
      .selectFrom('residence_card_uploads')
      .select('file_name')
      .where('member_id', 'in', members)
      .where('upload_type', '=', 'apply')
      .execute();
    for (const photo of photos) await storage.delete(photo.file_name);
    await db.transaction().execute(async (trx) => {
      if (photos.length > 0)
        await trx
          .deleteFrom('residence_card_uploads')
          .where(
            'file_name',
            'in',
            photos.map((photo) => photo.file_name),
          )
          .execute();
      await trx
        .updateTable('applications')
        .set({ answers: '{}', pin_hash: null, ad_data: null })
        .where('member_id', 'in', members)
        .execute();
      await trx
        .updateTable('flow_drafts')
        .set({ answers: '{}', landing: '{}', snapshot: null })
        .where('owner_id', 'in', members)
        .where('flow_id', '=', 'apply')
        .where('status', '=', 'done')
        .execute();
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
  };
}

/** Disclosure exports whose link has ended: used, replaced by a newer request, or past the period. */
const endedExports = (db: Kysely<Database>, dueBefore: Date) =>
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
function deleteDisclosureExports(storage: FileStorage) {
  return async (db: Kysely<Database>, dueBefore: Date, audit: (trx: Transaction<Database>, rows: number) => Promise<void>) => {
    const due = await endedExports(db, dueBefore).select(['id', 'export_file']).orderBy('requested_at').limit(draftBatchSize).execute();
    if (due.length === 0) return 0;
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
  };
}

async function countDue(
  db: Kysely<Database>,
  step: Omit<RetentionStep, 'rows'>,
  table: Table | 'abandonedDrafts' | 'declinedApplications' | 'disclosureExports',
): Promise<number> {
  if (table === 'disclosureExports')
    return (await endedExports(db, step.dueBefore).select(sql<number>`count(*)::int`.as('rows')).executeTakeFirstOrThrow()).rows;
  if (table === 'abandonedDrafts') {
    const drafts = await db
      .selectFrom('flow_drafts')
      .select(sql<number>`count(*)::int`.as('rows'))
      .where('status', '=', 'draft')
      .where('updated_at', '<', step.dueBefore)
      .executeTakeFirstOrThrow();
    return drafts.rows;
  }
  if (table === 'declinedApplications') {
    const declined = await db
      .selectFrom('applications')
      .select(sql<number>`count(*)::int`.as('rows'))
      .where('decision', '=', 'declined')
      .where('decided_at', '<', step.dueBefore)
      .where(sql<boolean>`answers <> '{}'::jsonb`)
      .executeTakeFirstOrThrow();
    return declined.rows;
  }
  let query = db.selectFrom(table).select(sql<number>`count(*)::int`.as('rows')).where('received_at', '<', step.dueBefore);
  if (step.action === 'truncateAddress' && table !== 'mailbox') query = query.where('client_address', '<>', networkOf);
  return (await query.executeTakeFirstOrThrow()).rows;
}

/**
 * Issue 57 item 2: applies the retention policy as of `now`: each rule in batches, each batch in one transaction with
 * its audit entry (actor `system:retention`, the rule and the number of rows), so the trail says what went and when,
 * never whose. `dryRun` counts what is due and changes nothing, for an operator to read first (`npm run retention --
 * --dry-run`). Repeating a run changes nothing more: what was done is no longer due.
 */
export async function runRetention(
  db: Kysely<Database>,
  storage: FileStorage,
  policy: RetentionPolicy,
  now: Date,
  options: { readonly dryRun?: boolean } = {},
): Promise<RetentionStep[]> {
  const rules: [RetentionStep['kind'], RetentionStep['action'], number, Table, Batch][] = [
    ['crashReports', 'truncateAddress', policy.crashReports.truncateAddressAfterDays, 'crash_reports', truncateAddresses('crash_reports')],
    ['crashReports', 'delete', policy.crashReports.deleteAfterDays, 'crash_reports', deleteRows('crash_reports')],
    [
      'analyticsRecords',
      'truncateAddress',
      policy.analyticsRecords.truncateAddressAfterDays,
      'analytics_records',
      truncateAddresses('analytics_records'),
    ],
    ['analyticsRecords', 'delete', policy.analyticsRecords.deleteAfterDays, 'analytics_records', deleteRows('analytics_records')],
    ['localMailbox', 'delete', policy.localMailbox.deleteAfterDays, 'mailbox', deleteRows('mailbox')],
  ];
  const steps: RetentionStep[] = [];
  for (const [kind, action, days, table, batch] of rules) {
    const dueBefore = daysBefore(now, days);
    if (options.dryRun) {
      steps.push({ kind, action, dueBefore, rows: await countDue(db, { kind, action, dueBefore }, table) });
      continue;
    }
    let rows = 0;
    for (let done = batchSize; done === batchSize; ) {
      done = await db.transaction().execute(async (trx) => {
        const changed = await batch(trx, dueBefore);
        if (changed > 0)
          await recordAudit(trx, {
            actor: 'system:retention',
            action: `retention.${action}`,
            subject: { type: kind, id: dueBefore.toISOString() },
            detail: { rows: changed, afterDays: days },
          });
        return changed;
      });
      rows += done;
    }
    steps.push({ kind, action, dueBefore, rows });
  }
  // The rules that carry photos: a batch reads its rows, deletes their files, then changes the rows in one transaction.
  const withPhotos = [
    ['abandonedDrafts', 'delete', policy.abandonedDrafts.deleteAfterDays, deleteAbandonedDrafts(storage)],
    ['declinedApplications', 'anonymise', policy.declinedApplications.anonymiseAfterDays, anonymiseDeclinedApplications(storage)],
    ['disclosureExports', 'delete', policy.disclosureExports.deleteAfterDays, deleteDisclosureExports(storage)],
  ] as const;
  for (const [kind, action, days, batch] of withPhotos) {
    const dueBefore = daysBefore(now, days);
    if (options.dryRun) {
      steps.push({ kind, action, dueBefore, rows: await countDue(db, { kind, action, dueBefore }, kind) });
      continue;
    }
    const audit = (trx: Transaction<Database>, rows: number) =>
      recordAudit(trx, {
        actor: 'system:retention',
        action: `retention.${action}`,
        subject: { type: kind, id: dueBefore.toISOString() },
        detail: { rows, afterDays: days },
      });
    let rows = 0;
    for (let done = draftBatchSize; done === draftBatchSize; ) {
      done = await batch(db, dueBefore, audit);
      rows += done;
    }
    steps.push({ kind, action, dueBefore, rows });
  }
  return steps;
}
