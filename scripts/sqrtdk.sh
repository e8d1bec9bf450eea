#!/usr/bin/env bash
# `npm run -s sqrtdk -- <args>`: builds the native CLI when needed, then runs it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/build/native/sqrtdk"
# Only C++ sources and the build description count (not docs under src/).
if [ ! -x "$bin" ] || [ -n "$(find "$root/src" "$root/CMakeLists.txt" \( -name '*.cpp' -o -name '*.hpp' -o -name 'CMakeLists.txt' \) -newer "$bin" -print -quit)" ]; then
  bash "$root/scripts/setup.sh" >&2
  bash "$root/scripts/build-native.sh" --target sqrtdk >&2
fi
exec "$bin" "$@"
