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
  timings+=("$(printf '%-52s %3dm%02ds%s' "$name" $((took / 60)) $((took % 60)) "$([ "$code" -eq 0 ] || echo "  (failed, exit $code)")")")
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
  timings+=("$(printf '%-52s %3dm%02ds' "$name" $((took / 60)) $((took % 60)))")
  echo "== $name: ${took}s"
}

# together NAME COMMAND -- NAME COMMAND …: checks that stop the run when one fails, run side by side
# (each is one process on one core, or waits for the network) and printed one after the other
together() {
  local names=() start
  start=$(date +%s)
  while [ $# -gt 0 ]; do
    local name="$1" command=()
    shift
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do
      command+=("$1")
      shift
    done
    [ $# -gt 0 ] && shift
    local log="$results/step-${#names[@]}"
    names+=("$name")
    (
      begun=$(date +%s)
      code=0
      "${command[@]}" >"$log.log" 2>&1 || code=$?
      echo "$code $(($(date +%s) - begun))" >"$log.status"
    ) &
  done
  wait
  local failed=0 i
  for i in "${!names[@]}"; do
    local code took
    read -r code took <"$results/step-$i.status"
    echo "== ${names[$i]}"
    cat "$results/step-$i.log"
    echo "== ${names[$i]}: ${took}s"
    timings+=("$(printf '%-52s %3dm%02ds%s' "${names[$i]}" $((took / 60)) $((took % 60)) "$([ "$code" -eq 0 ] || echo "  (failed, exit $code)")")")
    if [ "$code" -ne 0 ]; then failed=1; fi
    rm -f "$results/step-$i.log" "$results/step-$i.status"
  done
  local took=$(($(date +%s) - start))
  timings+=("$(printf '%-52s %3dm%02ds' "  (the checks above, side by side)" $((took / 60)) $((took % 60)))")
  if [ "$failed" -ne 0 ]; then
    printf '  %s\n' "${timings[@]}"
    exit 1
  fi
}

step "installed packages and tools" bash scripts/ensure-test-deps.sh
together "ESLint (with the layer boundaries), Prettier" npm run -s lint \
  -- "type check" npm run -s typecheck \
  -- "dependency audit" bash scripts/audit-dependencies.sh

# built once, before the tests: the end-to-end and deployment tests serve it, and the integration
# tests that render pages or serve the built site use it instead of each building again
step "production build" npm run -s build
export TEST_BUILD_DIR=build

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
printf '  %-52s %3dm%02ds\n' "whole run" $((total / 60)) $((total % 60))

summary=0
node scripts/summarise-test-results.mjs "$results" || summary=$?
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "failed stages: ${failed_stages[*]}"
  exit 1
fi
exit "$summary"
