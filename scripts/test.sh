#!/usr/bin/env bash
# The test command (README) and what CI runs: set up, check, and run every test — unit
# (jest), API integration on PGlite and on PostgreSQL, and end-to-end in Chromium through
# the composed site, built and started the way the start command starts it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
started=$SECONDS
step() { echo; echo "==> $1 ($((SECONDS - started)) s)"; }

step "Lint (import boundaries included)"
pnpm exec eslint .
step "Type-check"
pnpm exec tsc -p tsconfig.json
step "Unit tests"
pnpm exec jest --selectProjects unit-node unit-dom
step "API integration tests on PGlite and PostgreSQL"
node scripts/test-api.mjs
step "Build"
node scripts/build.mjs
step "End-to-end tests in Chromium"
bash scripts/ensure-chromium.sh
pnpm --filter @kk/e2e exec playwright test
echo; echo "All tests passed in $((SECONDS - started)) s"
