import { sql, type Kysely } from 'kysely';

/**
 * What instances starting together take turns at. One lock each: an instance that finds the migrations done need not
 * wait for another's demo seed, which would count against its start's plugin timeout.
 */
export type StartupTurn = 'migrations' | 'demo-seed';

/**
 * Issue 34: instances started at the same moment on one empty database take turns at the start's writes (the
 * migrations, the demo seed), so the later ones find the work done instead of racing it into a unique violation. A
 * session-level advisory lock, held on one connection of the pool while the work runs on the others; PostgreSQL frees
 * it by itself if the holder dies. PGlite is one process with one session, where the lock is always free: the same code
 * runs there and costs two statements.
 */
export async function underStartupLock<DB, T>(db: Kysely<DB>, turn: StartupTurn, work: () => Promise<T>): Promise<T> {
  const key = `card-web:startup:${turn}`;
  return db.connection().execute(async (holder) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(holder);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(holder);
    }
  });
}
