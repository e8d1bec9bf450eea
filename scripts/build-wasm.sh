#!/usr/bin/env bash
# Emscripten build (build/wasm): browser SIMD + baseline ES modules, the Node
# module, and the Catch2 suite compiled to wasm. Artifacts: build/wasm/dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
# One build of this tree at a time: `npm start`, `npm test` and the benchmark
# may all decide to rebuild, and two CMake runs in one tree mix their outputs.
mkdir -p build/wasm
exec {lock}>build/wasm/.build.lock
flock "$lock"
# Debian's acorn lives outside Node's search path; em++ -O2 needs it.
export NODE_PATH=/usr/share/nodejs
# emcmake's default emulator passes a flag Node 20 rejects; use plain node.
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node >/dev/null
cmake --build build/wasm -j"$(nproc)" "$@"
