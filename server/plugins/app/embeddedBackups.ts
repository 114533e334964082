import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { latestBackup, writeBackup } from '../../backup/embeddedBackup';
import { databaseThreadOf } from '../../db/createDatabase';
import { periodicJobSucceeded } from '../../metrics/processMetrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded database's backups (null on PostgreSQL, whose backups are pgBackRest's): one now, its path. */
    embeddedBackups: { backUpNow(): Promise<string> } | null;
  }
}

/**
 * Issue 56 item 4: the embedded database backed up while the server runs, into BACKUP_DIR, every
 * BACKUP_EVERY_HOURS and whenever `npm run backup` asks (server/main.ts hears its signal); one at a time. The newest
 * backup's time is a metric, read from the folder, so it survives a restart.
 */
export default fp(
  async (app) => {
    const thread = databaseThreadOf(app.db);
    if (!thread) {
      app.decorate('embeddedBackups', null);
      return;
    }
    const folder = resolve(app.config.BACKUP_DIR);
    new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the newest finished backup of the embedded database was written (Unix seconds; 0: none yet)',
      registers: [app.metricsRegistry],
      async collect() {
        const newest = await latestBackup(folder);
        this.set(newest ? newest.writtenAt.getTime() / 1000 : 0);
      },
    });
    let running: Promise<string> | null = null;
    const backUpNow = (): Promise<string> => {
      running ??= writeBackup(thread, folder, app.clock())
        .then((path) => {
          app.log.info({ path }, 'embedded database backed up');
          periodicJobSucceeded('embeddedBackup');
          return path;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('embeddedBackups', { backUpNow });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      const hours = app.config.BACKUP_EVERY_HOURS;
      if (hours === 0) return;
      timer = setInterval(
        () => void backUpNow().catch((error: unknown) => app.log.error({ err: error }, 'embedded database backup failed')),
        hours * 3_600_000,
      ).unref();
    });
    // Before the database closes: a backup under way is finished.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'embeddedBackups', dependencies: ['database', 'metrics'] },
);
