#!/bin/sh
# The database container: the example's secrets refused before anything starts, then the nightly backup schedule in
# the background, Patroni in the foreground (its exit ends the container, and compose restarts it).
set -eu
/usr/local/bin/refuse-example-secrets.sh
/usr/local/bin/backup-schedule.sh &
exec patroni /etc/patroni/patroni.yml
