import type { Kysely } from 'kysely';
import { liveStepModule } from '../../schemas/liveStepModule';
import type { JsonObject } from '../../schemas/resolveSchema';
import type { Database } from '../db/schema';
import { liveStepSet, NO_LIVE_STEPS, type LiveStep, type LiveStepSet } from './liveSteps';
import { loadStepModule } from './loadStepModule';
import type { StepVersionRow } from './stepVersions';

/** A saved step version compiled as the schemas' compiler does, for the browser and for the server. */
export async function compiledStepVersion(row: Pick<StepVersionRow, 'id' | 'step' | 'body'>): Promise<LiveStep> {
  const module = liveStepModule(row.step, row.body as JsonObject);
  return { versionId: row.id, step: row.step, module, compiled: await loadStepModule(module) };
}

/** The step version ids a draft's or a submission's schema version names (`<digest>@<id>.<id>`, flowService.ts). */
export function stepVersionIdsOf(schemaVersion: string): number[] {
  const ids = /@([0-9]+(?:\.[0-9]+)*)$/.exec(schemaVersion)?.[1];
  return ids ? ids.split('.').map(Number) : [];
}

/**
 * Versions never change once saved, so a set is kept per schema version: an examiner opening case after case
 * answered under the same publication compiles it once. As many sets as publications, each a few step modules.
 */
const recorded = new Map<string, Promise<LiveStepSet>>();

/**
 * The step versions a submission was answered under (issue 55 item 6), so the examiner's case reads its answers with
 * the labels and the added questions the person saw; none recorded: the repo's files.
 */
export function recordedStepSet(db: Kysely<Database>, schemaVersion: string): Promise<LiveStepSet> {
  const ids = stepVersionIdsOf(schemaVersion);
  if (ids.length === 0) return Promise.resolve(NO_LIVE_STEPS);
  let set = recorded.get(schemaVersion);
  if (!set) {
    set = (async () => {
      const rows = await db.selectFrom('step_versions').select(['id', 'step', 'body']).where('id', 'in', ids).execute();
      return liveStepSet(await Promise.all(rows.map(compiledStepVersion)));
    })();
    set.catch(() => recorded.delete(schemaVersion));
    recorded.set(schemaVersion, set);
  }
  return set;
}
