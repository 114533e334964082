import { sql, type Kysely } from 'kysely';
import { Gauge, Registry } from 'prom-client';
import { answeredWithin } from '../db/answeredWithin';
import { databaseLoadOf } from '../db/createDatabase';
import type { Database } from '../db/schema';

/** A scrape that finds the database away answers what the process knows, and says the database part failed. */
const scrapeTimeoutMs = 2000;

/**
 * What only the database knows, read when Prometheus scrapes (issue 56 item 1): the outbox by channel and the daily
 * jobs' last success are the same on every instance (alert on `max` of them), the pool is this instance's own. One
 * registry per app: a test process builds several apps, each on its own database.
 */
export function databaseGauges(db: Kysely<Database>): Registry {
  const registry = new Registry();
  const scrapeFailed = new Gauge({
    name: 'metrics_database_scrape_failed',
    help: '1 when the last scrape could not read the outbox and the jobs from the database (their values are then stale)',
    registers: [registry],
    collect: () => collect(),
  });
  const outboxMessages = new Gauge({
    name: 'outbox_messages',
    help: 'Outbox messages by channel and state: due (waiting for a worker), claimed (a worker holds it), dead (given up)',
    labelNames: ['channel', 'state'] as const,
    registers: [registry],
    collect: () => collect(),
  });
  const oldestDue = new Gauge({
    name: 'outbox_oldest_due_age_seconds',
    help: 'How long the oldest due outbox message of each channel has waited (0 when none is due)',
    labelNames: ['channel'] as const,
    registers: [registry],
    collect: () => collect(),
  });
  const dailyJobLastSuccess = new Gauge({
    name: 'scheduled_job_last_success_timestamp_seconds',
    help: 'When a daily job (scheduled_job_runs) last finished a day, on any instance (Unix seconds), by job_name',
    // Not `job`: Prometheus gives that label to the scrape target.
    labelNames: ['job_name'] as const,
    registers: [registry],
    collect: () => collect(),
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: "This instance's PostgreSQL connections by state (in_use, idle) and requests waiting for one (waiting)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect: () => readLoad(),
  });
  const threadQueue = new Gauge({
    name: 'pglite_thread_queued_statements',
    help: 'Statements sent to the embedded database thread and not answered yet',
    registers: [registry],
    collect: () => readLoad(),
  });

  // PostgreSQL's backups are pgBackRest's (the embedded database's are files: plugins/app/embeddedBackups.ts).
  const onPostgres = databaseLoadOf(db)?.kind === 'postgres';
  const backupLastSuccess = onPostgres
    ? new Gauge({
        name: 'backup_last_success_timestamp_seconds',
        help: 'When the newest recorded pgBackRest backup of the database ended (database_backups; Unix seconds; 0: none)',
        registers: [registry],
        collect: () => collect(),
      })
    : null;
  const walArchive = onPostgres
    ? new Gauge({
        name: 'postgres_wal_archive_last_timestamp_seconds',
        help: "The primary's last WAL segment archived (outcome success) and last archiving failure (outcome failure), pg_stat_archiver; 0: never",
        labelNames: ['outcome'] as const,
        registers: [registry],
        collect: () => collect(),
      })
    : null;
  const auditLogProtected = onPostgres
    ? new Gauge({
        name: 'audit_log_protected',
        help: "1 when the audit log belongs to a role other than the service's own (npm run db:protect-audit-log), 0 while the service's role could change it",
        registers: [registry],
        collect: () => collect(),
      })
    : null;
  const readBackups = async (): Promise<void> => {
    if (!backupLastSuccess || !walArchive || !auditLogProtected) return;
    const owner = await sql<{ protected: boolean }>`
      select coalesce(bool_and(tableowner <> current_user), false) as protected from pg_tables where tablename = 'audit_log'`.execute(db);
    auditLogProtected.set(owner.rows[0]?.protected ? 1 : 0);
    const backups = await sql<{ stopped: number }>`
      select coalesce(extract(epoch from max(stopped_at)), 0)::float8 as stopped from database_backups`.execute(db);
    backupLastSuccess.set(backups.rows[0]?.stopped ?? 0);
    const archiver = await sql<{ archived: number; failed: number }>`
      select coalesce(extract(epoch from last_archived_time), 0)::float8 as archived,
        coalesce(extract(epoch from last_failed_time), 0)::float8 as failed from pg_stat_archiver`.execute(db);
    walArchive.set({ outcome: 'success' }, archiver.rows[0]?.archived ?? 0);
    walArchive.set({ outcome: 'failure' }, archiver.rows[0]?.failed ?? 0);
  };

  const readDatabase = async (): Promise<void> => {
    const outbox = await sql<{ channel: string; due: number; claimed: number; dead: number; oldest: number }>`
      select channel,
        count(*) filter (where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now()))::int as due,
        count(*) filter (where status = 'sending' and lease_until >= now())::int as claimed,
        count(*) filter (where status = 'dead')::int as dead,
        coalesce(extract(epoch from now() - min(next_attempt_at) filter (
          where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now()))), 0)::float8 as oldest
      from outbox_messages where status <> 'sent' group by channel`.execute(db);
    const jobs = await sql<{ job: string; finished: number }>`
      select job, extract(epoch from max(finished_at))::float8 as finished from scheduled_job_runs
      where finished_at is not null group by job`.execute(db);
    outboxMessages.reset();
    oldestDue.reset();
    for (const channel of ['mail', 'sms', 'voice']) {
      const row = outbox.rows.find((found) => found.channel === channel);
      for (const state of ['due', 'claimed', 'dead'] as const) outboxMessages.set({ channel, state }, row?.[state] ?? 0);
      oldestDue.set({ channel }, row?.oldest ?? 0);
    }
    for (const row of jobs.rows) dailyJobLastSuccess.set({ job_name: row.job }, row.finished);
    await readBackups();
  };

  const readLoad = (): void => {
    const load = databaseLoadOf(db);
    if (load?.kind === 'postgres') {
      pool.set({ state: 'in_use' }, load.connections - load.idle);
      pool.set({ state: 'idle' }, load.idle);
      pool.set({ state: 'waiting' }, load.waiting);
    } else if (load) threadQueue.set(load.queued);
  };
  const readWithin = async (): Promise<void> => {
    try {
      await answeredWithin(readDatabase(), scrapeTimeoutMs);
      scrapeFailed.set(0);
    } catch {
      scrapeFailed.set(1);
    }
  };
  // A scrape collects every gauge at once: the first to ask starts the one reading, the others wait for it.
  let reading: Promise<void> | null = null;
  const collect = async (): Promise<void> => {
    reading ??= readWithin().finally(() => {
      reading = null;
    });
    await reading;
  };
  return registry;
}
