import type { DatabaseNode, Topology } from './topology';

/**
 * One Patroni node's configuration. The timings are the shortest Patroni accepts so a failover takes seconds, not
 * the default half minute; `primary_start_timeout: 0` makes a crashed primary's Patroni hand the leadership to the
 * synchronous standby at once instead of first restarting PostgreSQL in place (which would keep the service down
 * for the crash recovery and could never survive a lost machine). Authentication is `trust` on 127.0.0.1 only: a
 * local cluster for development and the fault tests; production uses scram and TLS (README "Past one machine").
 */
/** pgBackRest's name for the cluster's backups: the repository may hold several clusters, each a stanza. */
export const stanza = 'card-web';

/** What `restoreTarget` asks of a node's first start: the cluster rebuilt from the backups as it was at that moment. */
export interface RestoreTarget {
  /** PostgreSQL's `recovery_target_time`: replay stops before the first transaction committed after it. */
  readonly time: Date;
}

/**
 * The Patroni bootstrap that rebuilds a destroyed cluster from pgBackRest instead of running initdb: used only by the
 * node that wins the empty cluster's initialise key (the other becomes its standby by a base backup, as usual).
 * pgBackRest writes the recovery settings (restore_command, the target, promote at the target) and Patroni keeps
 * them; the new primary then takes a new timeline, so the WAL archived after the target stays in the repository,
 * unused, and a second restore to a later moment of the old timeline is still possible.
 */
function restoreBootstrap(node: DatabaseNode, target: RestoreTarget): string {
  // PostgreSQL's own form of a moment: `2026-12-03 18:00:00.123+00`.
  const time = `${target.time.toISOString().replace('T', ' ').replace('Z', '')}+00`;
  const command = `pgbackrest --config=${node.backupConfig} --stanza=${stanza} --delta restore --type=time '--target=${time}' --target-action=promote`;
  return `  method: pgbackrest
  pgbackrest:
    command: "${command}"
    keep_existing_recovery_conf: true
    no_params: true
`;
}

/**
 * One node's pgBackRest: its own data folder as pg1, the shared repository, logs and locks in the cluster's folder
 * (a second cluster, a test's, never waits on this one's lock). Two full backups are kept with the WAL from the older
 * one on: a restore reaches any moment since the older full backup.
 */
export function pgbackrestConfig(topology: Topology, node: DatabaseNode): string {
  return `[global]
repo1-path=${topology.backupRepository}
repo1-retention-full=2
compress-type=zst
start-fast=y
log-path=${topology.folder}/pgbackrest/log
lock-path=${topology.folder}/pgbackrest/lock
log-level-console=warn
log-level-file=info

[${stanza}]
pg1-path=${node.folder}/data
pg1-port=${node.postgresPort}
pg1-socket-path=${node.folder}
pg1-user=postgres
`;
}

export function patroniConfig(topology: Topology, node: DatabaseNode, binDir: string, restoreTarget?: RestoreTarget): string {
  return `scope: card-web
namespace: /card-web/
name: ${node.name}
log:
  level: WARNING
restapi:
  listen: 127.0.0.1:${node.restPort}
  connect_address: 127.0.0.1:${node.restPort}
etcd3:
  hosts: 127.0.0.1:${topology.etcdClientPort}
bootstrap:
${restoreTarget ? restoreBootstrap(node, restoreTarget) : ''}  dcs:
    ttl: 20
    loop_wait: 2
    retry_timeout: 5
    maximum_lag_on_failover: 1048576
    primary_start_timeout: 0
    synchronous_mode: true
    postgresql:
      use_pg_rewind: true
      parameters:
        wal_level: replica
        hot_standby: 'on'
        wal_log_hints: 'on'
        max_wal_senders: 5
        max_replication_slots: 5
        max_connections: 200
  initdb:
    - encoding: UTF8
    - locale: C.UTF-8
  pg_hba:
    - local all all trust
    - host replication replicator 127.0.0.1/32 trust
    - host all all 127.0.0.1/32 trust
postgresql:
  listen: 127.0.0.1:${node.postgresPort}
  connect_address: 127.0.0.1:${node.postgresPort}
  data_dir: ${node.folder}/data
  bin_dir: ${binDir}
  pgpass: ${node.folder}/pgpass
  authentication:
    superuser:
      username: postgres
      password: local-cluster
    replication:
      username: replicator
      password: local-cluster
  parameters:
    unix_socket_directories: '${node.folder}'
    # Every WAL segment goes to the backup repository from whichever node is primary (a standby archives nothing
    # under archive_mode on), at the latest a minute after it was begun even when the service is quiet: a restore
    # to a point in time loses at most that minute when both machines are lost. Set here, not in the DCS, so a
    # cluster made before backups existed archives from its next start too.
    archive_mode: 'on'
    archive_command: 'pgbackrest --config=${node.backupConfig} --stanza=${stanza} archive-push %p'
    archive_timeout: 60
`;
}

/**
 * HAProxy: the database door sends every connection to whichever node's Patroni answers `GET /primary` with 200 (a
 * standby, a stopped PostgreSQL and an unreachable Patroni all fail it), and cuts the sessions of a node it marks
 * down, so the servers' pooled connections to a dead primary end at once instead of waiting on TCP. The browsers'
 * door spreads requests round-robin over the instances whose `/readyz` answers 200.
 */
export function haproxyConfig(topology: Topology): string {
  const nodes = topology.nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.postgresPort} check port ${node.restPort}`).join('\n');
  const servers = topology.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n');
  return `global
  maxconn 2000

defaults
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 3s

frontend database
  mode tcp
  bind 127.0.0.1:${topology.haproxyDatabasePort}
  default_backend primary

backend primary
  mode tcp
  option httpchk GET /primary
  http-check expect status 200
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions
${nodes}

frontend browsers
  mode http
  bind 127.0.0.1:${topology.haproxyHttpPort}
  timeout client 30s
  default_backend servers

backend servers
  mode http
  balance roundrobin
  # A request that could not reach a dead instance (refused before anything was sent) goes to another one, and so
  # does one whose instance died without a byte of answer: every state-changing call carries an Idempotency-Key, so
  # a call the dead instance had already carried out is answered from its record, not done twice.
  option redispatch
  retries 2
  retry-on conn-failure empty-response
  timeout server 30s
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fall 1 rise 1
${servers}

frontend stats
  mode http
  bind 127.0.0.1:${topology.haproxyStatsPort}
  stats enable
  stats uri /
`;
}
