#!/usr/bin/env bash
# Fault tests (`npm run test:chaos`): builds the production server into build-chaos/, starts a
# throwaway PostgreSQL 15 cluster that the tests may stop, restart and start again, and runs the
# Vitest files under tests/chaos/ one after the other against the real built server.
#
#   npm run test:chaos                          # PostgreSQL restart, SIGKILL, SIGTERM
#   npm run test:chaos -- soak                  # soak only, SOAK_SECONDS (default 600) of mixed traffic
#   SOAK_SECONDS=120 npm run test:chaos -- soak
#   CHAOS_SKIP_BUILD=1 npm run test:chaos       # reuse an existing build-chaos/
#   npm run test:chaos -- faults tests/chaos/sigterm.test.ts   # one file (extra arguments go to Vitest)
#
# Everything listens on 127.0.0.1: PostgreSQL on a free port in 3790–3799, the servers under test
# on free ports in 3700–3789, the test SMTP server on an ephemeral port. Everything started here
# is stopped on exit, whatever happens.
set -euo pipefail
cd "$(dirname "$0")/../.."

mode="${1:-faults}"
[ $# -gt 0 ] && shift
case "$mode" in
  faults | soak) ;;
  *) echo "usage: tests/chaos/run.sh [faults|soak]" >&2; exit 2 ;;
esac

export BUILD_DIR=build-chaos
if [ "${CHAOS_SKIP_BUILD:-}" = 1 ] && [ -f build-chaos/server-main.js ]; then
  echo "== reusing build-chaos/"
else
  echo "== build (BUILD_DIR=build-chaos)"
  npm run -s build >/dev/null
fi

bin="$(ls -d /usr/lib/postgresql/15/bin 2>/dev/null || ls -d /usr/lib/postgresql/*/bin | sort -V | head -n 1)"
dir="$(mktemp -d /tmp/cems-chaos-pg-XXXXXX)"
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port=""
for p in $(seq 3790 3799 | shuf); do
  if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then port="$p"; break; fi
done
[ -n "$port" ] || { echo "no free port in 3790-3799 for PostgreSQL" >&2; exit 1; }

if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
# The settings live in postgresql.conf (not on the pg_ctl command line) so that the tests can
# stop and start the cluster with a plain `pg_ctl start`. fsync=off only matters for an
# operating-system crash, which these tests do not simulate; a fast shutdown still checkpoints.
cat >>"$dir/data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
max_connections = 200
fsync = off
EOF
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w start >/dev/null
echo "== PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (data in $dir/data)"

export CHAOS_PG_BIN="$bin" CHAOS_PG_DATA="$dir/data" CHAOS_PG_LOG="$dir/postgres.log"
export CHAOS_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"

if [ "$mode" = soak ]; then
  export CHAOS_SOAK=1 SOAK_SECONDS="${SOAK_SECONDS:-600}"
  echo "== soak: ${SOAK_SECONDS} s of mixed traffic"
  npx vitest run --config vitest.chaos.config.ts tests/chaos/soak.test.ts "$@"
else
  npx vitest run --config vitest.chaos.config.ts "$@"
fi
