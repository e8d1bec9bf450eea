// The saturation experiment: one query against `keys` keys per trial, and the
// softmax of the scores under every divisor.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "core/chi_square.hpp"
#include "core/entries.hpp"
#include "core/experiment_parts.hpp"
#include "core/kernels.hpp"
#include "core/rng.hpp"
#include "core/softmax.hpp"

namespace sqrtdk {
namespace {

// Trials are scored in chunks so the exact sampler's buffers stay small.
constexpr size_t kChunkTrials = 4096;

// Both fillers write the scores of trials [begin, end), row-major with `keys`
// columns, into `scores`.
void bruteTrialScores(const Options& o, size_t begin, size_t end, std::vector<double>& scores) {
  const size_t dk = static_cast<size_t>(o.dk), keys = static_cast<size_t>(o.keys);
  std::vector<float> q(paddedLength(dk)), k(paddedLength(dk)), noise(paddedLength(dk));
  for (size_t t = begin; t < end; ++t) {
    const auto stream = static_cast<uint32_t>(t);
    fillQuery(o.dist, streamKey(o.seed, Purpose::saturationQuery, stream), 0, dk, q.data());
    const StreamKey keyKey = streamKey(o.seed, Purpose::saturationKey, stream);
    const StreamKey noiseKey = streamKey(o.seed, Purpose::saturationNoise, stream);
    for (size_t j = 0; j < keys; ++j) {
      // Key j of a trial is vector j of the trial's key stream.
      fillKey(o.dist, o.rho, keyKey, noiseKey, static_cast<uint32_t>(j), dk, q.data(), noise.data(),
              k.data());
      scores[(t - begin) * keys + j] = dot(q.data(), k.data(), q.size());
    }
  }
}

// Given q, the keys' scores are independent N(0, |q|^2) (plus rho |q|^2 for
// correlated keys), with |q|^2 ~ chi2(dk) drawn once per trial in `chi`:
// nothing here depends on dk. `z` is scratch of paddedLength(kChunkTrials).
void exactTrialScores(const Options& o, const std::vector<double>& chi, size_t begin, size_t end,
                      std::vector<float>& z, std::vector<double>& scores) {
  const size_t keys = static_cast<size_t>(o.keys);
  const ExactScore score = exactScoreFor(o);
  for (size_t j = 0; j < keys; ++j) {
    const StreamKey key =
        streamKey(o.seed, Purpose::exactSaturationScoreNormal, static_cast<uint32_t>(j));
    fillNormals(key, static_cast<uint32_t>(begin), end - begin, z.data());
    for (size_t t = begin; t < end; ++t)
      scores[(t - begin) * keys + j] = score(chi[t], z[t - begin]);
  }
}

struct DivisorAccumulator {
  double divisor = 1;
  Moments topWeight, jacobianNorm, entropy;
  int64_t saturated = 0;
  std::vector<float> topWeights;
};

}  // namespace

SaturationResult computeSaturation(const Options& o, bool keepSamples) {
  const size_t trials = static_cast<size_t>(o.trials), keys = static_cast<size_t>(o.keys);
  std::array<DivisorAccumulator, kDivisorCount> acc;
  for (int d = 0; d < kDivisorCount; ++d) {
    acc[d].divisor = divisorValue(kAllDivisors[d], o);
    if (keepSamples) acc[d].topWeights.resize(trials);
  }

  // For each divisor, the index of an earlier one with the same value, or -1.
  int sameDivisorBefore[kDivisorCount];
  for (int d = 0; d < kDivisorCount; ++d) {
    sameDivisorBefore[d] = -1;
    for (int e = 0; e < d && sameDivisorBefore[d] < 0; ++e)
      if (acc[e].divisor == acc[d].divisor) sameDivisorBefore[d] = e;
  }

  std::vector<double> chi;  // exact sampler: |q|^2 of every trial
  std::vector<float> z;
  if (o.sampler == Sampler::exact) {
    chi.resize(trials);
    fillChiSquare(o.seed, 1, o.dk, trials, chi.data());
    z.resize(paddedLength(kChunkTrials));
  }
  std::vector<double> scores(std::min(trials, kChunkTrials) * keys), padded(4 * keys);
  std::vector<double> diffs(4 * keys);  // one group of four trials, see prepareTrialGroup4
  int64_t top[4];
  for (size_t begin = 0; begin < trials; begin += kChunkTrials) {
    const size_t end = std::min(trials, begin + kChunkTrials);
    if (o.sampler == Sampler::exact)
      exactTrialScores(o, chi, begin, end, z, scores);
    else
      bruteTrialScores(o, begin, end, scores);
    // Four trials at a time, one per SIMD lane; a last partial group is
    // padded with copies of its final row so every trial takes the same path
    // (and so the same bits) whatever the trial count.
    for (size_t t = begin; t < end; t += 4) {
      const size_t group = std::min<size_t>(4, end - t);
      const double* rows = &scores[(t - begin) * keys];
      if (group < 4) {
        for (size_t r = 0; r < 4; ++r)
          std::copy_n(rows + std::min(r, group - 1) * keys, keys, &padded[r * keys]);
        rows = padded.data();
      }
      prepareTrialGroup4(rows, keys, diffs.data(), top);
      TrialStats stats[kDivisorCount][4];
      for (int d = 0; d < kDivisorCount; ++d) {
        // Divisors often coincide (custom = 1 = none by default; at dk = 1
        // sqrt_dk = dk = 1): an equal earlier divisor's results are copied
        // after the loop.
        if (sameDivisorBefore[d] < 0)
          softmaxTrialStats4Prepared(diffs.data(), top, keys, acc[d].divisor, stats[d]);
      }
      for (size_t r = 0; r < group; ++r) {
        for (int d = 0; d < kDivisorCount; ++d) {
          if (sameDivisorBefore[d] >= 0) continue;  // copied after the loop
          DivisorAccumulator& a = acc[d];
          const TrialStats& s = stats[d][r];
          a.topWeight.add(s.topWeight);
          a.jacobianNorm.add(s.jacobianNorm);
          a.entropy.add(s.entropy);
          if (s.topWeight > o.threshold) ++a.saturated;
          if (keepSamples) a.topWeights[t + r] = static_cast<float>(s.topWeight);
        }
      }
    }
  }

  // A divisor equal to an earlier one saw the very same statistics.
  for (int d = 0; d < kDivisorCount; ++d) {
    if (sameDivisorBefore[d] < 0) continue;
    const DivisorAccumulator& same = acc[sameDivisorBefore[d]];
    acc[d].topWeight = same.topWeight;
    acc[d].jacobianNorm = same.jacobianNorm;
    acc[d].entropy = same.entropy;
    acc[d].saturated = same.saturated;
    acc[d].topWeights = same.topWeights;
  }

  SaturationResult result;
  result.dk = o.dk;
  result.trials = o.trials;
  result.keys = o.keys;
  result.threshold = o.threshold;
  for (int d = 0; d < kDivisorCount; ++d) {
    SaturationSummary summary;
    summary.kind = kAllDivisors[d];
    summary.divisor = acc[d].divisor;
    summary.topWeight = meanEstimate(acc[d].topWeight);
    summary.saturatedFraction = proportionEstimate(acc[d].saturated, o.trials);
    summary.jacobianNorm = meanEstimate(acc[d].jacobianNorm);
    summary.entropy = meanEstimate(acc[d].entropy);
    summary.topWeights = std::move(acc[d].topWeights);
    result.byDivisor.push_back(std::move(summary));
  }
  return result;
}

Result<SaturationResult> runSaturation(const SaturationOptions& options) {
  const Status status = validateSaturation(options);
  if (!status.ok) return Result<SaturationResult>::failure(status);
  return Result<SaturationResult>::success(computeSaturation(options, true));
}

}  // namespace sqrtdk
