#!/usr/bin/env bash
# The benchmark's 128-bit native contender (build/native-sse): the CLI alone at
# -O3 -msse4.2 -mno-avx, the vector width of WASM SIMD, so that the wasm/native
# ratio measures the compilers and runtimes rather than AVX's wider lanes.
# Built only by scripts/bench.sh; tests use build/native (-march=native).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build/native-sse
exec {lock}>build/native-sse/.build.lock
flock "$lock"
cmake -S . -B build/native-sse -DCMAKE_BUILD_TYPE=Release -DSQRTDK_NATIVE_ARCH=OFF \
  "-DCMAKE_CXX_FLAGS=-msse4.2 -mno-avx" >/dev/null
cmake --build build/native-sse -j"$(nproc)" --target sqrtdk "$@"
