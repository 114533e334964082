import { parseArgs } from 'node:util';
import { backUp, backupsOf } from './backups';
import { restoreCluster, startCluster, stopCluster } from './cluster';
import { defaultBasePort, topologyOf } from './topology';

/**
 * `npm run cluster` (start), `npm run cluster -- stop` or `npm run cluster:stop`; `--folder` (default ./data/cluster)
 * and `--base-port` (default 6400) place it. Backups (issue 56): `npm run cluster -- backup [--type full|diff|incr]`,
 * `npm run cluster -- backups` (the list), `npm run cluster -- restore --to 2026-12-03T09:30:00+09:00`. README "Past
 * one machine", scripts/cluster/README.md and docs/operations.md "Restore".
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    folder: { type: 'string', default: 'data/cluster' },
    'base-port': { type: 'string', default: String(defaultBasePort) },
    type: { type: 'string', default: 'full' },
    to: { type: 'string' },
  },
});
const command = positionals[0] ?? 'start';
const folder = values.folder;
const basePort = Number(values['base-port']);
const log = (line: string) => console.log(line);

function summary(): string {
  const topology = topologyOf(folder, basePort);
  return [
    '',
    `ブラウザ / browsers: ${topology.publicUrl} (HAProxy, round-robin over ${topology.servers.map((server) => server.port).join(', ')})`,
    `データベース / database: ${topology.databaseUrl} (HAProxy → the Patroni primary)`,
    `HAProxy stats: http://127.0.0.1:${topology.haproxyStatsPort}/`,
    `バックアップ / backups: ${topology.backupRepository} (npm run cluster -- backups)`,
    `logs: ${topology.folder}/logs/`,
    'stop: npm run cluster:stop',
  ].join('\n');
}

/** A moment as the operator wrote it, with its offset: a bare local time would be read in the machine's zone, silently. */
function restoreTime(text: string | undefined): Date {
  const usage = '--to: the moment to restore to, with its offset, e.g. --to 2026-12-03T09:30:00+09:00';
  if (!text || !/(Z|[+-]\d\d:\d\d)$/.test(text)) throw new Error(usage);
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw new Error(usage);
  if (time.getTime() > Date.now()) throw new Error(`--to ${text} is in the future`);
  return time;
}

async function main(): Promise<void> {
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_000)
    throw new Error(`--base-port ${values['base-port']}: 1024 to 65000`);
  const topology = topologyOf(folder, basePort);
  switch (command) {
    case 'stop':
      console.log((await stopCluster(folder)) ? `stopped the cluster of ${folder}` : `no cluster recorded in ${folder}`);
      return;
    case 'start':
      await startCluster({ folder, basePort, log });
      console.log(summary());
      return;
    case 'backup': {
      if (values.type !== 'full' && values.type !== 'diff' && values.type !== 'incr') throw new Error('--type: full, diff or incr');
      const backup = await backUp(topology, values.type);
      console.log(`バックアップしました / backed up: ${backup.label} (${backup.type}, ended ${backup.stoppedAt.toISOString()})`);
      return;
    }
    case 'backups': {
      const backups = await backupsOf(topology);
      for (const backup of backups)
        console.log(`${backup.label}  ${backup.type}  ${backup.startedAt.toISOString()} – ${backup.stoppedAt.toISOString()}`);
      const oldest = backups[0];
      console.log(
        oldest ? `restore possible to any moment after ${oldest.stoppedAt.toISOString()}` : 'no backup yet: npm run cluster -- backup',
      );
      return;
    }
    case 'restore': {
      const time = restoreTime(values.to);
      const oldest = (await backupsOf(topology))[0];
      if (!oldest || time <= oldest.stoppedAt)
        throw new Error(
          `--to ${values.to}: the oldest backup ended ${oldest?.stoppedAt.toISOString() ?? '(none)'}; a restore reaches only later moments`,
        );
      log(`restoring ${folder} to ${time.toISOString()}: every part stops, the database is rebuilt from ${topology.backupRepository}`);
      await restoreCluster({ folder, basePort, log, restoreTarget: { time } });
      console.log(`戻しました / restored to ${time.toISOString()}${summary()}`);
      return;
    }
    default:
      throw new Error(`unknown command ${command}: start, stop, backup, backups or restore`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
