import { resolve } from 'node:path';
import { latestBackup, writeBackup } from '../server/backup/embeddedBackup';
import { runningServer } from '../server/backup/serverPid';
import { createDatabase, databaseThreadOf } from '../server/db/createDatabase';
import { secretSetting } from '../server/plugins/external/secretFiles';

/**
 * `npm run backup` (issue 56 item 4): a backup of the embedded database (DATA_DIR) into BACKUP_DIR. While the server
 * runs, it is asked (SIGUSR2) and writes it between two statements, with no pause in the service; without a server,
 * the database is opened here. PostgreSQL (DATABASE_URL) is backed up by pgBackRest, not by this command.
 */
const dataDir = process.env['DATA_DIR'] ?? './data';
const folder = resolve(process.env['BACKUP_DIR'] ?? './backups');
const waitMs = 120_000;

async function main(): Promise<number> {
  if (secretSetting(process.env, 'DATABASE_URL')) {
    console.error(
      'PostgreSQL のバックアップは pgBackRest で取ります: npm run cluster -- backup、本番は deploy/pgbackrest/backup.sh（docs/operations.md「Restore」） / PostgreSQL is backed up by pgBackRest',
    );
    return 1;
  }
  const server = runningServer(dataDir);
  if (server === null) {
    const db = await createDatabase({ kind: 'pglite', dataDir: resolve(dataDir) });
    try {
      const thread = databaseThreadOf(db);
      if (!thread) throw new Error('the embedded database has no thread');
      console.log(`バックアップしました / backed up: ${await writeBackup(thread, folder, new Date())}`);
      return 0;
    } finally {
      await db.destroy();
    }
  }
  const before = (await latestBackup(folder))?.path;
  process.kill(server, 'SIGUSR2');
  for (const deadline = Date.now() + waitMs; Date.now() < deadline; ) {
    const newest = (await latestBackup(folder))?.path;
    if (newest && newest !== before) {
      console.log(`バックアップしました / backed up (by the running server, pid ${server}): ${newest}`);
      return 0;
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  console.error(`サーバーがバックアップを書きませんでした / the server (pid ${server}) wrote no backup in ${waitMs / 1000} s: see its log`);
  return 1;
}

process.exitCode = await main();
