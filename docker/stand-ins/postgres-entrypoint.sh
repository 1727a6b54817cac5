#!/bin/sh
# Entrypoint of the local stand-in for the official postgres image (made by scripts/docker.mjs
# from Debian's postgresql-15 when no registry answers). It honours the same contract as the
# official one for what docker-compose.yml uses: POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB,
# PGDATA initialised on first start, password authentication from other containers.
set -eu
if [ "${1:-}" = postgres ]; then
  if [ "$(id -u)" = 0 ]; then
    mkdir -p "$PGDATA" /var/run/postgresql
    chown -R postgres:postgres "$PGDATA" /var/run/postgresql
    chmod 700 "$PGDATA"
    exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
  fi
  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    user="${POSTGRES_USER:-postgres}"
    db="${POSTGRES_DB:-$user}"
    pwfile="$(mktemp)"
    printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}" >"$pwfile"
    initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256
    rm -f "$pwfile"
    echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
    if [ "$db" != postgres ]; then
      pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
      createdb -U "$user" "$db"
      pg_ctl -D "$PGDATA" -m fast -w stop
    fi
  fi
  shift
  exec postgres -c listen_addresses='*' "$@"
fi
exec "$@"
