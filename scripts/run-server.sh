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
# A buffer over 128 kB gets memory mapped for it alone, returned to the system when it is freed.
# glibc otherwise raises that threshold to the largest such buffer freed so far (up to 32 MB), and
# later ones come from its heap, which it seldom gives back: after the 11 MB catalogue list of
# 10,000 products was made and compressed, the server stayed ~20 MB larger (decision 033).
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"

# V8's helper threads (concurrent marking, parallel scavenges, background compilation) are 4 by
# default, whatever the CPUs: on one CPU they only take turns with the thread that answers requests,
# which waits for them at every collection. With the site and its database on one core, a search's
# p99 at 50 requests/s was 40–92 ms with 4 helpers and ~18 ms with one (decision 033). So there are
# as many helpers as usable CPUs, at most Node's 4.
cpus="$(bash "$(dirname "$0")/usable-cpus.sh")"
v8_pool_size=$((cpus < 4 ? cpus : 4))

# The heap holds about 40 MB of live data under load; without a limit V8 lets it grow to several
# hundred MB on a large machine before collecting. Rendering pages allocates fast and briefly: a
# 4 MB young generation (semi-space; Node's default is 16 MB) is collected more often for the same
# throughput, and kept the peak RSS of 64 concurrent page renders at 188 MB instead of 233 MB.
exec node --max-old-space-size=256 --max-semi-space-size=4 --v8-pool-size="$v8_pool_size" "$@" "$entry"
