-- Issue 56: a PostgreSQL cluster's backups are pgBackRest's, taken on the database machines, which the service never
-- reaches. The job that takes one records it here when it has finished (scripts/cluster/backups.ts,
-- deploy/pgbackrest/backup.sh), so every instance reports the newest one's end (backup_last_success_timestamp_seconds)
-- and the alert BackupTooOld sees a schedule that stopped. A restore to a point in time rolls this table back with the
-- rest: the backups after the target drop out of the record, and the alert asks for a new one, as it should after a
-- restore. The embedded database's backups are files (BACKUP_DIR) and are not recorded here.

-- migrate:up
create table database_backups (
  label text primary key,
  kind text not null check (kind in ('full', 'diff', 'incr')),
  started_at timestamptz not null,
  stopped_at timestamptz not null
);

-- migrate:down
drop table database_backups;
