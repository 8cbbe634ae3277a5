#!/usr/bin/env bash
# `npm test`: everything, from a fresh clone after `npm ci`. Set TEST_DATABASE_URL to also run the
# server suite on PostgreSQL (CI does).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

bash scripts/ensure-chromium.sh
echo "== typecheck"
tsc -b
echo "== lint"
eslint .
echo "== format"
prettier --check .
echo "== build web"
npm run build -w @app/web --silent
echo "== bundle budget"
node apps/web/scripts/bundle-report.ts
echo "== tests"
report="$(mktemp)"
status=0
vitest run --reporter=default --reporter=json --outputFile="$report" "$@" || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`Tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$report" || true
rm -f "$report"
exit "$status"
