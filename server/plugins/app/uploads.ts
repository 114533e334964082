import { join } from 'node:path';
import fp from 'fastify-plugin';
import { clamdScanner } from '../../uploads/clamdScanner';
import { folderStorage, type FileStorage } from '../../uploads/fileStorage';
import type { VirusScanner } from '../../uploads/virusScanner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null only outside production when CLAMD_ADDRESS is not set; the start-up log warns. */
    virusScanner: VirusScanner | null;
    fileStorage: FileStorage;
  }
}

/**
 * Upload infrastructure. Production refuses to start without a working virus scanner: an unscanned upload path
 * would silently accept malware (without CLAMD_ADDRESS the env plugin already refused it, with every other missing
 * setting). Development and tests may run without one, and say so at start.
 */
export default fp(
  async (app) => {
    const { CLAMD_ADDRESS, NODE_ENV, DATA_DIR, UPLOAD_DIR } = app.config;
    app.decorate('fileStorage', folderStorage(UPLOAD_DIR ?? join(DATA_DIR, 'uploads')));
    if (!CLAMD_ADDRESS) {
      app.log.warn('CLAMD_ADDRESS is not set: residence-card uploads are stored without a virus check (development only)');
      app.decorate('virusScanner', null);
      return;
    }
    const scanner = clamdScanner(CLAMD_ADDRESS);
    app.decorate('virusScanner', scanner);
    app.addHook('onReady', async () => {
      if (await scanner.ping()) return;
      if (NODE_ENV === 'production') throw new Error(`clamd does not answer at ${CLAMD_ADDRESS}`);
      app.log.warn({ CLAMD_ADDRESS }, 'clamd does not answer: uploads will fail with SERVER_ERROR until it does');
    });
  },
  { name: 'uploads', dependencies: ['env'] },
);
