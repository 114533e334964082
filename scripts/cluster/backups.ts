import { execFile } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { stanza } from './configFiles';
import { httpStatus, postgresUser } from './processes';
import type { DatabaseNode, Topology } from './topology';

const run = promisify(execFile);

/** The folders pgBackRest writes, made and given to the `postgres` user it runs as (PostgreSQL's archive_command). */
export function preparePgbackrest(topology: Topology): void {
  const user = postgresUser();
  const root = join(topology.folder, 'pgbackrest');
  for (const folder of [topology.backupRepository, root, join(root, 'log'), join(root, 'lock')]) {
    mkdirSync(folder, { recursive: true, mode: 0o750 });
    if (user) chownSync(folder, user.uid, user.gid);
  }
}

/** The node whose Patroni leads now: backups are taken from it and the stanza is made on it. */
export async function primaryNode(topology: Topology): Promise<DatabaseNode> {
  for (const node of topology.nodes) if ((await httpStatus(`http://127.0.0.1:${node.restPort}/primary`)) === 200) return node;
  throw new Error('no Patroni node is primary: is the cluster running? (npm run cluster)');
}

/** One pgBackRest command as the `postgres` user, with the node's configuration; its output, or its error with what it said. */
async function pgbackrest(node: DatabaseNode, args: readonly string[]): Promise<string> {
  const user = postgresUser();
  try {
    const { stdout } = await run('pgbackrest', [`--config=${node.backupConfig}`, `--stanza=${stanza}`, ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, LANG: 'C.UTF-8', HOME: node.folder },
      maxBuffer: 16 * 1024 * 1024,
      ...(user ?? {}),
    });
    return stdout;
  } catch (error) {
    const said = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    const out = error instanceof Error && 'stdout' in error ? String(error.stdout) : '';
    throw new Error(`pgbackrest ${args.join(' ')} failed:\n${said}${out}`);
  }
}

/** The stanza in the repository (made once; again is a no-op while it matches the database). */
export async function ensureStanza(topology: Topology): Promise<void> {
  await pgbackrest(await primaryNode(topology), ['stanza-create']);
}

export interface BackupRecord {
  readonly label: string;
  readonly type: 'full' | 'diff' | 'incr';
  /** When the backup began and ended: a restore may ask for any moment after the oldest one's end. */
  readonly startedAt: Date;
  readonly stoppedAt: Date;
}

/** The backups the repository holds, oldest first (pgBackRest's `info`, which reads the repository only: a destroyed cluster's too). */
export async function backupsOf(topology: Topology): Promise<BackupRecord[]> {
  const anyNode = topology.nodes[0];
  if (!anyNode) throw new Error('the topology has no database node');
  const info = JSON.parse(await pgbackrest(anyNode, ['info', '--output=json'])) as {
    backup?: { label: string; type: BackupRecord['type']; timestamp: { start: number; stop: number } }[];
  }[];
  return (info[0]?.backup ?? []).map((backup) => ({
    label: backup.label,
    type: backup.type,
    startedAt: new Date(backup.timestamp.start * 1000),
    stoppedAt: new Date(backup.timestamp.stop * 1000),
  }));
}

export async function hasFullBackup(topology: Topology): Promise<boolean> {
  return (await backupsOf(topology)).some((backup) => backup.type === 'full');
}

const backupScript = resolve(import.meta.dirname, '../../deploy/pgbackrest/backup.sh');

/**
 * A backup while the service runs, by production's own script (deploy/pgbackrest/backup.sh) on the primary: pgBackRest
 * (`start-fast`: a checkpoint at once rather than at the next one), then the record every instance reports as
 * backup_last_success_timestamp_seconds. `diff` and `incr` need a full one before them. The backup taken.
 */
export async function backUp(topology: Topology, type: BackupRecord['type']): Promise<BackupRecord> {
  const node = await primaryNode(topology);
  const user = postgresUser();
  try {
    await run('sh', [backupScript, type], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        LANG: 'C.UTF-8',
        HOME: node.folder,
        PGBACKREST_CONFIG: node.backupConfig,
        PGBACKREST_STANZA: stanza,
        PATRONI_REST_URL: `http://127.0.0.1:${node.restPort}`,
        BACKUP_RECORD_URL: topology.databaseUrl,
      },
      ...(user ?? {}),
    });
  } catch (error) {
    const said = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
    throw new Error(`deploy/pgbackrest/backup.sh ${type} failed:\n${said}`);
  }
  const newest = (await backupsOf(topology)).at(-1);
  if (!newest) throw new Error('the backup script reported success but the repository lists no backup');
  return newest;
}

/**
 * The WAL written so far in the repository: pgBackRest's `check` switches to a new segment and waits until the one
 * before is archived. What a restore can reach is what is archived; the rest of the current segment would otherwise
 * wait up to archive_timeout.
 */
export async function archiveNow(topology: Topology): Promise<void> {
  await pgbackrest(await primaryNode(topology), ['check']);
}
