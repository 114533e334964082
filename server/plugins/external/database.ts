import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, type DatabaseLocation } from '../../db/createDatabase';
import { migrateToLatest } from '../../db/migrator';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseLocation['kind'];
  }
}

export interface DatabaseOptions {
  /**
   * A database another app instance already opened (tests of two instances on one embedded database, which
   * only one process handle may open); that instance keeps ownership and closes it.
   */
  shared?: Kysely<Database>;
}

/** The embedded PGlite by default; `DATABASE_URL` points the same code at a PostgreSQL server. */
export default fp<DatabaseOptions>(
  async (app, options) => {
    if (options.shared) {
      app.decorate('db', options.shared);
      app.decorate('databaseKind', app.config.DATABASE_URL ? 'postgres' : 'pglite');
      return;
    }
    const location: DatabaseLocation = app.config.DATABASE_URL
      ? { kind: 'postgres', url: app.config.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(app.config.DATA_DIR) };
    const db = await createDatabase(location, (error) =>
      app.log.error({ err: error }, 'database connection lost: the pool opens a new one when next asked'),
    );
    await migrateToLatest(db as Kysely<unknown>);
    app.decorate('db', db);
    app.decorate('databaseKind', location.kind);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database', dependencies: ['env'] },
);
