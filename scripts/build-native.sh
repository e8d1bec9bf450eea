#!/usr/bin/env bash
# Native build of the core, CLI, Catch2 tests and native benchmark (build/native).
set -euo pipefail
cd "$(dirname "$0")/.."
# One build of this tree at a time: `npm start`, `npm test` and the benchmark
# may all decide to rebuild, and two CMake runs in one tree mix their outputs.
mkdir -p build/native
exec {lock}>build/native/.build.lock
flock "$lock"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)" "$@"
