import fp from 'fastify-plugin';
import { checkWaitingStepVersions } from '../../steps/stepCheckQueue';
import { tokyoToday } from '../../../validators/calendar';
import { periodicJobSucceeded } from '../../metrics/processMetrics';

declare module 'fastify' {
  interface FastifyInstance {
    stepChecks: {
      /** Looks for saved step versions waiting for their checks now (a save calls it); runs them off the request. */
      kick(): void;
      /** Resolves when no check runs on this instance (a test waits for the checks of its save). */
      settled(): Promise<void>;
    };
  }
}

/**
 * The background checks of the step versions product staff save (server/steps/stepCheckQueue.ts): started by each
 * save and at every CONFIG_POLL_MS, so no version waits for ever on an instance that died.
 */
export default fp(
  async (app) => {
    let running: Promise<void> | null = null;
    let again = false;
    const kick = (): void => {
      // A save while the checks run is taken by the same run: it looks again before it stops.
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await checkWaitingStepVersions(app.db, () => tokyoToday(app.clock()));
        } while (again);
        periodicJobSucceeded('stepChecks');
      })()
        .catch((error: unknown) => app.log.warn({ err: error }, 'checking the saved step versions failed; trying again at the next poll'))
        .finally(() => {
          running = null;
        });
    };
    app.decorate('stepChecks', {
      kick,
      settled: async () => {
        await running;
      },
    });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      kick();
      timer = setInterval(kick, app.config.CONFIG_POLL_MS).unref();
    });
    // The database closes after this hook: a check in flight writes its answer first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'step-checks', dependencies: ['env', 'database'] },
);
