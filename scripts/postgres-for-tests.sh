#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster for the test suite and prints its DATABASE_URL.
# Usage: scripts/postgres-for-tests.sh [start|stop]   (PGPORT defaults to 54329)
set -euo pipefail
port="${PGPORT:-54329}"
dir="${PGTEST_DIR:-/tmp/tandem-postgres-$port}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }

run() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "${1:-start}" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres "$dir"
      run "$bin/initdb -D $dir -U postgres --auth=trust -E UTF8 >/dev/null"
    fi
    if ! run "$bin/pg_ctl -D $dir status" >/dev/null 2>&1; then
      run "$bin/pg_ctl -D $dir -l $dir/server.log -o \"-p $port -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" -w start" >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    run "$bin/pg_ctl -D $dir -m fast stop" >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 [start|stop]" >&2; exit 2 ;;
esac
