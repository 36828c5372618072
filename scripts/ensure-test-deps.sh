#!/usr/bin/env bash
# Installs what the test suite needs on a fresh machine: npm packages, Debian's Chromium (browsers
# cannot be downloaded by Playwright here), PostgreSQL 15 server binaries (the oldest version we support),
# and nginx-light and openssl for the deployment tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm install`, not `npm ci`: the registry reachable here carries only the Linux builds of
# platform packages (tailwind's oxide, rollup, esbuild...), so the lock file cannot list the others
# and `npm ci` refuses it as "out of sync". `npm install` installs exactly the locked versions.
# Installed means: every package the lock file requires is there in its locked version (npm's own
# record, node_modules/.package-lock.json). Not file dates: a fresh clone's lock file is always
# newer than any install, which made every CI run on a prepared node_modules install again.
installed() {
  [ -f node_modules/.package-lock.json ] || return 1
  node -e '
    const locked = require("./package-lock.json").packages;
    const installed = require("./node_modules/.package-lock.json").packages;
    const stale = Object.keys(locked).filter((k) => k && !locked[k].optional && !locked[k].link && installed[k]?.version !== locked[k].version);
    const foreign = Object.keys(installed).filter((k) => locked[k]?.version !== installed[k].version);
    process.exit(stale.length || foreign.length ? 1 : 0);
  '
}
if ! installed; then
  npm install --no-audit --no-fund
fi

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
# the deployment tests: nginx terminating TLS with a certificate made by openssl
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Please install these Debian packages first: ${missing[*]} (sudo apt-get install -y ${missing[*]})" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
