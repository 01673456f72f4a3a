#!/usr/bin/env bash
# Everything a fresh machine with only Node 20 needs before build or test: pnpm (installed
# into .tools/ when it is missing, so no root or corepack signature check is needed) and
# the workspace's packages from the lockfile. Sourced by start.sh and test.sh.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PNPM_VERSION=10.34.8

if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version 2>/dev/null)" != 10.* ]]; then
  if [[ ! -x "$ROOT/.tools/node_modules/.bin/pnpm" ]]; then
    echo "Installing pnpm $PNPM_VERSION into .tools/ …"
    npm install --silent --no-audit --no-fund --prefix "$ROOT/.tools" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
fi

pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -vE '^(Progress|Packages):' | tail -5
