import { existsSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreBackup } from '../server/backup/embeddedBackup';
import { runningServer } from '../server/backup/serverPid';

/**
 * `npm run restore -- <backup file>` (issue 56 item 4): the embedded database (DATA_DIR) brought back to what a backup
 * holds. The server must be stopped; the folder it replaces is kept beside it (`<DATA_DIR>.replaced-<time>`), so a
 * restore of the wrong file is itself undone by moving it back.
 */
const dataDir = resolve(process.env['DATA_DIR'] ?? './data');
const usage = '使い方 / usage: npm run restore -- <backups/card-web-….tar.gz>';

async function main(file: string | undefined): Promise<number> {
  if (!file || !existsSync(file)) {
    console.error(file ? `ファイルがありません / no such file: ${file}\n${usage}` : usage);
    return 1;
  }
  const server = runningServer(dataDir);
  if (server !== null) {
    console.error(`サーバーを止めてから戻してください / stop the server first (pid ${server} runs on ${dataDir})`);
    return 1;
  }
  const kept = `${dataDir}.replaced-${new Date().toISOString().replace(/[-:.]/g, '')}`;
  if (existsSync(dataDir)) renameSync(dataDir, kept);
  await restoreBackup(resolve(file), dataDir);
  console.log(`戻しました / restored ${file} into ${dataDir}${existsSync(kept) ? `; the folder it replaced is ${kept}` : ''}`);
  return 0;
}

process.exitCode = await main(process.argv[2]);
