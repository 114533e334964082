import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { recordAudit } from '../audit/auditLog';
import type { Database, StepVersionsTable } from '../db/schema';
import type { StaffMember } from '../operations/staffMembers';

/**
 * Versions of a step product staff edit in the console (issue 55; migrations 20261205100000, 20261206100000). A save
 * is a whole step file, checked in the background and kept with the problems its checks found; one without problems
 * may be approved by another product staff member, then published at once or at a time; the live version of a step is its newest published one (none: the repo's
 * file). A rollback publishes the version before the live one again, or the repo's file. Every action is an audit
 * entry in its own transaction.
 */

export type StepVersionRow = Selectable<StepVersionsTable>;

const actor = (staff: StaffMember): string => `staff:${staff.subject}`;

export function stepHistory(db: Kysely<Database>, step: string): Promise<StepVersionRow[]> {
  return db.selectFrom('step_versions').selectAll().where('step', '=', step).orderBy('id', 'desc').limit(50).execute();
}

export function stepVersion(db: Kysely<Database>, id: number): Promise<StepVersionRow | undefined> {
  return db.selectFrom('step_versions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The live version of every step that has one. */
export function liveStepRows(db: Kysely<Database>): Promise<StepVersionRow[]> {
  return db
    .selectFrom('step_versions')
    .selectAll()
    .where('state', '=', 'published')
    .where(
      'id',
      'in',
      db.selectFrom('step_versions').select(sql<number>`max(id)`.as('id')).where('state', '=', 'published').groupBy('step'),
    )
    .execute();
}

export type DraftOutcome =
  | { readonly outcome: 'saved'; readonly id: number; readonly previewToken: string }
  | { readonly outcome: 'conflict'; readonly by: string; readonly at: Date };

/**
 * A new version of the step, to be checked in the background (stepCheckQueue.ts) and kept whatever the checks find.
 * `basedOn` is the newest version the editor was opened on (0: none yet): when someone saved since, the save is
 * refused naming them (two people on one step).
 */
export async function saveStepDraft(
  db: Kysely<Database>,
  request: {
    readonly step: string;
    readonly body: Readonly<Record<string, unknown>>;
    readonly baseDigest: string;
    readonly basedOn: number;
    readonly note: string;
    readonly staff: StaffMember;
  },
): Promise<DraftOutcome> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`step_versions:${request.step}`}))`.execute(trx);
    const newest = await trx
      .selectFrom('step_versions')
      .select(['id', 'author_name', 'created_at'])
      .where('step', '=', request.step)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if ((newest?.id ?? 0) !== request.basedOn && newest)
      return { outcome: 'conflict', by: newest.author_name, at: new Date(newest.created_at) };
    const previewToken = randomBytes(18).toString('base64url');
    const row = await trx
      .insertInto('step_versions')
      .values({
        step: request.step,
        body: JSON.stringify(request.body),
        base_digest: request.baseDigest,
        module_hash: null,
        problems: '[]',
        author: request.staff.subject,
        author_name: request.staff.displayName,
        note: request.note,
        state: 'checking',
        approved_by: null,
        approved_by_name: null,
        refused_reason: null,
        preview_token: previewToken,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: actor(request.staff),
      action: 'step.save',
      subject: { type: 'step', id: row.id },
      detail: { step: request.step },
    });
    return { outcome: 'saved', id: row.id, previewToken };
  });
}

export type DecisionOutcome =
  | { readonly outcome: 'done'; readonly state: StepVersionRow['state'] }
  | { readonly outcome: 'refused'; readonly reason: string };

/** The second pair of eyes: another product staff member approves a version without problems, once. */
export async function approveStepVersion(db: Kysely<Database>, id: number, staff: StaffMember): Promise<DecisionOutcome> {
  return db.transaction().execute(async (trx) => {
    const version = await trx.selectFrom('step_versions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    const reason = !version
      ? 'この版は見つかりません。'
      : version.author === staff.subject
        ? 'ご自身が保存した版は承認できません。別の企画担当者に承認を依頼してください。'
        : version.state === 'checking'
          ? 'この版はまだ確認中です。確認が終わってから承認してください。'
          : version.state !== 'draft'
            ? 'この版はすでに承認または公開されています。'
            : version.problems.length > 0
              ? '確認で問題が見つかった版は承認できません。問題を直して保存し直してください。'
              : null;
    if (reason || !version) {
      await recordAudit(trx, { actor: actor(staff), action: 'step.approveRefused', subject: { type: 'step', id }, detail: { reason } });
      return { outcome: 'refused', reason: reason ?? 'この版は見つかりません。' };
    }
    await trx
      .updateTable('step_versions')
      .set({ state: 'approved', approved_by: staff.subject, approved_by_name: staff.displayName, approved_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, { actor: actor(staff), action: 'step.approve', subject: { type: 'step', id }, detail: { step: version.step } });
    return { outcome: 'done', state: 'approved' };
  });
}

/** An approved version published now, or scheduled for `publishAt` (checked again when its time comes). */
export async function publishStepVersion(
  db: Kysely<Database>,
  id: number,
  staff: StaffMember,
  publishAt: Date | null,
): Promise<DecisionOutcome> {
  const scheduled = publishAt !== null && publishAt.getTime() > Date.now();
  return db.transaction().execute(async (trx) => {
    const version = await trx.selectFrom('step_versions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (version?.state !== 'approved') {
      const reason = !version ? 'この版は見つかりません。' : '承認された版だけを公開できます。';
      await recordAudit(trx, { actor: actor(staff), action: 'step.publishRefused', subject: { type: 'step', id }, detail: { reason } });
      return { outcome: 'refused', reason };
    }
    await trx
      .updateTable('step_versions')
      .set(
        scheduled && publishAt
          ? { state: 'scheduled', publish_at: publishAt }
          : { state: 'published', publish_at: sql<Date>`now()`, published_at: sql<Date>`now()` },
      )
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor: actor(staff),
      action: scheduled ? 'step.schedule' : 'step.publish',
      subject: { type: 'step', id },
      detail: { step: version.step, publishAt: scheduled && publishAt ? publishAt.toISOString() : null },
    });
    return { outcome: 'done', state: scheduled ? 'scheduled' : 'published' };
  });
}

/**
 * Back in one action: the step's published version before the live one is published again as a new version (or,
 * when the live one was the first, the repo's file: `repoBody`), approved by whoever had approved it.
 */
export async function rollBackStep(
  db: Kysely<Database>,
  request: {
    readonly step: string;
    readonly staff: StaffMember;
    readonly repoBody: Readonly<Record<string, unknown>>;
    readonly repoDigest: string;
  },
): Promise<DecisionOutcome> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`step_versions:${request.step}`}))`.execute(trx);
    const published = await trx
      .selectFrom('step_versions')
      .selectAll()
      .where('step', '=', request.step)
      .where('state', '=', 'published')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const [live, before] = published;
    if (!live) return { outcome: 'refused', reason: '公開中の版がないため、戻す版はありません（リポジトリのファイルのままです）。' };
    const row = await trx
      .insertInto('step_versions')
      .values({
        step: request.step,
        body: JSON.stringify(before ? before.body : request.repoBody),
        base_digest: before ? before.base_digest : request.repoDigest,
        module_hash: before ? before.module_hash : null,
        problems: '[]',
        author: request.staff.subject,
        author_name: request.staff.displayName,
        note: before ? `第${before.id}版に戻す` : 'リポジトリのファイルに戻す',
        state: 'published',
        approved_by: before?.approved_by ?? null,
        approved_by_name: before?.approved_by_name ?? null,
        refused_reason: null,
        preview_token: null,
        publish_at: sql<Date>`now()`,
        published_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: actor(request.staff),
      action: 'step.rollback',
      subject: { type: 'step', id: row.id },
      detail: { step: request.step, from: live.id, to: before?.id ?? null },
    });
    return { outcome: 'done', state: 'published' };
  });
}

/**
 * The scheduled versions whose time has come, each asked again (`stillValid`: a deploy may have changed the step
 * since): published, or refused with the reason and an audit entry. Each row is taken by one instance.
 */
export async function publishDueStepVersions(
  db: Kysely<Database>,
  stillValid: (version: StepVersionRow) => string | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('step_versions')
      .selectAll()
      .where('state', '=', 'scheduled')
      .where('publish_at', '<=', sql<Date>`now()`)
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .execute();
    for (const version of due) {
      const reason = stillValid(version);
      if (reason === null) {
        await trx
          .updateTable('step_versions')
          .set({ state: 'published', published_at: sql<Date>`now()` })
          .where('id', '=', version.id)
          .execute();
        await recordAudit(trx, {
          actor: 'system',
          action: 'step.publish',
          subject: { type: 'step', id: version.id },
          detail: { step: version.step },
        });
      } else {
        await trx.updateTable('step_versions').set({ state: 'refused', refused_reason: reason }).where('id', '=', version.id).execute();
        await recordAudit(trx, {
          actor: 'system',
          action: 'step.publishRefused',
          subject: { type: 'step', id: version.id },
          detail: { step: version.step, reason },
        });
      }
    }
    return due.length;
  });
}

/** The version a preview link opens. */
export function versionByPreviewToken(db: Kysely<Database>, token: string): Promise<StepVersionRow | undefined> {
  return db.selectFrom('step_versions').selectAll().where('preview_token', '=', token).executeTakeFirst();
}

/** A version whose compiled module has this hash, for an instance that has not compiled it yet. */
export function versionByModuleHash(db: Kysely<Database>, hash: string): Promise<StepVersionRow | undefined> {
  return db.selectFrom('step_versions').selectAll().where('module_hash', '=', hash).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
