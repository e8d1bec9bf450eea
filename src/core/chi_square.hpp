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
#include <vector>

namespace sqrtdk {

// The first attempt's normal and uniform of every sample: the bulk of the
// random numbers, and independent of dk (only acceptance depends on it), so
// a sweep over many dk draws them once.
struct ChiSquareFirstDraws {
  std::vector<float> normals;   // paddedLength(count) entries
  std::vector<float> uniforms;  // paddedLength(count) entries
};
// Samples [offset, offset + count), at index i - offset; offset must be even.
ChiSquareFirstDraws chiSquareFirstDraws(uint32_t seed, uint32_t tag, size_t count,
                                        uint32_t offset = 0);

// Writes chi-square(dk) draws for samples [offset, offset + count) into out
// (doubles; sample i at out[i - offset]); offset must be even.
// `tag` separates the experiments (0 variance, 1 saturation). `first`, when
// given, must come from chiSquareFirstDraws(seed, tag, n >= offset + count)
// (from sample 0); the result is then the same bits as without it.
void fillChiSquare(uint32_t seed, uint32_t tag, int dk, size_t count, double* out,
                   const ChiSquareFirstDraws* first = nullptr, uint32_t offset = 0);

}  // namespace sqrtdk
