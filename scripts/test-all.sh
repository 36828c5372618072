#!/usr/bin/env bash
# The whole test suite (`npm test`): type check, unit and API integration tests on the embedded
# PostgreSQL, the integration tests again on the system's PostgreSQL 15, then the end-to-end tests
# in Chromium against the production build, and the deployment tests (the production build behind
# nginx terminating TLS, as it is deployed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-deps.sh
results="$(mktemp -d /tmp/cems-test-results-XXXXXX)"
# Every test stage runs even when an earlier one failed, so one run shows every failure; the
# suite fails if any stage did (also one that crashed before writing its report).
failed_stages=()

echo "== ESLint (with the layer boundaries), type check, dependency audit"
npm run -s lint
npm run -s typecheck
bash scripts/audit-dependencies.sh

echo "== unit and integration tests (embedded PostgreSQL)"
npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest-embedded.json" || failed_stages+=("vitest (embedded PostgreSQL)")

echo "== integration tests (system PostgreSQL through DATABASE_URL)"
bash scripts/with-system-postgres.sh npx vitest run tests/api --reporter=default --reporter=json --outputFile="$results/vitest-system-pg.json" || failed_stages+=("vitest (system PostgreSQL)")

echo "== end-to-end tests (Chromium, production build)"
npm run -s build
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || failed_stages+=("end-to-end")

echo "== deployment tests (production build behind nginx with TLS, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright-deploy.json" npx playwright test -c playwright.deploy.config.ts --reporter=list,json || failed_stages+=("deployment")

summary=0
node scripts/summarise-test-results.mjs "$results" || summary=$?
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "failed stages: ${failed_stages[*]}"
  exit 1
fi
exit "$summary"
