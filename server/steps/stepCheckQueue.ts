import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JsonObject } from '../../schemas/resolveSchema';
import { runStepCheck } from './runStepCheck';
import type { CheckedStep } from './stepChecks';
import { repoStep } from './stepFiles';
import type { StepVersionRow } from './stepVersions';

/**
 * How long an instance holds a check it took: the application's walk is 20 s on a quiet 2-core machine and was over
 * 120 s beside another suite (issue 62), so several times that. Past it, the instance is taken to have died.
 */
export const CHECK_LEASE_MINUTES = 10;

/** The oldest version waiting for its check that no instance holds, now held by this one; none when there is none. */
async function takeStepCheck(db: Kysely<Database>): Promise<StepVersionRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('step_versions')
      .selectAll()
      .where('state', '=', 'checking')
      .where((eb) => eb.or([eb('check_lease_until', 'is', null), eb('check_lease_until', '<', sql<Date>`now()`)]))
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    await trx
      .updateTable('step_versions')
      .set({ check_lease_until: sql<Date>`now() + make_interval(mins => ${CHECK_LEASE_MINUTES})` })
      .where('id', '=', next.id)
      .execute();
    return next;
  });
}

/** The checks of one version, or the one problem that says they could not run (it is never left waiting for ever). */
async function checked(version: StepVersionRow, today: string): Promise<CheckedStep> {
  const repo = repoStep(version.step);
  if (!repo) return { problems: [{ field: '', message: `ステップ ${version.step} はリポジトリにもうありません。` }] };
  try {
    return await runStepCheck(repo, version.body as JsonObject, today);
  } catch {
    return { problems: [{ field: '', message: '確認を最後まで実行できませんでした。もう一度保存してください。' }] };
  }
}

/**
 * Checks every saved version that waits for its checks (issue 55 item 2), oldest first, one at a time: a draft
 * afterwards, with the problems found. Run on every instance after a save and at each poll, so a version whose
 * instance died mid-check is checked by another once the lease has run out. Two instances that both ran a check
 * write the same answer; the first one is kept.
 */
export async function checkWaitingStepVersions(db: Kysely<Database>, today: () => string): Promise<void> {
  for (let version = await takeStepCheck(db); version; version = await takeStepCheck(db)) {
    const result = await checked(version, today());
    await db
      .updateTable('step_versions')
      .set({
        state: 'draft',
        problems: JSON.stringify(result.problems),
        module_hash: result.module?.hash ?? null,
        check_lease_until: null,
      })
      .where('id', '=', version.id)
      .where('state', '=', 'checking')
      .execute();
  }
}
