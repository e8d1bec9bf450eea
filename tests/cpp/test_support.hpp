// Helpers shared by the Catch2 suites (native and wasm).
#pragma once

#include <cmath>
#include <vector>

#include "core/kernels.hpp"
#include "core/rng.hpp"
#include "core/stats.hpp"

namespace sqrtdk::test {

// Seeds used where a statistical check is cheap enough to repeat.
inline const std::vector<uint32_t> kSeeds = {1, 2, 3};

// |estimate - reference| <= k * se + slack: the Monte Carlo tolerance.
inline bool withinSe(double estimate, double reference, double se, double k = 4.0,
                     double slack = 1e-12) {
  return std::fabs(estimate - reference) <= k * se + slack;
}

// `count` draws of a kernel into a vector of exactly `count` values.
template <class Fill>
std::vector<float> draw(Fill fill, StreamKey key, size_t count, uint32_t first = 0) {
  std::vector<float> buffer(paddedLength(count));
  fill(key, first, count, buffer.data());
  buffer.resize(count);
  return buffer;
}

}  // namespace sqrtdk::test
