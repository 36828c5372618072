#!/usr/bin/env bash
# npm run bench: installs what the bench needs when it is missing (nginx-light, Chromium,
# PostgreSQL's server binaries), builds the site into its own BUILD_DIR (build-bench by default,
# so other builds are left alone), then runs bench/run.mjs, which prints the table and writes
# bench/results/<date>.json and bench/results/latest.json.
# `bash bench/run.sh bad-links` runs only the "bad e-mailed links" section (~half a minute).
# `bash bench/run.sh image-flood` runs only the "sign-in during an image flood" section (~1 minute),
# `bash bench/run.sh junk-urls` only the "junk URLs" one (~1 minute), `bash bench/run.sh catalogue-scale`
# only the "catalogue at scale" one (~8 minutes: 18 products, then 10,000 more from a fixture).
#
# Environment: BUILD_DIR (build-bench), BENCH_DURATION (8 s measured per endpoint),
# BENCH_WARMUP (2.5 s), BENCH_LIGHTHOUSE=0 (skip Lighthouse), BENCH_LIGHTHOUSE_RUNS (mobile runs
# per page, 5), BENCH_SYSTEM_PG=0 (skip the PostgreSQL 15 phase), BENCH_CATALOGUE_SCALE=0 (skip the
# catalogue at scale), BENCH_SKIP_BUILD=1 (reuse
# BUILD_DIR as it is). Smoke run: BENCH_DURATION=2 BENCH_WARMUP=1 BENCH_LIGHTHOUSE=0 BENCH_SYSTEM_PG=0.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
export BENCH_STARTED_MS="${BENCH_STARTED_MS:-$((started * 1000))}"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
command -v taskset >/dev/null 2>&1 || missing+=(util-linux)
if [ ${#missing[@]} -gt 0 ]; then
  echo "bench: installing ${missing[*]} with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null 2>&1 ||
    { as_root apt-get update >/dev/null && as_root apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null; }
fi
if [ "$(nproc)" -lt 2 ]; then
  echo "bench: needs at least 2 cores (server on core 0, load generator on core 1)" >&2
  exit 1
fi

export BUILD_DIR="${BUILD_DIR:-build-bench}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ "${BENCH_SKIP_BUILD:-0}" != "1" ]; then
  echo "bench: building the site into $BUILD_DIR" >&2
  rm -rf "$BUILD_DIR"
  # hidden client source maps: written beside the chunks (which stay byte-identical) so the bench
  # can tell which modules each chunk holds
  npx --no-install react-router build --sourcemapClient hidden --logLevel warn >&2
  # out of the served folder (and out of the pre-compression below)
  mkdir -p "$BUILD_DIR/client-sourcemaps/assets"
  find "$BUILD_DIR/client/assets" -name '*.map' -exec mv -t "$BUILD_DIR/client-sourcemaps/assets" {} +
  node scripts/build-server.mjs >&2
  echo "bench: built in $(($(date +%s) - started)) s" >&2
fi

exec node bench/run.mjs "$@"
