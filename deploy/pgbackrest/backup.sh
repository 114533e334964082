#!/bin/sh
# A backup of the database cluster, taken by whichever node is the primary now (issue 56): run each night by
# backup-schedule.sh in every Patroni container, and by `npm run cluster -- backup` on the local cluster. On a
# standby it does nothing, so every node may run it on the same schedule and exactly one backs up.
#
#   backup.sh [full|diff|incr]     (default full)
#
# pgBackRest reads its configuration from PGBACKREST_CONFIG (default /etc/pgbackrest/pgbackrest.conf). Once the
# backup has finished, every backup the repository lists is recorded in the service's table database_backups
# (BACKUP_RECORD_URL, a connection string to the service's database), which each instance reports as
# backup_last_success_timestamp_seconds: the alert BackupTooOld sees a schedule that stopped.
set -eu
stanza=${PGBACKREST_STANZA:-card-web}
patroni=${PATRONI_REST_URL:-http://127.0.0.1:8008}
type=${1:-full}
case "$type" in full | diff | incr) ;; *) echo "backup.sh: full, diff or incr, not $type" >&2; exit 2 ;; esac

if ! curl -fsS -o /dev/null "$patroni/primary"; then
  echo "not the primary: the backup is the primary's to take"
  exit 0
fi
# Made once; again is a no-op while it matches the database (a cluster made before backups existed gets it here).
pgbackrest --stanza="$stanza" stanza-create
pgbackrest --stanza="$stanza" backup --type="$type"
# The repository's own list as JSON, read by PostgreSQL itself: no JSON tool is needed on the machine.
info=$(pgbackrest --stanza="$stanza" info --output=json)
psql "${BACKUP_RECORD_URL:?a connection string to the service database}" -v ON_ERROR_STOP=1 -q -v info="$info" <<'SQL'
insert into database_backups (label, kind, started_at, stopped_at)
select backup->>'label', backup->>'type',
  to_timestamp((backup->'timestamp'->>'start')::float8), to_timestamp((backup->'timestamp'->>'stop')::float8)
from jsonb_array_elements((:'info')::jsonb -> 0 -> 'backup') as backup
on conflict (label) do nothing;
SQL
echo "backed up ($type) and recorded"
