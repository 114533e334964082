#!/bin/sh
# Runs beside Patroni in every database container (deploy/patroni/entrypoint.sh): once a day at BACKUP_AT (Tokyo
# time, default 03:00, the service's quietest hour), backup.sh, which backs up only on the node that is the primary
# at that moment. A failed night is logged and tried again the next; BackupTooOld pages before a second is missed.
set -u
at=${BACKUP_AT:-03:00}
while :; do
  now=$(TZ=Asia/Tokyo date +%s)
  next=$(TZ=Asia/Tokyo date -d "today $at" +%s)
  [ "$next" -le "$now" ] && next=$(TZ=Asia/Tokyo date -d "tomorrow $at" +%s)
  sleep $((next - now))
  /usr/local/bin/backup.sh full || echo "backup-schedule: the backup of $(date -u +%FT%TZ) failed" >&2
done
