import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/schema';
import { isServerMadeName, type FileStorage } from '../uploads/fileStorage';
import type { RetentionPolicy } from './retentionPolicy';

/** Rows changed per transaction: a day's backlog never holds a long lock on a table the service writes. */
const batchSize = 1000;

/** What one rule of the policy did (or, in a dry run, would do) to how many rows. */
export interface RetentionStep {
  readonly kind: 'crashReports' | 'analyticsRecords' | 'localMailbox' | 'abandonedDrafts';
  readonly action: 'truncateAddress' | 'delete';
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
      for (const draft of drafts) {
        const key = (query: 'flow_drafts' | 'flow_secrets') =>
          trx
            .deleteFrom(query)
            .where('owner_id', '=', draft.owner_id)
            .where('flow_id', '=', draft.flow_id)
            .where('subject_id', '=', draft.subject_id);
        await key('flow_secrets').execute();
        // Only while it is still abandoned: a person who came back during the run keeps what they just saved.
        await key('flow_drafts').where('status', '=', 'draft').where('updated_at', '<', dueBefore).execute();
      }
      await audit(trx, drafts.length);
    });
    return drafts.length;
  };
}

async function countDue(db: Kysely<Database>, step: Omit<RetentionStep, 'rows'>, table: Table | 'flow_drafts'): Promise<number> {
  if (table === 'flow_drafts') {
    const drafts = await db
      .selectFrom('flow_drafts')
      .select(sql<number>`count(*)::int`.as('rows'))
      .where('status', '=', 'draft')
      .where('updated_at', '<', step.dueBefore)
      .executeTakeFirstOrThrow();
    return drafts.rows;
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
  const draftsDueBefore = daysBefore(now, policy.abandonedDrafts.deleteAfterDays);
  const draftStep = { kind: 'abandonedDrafts', action: 'delete', dueBefore: draftsDueBefore } as const;
  if (options.dryRun) return [...steps, { ...draftStep, rows: await countDue(db, draftStep, 'flow_drafts') }];
  const deleteDrafts = deleteAbandonedDrafts(storage);
  const audit = (trx: Transaction<Database>, rows: number) =>
    recordAudit(trx, {
      actor: 'system:retention',
      action: 'retention.delete',
      subject: { type: 'abandonedDrafts', id: draftsDueBefore.toISOString() },
      detail: { rows, afterDays: policy.abandonedDrafts.deleteAfterDays },
    });
  let drafts = 0;
  for (let done = draftBatchSize; done === draftBatchSize; ) {
    done = await deleteDrafts(db, draftsDueBefore, audit);
    drafts += done;
  }
  return [...steps, { ...draftStep, rows: drafts }];
}
