#include "core/entries.hpp"

#include <cmath>

#include "core/kernels.hpp"

namespace sqrtdk {

void fillQuery(Distribution dist, StreamKey key, uint32_t sub, size_t dk, float* out) {
  switch (dist) {
    case Distribution::rademacher:
      fillVectorRademacher(key, sub, dk, out);
      break;
    case Distribution::uniform:
      fillVectorUniformEntries(key, sub, dk, out);
      break;
    case Distribution::normal:
    case Distribution::correlated:
      fillVectorNormals(key, sub, dk, out);
      break;
  }
  zeroTail(out, dk);
}

void fillKey(Distribution dist, double rho, StreamKey key, StreamKey noiseKey, uint32_t sub,
             size_t dk, const float* query, float* noise, float* out) {
  if (dist != Distribution::correlated) {
    fillQuery(dist, key, sub, dk, out);
    return;
  }
  fillVectorNormals(noiseKey, sub, dk, noise);
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
