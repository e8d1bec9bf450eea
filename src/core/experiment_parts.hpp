// The experiments without validation, shared by runVariance/runSaturation,
// the sweep and the reference experiment. Internal to the core: callers must
// have validated the options.
#pragma once

#include <cstdint>
#include <vector>

#include "core/chi_square.hpp"
#include "core/experiments.hpp"
#include "core/numpy_random.hpp"
#include "core/softmax.hpp"

namespace sqrtdk {

// The exact sampler's random numbers that do not depend on dk: the chi-square
// draws' first attempts and the standard normals the scores are made from.
// A sweep makes them once instead of once per dk (a fifth of its time);
// results are the same bits either way.
struct ExactDraws {
  ChiSquareFirstDraws varianceChi;       // tag 0, `pairs` samples
  ChiSquareFirstDraws saturationChi;     // tag 1, `trials` samples
  std::vector<float> varianceNormals;    // score normal of each pair
  std::vector<float> saturationNormals;  // key j of trial t at [j * trials + t]
};
ExactDraws makeExactDraws(const Options& options);
// Floats makeExactDraws would hold, so callers can skip it for huge runs.
int64_t exactDrawFloats(const Options& options);

// keepSamples = false skips the per-sample vectors (the sweep needs only the
// summaries). `draws`, when given, must come from makeExactDraws() with the
// same seed, pairs, trials and keys; only the exact sampler reads it.
// With generator 'numpy' the entries come from `numpy` when given (and leave
// it past the arrays drawn, as the next line of a NumPy script would find
// it), else from a fresh default_rng(seed).
VarianceResult computeVariance(const Options& options, bool keepSamples,
                               const ExactDraws* draws = nullptr, NumpyGenerator* numpy = nullptr);
SaturationResult computeSaturation(const Options& options, bool keepSamples,
                                   const ExactDraws* draws = nullptr,
                                   NumpyGenerator* numpy = nullptr);

// The same in two stages, so that the first can be split over workers (the
// page's pool): per-sample values of a range of pairs or trials, then the
// statistics of all of them in order. computeVariance/computeSaturation are
// exactly these stages, so a split run gives the same bits. `first` must be
// a multiple of 16 (the exact sampler reads normals in pairs and blocks);
// `draws`, when given, covers samples from 0. Generator 'counter' only:
// generator 'numpy' draws one sequential stream, which computeVariance /
// computeSaturation handle whole.
void varianceScores(const Options& options, size_t first, size_t count, const ExactDraws* draws,
                    double* out);
// scores: options.pairs values, pair 0 first.
VarianceResult summariseVariance(const Options& options, const double* scores, bool keepSamples);
// out[(t - first) * kDivisorCount + d]: trial t's statistics under divisor d
// (kAllDivisors order).
void saturationTrialStats(const Options& options, size_t first, size_t count,
                          const ExactDraws* draws, TrialStats* out);
// stats: options.trials * kDivisorCount values as above, from trial 0.
SaturationResult summariseSaturation(const Options& options, const TrialStats* stats,
                                     bool keepSamples);

}  // namespace sqrtdk
