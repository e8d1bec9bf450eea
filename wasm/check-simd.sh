#!/usr/bin/env bash
# ctest check: the SIMD browser build must contain wasm SIMD instructions and
# the baseline build none, or the run-time feature check would load a module
# that traps (baseline on an old browser) or is needlessly slow (SIMD lost).
# Usage: check-simd.sh <simd.wasm> <baseline.wasm>
set -euo pipefail
simd_wasm="$1"
baseline_wasm="$2"

# v128.* plus the lane-typed ops (f32x4.mul, i32x4.add, ...) are all SIMD.
count_simd_instructions() {
  wasm-objdump -d "$1" | grep -cE '\b(v128|[if](8x16|16x8|32x4|64x2))\.' || true
}

simd_count=$(count_simd_instructions "$simd_wasm")
baseline_count=$(count_simd_instructions "$baseline_wasm")
echo "SIMD instructions: $simd_count in $(basename "$simd_wasm"), $baseline_count in $(basename "$baseline_wasm")"
v128_count=$(wasm-objdump -d "$simd_wasm" | grep -c 'v128' || true)
echo "lines mentioning v128 in $(basename "$simd_wasm"): $v128_count"

status=0
if [ "$simd_count" -eq 0 ]; then
  echo "FAIL: $simd_wasm has no SIMD instructions (was -msimd128 lost?)"
  status=1
fi
if [ "$baseline_count" -ne 0 ]; then
  echo "FAIL: $baseline_wasm has $baseline_count SIMD instructions (it must run without SIMD)"
  status=1
fi
exit "$status"
