#!/usr/bin/env bash
# Runs the built server the one way everything runs it: `npm start`, the end-to-end and chaos
# tests and the benchmarks. Usage: run-server.sh <path/to/server-main.js> [more node flags…]
# `exec` keeps the process id: what started this script can signal and measure the server itself.
set -euo pipefail
entry="$1"
shift

# glibc gives every thread that allocates an arena of its own (up to 8 per core) and keeps what is
# freed in it. Image rendering (sharp) and password hashing (argon2) run on libuv's worker
# threads: rendering the site's images left the server at 215 MB RSS, 177 MB with 2 arenas.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"

# The heap holds about 40 MB of live data under load; without a limit V8 lets it grow to several
# hundred MB on a large machine before collecting. Rendering pages allocates fast and briefly: a
# 4 MB young generation (semi-space; Node's default is 16 MB) is collected more often for the same
# throughput, and kept the peak RSS of 64 concurrent page renders at 188 MB instead of 233 MB.
exec node --max-old-space-size=256 --max-semi-space-size=4 "$@" "$entry"
