import fp from 'fastify-plugin';
import { tokyoClock, tokyoToday } from '../../../validators/calendar';
import { runCampaignRewards, type CampaignRewardsRun } from '../../campaigns/campaignRewards';
import { thisInstance } from '../../campaigns/scheduledJobRuns';

/**
 * The Tokyo hour from which a day's run may start. After midnight so the run's day is the new day; at three, when
 * the card processor's overnight file of the previous day's lines is in and members are asleep. Not a setting: every
 * instance must agree on it, and moving it changes nothing a member sees but the hour the points appear.
 */
export const CAMPAIGN_REWARDS_HOUR = 3;

export interface CampaignRewardsJob {
  /** Looks once: null before the hour, else the run's outcome (`claimed: false`: another instance had the day). */
  tick(now?: Date): Promise<CampaignRewardsRun | null>;
  /** Resolves when the look in flight, if any, has finished. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    campaignRewardsJob: CampaignRewardsJob;
  }
}

/**
 * Issue 31 item 4: every instance looks every CAMPAIGN_REWARDS_POLL_MS whether today's campaign reward run is still to
 * do, and the one whose claim goes through runs it (server/campaigns/). Started when the app is ready, so an instance
 * started after the hour runs a day nobody ran at once; stopped before the database closes, letting a run finish.
 *
 * Not started by itself under NODE_ENV=test: the suite's apps share the seeded members, whose grants and mails would
 * change what other tests count. A test calls `tick` (or runCampaignRewards) itself.
 */
export default fp(
  async (app) => {
    const instance = thisInstance();
    let running: Promise<CampaignRewardsRun | null> | undefined;
    const look = async (now: Date): Promise<CampaignRewardsRun | null> => {
      const clock = tokyoClock(now);
      if (!clock || clock.minutes < CAMPAIGN_REWARDS_HOUR * 60) return null;
      // Read now, not at start: product staff may publish a new campaigns version while the service runs.
      const run = await runCampaignRewards(app.db, { today: tokyoToday(now), config: app.productConfig, messages: app.messages, instance });
      if (run.claimed) {
        app.log.info(
          { job: 'campaignRewards', day: tokyoToday(now), granted: run.granted, alreadyGranted: run.alreadyGranted, notMet: run.notMet },
          'campaign rewards evaluated',
        );
        // Each grant's transaction has committed: its mail may leave now rather than at the worker's next poll.
        if (run.granted > 0) app.outboxWorker.wake();
      }
      return run;
    };
    const tick = (now: Date = app.clock()): Promise<CampaignRewardsRun | null> => {
      // One look at a time per instance: a slow run is not raced by the next timer.
      running ??= look(now).finally(() => {
        running = undefined;
      });
      return running;
    };
    app.decorate('campaignRewardsJob', {
      tick,
      settled: async () => {
        await running?.catch(() => undefined);
      },
    });

    let timer: NodeJS.Timeout | undefined;
    const scheduled = (): void => {
      tick().catch((error: unknown) =>
        app.log.error({ err: error, job: 'campaignRewards' }, 'campaign rewards run failed; the next look tries again'),
      );
    };
    app.addHook('onReady', async () => {
      if (app.config.NODE_ENV === 'test') return;
      scheduled();
      timer = setInterval(scheduled, app.config.CAMPAIGN_REWARDS_POLL_MS).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'campaignRewardsJob', dependencies: ['env', 'database', 'product-config', 'outbox'] },
);
