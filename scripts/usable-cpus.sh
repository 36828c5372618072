#!/usr/bin/env bash
# Prints how many CPUs this process may use: its affinity (taskset, a container's cpuset), lowered
# by a cgroup v2 CPU quota (`docker run --cpus=1.5` gives 2), rounded up.
# Usage: usable-cpus.sh [cpu.max file, /sys/fs/cgroup/cpu.max by default]
set -euo pipefail
cpu_max="${1:-/sys/fs/cgroup/cpu.max}"
cpus="$(nproc)"
if [ -r "$cpu_max" ]; then
  quota="" period=""
  read -r quota period < "$cpu_max" || true
  # "max 100000" is no quota
  if [[ "$quota" =~ ^[0-9]+$ && "$period" =~ ^[0-9]+$ && "$period" -gt 0 ]]; then
    by_quota=$(((quota + period - 1) / period))
    if [ "$by_quota" -lt "$cpus" ]; then cpus="$by_quota"; fi
  fi
fi
echo "$cpus"
