#!/usr/bin/env bash
# Scale-out check: two instances of the production build (127.0.0.1:3561 and :3562) against ONE
# throwaway PostgreSQL 15 (scripts/with-system-postgres.sh), nginx balancing them on :3560,
# autocannon through nginx; prints the combined rate beside one instance behind the same nginx,
# and checks that a session opened on instance A is valid on instance B.
# Ports: SCALE_PORT_A, SCALE_PORT_B, SCALE_LB_PORT, SCALE_SINGLE_PORT. Build: BUILD_DIR (build-bench),
# built when missing; BENCH_DURATION / BENCH_WARMUP as for bench/run.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null 2>&1 ||
    { as_root apt-get update >/dev/null && as_root apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null; }
fi

export BUILD_DIR="${BUILD_DIR:-build-bench}"
if [ ! -f "$BUILD_DIR/server-main.js" ]; then
  echo "scale: building the site into $BUILD_DIR" >&2
  npx --no-install react-router build --logLevel warn >&2
  node scripts/build-server.mjs >&2
fi

# The cluster lives as long as bench/scale.mjs; the script's trap removes it afterwards.
bash scripts/with-system-postgres.sh node bench/scale.mjs
