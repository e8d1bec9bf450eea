#include "core/entries.hpp"

#include <cmath>

#include "core/kernels.hpp"

namespace sqrtdk {

void fillQuery(Distribution dist, StreamKey key, uint32_t first, size_t dk, float* out) {
  switch (dist) {
    case Distribution::rademacher:
      fillRademacher(key, first, dk, out);
      break;
    case Distribution::uniform:
      fillUniformEntries(key, first, dk, out);
      break;
    case Distribution::normal:
    case Distribution::correlated:
      fillNormals(key, first, dk, out);
      break;
  }
  zeroTail(out, dk);
}

void fillKey(Distribution dist, double rho, StreamKey key, StreamKey noiseKey, uint32_t first,
             size_t dk, const float* query, float* noise, float* out) {
  if (dist != Distribution::correlated) {
    fillQuery(dist, key, first, dk, out);
    return;
  }
  fillNormals(noiseKey, first, dk, noise);
  const float a = static_cast<float>(rho);
  const float b = static_cast<float>(std::sqrt(1.0 - rho * rho));
  combineScaled(query, noise, a, b, paddedLength(dk), out);
  zeroTail(out, dk);
}

ExactScore exactScoreFor(const Options& options) {
  if (options.dist != Distribution::correlated) return ExactScore{};
  return ExactScore{options.rho, std::sqrt(1.0 - options.rho * options.rho)};
}

}  // namespace sqrtdk
