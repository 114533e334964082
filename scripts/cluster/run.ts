import { parseArgs } from 'node:util';
import { startCluster, stopCluster } from './cluster';
import { defaultBasePort, topologyOf } from './topology';

/**
 * `npm run cluster` (start), `npm run cluster -- stop` or `npm run cluster:stop`; `--folder` (default ./data/cluster)
 * and `--base-port` (default 6400) place it. README "Past one machine" and scripts/cluster/README.md.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { folder: { type: 'string', default: 'data/cluster' }, 'base-port': { type: 'string', default: String(defaultBasePort) } },
});
const command = positionals[0] ?? 'start';
const folder = values.folder;
const basePort = Number(values['base-port']);

async function main(): Promise<void> {
  if (command === 'stop') {
    console.log((await stopCluster(folder)) ? `stopped the cluster of ${folder}` : `no cluster recorded in ${folder}`);
    return;
  }
  if (command !== 'start') throw new Error(`unknown command ${command}: start or stop`);
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_000)
    throw new Error(`--base-port ${values['base-port']}: 1024 to 65000`);
  await startCluster({ folder, basePort, log: (line) => console.log(line) });
  const topology = topologyOf(folder, basePort);
  console.log(
    [
      '',
      `ブラウザ / browsers: ${topology.publicUrl} (HAProxy, round-robin over ${topology.servers.map((server) => server.port).join(', ')})`,
      `データベース / database: ${topology.databaseUrl} (HAProxy → the Patroni primary)`,
      `HAProxy stats: http://127.0.0.1:${topology.haproxyStatsPort}/`,
      `logs: ${topology.folder}/logs/`,
      'stop: npm run cluster:stop',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
