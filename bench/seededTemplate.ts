import { join } from 'node:path';
import { createDatabase } from '../server/db/createDatabase';
import { startSession } from '../server/sessions/sessionStore';
import { startServerProcess } from '../tests/helpers/serverProcess';

/**
 * One embedded database seeded by a server started as `npm start` starts it (demo data), with a regular member's
 * session in it, in `folder`/template: a bench copies it for each server it starts, so each starts alike.
 */
export async function seededTemplate(folder: string): Promise<{ readonly template: string; readonly cookie: string }> {
  const template = join(folder, 'template');
  const seeding = await startServerProcess({ DATA_DIR: template, NODE_ENV: 'development', LOG_LEVEL: 'warn', OUTBOX_WORKER: 'off' });
  await seeding.ready(180_000);
  await seeding.stop();
  const db = await createDatabase({ kind: 'pglite', dataDir: template });
  const cookie = `session=${await startSession(db, 'member-regular')}`;
  await db.destroy();
  return { template, cookie };
}
