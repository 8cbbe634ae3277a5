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
reports=()
status=0
run_tests() {
  local report log code=0
  report="$(mktemp)"
  log="$(mktemp)"
  reports+=("$report")
  vitest run --reporter=default --reporter=json --outputFile="$report" "$@" 2>&1 | tee "$log" || code=${PIPESTATUS[0]}
  # PGlite's WebAssembly churn can abort a test worker inside V8 itself ("Check failed:
  # jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500): the file's tests never ran. When that is the only
  # problem (no test failed), those files run once more, and their own results count.
  if [ "$code" -ne 0 ]; then
    local crashed failed
    mapfile -t crashed < <(sed 's/\x1b\[[0-9;]*m//g' "$log" |
      grep -oE 'Worker exited unexpectedly with signal SIG(TRAP|SEGV|ABRT|ILL|BUS) during [a-z]+ state while running test file [^ ]+' |
      awk '{print $NF}' | sort -u)
    failed="$(node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(r.numFailedTests)' "$report" 2>/dev/null || echo unknown)"
    if [ "${#crashed[@]}" -gt 0 ] && [ "$failed" = 0 ]; then
      echo "== a test worker crashed inside V8 (nodejs/node#64500); running again: ${crashed[*]}"
      local retry_report
      retry_report="$(mktemp)"
      reports+=("$retry_report")
      code=0
      vitest run --reporter=default --reporter=json --outputFile="$retry_report" "$@" "${crashed[@]}" || code=$?
    fi
  fi
  rm -f "$log"
  if [ "$code" -ne 0 ]; then status=$code; fi
}
if [ "$#" -gt 0 ]; then
  echo "== tests"
  run_tests "$@"
else
  # The browser tests run after the rest: sharing 2 cores with the server suites (the crash run among them)
  # slowed their servers enough to make timing-sensitive steps flaky.
  projects=(--project contract --project web --project meta-sim --project server-pglite)
  if [ -n "${TEST_DATABASE_URL:-}" ]; then projects+=(--project server-postgres); fi
  echo "== tests: contract, web unit, simulator, server"
  run_tests "${projects[@]}"
  echo "== tests: browser"
  run_tests --project e2e
fi
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0;
  for (const file of process.argv.slice(1)) {
    if (!fs.existsSync(file) || fs.statSync(file).size === 0) { failed += 1; continue; }
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    // CI keeps only the tail of the output: name what failed here, where it will be seen.
    for (const suite of r.testResults) {
      const name = suite.name.replace(process.cwd() + "/", "");
      const tests = suite.assertionResults.filter((test) => test.status === "failed");
      for (const test of tests)
        console.log(`FAILED ${name} > ${test.fullName}: ${(test.failureMessages[0] ?? "").split("\n")[0]}`);
      if (suite.status === "failed" && tests.length === 0)
        console.log(`FAILED ${name}: ${(suite.message ?? "").split("\n")[0]}`);
    }
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(`Tests: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "${reports[@]}" || true
rm -f "${reports[@]}"
exit "$status"
