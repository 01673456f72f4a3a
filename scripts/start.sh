#!/usr/bin/env bash
# The start command (README): set up, build, and run the whole product locally.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
node scripts/build.mjs
exec node scripts/serve.mjs
