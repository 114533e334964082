import { sql, type Kysely } from 'kysely';
import type { AnswersByStep } from '../../flows/engine';
import type { Database } from '../db/schema';
import { flowAnswerSections } from '../operations/cases/flowAnswers';
import { recordedStepSet } from '../steps/recordedSteps';
import type { FileStorage } from '../uploads/fileStorage';
import { DISCLOSED_SECTIONS, PROFILE_COLUMNS } from './disclosureSections';

type Row = Record<string, unknown>;

/** A submitted application: its answers as given (JSON) and as the confirm page showed them (PDF). */
export interface DisclosedApplication {
  readonly inquiryNumber: string | null;
  readonly submittedAt: Date | null;
  readonly decision: string | null;
  readonly decidedAt: Date | null;
  readonly answers: AnswersByStep;
  readonly confirmed: readonly { title: string; rows: readonly { label: string; value: string }[] }[];
}

/** What the issuer did about the person (the audit log), without who of its staff: that is the staff's own data. */
export interface DisclosedAction {
  readonly action: string;
  readonly at: Date;
  readonly by: 'staff' | 'system' | 'member';
}

/** Everything held about one person, read at one moment: what both files of the export are made from. */
export interface DisclosureRecords {
  readonly preparedAt: Date;
  readonly profile: Row;
  readonly applications: readonly DisclosedApplication[];
  readonly sections: Readonly<Record<string, readonly Row[]>>;
  readonly actions: readonly DisclosedAction[];
  readonly photos: readonly { readonly fileName: string; readonly bytes: Buffer }[];
}

const byOf = (actor: string): DisclosedAction['by'] =>
  actor.startsWith('staff:') ? 'staff' : actor.startsWith('member:') ? 'member' : 'system';

/**
 * Reads every record of DISCLOSED_SECTIONS that is the person's, their applications and the audit entries about
 * them (their member record, their cards, their application's case, their disclosures), and the residence-card photos'
 * bytes from the file store. The table and column names come from the section list, never from a request.
 */
export async function collectDisclosureRecords(
  db: Kysely<Database>,
  storage: FileStorage,
  memberId: string,
  now: Date,
): Promise<DisclosureRecords> {
  const profile =
    await sql<Row>`select ${sql.join(PROFILE_COLUMNS.map((entry) => sql.ref(entry.column)))} from members where id = ${memberId}`
      .execute(db)
      .then((result) => result.rows[0]);
  if (!profile) throw new Error('disclosure of a member that does not exist');

  const sections: Record<string, readonly Row[]> = {};
  for (const section of DISCLOSED_SECTIONS) {
    const owned =
      section.owner === 'member' ? sql`member_id = ${memberId}` : sql`card_id in (select id from cards where member_id = ${memberId})`;
    const only = section.only ? sql`and ${sql.raw(section.only)}` : sql``;
    const result = await sql<Row>`select ${sql.join(section.columns.map((entry) => sql.ref(entry.column)))} from ${sql.table(
      section.table,
    )} where ${owned} ${only} order by ${sql.ref(section.orderBy)}`.execute(db);
    sections[section.key] = result.rows;
  }

  const submitted = await db.selectFrom('applications').selectAll().where('member_id', '=', memberId).execute();
  const applications: DisclosedApplication[] = [];
  for (const row of submitted) {
    const submittedAt = row.submitted_at ? new Date(row.submitted_at) : null;
    applications.push({
      inquiryNumber: row.inquiry_number,
      submittedAt,
      decision: row.decision,
      decidedAt: row.decided_at,
      answers: row.answers,
      confirmed: await flowAnswerSections(
        'apply',
        row.answers,
        submittedAt ?? new Date(row.created_at),
        await recordedStepSet(db, row.schema_version),
        row.visited_steps,
      ),
    });
  }

  const cardIds = (sections['cards'] ?? []).map((card) => String(card['id']));
  const disclosureIds = await db.selectFrom('disclosure_requests').select('id').where('member_id', '=', memberId).execute();
  const subjects: [string, string[]][] = [
    ['member', [memberId]],
    ['card', cardIds],
    ['application', applications.flatMap((application) => (application.inquiryNumber ? [application.inquiryNumber] : []))],
    ['disclosure', disclosureIds.map((row) => row.id)],
  ];
  const audited = await db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'at'])
    .where((where) =>
      where.or(
        subjects
          .filter(([, ids]) => ids.length > 0)
          .map(([type, ids]) => where.and([where('subject_type', '=', type), where('subject_id', 'in', ids)])),
      ),
    )
    .orderBy('at')
    .execute();

  const photos = [];
  for (const upload of sections['residenceCardPhotos'] ?? []) {
    const fileName = String(upload['file_name']);
    const bytes = await storage.get(fileName);
    if (bytes) photos.push({ fileName, bytes });
  }

  return {
    preparedAt: now,
    profile,
    applications,
    sections,
    actions: audited.map((entry) => ({ action: entry.action, at: entry.at, by: byOf(entry.actor) })),
    photos,
  };
}
