import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../audit/auditLog';
import type { Database } from '../db/schema';
import type { StaffMember } from '../operations/staffMembers';
import { checkEditableConfig, type ConfigProblem, type EditableConfigFile } from './productConfig';

/**
 * Versions of the config files product staff edit in the console (issue 31 item 5; migration 20261130140000). A
 * save is a whole file, checked as the start checks it; the live version is the newest published one, which every
 * instance reads within its poll (plugins/app/productConfig.ts); a scheduled one is checked again when its time
 * comes, and refused with the reason if it no longer validates.
 */

export interface ConfigVersion {
  readonly id: number;
  readonly file: EditableConfigFile;
  readonly body: unknown;
  readonly author: string;
  readonly authorName: string;
  readonly note: string;
  readonly createdAt: Date;
  readonly state: 'scheduled' | 'published' | 'refused';
  readonly publishAt: Date;
  readonly publishedAt: Date | null;
  readonly refusedReason: string | null;
}

type Row = Awaited<ReturnType<typeof versionRows>>[number];
const versionRows = (db: Kysely<Database>, file: EditableConfigFile) =>
  db.selectFrom('config_versions').selectAll().where('file', '=', file).orderBy('id', 'desc').limit(50).execute();
const versionOf = (row: Row): ConfigVersion => ({
  id: row.id,
  file: row.file,
  body: row.body,
  author: row.author,
  authorName: row.author_name,
  note: row.note,
  createdAt: new Date(row.created_at),
  state: row.state,
  publishAt: new Date(row.publish_at),
  publishedAt: row.published_at ? new Date(row.published_at) : null,
  refusedReason: row.refused_reason,
});

/** Newest first: every saved version of the file, with who saved it, when, and what became of it. */
export async function configHistory(db: Kysely<Database>, file: EditableConfigFile): Promise<ConfigVersion[]> {
  return (await versionRows(db, file)).map(versionOf);
}

/** The live version of each file, when one was ever published (the seed file is live until then). */
export async function liveConfigVersions(
  db: Kysely<Database>,
): Promise<Partial<Record<EditableConfigFile, { readonly id: number; readonly body: unknown }>>> {
  const rows = await db
    .selectFrom('config_versions')
    .select(['id', 'file', 'body'])
    .where('state', '=', 'published')
    .where(
      'id',
      'in',
      db.selectFrom('config_versions').select(sql<number>`max(id)`.as('id')).where('state', '=', 'published').groupBy('file'),
    )
    .execute();
  return Object.fromEntries(rows.map((row) => [row.file, { id: row.id, body: row.body }]));
}

export type SaveOutcome =
  | { readonly outcome: 'saved'; readonly id: number; readonly state: 'scheduled' | 'published' }
  | { readonly outcome: 'refused'; readonly problems: readonly ConfigProblem[] };

/**
 * A new version: published at once, or scheduled for `publishAt`; a version with a mistake is never saved. The first
 * save of a file keeps what ran before it (`baseline`: the seed file's content) as a version of its own, so the
 * first change can be rolled back too.
 */
export async function saveConfigVersion(
  db: Kysely<Database>,
  request: {
    file: EditableConfigFile;
    body: unknown;
    staff: StaffMember;
    note: string;
    publishAt: Date | null;
    action?: 'config.rollback';
    baseline?: unknown;
  },
): Promise<SaveOutcome> {
  const { problems } = checkEditableConfig(request.file, request.body);
  if (problems.length > 0) return { outcome: 'refused', problems };
  const scheduled = request.publishAt !== null && request.publishAt.getTime() > Date.now();
  return db.transaction().execute(async (trx) => {
    const earlier = await trx.selectFrom('config_versions').select('id').where('file', '=', request.file).limit(1).executeTakeFirst();
    if (!earlier && request.baseline !== undefined) {
      await trx
        .insertInto('config_versions')
        .values({
          file: request.file,
          body: JSON.stringify(request.baseline),
          author: 'config',
          author_name: '設定ファイル（初期値）',
          note: `config/${request.file} の内容`,
          state: 'published',
          published_at: sql<Date>`now()`,
        })
        .execute();
    }
    const row = await trx
      .insertInto('config_versions')
      .values({
        file: request.file,
        body: JSON.stringify(request.body),
        author: request.staff.subject,
        author_name: request.staff.displayName,
        note: request.note,
        state: scheduled ? 'scheduled' : 'published',
        ...(scheduled && request.publishAt ? { publish_at: request.publishAt } : {}),
        published_at: scheduled ? null : sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: `staff:${request.staff.subject}`,
      action: request.action ?? (scheduled ? 'config.schedule' : 'config.publish'),
      subject: { type: request.file, id: row.id },
      detail: { note: request.note, publishAt: scheduled && request.publishAt ? request.publishAt.toISOString() : null },
    });
    return { outcome: 'saved', id: row.id, state: scheduled ? 'scheduled' : 'published' };
  });
}

/** Back to an earlier published version in one action: its body published again as a new version (checked again). */
export async function rollBackConfig(
  db: Kysely<Database>,
  request: { file: EditableConfigFile; versionId: number; staff: StaffMember },
): Promise<SaveOutcome | { readonly outcome: 'notFound' }> {
  const earlier = await db
    .selectFrom('config_versions')
    .select('body')
    .where('id', '=', request.versionId)
    .where('file', '=', request.file)
    .where('published_at', 'is not', null)
    .executeTakeFirst();
  if (!earlier) return { outcome: 'notFound' };
  return saveConfigVersion(db, {
    file: request.file,
    body: earlier.body,
    staff: request.staff,
    note: `第${request.versionId}版に戻す`,
    publishAt: null,
    action: 'config.rollback',
  });
}

/**
 * The scheduled versions whose time has come, each checked again (a flag the code no longer reads, say): published,
 * or refused with every mistake as the reason and an audit entry, so the console reports it. Safe on every instance:
 * each row is taken by one of them.
 */
export async function publishDueVersions(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('config_versions')
      .select(['id', 'file', 'body', 'author'])
      .where('state', '=', 'scheduled')
      .where('publish_at', '<=', sql<Date>`now()`)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    for (const version of due) {
      const { problems } = checkEditableConfig(version.file, version.body);
      if (problems.length === 0) {
        await trx
          .updateTable('config_versions')
          .set({ state: 'published', published_at: sql<Date>`now()` })
          .where('id', '=', version.id)
          .execute();
      } else {
        const reason = problems.map((problem) => `${problem.field || 'ファイル全体'}: ${problem.ja}`).join(' / ');
        await trx.updateTable('config_versions').set({ state: 'refused', refused_reason: reason }).where('id', '=', version.id).execute();
        await recordAudit(trx, {
          actor: 'system',
          action: 'config.publishRefused',
          subject: { type: version.file, id: version.id },
          detail: { reason },
        });
      }
    }
    return due.length;
  });
}

export interface ConfigChange {
  readonly path: string;
  readonly before: string;
  readonly after: string;
}

const shown = (value: unknown): string => (value === undefined ? '（なし）' : typeof value === 'string' ? value : JSON.stringify(value));

/** What changed from one version to the next, field by field (dotted paths as the problems name them). */
export function configDiff(before: unknown, after: unknown, path = ''): ConfigChange[] {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => configDiff(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before: shown(before), after: shown(after) }];
}
