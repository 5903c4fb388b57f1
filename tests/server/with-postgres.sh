#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (Debian `postgresql` package):
#   tests/server/with-postgres.sh npx vitest run tests/server
# The command sees TEST_DATABASE_URL (the harness creates one database per test file in it)
# and DATABASE_URL (for benchmarks and `npm run server`). The cluster is removed afterwards.
set -euo pipefail

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [[ -z "${PG_BIN}" || ! -x "${PG_BIN}/initdb" ]]; then
  echo "PostgreSQL server binaries not found; install them with: apt-get install -y postgresql" >&2
  exit 1
fi
PORT="${PG_TEST_PORT:-55432}"
WORK="$(mktemp -d /tmp/sportsbook-pg.XXXXXX)"

# PostgreSQL refuses to run as root; in CI containers we are root, so the cluster belongs to `postgres`.
as_owner() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [[ "$(id -u)" == "0" ]]; then chown postgres "${WORK}"; fi

cleanup() {
  as_owner "${PG_BIN}/pg_ctl" -D "${WORK}/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "${WORK}"
}
trap cleanup EXIT

as_owner "${PG_BIN}/initdb" -D "${WORK}/data" -A trust -U postgres --no-sync >/dev/null
as_owner "${PG_BIN}/pg_ctl" -D "${WORK}/data" -l "${WORK}/server.log" -w \
  -o "-p ${PORT} -k ${WORK} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${PORT}/postgres"
export DATABASE_URL="${DATABASE_URL:-${TEST_DATABASE_URL}}"
"$@"
