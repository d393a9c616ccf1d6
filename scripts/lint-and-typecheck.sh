#!/usr/bin/env bash
# `npm run lint` and `npm run typecheck` side by side, one a core: each is one process at a time (ESLint,
# then Prettier; then tsc per workspace), so one after the other left a core idle for both
# (docs/decisions.md, "A fast CI"). Each one's output is printed whole once it ends; fails if either did.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() {
  local name=$1 start=$SECONDS status=0
  npm run --silent "$name" >"$out/$name" 2>&1 || status=$?
  echo "$status $((SECONDS - start))" >"$out/$name.status"
}
run lint &
run typecheck &
wait
status=0
for name in lint typecheck; do
  read -r code seconds <"$out/$name.status"
  cat "$out/$name"
  if [ "$code" -eq 0 ]; then echo "<== $name: ${seconds}s"; else echo "<== $name: ${seconds}s (failed)"; status=1; fi
done
exit "$status"
