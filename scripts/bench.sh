#!/usr/bin/env bash
# `npm run bench [-- --reps N --json]`: builds the native CLI and the wasm
# artifacts when missing or older than the sources, then runs the benchmark
# (scripts/bench/run.ts) in one Node process.
set -euo pipefail
cd "$(dirname "$0")/.."

stale() { # stale <artifact> <sources...>: missing, or older than any source
  local artifact="$1"
  shift
  [ ! -e "$artifact" ] || [ -n "$(find "$@" -newer "$artifact" -print -quit 2>/dev/null)" ]
}

if stale build/native/sqrtdk src CMakeLists.txt; then
  bash scripts/build-native.sh >&2
fi
if stale build/native-sse/sqrtdk src CMakeLists.txt; then
  bash scripts/build-native-sse.sh >&2
fi
if stale build/wasm/dist/sqrtdk.simd.wasm src wasm CMakeLists.txt; then
  bash scripts/build-wasm.sh >&2
fi
exec npx tsx scripts/bench/run.ts "$@"
