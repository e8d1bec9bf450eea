// The variance experiment: scores q.k of N random pairs.
#include <cmath>
#include <vector>

#include "core/binomial.hpp"
#include "core/chi_square.hpp"
#include "core/entries.hpp"
#include "core/experiment_parts.hpp"
#include "core/kernels.hpp"
#include "core/numpy_entries.hpp"
#include "core/rng.hpp"

namespace sqrtdk {
namespace {

// Draws every entry of q and k, then one SIMD dot product per pair.
void bruteScores(const Options& o, size_t first, size_t count, double* scores) {
  const size_t dk = static_cast<size_t>(o.dk);
  std::vector<float> q(paddedLength(dk)), k(paddedLength(dk)), noise(paddedLength(dk));
  for (size_t i = first; i < first + count; ++i) {
    const auto stream = static_cast<uint32_t>(i);
    fillQuery(o.dist, streamKey(o.seed, Purpose::varianceQuery, stream), 0, dk, q.data());
    fillKey(o.dist, o.rho, streamKey(o.seed, Purpose::varianceKey, stream),
            streamKey(o.seed, Purpose::varianceNoise, stream), 0, dk, q.data(), noise.data(),
            k.data());
    scores[i - first] = dot(q.data(), k.data(), q.size());
  }
}

// Given q, q.k ~ N(0, |q|^2) for normal k, and |q|^2 ~ chi2(dk) (see
// ExactScore for correlated keys). Cost independent of dk.
// `draws` (optional, pairs from 0) holds the dk-independent draws, made once per sweep.
void exactScores(const Options& o, size_t first, size_t n, const ExactDraws* draws,
                 double* scores) {
  const auto offset = static_cast<uint32_t>(first);
  if (o.dist == Distribution::rademacher) {
    // q.k = 2 Binomial(dk, 1/2) - dk, independent of q (binomial.hpp).
    fillRademacherScores({o.seed, Purpose::exactVarianceBinomial, 0}, o.dk, offset, n, scores);
    return;
  }
  std::vector<double> chi(n);
  fillChiSquare(o.seed, 0, o.dk, n, chi.data(), draws ? &draws->varianceChi : nullptr, offset);
  std::vector<float> own;
  const float* z;
  if (draws) {
    z = draws->varianceNormals.data() + first;
  } else {
    own.resize(paddedLength(n));
    fillNormals(streamKey(o.seed, Purpose::exactScoreNormal, 0), offset, n, own.data());
    z = own.data();
  }
  const ExactScore score = exactScoreFor(o);
  for (size_t i = 0; i < n; ++i) scores[i] = score(chi[i], z[i]);
}

// As a NumPy script draws them: q = rng.standard_normal((pairs, dk)), then
// k (for correlated keys z, then k = rho q + sqrt(1 - rho^2) z), then
// (q * k).sum(axis=1). Holding all of q would take pairs * dk doubles, so
// q's rows are drawn twice instead: `gen` is first moved past the q array
// and then draws k while a copy of its starting state draws q again.
void numpyScores(const Options& o, NumpyGenerator& gen, std::vector<double>& scores) {
  const size_t dk = static_cast<size_t>(o.dk);
  NumpyGenerator queries = gen;
  skipNumpyEntries(o.dist, gen, scores.size() * dk);
  std::vector<double> q(dk), k(dk);
  for (size_t i = 0; i < scores.size(); ++i) {
    fillNumpyEntries(o.dist, queries, dk, q.data());
    fillNumpyEntries(o.dist, gen, dk, k.data());
    if (o.dist == Distribution::correlated) correlateNumpyKey(o.rho, q.data(), k.data(), dk);
    scores[i] = numpyDot(q.data(), k.data(), dk);
  }
}

}  // namespace

void varianceScores(const Options& o, size_t first, size_t count, const ExactDraws* draws,
                    double* out) {
  if (o.sampler == Sampler::exact)
    exactScores(o, first, count, draws, out);
  else
    bruteScores(o, first, count, out);
}

VarianceResult summariseVariance(const Options& o, const double* scores, bool keepSamples) {
  const size_t pairs = static_cast<size_t>(o.pairs);
  const Moments moments = momentsOf(scores, pairs);
  VarianceResult result;
  result.dk = o.dk;
  result.pairs = o.pairs;
  result.mean = meanEstimate(moments);
  result.variance = varianceEstimate(moments);
  result.std = stdEstimate(moments);
  for (DivisorKind kind : kAllDivisors) {
    const double divisor = divisorValue(kind, o);
    result.divisors.push_back({kind, divisor, scaledVariance(result.variance, divisor)});
  }
  if (keepSamples) result.scores.assign(scores, scores + pairs);
  return result;
}

VarianceResult computeVariance(const Options& o, bool keepSamples, const ExactDraws* draws,
                               NumpyGenerator* numpy) {
  std::vector<double> scores(static_cast<size_t>(o.pairs));
  if (o.generator == Generator::numpy) {
    // One sequential stream: no ranges (validation ties numpy to brute).
    NumpyGenerator fresh(o.seed);
    numpyScores(o, numpy ? *numpy : fresh, scores);
  } else {
    varianceScores(o, 0, scores.size(), draws, scores.data());
  }
  return summariseVariance(o, scores.data(), keepSamples);
}

Result<VarianceResult> runVariance(const VarianceOptions& options) {
  const Status status = validateVariance(options);
  if (!status.ok) return Result<VarianceResult>::failure(status);
  return Result<VarianceResult>::success(computeVariance(options, true));
}

}  // namespace sqrtdk
