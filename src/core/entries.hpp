// Random q and k vectors of a given entry distribution, from the
// counter-based source. Internal to the core.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "core/options.hpp"
#include "core/rng.hpp"

namespace sqrtdk {

// Entries [0, dk) of vector `sub` of a stream (the vector generator of
// rng.hpp): normal, Rademacher or uniform entries; 'correlated' queries are
// normal. Writes paddedLength(dk) floats and zeroes those past dk, ready for
// dot().
void fillQuery(Distribution dist, StreamKey key, uint32_t sub, size_t dk, float* out);

// A key: like fillQuery, except that for 'correlated' it is
// rho * query + sqrt(1 - rho^2) * z with z normal from vector `sub` of `noiseKey`
// (`noise` is scratch of paddedLength(dk) floats).
void fillKey(Distribution dist, double rho, StreamKey key, StreamKey noiseKey, uint32_t sub,
             size_t dk, const float* query, float* noise, float* out);

// The exact sampler's score from |q|^2 = chi and a standard normal z:
// q.k = rho |q|^2 + sqrt(1 - rho^2) |q| z for correlated keys (q.(rho q) plus
// an independent N(0, (1 - rho^2) |q|^2) part), |q| z for independent keys.
struct ExactScore {
  double rho = 0;
  double noiseScale = 1;
  double operator()(double chi, double z) const { return withScale(chi, scale(chi), z); }
  // The same in two steps, so that the square root is taken once for all
  // keys of a trial: withScale(chi, scale(chi), z) == (*this)(chi, z).
  double scale(double chi) const { return noiseScale * std::sqrt(chi); }
  double withScale(double chi, double scale, double z) const { return rho * chi + scale * z; }
};
ExactScore exactScoreFor(const Options& options);

}  // namespace sqrtdk
