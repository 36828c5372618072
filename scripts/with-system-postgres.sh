#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL from the system's server binaries (PostgreSQL 15 on
# Debian 12): a fresh cluster in a temporary folder, on 127.0.0.1 and a free port, removed afterwards.
# The command sees DATABASE_URL.  Usage: scripts/with-system-postgres.sh COMMAND...
set -euo pipefail
bin="$(ls -d /usr/lib/postgresql/15/bin 2>/dev/null || ls -d /usr/lib/postgresql/*/bin | sort -V | head -n 1)"
dir="$(mktemp -d /tmp/cems-syspg-XXXXXX)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300 -c fsync=off" start >/dev/null
cleanup() { as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
echo "system PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
