#!/bin/sh
# The database containers' half of production's refusal of deploy/example.env's secrets: these never reach the
# service, whose own settings check (server/plugins/external/env.ts) refuses the rest. A secret still holding
# "example" would give anyone who has read the repository the superuser, the replication user, the service's role,
# or the backups and their key. The value itself is never printed.
set -eu
refused=''
for name in PATRONI_SUPERUSER_PASSWORD PATRONI_REPLICATION_PASSWORD CARDWEB_DB_PASSWORD \
  PGBACKREST_REPO1_S3_KEY PGBACKREST_REPO1_S3_KEY_SECRET PGBACKREST_REPO1_CIPHER_PASS; do
  eval "value=\${$name:-}"
  case "$value" in
    *[Ee][Xx][Aa][Mm][Pp][Ll][Ee]*) refused="${refused:+$refused, }$name" ;;
  esac
done
if [ -n "$refused" ]; then
  echo "本番環境で例の秘密情報は使えません / the example secrets of deploy/example.env are refused in production: $refused" >&2
  exit 1
fi
