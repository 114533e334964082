import { join } from 'node:path';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { clamdScanner } from '../../uploads/clamdScanner';
import { databaseStorage } from '../../uploads/databaseStorage';
import type { FileStorage } from '../../uploads/fileStorage';
import { moveFolderIntoStorage } from '../../uploads/folderImport';
import { parseS3Url, s3Storage } from '../../uploads/s3Storage';
import type { VirusScanner } from '../../uploads/virusScanner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null only outside production when CLAMD_ADDRESS is not set; the start-up log warns. */
    virusScanner: VirusScanner | null;
    fileStorage: FileStorage;
  }
}

/**
 * Upload infrastructure. Photos go where every instance reads them (issue 34): S3-compatible storage when
 * `UPLOAD_S3_URL` is set, else the database. Production refuses to start without a working virus scanner: an
 * unscanned upload path would silently accept malware (without CLAMD_ADDRESS the env plugin already refused it, with
 * every other missing setting). Development and tests may run without one, and say so at start.
 */
export default fp(
  async (app) => {
    const { CLAMD_ADDRESS, NODE_ENV, DATA_DIR, UPLOAD_DIR, UPLOAD_S3_URL } = app.config;
    let storage: FileStorage = databaseStorage(app.db);
    if (UPLOAD_S3_URL) {
      const bucket = s3Storage(parseS3Url(UPLOAD_S3_URL));
      app.addHook('onClose', async () => bucket.destroy());
      storage = bucket;
    }
    app.decorate('fileStorage', storage);
    // Before the first request: a photo received before issue 34 is served from the shared storage like any other.
    const folder = UPLOAD_DIR ?? join(DATA_DIR, 'uploads');
    const { moved, left } = await moveFolderIntoStorage(folder, storage);
    if (moved > 0) app.log.info({ folder, moved }, 'photos moved from the upload folder into the shared storage');
    if (left.length > 0)
      app.log.warn({ folder, left }, 'files left in the upload folder: not a name the server makes, or other bytes than the stored ones');

    if (!CLAMD_ADDRESS) {
      app.log.warn('CLAMD_ADDRESS is not set: residence-card uploads are stored without a virus check (development only)');
      app.decorate('virusScanner', null);
      return;
    }
    const scanner = clamdScanner(CLAMD_ADDRESS);
    app.decorate('virusScanner', scanner);
    // Issue 56: asked at each scrape, so an alert says clamd is away before the first applicant's upload fails.
    new Gauge({
      name: 'clamd_up',
      help: '1 when clamd answered PING at this scrape, 0 when it did not',
      registers: [app.metricsRegistry],
      async collect() {
        this.set((await scanner.ping()) ? 1 : 0);
      },
    });
    app.addHook('onReady', async () => {
      if (await scanner.ping()) return;
      if (NODE_ENV === 'production') throw new Error(`clamd does not answer at ${CLAMD_ADDRESS}`);
      app.log.warn({ CLAMD_ADDRESS }, 'clamd does not answer: uploads will fail with SERVER_ERROR until it does');
    });
  },
  { name: 'uploads', dependencies: ['env', 'database', 'metrics'] },
);
