#!/usr/bin/env bash
# The whole suite, as README's `npm test`: lint, types, units and API tests, then browser tests against
# the production build. Runs on the Node version in .nvmrc (fetched into .node/ when the machine's is
# older) and installs Debian's headless Chromium first when the machine has none.
#
# The phases run one after another (docs/decisions.md, "A fast CI"): run side by side, the API and
# browser tests slowed each other as much as they gained, and timed tests failed on the shared cores.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/use-node.sh

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
bash scripts/install-chromium.sh || exit 1

# Each phase prints its duration as it ends, and all of them again at the end, also on failure.
runs=$(mktemp -d)
# CI shows only the end of the output: the failed tests' names are repeated there too.
summary() {
  printf '%s\n' "==> phase durations"
  cat "$runs/durations" 2>/dev/null
  if [ -s "$runs/failures" ]; then
    printf '%s\n' "==> failed tests"
    sort -u "$runs/failures"
  fi
  rm -rf "$runs"
}
trap summary EXIT
# Sets children_cpu to the CPU time, in seconds, of this shell's finished child processes (`times`' second
# line). Called directly, not as $(…): a subshell's `times` counts its own children only.
children_cpu() {
  times >"$runs/times"
  children_cpu=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); cpu += t[1] * 60 + t[2] } printf "%d", cpu }' "$runs/times")
}
# Sets machine_cpu to the CPU time, in seconds, the whole machine has spent busy since it started
# (/proc/stat: every state but idle and waiting for I/O); empty where there is no /proc/stat.
machine_cpu() {
  machine_cpu=$(awk -v hz="$(getconf CLK_TCK)" '$1 == "cpu" { printf "%d", ($2 + $3 + $4 + $7 + $8 + $9) / hz }' /proc/stat 2>/dev/null)
}
# Beside its duration, each phase prints the CPU time its processes used: CPU time near twice the duration
# means both cores were busy; near once, one core was left to spare (docs/decisions.md, "A fast CI").
# Processes a phase's processes leave behind are not counted: Chromium's renderers outlive the browser
# that started them, so the browser phase's figure missed most of Chromium's time. So each phase also
# prints the machine's busy CPU time over the phase, which on a quiet CI machine is the phase's own.
phase() {
  local name=$1 start=$SECONDS cpu_start machine_start
  shift
  echo "==> $name"
  children_cpu
  cpu_start=$children_cpu
  machine_cpu
  machine_start=$machine_cpu
  local status=0
  "$@" 2>&1 | tee "$runs/output" || status=$?
  # Vitest marks a failed file or test "FAIL" and Playwright "✘"; colours stripped.
  sed 's/\x1b\[[0-9;]*m//g' "$runs/output" | grep -E '^ *(FAIL |✘)' >>"$runs/failures" || true
  local failed=""
  [ "$status" -eq 0 ] || failed=" (failed)"
  children_cpu
  local cpu=$((children_cpu - cpu_start)) machine=""
  machine_cpu
  [ -n "$machine_start" ] && [ -n "$machine_cpu" ] && machine="; the machine's: $((machine_cpu - machine_start))s"
  printf '%5ds  %s (%ds of CPU%s)%s\n' $((SECONDS - start)) "$name" "$cpu" "$machine" "$failed" >>"$runs/durations"
  echo "<== $name: $((SECONDS - start))s, ${cpu}s of CPU${machine}${failed}"
  return "$status"
}

# Phases run in order and each runs even when one before it failed, so that one run reports every
# failure; the suite fails if any phase did.
phases() {
  local status=0
  while [ $# -gt 0 ]; do
    local name=$1 command=$2
    shift 2
    phase "$name" bash -c "$command" || status=1
  done
  return "$status"
}

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Once more on the embedded database, the API tests whose outcome can depend on the database
  # (DIFFERS_BY_DATABASE in vitest.config.ts).
  tests=("API tests on PostgreSQL" "npx vitest run --project api --project api-processes"
    "unit, web and API tests on the embedded database"
    "npx vitest run --project units --project web --project api-embedded")
else
  tests=("unit, web and API tests" "npx vitest run --project units --project web --project api --project api-processes")
fi
phases "lint and typecheck" "bash scripts/lint-and-typecheck.sh" \
  "${tests[@]}" \
  "production build" "npm run --silent build" \
  "browser tests (Chromium, production build)" "npm run --silent test:e2e"
