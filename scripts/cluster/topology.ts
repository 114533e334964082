import { join, resolve } from 'node:path';

/**
 * Where every part of the local cluster listens and keeps its files. All ports derive from one base so a second
 * cluster (a test's) sits beside a developer's without a clash: the base's last two digits name the part, e.g. with
 * the default 6400 the database is on 6432 and the browsers' door on 6480.
 */
export interface DatabaseNode {
  readonly name: string;
  readonly postgresPort: number;
  /** Patroni's REST API: HAProxy asks it `GET /primary`. */
  readonly restPort: number;
  readonly folder: string;
  /** pgBackRest's configuration as this node sees the stanza (pg1 is this node's own data folder). */
  readonly backupConfig: string;
}

export interface ServerInstance {
  readonly name: string;
  readonly port: number;
  readonly opsPort: number;
  readonly folder: string;
}

export interface Topology {
  readonly folder: string;
  readonly etcdClientPort: number;
  readonly etcdPeerPort: number;
  readonly haproxyStatsPort: number;
  readonly haproxyDatabasePort: number;
  readonly haproxyHttpPort: number;
  readonly nodes: readonly DatabaseNode[];
  readonly servers: readonly ServerInstance[];
  /**
   * pgBackRest's repository: the full backups and the archived WAL, written by whichever node is primary. One folder
   * both nodes reach stands for production's repository off the database machines (deploy/pgbackrest: S3).
   */
  readonly backupRepository: string;
  /** What the server instances are given as DATABASE_URL: HAProxy's database port, never a node's own. */
  readonly databaseUrl: string;
  /** What browsers open: HAProxy's HTTP port. */
  readonly publicUrl: string;
}

export const defaultBasePort = 6400;

export function topologyOf(folder: string, basePort: number): Topology {
  const root = resolve(folder);
  const nodes = [1, 2].map((index) => ({
    name: `pg${index}`,
    postgresPort: basePort + 10 + index,
    restPort: basePort + 20 + index,
    folder: join(root, `pg${index}`),
    backupConfig: join(root, `pg${index}`, 'pgbackrest.conf'),
  }));
  const servers = [1, 2, 3].map((index) => ({
    name: `server${index}`,
    port: basePort + 80 + index,
    opsPort: basePort + 90 + index,
    folder: join(root, `server${index}`),
  }));
  return {
    folder: root,
    etcdClientPort: basePort + 1,
    etcdPeerPort: basePort + 2,
    haproxyStatsPort: basePort + 3,
    haproxyDatabasePort: basePort + 32,
    haproxyHttpPort: basePort + 80,
    nodes,
    servers,
    backupRepository: join(root, 'backups'),
    databaseUrl: `postgres://postgres@127.0.0.1:${basePort + 32}/postgres`,
    publicUrl: `http://127.0.0.1:${basePort + 80}`,
  };
}
