import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { secretSetting } from '../server/plugins/external/secretFiles';

/** `npm run reset`: forget the embedded database so the next start migrates and seeds afresh. */
const dataDir = resolve(process.env['DATA_DIR'] ?? './data');
if (secretSetting(process.env, 'DATABASE_URL')) {
  console.error('DATABASE_URL is set: reset only clears the embedded database. Drop the PostgreSQL database yourself.');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`データを削除しました: ${dataDir}`);
