#!/usr/bin/env bash
# `npm run lint`: ESLint, Prettier, the TypeScript compiler and clang-format.
# Each is a single process on one core, so they run side by side (on a
# 2-core machine that halves the stage); each one's output is then printed
# whole, in a fixed order, and the lint fails if any of them failed.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
checks=(eslint prettier tsc clang-format)
run() {
  local name=$1
  shift
  ("$@" >"$logs/$name.log" 2>&1; echo $? >"$logs/$name.rc") &
}
run eslint npx --no-install eslint .
run prettier npx --no-install prettier --check .
run tsc npx --no-install tsc --noEmit
run clang-format bash scripts/lint-cpp.sh
wait
status=0
for name in "${checks[@]}"; do
  cat "$logs/$name.log"
  rc=$(cat "$logs/$name.rc")
  if [ "$rc" != 0 ]; then
    echo "lint: $name failed (exit $rc)"
    status=1
  fi
done
exit "$status"
