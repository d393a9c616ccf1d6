#!/usr/bin/env bash
# The whole suite, as README's `npm test`: lint, types, units and API tests, then browser tests against
# the production build. Runs on the Node version in .nvmrc (fetched into .node/ when the machine's is
# older) and installs Debian's Chromium first when the machine has none.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/use-node.sh

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "==> Chromium is missing: installing Debian's chromium package"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# Each phase prints its duration as it ends, and all of them again at the end.
durations=()
phase() {
  local name=$1 start=$SECONDS
  shift
  echo "==> $name"
  local status=0
  "$@" || status=$?
  local failed=""
  [ "$status" -eq 0 ] || failed=" (failed)"
  durations+=("$(printf '%5ds  %s%s' $((SECONDS - start)) "$name" "$failed")")
  echo "<== $name: $((SECONDS - start))s"
  return "$status"
}
trap 'printf "%s\n" "==> phase durations" "${durations[@]}"' EXIT

phase "lint" npm run --silent lint
phase "typecheck" npm run --silent typecheck
phase "unit, web and API tests${TEST_DATABASE_URL:+ (API on PostgreSQL)}" \
  npx vitest run --project units --project web --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Once more on the embedded database, the API tests whose outcome can depend on the database
  # (DIFFERS_BY_DATABASE in vitest.config.ts).
  phase "API tests on the embedded database" npx vitest run --project api-embedded
fi
phase "production build" npm run --silent build
phase "browser tests (Chromium, production build)" npm run --silent test:e2e
