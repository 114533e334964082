import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase } from '../server/db/createDatabase';
import { migrateToLatest } from '../server/db/migrator';
import { loadRetentionPolicy } from '../server/retention/retentionPolicy';
import { secretSetting } from '../server/plugins/external/secretFiles';
import { runRetention } from '../server/retention/retentionRun';
import { databaseStorage } from '../server/uploads/databaseStorage';
import { parseS3Url, s3Storage } from '../server/uploads/s3Storage';

/**
 * `npm run retention -- --dry-run` (issue 57): what the daily retention job would delete or cut today, by rule,
 * changing nothing; without `--dry-run` it applies the policy now, as the job does (audited the same). On the
 * database of DATABASE_URL, or the embedded one in DATA_DIR while no server holds it, and the photos' store of
 * UPLOAD_S3_URL, or the database's.
 */
const dryRun = process.argv.includes('--dry-run');
const policy = await loadRetentionPolicy(resolve(process.env['CONFIG_DIR'] ?? './config'));
const url = secretSetting(process.env, 'DATABASE_URL');
const db = await createDatabase(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: resolve(process.env['DATA_DIR'] ?? './data') },
);
// The photos' store as the server picks it (server/plugins/app/uploads.ts): S3 when UPLOAD_S3_URL is set.
const s3Url = secretSetting(process.env, 'UPLOAD_S3_URL');
const bucket = s3Url ? s3Storage(parseS3Url(s3Url)) : null;
try {
  // As npm run outbox and npm run staff: the schema the service would have (a no-op on a database it migrated).
  await migrateToLatest(db as Kysely<unknown>);
  const steps = await runRetention(db, bucket ?? databaseStorage(db), policy, new Date(), { dryRun });
  for (const step of steps)
    console.log(
      `${step.kind}.${step.action} ${step.records}: ${step.rows} ${dryRun ? 'due' : 'done'} (due before ${step.dueBefore.toISOString()})`,
    );
  if (dryRun) console.log('（確認のみ。何も変更していません / dry run: nothing changed）');
} finally {
  bucket?.destroy();
  await db.destroy();
}
