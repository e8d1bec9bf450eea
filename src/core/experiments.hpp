// The experiments of the explainer. Each validates its options first and
// returns either the result or a message naming the bad parameter.
// Field names as JS and the CLI show them: core/result_fields.hpp (and
// wasm/api.ts); divisor lists are always in kAllDivisors order
// (none, sqrt_dk, dk, sqrt_dmodel, custom).
#pragma once

#include <string>
#include <vector>

#include "core/options.hpp"
#include "core/reference_figures.hpp"
#include "core/stats.hpp"
#include "core/status.hpp"

namespace sqrtdk {

struct DivisorVariance {
  DivisorKind kind = DivisorKind::none;
  double divisor = 1;
  Estimate variance;  // variance of score / divisor
};

struct VarianceResult {
  int dk = 0;
  int pairs = 0;
  Estimate mean;
  Estimate variance;
  Estimate std;
  std::vector<DivisorVariance> divisors;  // kDivisorCount entries
  std::vector<float> scores;              // raw q.k per pair, for histograms
};

struct SaturationSummary {
  DivisorKind kind = DivisorKind::none;
  double divisor = 1;
  Estimate topWeight;             // mean largest softmax weight
  Estimate saturatedFraction;     // fraction of trials with top weight > threshold (Wilson 95%)
  Estimate jacobianNorm;          // mean Frobenius norm of the keys x keys Jacobian
  Estimate entropy;               // mean entropy of the weights, nats
  std::vector<float> topWeights;  // per-trial top weight
};

struct SaturationResult {
  int dk = 0;
  int trials = 0;
  int keys = 0;
  double threshold = 0;
  std::vector<SaturationSummary> byDivisor;  // kDivisorCount entries; [0] is raw
};

// One column per statistic; entry i belongs to dks[i].
struct EstimateColumns {
  std::vector<double> value;
  std::vector<double> lo;
  std::vector<double> hi;
};

struct SweepSeries {
  DivisorKind kind = DivisorKind::none;
  EstimateColumns variance;
  EstimateColumns topWeight;
  EstimateColumns saturatedFraction;
  EstimateColumns jacobianNorm;
  EstimateColumns entropy;
};

struct SweepResult {
  std::vector<double> dks;
  std::vector<SweepSeries> series;  // kDivisorCount entries
};

// N pairs (q, k): scores q.k, their mean, variance and std, and the variance
// of score / c for every divisor c.
Result<VarianceResult> runVariance(const VarianceOptions& options);

// T trials of one query against `keys` keys: per divisor, the mean top
// weight, the saturated fraction, the mean Jacobian norm and the entropy.
Result<SaturationResult> runSaturation(const SaturationOptions& options);

// Both of the above at every dk in the list (no raw samples), as columns.
Result<SweepResult> runSweep(const SweepOptions& options);

// The reference experiment of the content brief: variance and saturation at
// dk 4, 64 and 512 with the other options as given (defaults: 20,000 pairs,
// 4,000 trials x 8 keys, normal entries). Used by `sqrtdk table` and the
// benchmark.
struct ReferencePoint {
  VarianceResult variance;
  SaturationResult saturation;
};
Result<std::vector<ReferencePoint>> runReferenceExperiment(const Options& options);

// The measured counterpart of a reference figure (reference_figures.hpp).
Estimate measuredReferenceQuantity(const ReferencePoint& point, ReferenceQuantity quantity);

// `count` d_k values spaced evenly in log between lo and hi (inclusive),
// rounded to integers, duplicates removed (so fewer than `count` at small
// ranges). Invalid arguments give an empty list.
std::vector<int> logSpacedDks(int lo, int hi, int count);

struct BuildInfo {
  bool simd = false;  // built with -msimd128
  std::string version;
};
BuildInfo buildInfo();

}  // namespace sqrtdk
