#!/usr/bin/env bash
# Before and after on the same machine in the same hour: alternates the server code of <before-commit> and of HEAD
# (apps/server/src only; the same node_modules), twice, and prints each run's summary lines.
# Usage: bash scripts/bench/ab.sh <before-commit> <npm script> [-- benchmark arguments]
#   e.g. bash scripts/bench/ab.sh fed0eaa bench:replies -- --seconds 30
# Needs a clean apps/server/src (it is put back to HEAD at the end, also on Ctrl-C).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
before=$1
shift
if ! git diff --quiet HEAD -- apps/server/src; then
  echo "apps/server/src has changes: commit or stash them first" >&2
  exit 1
fi
trap 'git checkout -q HEAD -- apps/server/src' EXIT
for round in 1 2; do
  for side in before after; do
    if [ "$side" = before ]; then git checkout -q "$before" -- apps/server/src; else git checkout -q HEAD -- apps/server/src; fi
    echo "== $side ($([ "$side" = before ] && echo "$before" || git rev-parse --short HEAD)), round $round"
    timeout 600 npm run "$@" 2>&1 | grep -E "p50|p99|CPU per|twice|lost|doubled|FAIL|PASS|RESULT" || true
  done
done
