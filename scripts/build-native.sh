#!/usr/bin/env bash
# Native build of the core, CLI, Catch2 tests and native benchmark (build/native).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)" "$@"
