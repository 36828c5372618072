#!/usr/bin/env bash
# The whole test suite (`npm test`): type check, unit and API integration tests on the embedded
# PostgreSQL, the integration tests again on the system's PostgreSQL 15, then the end-to-end tests
# in Chromium against the production build, and the deployment tests (the production build behind
# nginx terminating TLS, as it is deployed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-deps.sh
results="$(mktemp -d /tmp/cems-test-results-XXXXXX)"

echo "== layer boundaries, type check, dependency audit"
npm run -s lint
npm run -s typecheck
bash scripts/audit-dependencies.sh

echo "== unit and integration tests (embedded PostgreSQL)"
npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest-embedded.json"

echo "== integration tests (system PostgreSQL through DATABASE_URL)"
bash scripts/with-system-postgres.sh npx vitest run tests/api --reporter=default --reporter=json --outputFile="$results/vitest-system-pg.json"

echo "== end-to-end tests (Chromium, production build)"
npm run -s build
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

echo "== deployment tests (production build behind nginx with TLS, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright-deploy.json" npx playwright test -c playwright.deploy.config.ts --reporter=list,json

node scripts/summarise-test-results.mjs "$results"
