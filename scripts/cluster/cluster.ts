import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { backUp, ensureStanza, hasFullBackup, preparePgbackrest } from './backups';
import { haproxyConfig, patroniConfig, pgbackrestConfig, type RestoreTarget } from './configFiles';
import { httpStatus, postgresUser, postmasterOf, type Started, startDetached, stillRunning, stopProcess, waitFor } from './processes';
import { topologyOf, type Topology } from './topology';

const repository = resolve(import.meta.dirname, '../..');
const stateFile = (folder: string) => join(folder, 'cluster.json');

/** The Debian packages the cluster runs on, by the command each installs. */
const needed = [
  ['etcd', 'etcd-server'],
  ['patroni', 'patroni'],
  ['haproxy', 'haproxy'],
  ['pgbackrest', 'pgbackrest'],
  // deploy/pgbackrest/backup.sh asks Patroni which node leads and records the backup in the database.
  ['curl', 'curl'],
  ['psql', 'postgresql-client'],
] as const;

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() !== '';
}

/** The packages to install before the cluster can start (empty when all are there, PostgreSQL included). */
export function missingPackages(): string[] {
  const missing: string[] = needed.filter(([command]) => !onPath(command) && !existsSync(`/usr/sbin/${command}`)).map(([, pkg]) => pkg);
  if (postgresBinDir() === null) missing.push('postgresql');
  return missing;
}

function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.find((version) => existsSync(join(root, version, 'bin', 'initdb')));
  return found === undefined ? null : join(root, found, 'bin');
}

export interface ClusterOptions {
  readonly folder: string;
  readonly basePort: number;
  /** Settings added to every server instance's environment (the tests' NODE_ENV=test seeds their own applicants). */
  readonly serverEnvironment?: Readonly<Record<string, string>>;
  readonly log?: (line: string) => void;
  /** Rebuild the database from the backups as it was at this moment (restoreCluster) instead of initdb. */
  readonly restoreTarget?: RestoreTarget;
}

interface State {
  readonly basePort: number;
  /** A state file written before start times were recorded has none. */
  readonly processes: readonly (Omit<Started, 'startTime'> & { readonly startTime?: string | null })[];
}

export interface RunningCluster {
  readonly topology: Topology;
  /** The processes by part name: `etcd`, `pg1`/`pg2` (their Patroni), `haproxy`, `server1`…`server3`. */
  readonly parts: Readonly<Record<string, Started>>;
}

async function answersSql(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const missing = missingPackages();
  if (missing.length > 0) throw new Error(`missing Debian packages: apt-get install -y ${missing.join(' ')}`);
  const binDir = postgresBinDir() ?? '';
  const log = options.log ?? (() => undefined);
  const topology = topologyOf(options.folder, options.basePort);
  const { folder } = topology;
  const previous = readState(folder);
  if (previous?.processes.some((part) => stillRunning({ pid: part.pid, startTime: part.startTime ?? null })))
    throw new Error(`a cluster is already running from ${folder}: npm run cluster:stop first`);
  const logs = join(folder, 'logs');
  mkdirSync(logs, { recursive: true });
  // Patroni runs as `postgres` and must reach its node's folder inside (a test's mkdtemp folder is 0700).
  chmodSync(folder, 0o755);
  const started: Started[] = [];
  const pidsOf = new Map<string, number>();
  const pids = (...names: string[]) => names.map((name) => pidsOf.get(name) ?? 0);
  const record = (part: Started) => {
    started.push(part);
    pidsOf.set(part.name, part.pid);
    writeFileSync(stateFile(folder), `${JSON.stringify({ basePort: options.basePort, processes: started } satisfies State, null, 2)}\n`);
  };
  const logOf = (name: string) => join(logs, `${name}.log`);
  const environment = { PATH: process.env.PATH, LANG: 'C.UTF-8', HOME: folder };

  try {
    log(`etcd on 127.0.0.1:${topology.etcdClientPort}`);
    const etcdUrl = `http://127.0.0.1:${topology.etcdClientPort}`;
    const peerUrl = `http://127.0.0.1:${topology.etcdPeerPort}`;
    record(
      startDetached(
        'etcd',
        'etcd',
        [
          ...['--name', 'etcd1', '--data-dir', join(folder, 'etcd')],
          ...['--listen-client-urls', etcdUrl, '--advertise-client-urls', etcdUrl],
          ...['--listen-peer-urls', peerUrl, '--initial-advertise-peer-urls', peerUrl],
          ...['--initial-cluster', `etcd1=${peerUrl}`, '--initial-cluster-state', 'new', '--log-level', 'warn'],
        ],
        { logFile: logOf('etcd'), env: environment },
      ),
    );
    await waitFor('etcd', async () => (await httpStatus(`${etcdUrl}/health`)) === 200, 30_000, logOf('etcd'), pids('etcd'));

    const user = postgresUser();
    preparePgbackrest(topology);
    for (const node of topology.nodes) {
      mkdirSync(node.folder, { recursive: true, mode: 0o700 });
      if (user) chownSync(node.folder, user.uid, user.gid);
      writeFileSync(node.backupConfig, pgbackrestConfig(topology, node));
      const configFile = join(node.folder, 'patroni.yml');
      writeFileSync(configFile, patroniConfig(topology, node, binDir, options.restoreTarget));
      log(`Patroni ${node.name}: PostgreSQL on 127.0.0.1:${node.postgresPort}, REST on ${node.restPort}`);
      record(
        startDetached(node.name, 'patroni', [configFile], {
          logFile: logOf(node.name),
          env: { ...environment, HOME: node.folder },
          asPostgres: true,
        }),
      );
    }
    // Ready once one node leads and the other is its synchronous standby: only then is every commit on two machines.
    const rest = (port: number, path: string) => httpStatus(`http://127.0.0.1:${port}${path}`);
    await waitFor(
      'a Patroni primary with a synchronous standby',
      async () => {
        const roles = await Promise.all(
          topology.nodes.map(async (node) => [await rest(node.restPort, '/primary'), await rest(node.restPort, '/sync')]),
        );
        return roles.some(([primary]) => primary === 200) && roles.some(([, sync]) => sync === 200);
      },
      120_000,
      logOf('pg1'),
      pids('etcd', 'pg1', 'pg2'),
    );
    // Archiving needs the stanza from the first segment on.
    await ensureStanza(topology);

    const haproxyFile = join(folder, 'haproxy.cfg');
    writeFileSync(haproxyFile, haproxyConfig(topology));
    log(
      `HAProxy: database on 127.0.0.1:${topology.haproxyDatabasePort}, browsers on ${topology.publicUrl}, stats on ${topology.haproxyStatsPort}`,
    );
    record(startDetached('haproxy', 'haproxy', ['-db', '-f', haproxyFile], { logFile: logOf('haproxy'), env: environment }));
    await waitFor('the database through HAProxy', () => answersSql(topology.databaseUrl), 30_000, logOf('haproxy'), pids('haproxy'));

    // The instances run the built front end, as `npm start` does.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-needed.ts'], { cwd: repository, stdio: 'inherit' });
    for (const server of topology.servers) {
      mkdirSync(server.folder, { recursive: true });
      log(`${server.name} on 127.0.0.1:${server.port} (staff console ${server.opsPort})`);
      record(
        startDetached(server.name, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          cwd: repository,
          logFile: logOf(server.name),
          env: {
            ...process.env,
            HOST: '127.0.0.1',
            PORT: String(server.port),
            PUBLIC_ORIGIN: topology.publicUrl,
            OPS_HOST: '127.0.0.1',
            OPS_PORT: String(server.opsPort),
            OPS_ORIGIN: `http://127.0.0.1:${server.opsPort}`,
            DATABASE_URL: topology.databaseUrl,
            DATA_DIR: server.folder,
            DEMO: '1',
            ...options.serverEnvironment,
          },
        }),
      );
    }
    // Started together on purpose: the start-up lock lets them migrate and seed in turn (server/README.md).
    await Promise.all(
      topology.servers.map((server) =>
        waitFor(
          server.name,
          async () => (await httpStatus(`http://127.0.0.1:${server.port}/readyz`)) === 200,
          180_000,
          logOf(server.name),
          pids(server.name),
        ),
      ),
    );
    // A restore to a point in time replays the WAL from a full backup: the first is taken once the instances have
    // migrated, so it holds the schema they run.
    if (!(await hasFullBackup(topology))) {
      log('pgBackRest: the first full backup');
      await backUp(topology, 'full');
    }
    await waitFor(
      "the browsers' door",
      async () => (await httpStatus(`${topology.publicUrl}/readyz`)) === 200,
      30_000,
      logOf('haproxy'),
      pids('haproxy'),
    );
  } catch (error) {
    await stopCluster(folder);
    throw error;
  }
  return { topology, parts: Object.fromEntries(started.map((part) => [part.name, part])) };
}

function readState(folder: string): State | null {
  const file = stateFile(folder);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as State) : null;
}

/**
 * Stops what `startCluster` recorded, front to back: the instances and HAProxy first (no new work), then Patroni
 * (which stops its PostgreSQL), then etcd. The folder stays, so the next start resumes the same data.
 */
export async function stopCluster(folder: string): Promise<boolean> {
  const root = resolve(folder);
  const state = readState(root);
  if (!state) return false;
  const order = ['server', 'haproxy', 'pg', 'etcd'];
  const rank = (name: string) => order.findIndex((prefix) => name.startsWith(prefix));
  const groups = order.map((_, index) => state.processes.filter((part) => rank(part.name) === index));
  for (const group of groups)
    await Promise.all(group.map((part) => stopProcess({ pid: part.pid, startTime: part.startTime ?? null }, 30_000)));
  // A Patroni killed before its PostgreSQL (or a postmaster orphaned by a test) would keep the port and data.
  for (const node of topologyOf(root, state.basePort).nodes) {
    const postmaster = postmasterOf(join(node.folder, 'data'));
    if (postmaster !== null) await stopProcess(postmaster, 30_000);
  }
  rmSync(stateFile(root));
  return true;
}

/**
 * The cluster rebuilt from its backups as it was at `target` (issue 56, docs/operations.md "Restore"): every part
 * stopped, etcd's and both nodes' data thrown away (the backup repository kept), then the cluster started again with
 * the first Patroni node restoring from pgBackRest to that moment; the other becomes its standby, the instances start
 * on the restored database. What was committed after the target is gone: the restore of a mistake, or of a cluster
 * lost whole.
 */
export async function restoreCluster(options: ClusterOptions & { readonly restoreTarget: RestoreTarget }): Promise<RunningCluster> {
  const topology = topologyOf(options.folder, options.basePort);
  if (!existsSync(topology.backupRepository)) throw new Error(`no backup repository in ${topology.backupRepository}`);
  await stopCluster(topology.folder);
  rmSync(join(topology.folder, 'etcd'), { recursive: true, force: true });
  for (const node of topology.nodes) rmSync(join(node.folder, 'data'), { recursive: true, force: true });
  return startCluster(options);
}
