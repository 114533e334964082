#!/bin/sh
# Run once by Patroni on the first primary, with a connection string to it: the service's own role and database,
# and the backup repository's stanza, so the WAL is archived from the first segment on. The password arrives as a
# psql variable, so no quoting of it can change the statement.
set -eu
psql "$1" -v ON_ERROR_STOP=1 -v password="$CARDWEB_DB_PASSWORD" <<'SQL'
create role cardweb login password :'password';
create database cardweb owner cardweb;
SQL
pgbackrest --stanza=card-web stanza-create
