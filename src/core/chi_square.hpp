// The exact sampler's building block: chi-square(dk) draws from the
// counter-based source, by Marsaglia-Tsang gamma sampling
// (chi2(dk) = 2 Gamma(dk / 2); for dk = 1 the shape 1/2 < 1 is boosted:
// Gamma(a) = Gamma(a + 1) U^(1/a), and U^(1/a) = U^2 for a = 1/2).
//
// Attempt r of sample i uses normal entry i of stream (tag * 256 + r) of
// Purpose::exactChiNormal and uniform entry i of the same stream of
// Purpose::exactChiUniform, so sample i is a pure function of (seed, tag, i).
#pragma once

#include <cstddef>
#include <cstdint>

namespace sqrtdk {

// Writes chi-square(dk) draws for samples [0, count) into out (doubles).
// `tag` separates the experiments (0 variance, 1 saturation).
void fillChiSquare(uint32_t seed, uint32_t tag, int dk, size_t count, double* out);

}  // namespace sqrtdk
