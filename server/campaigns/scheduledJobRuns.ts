import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A claim this old without a finish is taken to be a process that died mid-run, so its day is not lost. Far longer
 * than a run takes (a query per campaign, a short transaction per grant), so a slow run is never run twice at once.
 */
export const STALE_CLAIM_MINUTES = 60;

/** This process as a claim names it, so an operator can tell which instance ran a day. */
export const thisInstance = (): string => `${hostname()}:${process.pid}`;

/**
 * Claims a job's Tokyo day for this instance, on the database, so one instance runs it whatever the number of
 * instances: the primary key (job, day) lets one insert through; every other instance finds the row and leaves the day
 * alone. A claim left unfinished for STALE_CLAIM_MINUTES is taken over (the row's lock lets one taker through).
 */
export async function claimJobDay(db: Kysely<Database>, job: string, day: string, instance: string): Promise<boolean> {
  const claimed = await db
    .insertInto('scheduled_job_runs')
    .values({ job, run_day: day, instance })
    .onConflict((conflict) =>
      conflict
        .columns(['job', 'run_day'])
        .doUpdateSet({ instance, started_at: sql<Date>`now()` })
        .where('scheduled_job_runs.finished_at', 'is', null)
        .where('scheduled_job_runs.started_at', '<', sql<Date>`now() - make_interval(mins => ${STALE_CLAIM_MINUTES})`),
    )
    .returning('job')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Marks this instance's run of the day done: nobody takes it over any more. */
export async function finishJobDay(db: Kysely<Database>, job: string, day: string, instance: string): Promise<void> {
  await db
    .updateTable('scheduled_job_runs')
    .set({ finished_at: sql<Date>`now()` })
    .where('job', '=', job)
    .where('run_day', '=', day)
    .where('instance', '=', instance)
    .execute();
}

/** Gives a failed run's day back, so the next look of any instance tries again rather than an hour later. */
export async function releaseJobDay(db: Kysely<Database>, job: string, day: string, instance: string): Promise<void> {
  await db
    .deleteFrom('scheduled_job_runs')
    .where('job', '=', job)
    .where('run_day', '=', day)
    .where('instance', '=', instance)
    .where('finished_at', 'is', null)
    .execute();
}
