// The variance and saturation experiments split into parts, for the page's
// worker pool: each worker computes the per-sample values of one range of
// pairs or trials, and one call turns all of them, in order, into the
// result. Every sample is a pure function of the options and its index (the
// source is counter-based) and the statistics are summed in sample order
// whatever the split, so the result is bit-identical to runVariance /
// runSaturation for any number of parts. Each function validates everything
// it is given and returns a message naming the bad parameter. Generator
// 'numpy' draws one sequential stream, so the range functions refuse it.
#pragma once

#include <vector>

#include "core/experiments.hpp"

namespace sqrtdk {

// Range starts must be multiples of this (the exact sampler reads its normals
// in blocks).
constexpr int kSplitAlignment = 16;
// Values per trial and divisor in a trial-statistics array: top weight,
// Jacobian norm, entropy.
constexpr int kTrialStatValues = 3;

// Scores q.k of pairs [first, first + count), doubles.
Result<std::vector<double>> runVarianceScores(const VarianceOptions& options, double first,
                                              double count);
// The result of runVariance from all options.pairs scores.
Result<VarianceResult> runVarianceFromScores(const VarianceOptions& options,
                                             const std::vector<double>& scores);

// Statistics of trials [first, first + count): value v of divisor d of trial
// t at [((t - first) * kDivisorCount + d) * kTrialStatValues + v].
Result<std::vector<double>> runSaturationTrialStats(const SaturationOptions& options, double first,
                                                    double count);
// The result of runSaturation from all options.trials trials' statistics.
Result<SaturationResult> runSaturationFromTrialStats(const SaturationOptions& options,
                                                     const std::vector<double>& stats);

}  // namespace sqrtdk
