import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { archiveNow, backUp } from '../../scripts/cluster/backups';
import { restoreCluster, startCluster, stopCluster } from '../../scripts/cluster/cluster';
import { sleep } from '../../scripts/cluster/processes';
import { createDatabase } from '../../server/db/createDatabase';
import type { Database } from '../../server/db/schema';
import { type Attempt, applicantIds, keepSaving, logIn } from './applicants';

export interface RestoreDrillFigures {
  readonly applicants: number;
  /** Saves acknowledged before the full backup, between it and the target, and after the target. */
  readonly acknowledged: { readonly beforeBackup: number; readonly beforeTarget: number; readonly afterTarget: number };
  readonly backupLabel: string;
  /** The backups the restored database records (database_backups, which the metric reads): the drill's among them. */
  readonly recordedBackups: readonly string[];
  readonly secondsToBackUp: number;
  /** From the order to restore (the cluster already destroyed) to the browsers' door answering ready again. */
  readonly secondsToRestore: number;
  /** Acknowledged before the target and not in the restored database: must be none. */
  readonly missing: readonly string[];
  /** Acknowledged after the target and in the restored database: must be none. */
  readonly resurrected: readonly string[];
}

export interface RestoreDrillOptions {
  readonly applicants: number;
  /** How long the saves run in each of the three phases. */
  readonly phaseMs: number;
  readonly basePort: number;
  readonly log?: (line: string) => void;
}

const serverEnvironment = { NODE_ENV: 'test', LOG_LEVEL: 'warn' };

async function phase(baseUrl: string, applicants: Awaited<ReturnType<typeof logIn>>[], run: string, ms: number): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  let running = true;
  const savers = applicants.map((applicant) => keepSaving(baseUrl, applicant, run, attempts, () => running));
  await sleep(ms);
  running = false;
  await Promise.all(savers);
  return attempts;
}

async function storedKeys(db: Kysely<Database>, attempts: readonly Attempt[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let start = 0; start < attempts.length; start += 500) {
    const keys = attempts.slice(start, start + 500).map((attempt) => attempt.key);
    if (keys.length === 0) continue;
    for (const row of await db.selectFrom('idempotency_keys').select('key').where('key', 'in', keys).execute()) stored.add(row.key);
  }
  return stored;
}

/**
 * The restore drill (issue 56): applicants save through HAProxy; a full backup; more saves; a quiet moment, the
 * target; more saves; the WAL archived; the cluster destroyed (every process stopped, etcd's and both nodes' data
 * deleted); a restore to the target. The restored database must hold exactly the saves acknowledged before the
 * target, none after. Saves are never in flight at the target: each phase ends with its saves answered, and the
 * target is the middle of a second with none, so which side a save is on is never a matter of clocks.
 */
export async function runRestoreDrill(options: RestoreDrillOptions): Promise<RestoreDrillFigures> {
  const log = options.log ?? (() => undefined);
  const folder = mkdtempSync(join(tmpdir(), 'card-web-restore-'));
  const run = `restore-${Date.now()}`;
  let db: Kysely<Database> | null = null;
  try {
    const cluster = await startCluster({ folder, basePort: options.basePort, serverEnvironment, log });
    const baseUrl = cluster.topology.publicUrl;
    db = await createDatabase({ kind: 'postgres', url: cluster.topology.databaseUrl }, () => undefined);
    const database = db;
    const applicants = await Promise.all(applicantIds(options.applicants).map((loginId) => logIn(database, baseUrl, loginId)));

    const beforeBackup = await phase(baseUrl, applicants, `${run}-a`, options.phaseMs);
    log('pgBackRest: a full backup while the service runs');
    const backupStarted = Date.now();
    const backup = await backUp(cluster.topology, 'full');
    const secondsToBackUp = (Date.now() - backupStarted) / 1000;
    const beforeTarget = await phase(baseUrl, applicants, `${run}-b`, options.phaseMs);
    await sleep(500);
    const target = new Date();
    await sleep(500);
    const afterTarget = await phase(baseUrl, applicants, `${run}-c`, options.phaseMs);
    await archiveNow(cluster.topology);
    await db.destroy();
    db = null;

    log(`the cluster destroyed; restoring to ${target.toISOString()}`);
    const restoreStarted = Date.now();
    const restored = await restoreCluster({ folder, basePort: options.basePort, serverEnvironment, log, restoreTarget: { time: target } });
    const secondsToRestore = (Date.now() - restoreStarted) / 1000;
    db = await createDatabase({ kind: 'postgres', url: restored.topology.databaseUrl }, () => undefined);

    const owed = [...beforeBackup, ...beforeTarget].filter((attempt) => attempt.acknowledged);
    const gone = afterTarget.filter((attempt) => attempt.acknowledged);
    const storedOwed = await storedKeys(db, owed);
    const storedGone = await storedKeys(db, gone);
    const recorded = await db.selectFrom('database_backups').select('label').orderBy('label').execute();
    return {
      applicants: applicants.length,
      acknowledged: {
        beforeBackup: beforeBackup.filter((attempt) => attempt.acknowledged).length,
        beforeTarget: beforeTarget.filter((attempt) => attempt.acknowledged).length,
        afterTarget: gone.length,
      },
      backupLabel: backup.label,
      recordedBackups: recorded.map((row) => row.label),
      secondsToBackUp: Number(secondsToBackUp.toFixed(1)),
      secondsToRestore: Number(secondsToRestore.toFixed(1)),
      missing: owed.filter((attempt) => !storedOwed.has(attempt.key)).map((attempt) => attempt.key),
      resurrected: gone.filter((attempt) => storedGone.has(attempt.key)).map((attempt) => attempt.key),
    };
  } finally {
    await db?.destroy().catch(() => undefined);
    await stopCluster(folder);
    rmSync(folder, { recursive: true, force: true });
  }
}
