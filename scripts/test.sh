#!/usr/bin/env bash
# `npm test`: everything, from a fresh clone after `npm ci`. Set TEST_DATABASE_URL to also run the
# server suite on PostgreSQL (CI does).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

suite_started=$SECONDS
timings=()
# Runs one step and keeps how long it took, for the summary at the end.
step() {
  local name="$1" started=$SECONDS
  shift
  echo "== $name"
  "$@"
  timings+=("$name $((SECONDS - started)) s")
}
# A step that runs beside the next ones (its output kept until it is awaited): the type check and each linter use
# one core, and Chromium's installation mostly waits on the network, so running them side by side saves their sum.
declare -A background_pids background_logs background_started
background_step() {
  local name="$1"
  shift
  background_logs[$name]="$(mktemp)"
  background_started[$name]=$SECONDS
  "$@" > "${background_logs[$name]}" 2>&1 &
  background_pids[$name]=$!
}
await_step() {
  local name="$1" code=0
  echo "== $name"
  wait "${background_pids[$name]}" || code=$?
  cat "${background_logs[$name]}"
  rm -f "${background_logs[$name]}"
  timings+=("$name $((SECONDS - background_started[$name])) s (beside other steps)")
  if [ "$code" -ne 0 ]; then exit "$code"; fi
}
# A failing step ends the script: the steps still running beside it end with it.
trap 'for pid in "${background_pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT
background_step "chromium" bash scripts/ensure-chromium.sh
background_step "typecheck" tsc -b
step "lint" eslint .
step "format" prettier --check .
step "build web" npm run build -w @app/web --silent
step "bundle budget" node apps/web/scripts/bundle-report.ts
step "web view budget" node apps/web/scripts/web-view-size.ts
step "locale budget" node apps/web/scripts/locale-size.ts
await_step "typecheck"
reports=()
reruns=0
status=0
run_tests() {
  local report log code=0
  report="$(mktemp)"
  log="$(mktemp)"
  reports+=("$report")
  vitest run --reporter=default --reporter=json --outputFile="$report" "$@" 2>&1 | tee "$log" || code=${PIPESTATUS[0]}
  # PGlite's WebAssembly churn can abort a test worker inside V8 itself, in its JIT page bookkeeping ("Check failed:
  # jit_page_->allocations_.erase(addr) == 1" or "Check failed: jit_page.has_value()", nodejs/node#64500): the file's
  # tests never ran. Only when V8 said that and no test failed do those files run once more; their own results count,
  # and the rerun is counted.
  if [ "$code" -ne 0 ] && grep -qE 'Check failed: jit_page(_->allocations_\.erase\(addr\) == 1|\.has_value\(\))' "$log"; then
    local crashed failed
    mapfile -t crashed < <(sed 's/\x1b\[[0-9;]*m//g' "$log" |
      grep -oE 'Worker exited unexpectedly with signal SIG(TRAP|SEGV|ABRT|ILL|BUS) during [a-z]+ state while running test file [^ ]+' |
      awk '{print $NF}' | sort -u)
    failed="$(node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(r.numFailedTests)' "$report" 2>/dev/null || echo unknown)"
    if [ "${#crashed[@]}" -gt 0 ] && [ "$failed" = 0 ]; then
      echo "== a test worker crashed inside V8 (nodejs/node#64500); running again: ${crashed[*]}"
      reruns=$((reruns + ${#crashed[@]}))
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
  await_step "chromium"
  step "tests" run_tests "$@"
else
  # The browser tests run after the rest: sharing 2 cores with the server suites (the crash run among them)
  # slowed their servers enough to make timing-sensitive steps flaky. The server files wait on their databases,
  # the simulator and the queue's clock much of the time: three run side by side (Vitest's default on 2 cores is one;
  # on 2026-11-29, two took 930 s and four 779 s, the CPU 89% busy, with nothing failing).
  projects=(--project contract --project web --project meta-sim --project server-pglite)
  if [ -n "${TEST_DATABASE_URL:-}" ]; then projects+=(--project server-postgres); fi
  step "tests: contract, web unit, simulator, server" run_tests --maxWorkers=3 "${projects[@]}"
  # Two browser files side by side, each worker with its own server (e2e/global-setup.ts).
  await_step "chromium"
  step "tests: browser" run_tests --maxWorkers=2 --project e2e
fi
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0;
  const files = process.argv.slice(1).filter((file) => fs.existsSync(file) && fs.statSync(file).size > 0);
  failed += process.argv.length - 1 - files.length;
  const results = files.map((file) => JSON.parse(fs.readFileSync(file, "utf8")));
  // A file a later report ran again (after the V8 crash) is judged by that run only.
  const rerun = (index, name) => results.slice(index + 1).some((r) => r.testResults.some((suite) => suite.name === name));
  for (const [index, r] of results.entries()) {
    // CI keeps only the tail of the output: name what failed here, where it will be seen.
    for (const suite of r.testResults) {
      if (rerun(index, suite.name)) continue;
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
  // Where the time goes: each file from its first hook to its last test (its import and worker start not counted),
  // in every project that ran it.
  const timed = results.flatMap((r) =>
    r.testResults.map((suite) => ({ suite, seconds: (suite.endTime - suite.startTime) / 1000 })),
  );
  console.log("Slowest test files:");
  for (const { suite, seconds } of timed.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${suite.name.replace(process.cwd() + "/", "")}`);
' "${reports[@]}" || true
rm -f "${reports[@]}"
for timing in "${timings[@]}"; do echo "Time: $timing"; done
echo "Reruns after the V8 crash: $reruns"
echo "Suite time: $((SECONDS - suite_started)) s"
exit "$status"
