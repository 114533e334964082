import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import { tokyoClock, tokyoToday } from '../../../validators/calendar';
import { claimJobDay, finishJobDay, releaseJobDay, thisInstance } from '../../campaigns/scheduledJobRuns';
import { loadRetentionPolicy } from '../../retention/retentionPolicy';
import { runRetention } from '../../retention/retentionRun';

/** The Tokyo hour from which a day's run may start: after the nightly backup (03:00), while members sleep. */
export const RETENTION_HOUR = 4;
const RETENTION_JOB = 'retention';
const everyTenMinutes = 10 * 60 * 1000;

/**
 * Issue 57 item 2: once a Tokyo day, from RETENTION_HOUR, the instance whose claim of the day goes through
 * (scheduled_job_runs, as the campaign rewards) applies the retention policy; a failed run gives the day back for the
 * next look of any instance. The policy is read at start, so a mistake in it stops the start. Not started by itself
 * under NODE_ENV=test: the tests move their own clock (server/retention/retention.test.ts).
 */
export default fp(
  async (app) => {
    const policy = await loadRetentionPolicy(resolve(app.config.CONFIG_DIR));
    const instance = thisInstance();
    let running: Promise<void> | undefined;
    const look = async (now: Date): Promise<void> => {
      const clock = tokyoClock(now);
      if (!clock || clock.minutes < RETENTION_HOUR * 60) return;
      const day = tokyoToday(now);
      if (!(await claimJobDay(app.db, RETENTION_JOB, day, instance))) return;
      try {
        const steps = await runRetention(app.db, app.fileStorage, policy, now);
        await finishJobDay(app.db, RETENTION_JOB, day, instance);
        app.log.info(
          { job: RETENTION_JOB, day, steps: steps.map((step) => `${step.kind}.${step.action}.${step.records}=${step.rows}`) },
          'retention applied',
        );
      } catch (error) {
        await releaseJobDay(app.db, RETENTION_JOB, day, instance).catch(() => undefined);
        throw error;
      }
    };
    const scheduled = (): void => {
      running ??= look(app.clock())
        .catch((error: unknown) => app.log.error({ err: error, job: RETENTION_JOB }, 'retention run failed; the next look tries again'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (app.config.NODE_ENV === 'test') return;
      scheduled();
      timer = setInterval(scheduled, everyTenMinutes).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retentionJob', dependencies: ['env', 'database', 'uploads'] },
);
