#!/usr/bin/env bash
# Serves the production build for the end-to-end tests: a fresh embedded PostgreSQL in a temporary
# folder (deleted on exit), the demo data, and known admin credentials.
set -euo pipefail
port="${1:-3100}"
# named after the port: journeys read the e-mails the server writes under DATA_DIR/mail (tests/e2e/mail.ts)
data_dir="$(mktemp -d "/tmp/cems-e2e-$port-XXXXXX")"
trap 'rm -rf "$data_dir"' EXIT
export APP_ENV=test PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" \
  EMBEDDED_PG_PORT="$((port + 20000))" PUBLIC_ORIGIN="http://127.0.0.1:$port" \
  ADMIN_EMAIL="admin@example.com" ADMIN_PASSWORD="admin-e2e-password" \
  FORM_RATE_LIMIT_MULTIPLIER=20 LOG_LEVEL=warn NODE_ENV=production \
  APP_CLOCK_NOW="${APP_CLOCK_NOW:-}"
unset DATABASE_URL
bash scripts/run-server.sh "${BUILD_DIR:-build}/server-main.js" &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data_dir"' EXIT INT TERM
wait $server
