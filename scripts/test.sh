#!/usr/bin/env bash
# `npm test`: every test and linter, from nothing on a fresh Debian/Ubuntu machine.
# Runs all stages even when one fails, then prints a summary and exits non-zero
# if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

run_start=$SECONDS
setup_start=$SECONDS
bash scripts/setup.sh test || { echo "setup failed"; exit 1; }

passed=0
failed=0
failed_names=()
# One row per stage for the summary table at the end, so a slow stage shows.
summary=("$(printf '%-44s %-6s %6s' 'setup (apt + npm ci)' ok "$((SECONDS - setup_start)) s")")
stage() {
  local name="$1"
  shift
  echo
  echo "=== $name ==="
  local start=$SECONDS verdict=ok
  if "$@"; then
    passed=$((passed + 1))
  else
    verdict=FAILED
    failed=$((failed + 1))
    failed_names+=("$name")
  fi
  echo "=== $name: $verdict ($((SECONDS - start)) s) ==="
  summary+=("$(printf '%-44s %-6s %6s' "$name" "$verdict" "$((SECONDS - start)) s")")
}

# ctest -j: the suites and the instruction checks are separate processes.
jobs="$(nproc)"
native_tests() { bash scripts/build-native.sh && ctest --test-dir build/native --output-on-failure -j"$jobs"; }
wasm_tests() { bash scripts/build-wasm.sh && ctest --test-dir build/wasm --output-on-failure -j"$jobs"; }

stage "lint" npm run -s lint
stage "native C++ tests (Catch2)" native_tests
stage "wasm C++ tests (Catch2 under node)" wasm_tests
stage "JS unit tests (vitest)" npx vitest run
stage "page build (vite)" npm run -s build:web
stage "browser tests (Playwright, Chromium)" npx playwright test
stage "browser tests (Firefox, WebKitGTK)" npm run -s test:engines

echo
echo "=== stage durations ==="
printf '%s\n' "${summary[@]}"
printf '%-44s %-6s %6s\n' total '' "$((SECONDS - run_start)) s"
echo
if [ "$failed" -gt 0 ]; then
  echo "failed stages: ${failed_names[*]}"
fi
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
