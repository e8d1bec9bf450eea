#!/usr/bin/env bash
# `npm test`: every test and linter, from nothing on a fresh Debian/Ubuntu machine.
# Runs all stages even when one fails, then prints a summary and exits non-zero
# if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh test || { echo "setup failed"; exit 1; }

passed=0
failed=0
failed_names=()
stage() {
  local name="$1"
  shift
  echo
  echo "=== $name ==="
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "=== $name: ok ($((SECONDS - start)) s) ==="
  else
    failed=$((failed + 1))
    failed_names+=("$name")
    echo "=== $name: FAILED ($((SECONDS - start)) s) ==="
  fi
}

native_tests() { bash scripts/build-native.sh && ctest --test-dir build/native --output-on-failure; }
wasm_tests() { bash scripts/build-wasm.sh && ctest --test-dir build/wasm --output-on-failure; }

stage "lint" npm run -s lint
stage "native C++ tests (Catch2)" native_tests
stage "wasm C++ tests (Catch2 under node)" wasm_tests
stage "JS unit tests (vitest)" npx vitest run
stage "page build (vite)" npm run -s build:web
stage "browser tests (Playwright, Chromium)" npx playwright test
stage "browser tests (Firefox, WebKitGTK)" npm run -s test:engines

echo
if [ "$failed" -gt 0 ]; then
  echo "failed stages: ${failed_names[*]}"
fi
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
