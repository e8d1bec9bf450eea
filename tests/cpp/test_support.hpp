// Helpers shared by the Catch2 suites (native and wasm).
#pragma once

#include <cmath>
#include <limits>
#include <vector>

#include "core/experiments.hpp"
#include "core/kernels.hpp"
#include "core/rng.hpp"
#include "core/stats.hpp"

namespace sqrtdk::test {

inline const double kNaN = std::numeric_limits<double>::quiet_NaN();
inline const double kInf = std::numeric_limits<double>::infinity();

// n standard normal draws of stream `key`, times `scale`, as doubles.
inline std::vector<double> normalDraws(StreamKey key, size_t n, double scale = 1) {
  std::vector<float> buffer(paddedLength(n));
  fillVectorNormals(key, 0, n, buffer.data());
  std::vector<double> out(n);
  for (size_t i = 0; i < n; ++i) out[i] = scale * buffer[i];
  return out;
}

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

// Sample correlation of x[i] and y[i + lag].
inline double correlation(const std::vector<float>& x, const std::vector<float>& y, size_t lag) {
  double sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
  const size_t n = x.size() - lag;
  for (size_t i = 0; i < n; ++i) {
    sx += x[i];
    sy += y[i + lag];
    sxx += double(x[i]) * x[i];
    syy += double(y[i + lag]) * y[i + lag];
    sxy += double(x[i]) * y[i + lag];
  }
  const double cov = sxy / n - sx / n * sy / n;
  return cov / std::sqrt((sxx / n - sx * sx / n / n) * (syy / n - sy * sy / n / n));
}

// Two-sample KS p-values of brute force (seed `seed`) against the exact
// sampler (seed + 1, so the samples are independent) on the same options: for
// the variance scores and for the top weights under divisor `divisor`.
struct SamplerAgreement {
  double scores = 0;
  double topWeights = 0;
};
inline SamplerAgreement exactAgainstBrute(Options o, uint32_t seed, int divisor) {
  o.sampler = Sampler::brute;
  o.seed = seed;
  auto brute = runVariance(o);
  auto bruteSat = runSaturation(o);
  o.sampler = Sampler::exact;
  o.seed = seed + 1;
  auto exact = runVariance(o);
  auto exactSat = runSaturation(o);
  if (!(brute.ok() && exact.ok() && bruteSat.ok() && exactSat.ok())) return {};
  const auto& a = brute.value.scores;
  const auto& b = exact.value.scores;
  const auto& c = bruteSat.value.byDivisor[divisor].topWeights;
  const auto& d = exactSat.value.byDivisor[divisor].topWeights;
  return {ksTwoSample({a.begin(), a.end()}, {b.begin(), b.end()}).pValue,
          ksTwoSample({c.begin(), c.end()}, {d.begin(), d.end()}).pValue};
}

}  // namespace sqrtdk::test
