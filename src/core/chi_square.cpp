#include "core/chi_square.hpp"

#include <cmath>
#include <vector>

#include "core/kernels.hpp"
#include "core/rng.hpp"

namespace sqrtdk {
namespace {

// Attempts of the rejection sampler use streams tag * 256 + attempt; the last
// stream of a tag holds the boost uniforms for shape < 1.
constexpr uint32_t kAttemptStreams = 256;
constexpr uint32_t kMaxAttempts = kAttemptStreams - 1;
constexpr uint32_t kBoostStream = kAttemptStreams - 1;

// Marsaglia and Tsang (2000): for shape >= 1, d = shape - 1/3, c = 1 / sqrt(9d),
// x ~ N(0,1), v = (1 + c x)^3; accept d v when v > 0 and
// u < 1 - 0.0331 x^4 (squeeze) or ln u < x^2 / 2 + d (1 - v + ln v).
struct MarsagliaTsang {
  double d;
  double c;

  explicit MarsagliaTsang(double shape) : d(shape - 1.0 / 3.0), c(1.0 / std::sqrt(9.0 * d)) {}

  // The gamma draw, or a negative number when this attempt is rejected.
  double attempt(double x, double u) const {
    const double t = 1.0 + c * x;
    if (t <= 0) return -1.0;
    const double v = t * t * t;
    const double x2 = x * x;
    if (u < 1.0 - 0.0331 * x2 * x2) return d * v;
    if (std::log(u) < 0.5 * x2 + d * (1.0 - v + std::log(v))) return d * v;
    return -1.0;
  }
};

// Normal entry `index` of a stream, exactly as fillNormals() would make it.
float normalAt(StreamKey key, uint32_t index) {
  const uint32_t even = index & ~1U;
  float z0, z1;
  boxMullerPair(uniformOpen(randomBits(key, even)), uniformOpen(randomBits(key, even + 1)), &z0,
                &z1);
  return (index & 1U) ? z1 : z0;
}

}  // namespace

ChiSquareFirstDraws chiSquareFirstDraws(uint32_t seed, uint32_t tag, size_t count,
                                        uint32_t offset) {
  // First attempt for every sample at once, with the SIMD generators.
  const uint32_t base = tag * kAttemptStreams;
  ChiSquareFirstDraws draws;
  draws.normals.resize(paddedLength(count));
  draws.uniforms.resize(paddedLength(count));
  fillNormals(streamKey(seed, Purpose::exactChiNormal, base), offset, count, draws.normals.data());
  fillUniformOpen(streamKey(seed, Purpose::exactChiUniform, base), offset, count,
                  draws.uniforms.data());
  return draws;
}

void fillChiSquare(uint32_t seed, uint32_t tag, int dk, size_t count, double* out,
                   const ChiSquareFirstDraws* first, uint32_t offset) {
  const double shape = 0.5 * dk;
  const bool boost = shape < 1.0;  // only dk = 1
  const MarsagliaTsang sampler(boost ? shape + 1.0 : shape);
  const uint32_t base = tag * kAttemptStreams;

  ChiSquareFirstDraws own;
  const float *normals, *uniforms;  // [i] belongs to sample offset + i
  if (first == nullptr) {
    own = chiSquareFirstDraws(seed, tag, count, offset);
    normals = own.normals.data();
    uniforms = own.uniforms.data();
  } else {
    normals = first->normals.data() + offset;
    uniforms = first->uniforms.data() + offset;
  }
  std::vector<uint32_t> rejected;  // positions i in out
  for (size_t i = 0; i < count; ++i) {
    out[i] = sampler.attempt(normals[i], uniforms[i]);
    if (out[i] < 0) rejected.push_back(static_cast<uint32_t>(i));
  }
  // The few rejected samples (a few percent) retry one by one on later streams.
  for (uint32_t attempt = 1; attempt < kMaxAttempts && !rejected.empty(); ++attempt) {
    const StreamKey normalKey = streamKey(seed, Purpose::exactChiNormal, base + attempt);
    const StreamKey uniformKey = streamKey(seed, Purpose::exactChiUniform, base + attempt);
    std::vector<uint32_t> still;
    for (uint32_t i : rejected) {
      out[i] = sampler.attempt(normalAt(normalKey, offset + i),
                               uniformOpen(randomBits(uniformKey, offset + i)));
      if (out[i] < 0) still.push_back(i);
    }
    rejected.swap(still);
  }
  // 254 rejections in a row have probability below 1e-300; should it ever
  // happen, the sample takes the mean rather than a negative value.
  for (uint32_t i : rejected) out[i] = sampler.d + 1.0 / 3.0;

  const StreamKey boostKey = streamKey(seed, Purpose::exactChiUniform, base + kBoostStream);
  for (size_t i = 0; i < count; ++i) {
    double gamma = out[i];
    if (boost) {
      // Gamma(1/2) = Gamma(3/2) U^2.
      const double u = uniformOpen(randomBits(boostKey, offset + static_cast<uint32_t>(i)));
      gamma *= u * u;
    }
    out[i] = 2.0 * gamma;
  }
}

}  // namespace sqrtdk
