import fp from 'fastify-plugin';
import { deleteExpiredRows } from '../../maintenance/expiredRows';
import { periodicJobSucceeded } from '../../metrics/processMetrics';

const everyTenMinutes = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the cleanup in flight (the one run at start, or a later one) has finished. */
    expiredRowsCleanupSettled(): Promise<void>;
  }
}

/** Runs the cleanup at start and then every ten minutes; a failure is logged and tried again next time. */
export default fp(
  async (app) => {
    let running: Promise<void> = Promise.resolve();
    const run = (): void => {
      running = deleteExpiredRows(app.db)
        .then(() => periodicJobSucceeded('expiredRows'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'deleting expired rows failed'));
    };
    app.decorate('expiredRowsCleanupSettled', () => running);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, everyTenMinutes).unref();
    });
    // The database closes after this hook; let a cleanup in flight finish first.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'expiredRowsCleanup', dependencies: ['database'] },
);
