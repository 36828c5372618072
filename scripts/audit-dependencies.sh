#!/usr/bin/env bash
# Fails on a high or critical advisory in the production dependencies. Where the registry's audit
# endpoint cannot be reached (some sandboxes answer 405), it says so and does not fail.
set -uo pipefail
out="$(npm audit --omit=dev --audit-level=high 2>&1)"; code=$?
if grep -q "audit endpoint returned an error" <<<"$out"; then
  echo "npm audit: the registry's audit endpoint is not reachable from here; skipped"
  exit 0
fi
echo "$out" | tail -n 5
exit $code
