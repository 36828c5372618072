#!/usr/bin/env bash
# The whole test suite (`npm test`): type check, unit and API integration tests on the embedded
# PostgreSQL, the integration tests again on the system's PostgreSQL 15, then the end-to-end tests
# in Chromium against the production build, and the deployment tests (the production build behind
# nginx terminating TLS, as it is deployed). Every stage prints how long it took, and a table of
# them closes the run.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d /tmp/cems-test-results-XXXXXX)"
# Every test stage runs even when an earlier one failed, so one run shows every failure; the
# suite fails if any stage did (also one that crashed before writing its report). Each stage is
# listed in stages.tsv (name, exit code, report) for the closing line (summarise-test-results.mjs).
failed_stages=()
timings=()
run_start=$(date +%s)

# stage NAME REPORT COMMAND…: runs a test stage, times it, records how it ended
stage() {
  local name="$1" report="$2"
  shift 2
  echo "== $name"
  local start code=0
  start=$(date +%s)
  "$@" || code=$?
  local took=$(($(date +%s) - start))
  printf '%s\t%s\t%s\n' "$name" "$code" "$report" >>"$results/stages.tsv"
  timings+=("$(printf '%-46s %3dm%02ds%s' "$name" $((took / 60)) $((took % 60)) "$([ "$code" -eq 0 ] || echo "  (failed, exit $code)")")")
  echo "== $name: ${took}s"
  if [ "$code" -ne 0 ]; then failed_stages+=("$name"); fi
}

# step NAME COMMAND…: a check that stops the run when it fails (nothing after it is worth running)
step() {
  local name="$1"
  shift
  echo "== $name"
  local start
  start=$(date +%s)
  "$@"
  local took=$(($(date +%s) - start))
  timings+=("$(printf '%-46s %3dm%02ds' "$name" $((took / 60)) $((took % 60)))")
  echo "== $name: ${took}s"
}

step "installed packages and tools" bash scripts/ensure-test-deps.sh
step "ESLint (with the layer boundaries), Prettier" npm run -s lint
step "type check" npm run -s typecheck
step "dependency audit" bash scripts/audit-dependencies.sh

# built once, before the tests: the end-to-end and deployment tests serve it, and the integration
# tests that render pages use its page build instead of each compiling app/ with Vite again
step "production build" npm run -s build
export TEST_PAGE_BUILD=build/server/index.js

stage "unit and integration tests (embedded PostgreSQL)" vitest-embedded.json \
  npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest-embedded.json"

stage "integration tests (system PostgreSQL)" vitest-system-pg.json \
  bash scripts/with-system-postgres.sh npx vitest run tests/api --reporter=default --reporter=json --outputFile="$results/vitest-system-pg.json"

stage "end-to-end tests (Chromium, production build)" playwright.json \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

stage "deployment tests (behind nginx with TLS, Chromium)" playwright-deploy.json \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright-deploy.json" npx playwright test -c playwright.deploy.config.ts --reporter=list,json

total=$(($(date +%s) - run_start))
echo
echo "time per stage:"
printf '  %s\n' "${timings[@]}"
printf '  %-46s %3dm%02ds\n' "whole run" $((total / 60)) $((total % 60))

summary=0
node scripts/summarise-test-results.mjs "$results" || summary=$?
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "failed stages: ${failed_stages[*]}"
  exit 1
fi
exit "$summary"
