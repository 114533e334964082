import type { DatabaseNode, Topology } from './topology';

/**
 * One Patroni node's configuration. The timings are the shortest Patroni accepts so a failover takes seconds, not
 * the default half minute; `primary_start_timeout: 0` makes a crashed primary's Patroni hand the leadership to the
 * synchronous standby at once instead of first restarting PostgreSQL in place (which would keep the service down
 * for the crash recovery and could never survive a lost machine). Authentication is `trust` on 127.0.0.1 only: a
 * local cluster for development and the fault tests; production uses scram and TLS (README "Past one machine").
 */
export function patroniConfig(topology: Topology, node: DatabaseNode, binDir: string): string {
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
  dcs:
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
