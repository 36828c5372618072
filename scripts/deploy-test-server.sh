#!/usr/bin/env bash
# Serves the production build as it is deployed, for the deployment tests (playwright.deploy.config.ts):
# APP_ENV=production with an https PUBLIC_ORIGIN, behind nginx run with deploy/nginx.conf and its own
# prefix (no service, no root needed), terminating TLS with a certificate made now for the test host
# name. A fresh embedded PostgreSQL with the demo catalogue (production creates no demo accounts).
# Usage: deploy-test-server.sh <nginx port> <app port> <host name>; admin credentials from
# DEPLOY_ADMIN_EMAIL / DEPLOY_ADMIN_PASSWORD.
set -euo pipefail
cd "$(dirname "$0")/.."
nginx_port="$1"
app_port="$2"
host="$3"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

run_dir="$(mktemp -d /tmp/cems-deploy-XXXXXX)"
chmod 755 "$run_dir" # nginx's workers run as nobody when started by root, and buffer under it
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$run_dir"
}
trap cleanup EXIT INT TERM

# an RSA key, as most sites have: the TLS test (tests/deploy/tls.spec.ts) asks for ECDHE-RSA suites
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=$host" \
  -addext "subjectAltName=DNS:$host" -keyout "$run_dir/tls.key" -out "$run_dir/tls.crt" 2>/dev/null
sed -e "s|@RUN_DIR@|$run_dir|g" -e "s|@LISTEN@|127.0.0.1:$nginx_port|g" -e "s|@SERVER_NAME@|$host|g" \
  -e "s|@TLS_CERTIFICATE@|$run_dir/tls.crt|g" -e "s|@TLS_KEY@|$run_dir/tls.key|g" -e "s|@APP@|127.0.0.1:$app_port|g" \
  deploy/nginx.conf >"$run_dir/nginx.conf"

(
  export APP_ENV=production NODE_ENV=production HOST=127.0.0.1 PORT="$app_port" \
    PUBLIC_ORIGIN="https://$host:$nginx_port" TRUST_PROXY_HOPS=1 \
    DATA_DIR="$run_dir/data" EMBEDDED_PG_PORT="$((app_port + 20000))" \
    ADMIN_EMAIL="$DEPLOY_ADMIN_EMAIL" ADMIN_PASSWORD="$DEPLOY_ADMIN_PASSWORD" LOG_LEVEL=warn \
    DEVICE_COOKIE_SECRET="$(openssl rand -hex 32)"
  unset DATABASE_URL SMTP_URL TRUST_PROXY
  exec bash scripts/run-server.sh "${BUILD_DIR:-build}/server-main.js"
) &
pids+=($!)
"$nginx_bin" -p "$run_dir" -c "$run_dir/nginx.conf" -e "$run_dir/error.log" -g "daemon off;" &
pids+=($!)

# whichever stops first (or a signal) stops the other
wait -n "${pids[@]}" || true
