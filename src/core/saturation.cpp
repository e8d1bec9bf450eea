// The saturation experiment: one query against `keys` keys per trial, and the
// softmax of the scores under every divisor.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "core/binomial.hpp"
#include "core/chi_square.hpp"
#include "core/entries.hpp"
#include "core/experiment_parts.hpp"
#include "core/kernels.hpp"
#include "core/lanes.hpp"
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

// Rademacher entries: each key's score is 2 Binomial(dk, 1/2) - dk,
// independent of the query and of the other keys (binomial.hpp); key j is
// sequence j, sample = trial, so adding keys or trials moves no score.
void exactRademacherTrialScores(const Options& o, size_t begin, size_t end,
                                std::vector<double>& scores) {
  const size_t keys = static_cast<size_t>(o.keys);
  std::vector<double> column(end - begin);
  for (size_t j = 0; j < keys; ++j) {
    const BinomialSource source{o.seed, Purpose::exactSaturationBinomial, static_cast<uint32_t>(j)};
    fillRademacherScores(source, o.dk, static_cast<uint32_t>(begin), column.size(), column.data());
    for (size_t t = begin; t < end; ++t) scores[(t - begin) * keys + j] = column[t - begin];
  }
}

// Given q, the keys' scores are independent N(0, |q|^2) (plus rho |q|^2 for
// correlated keys), with |q|^2 ~ chi2(dk) drawn once per trial in `chi`:
// nothing here depends on dk. `z` is scratch of paddedLength(kChunkTrials),
// unused when `draws` (made once per sweep) already holds the normals.
void exactTrialScores(const Options& o, const std::vector<double>& chi, const ExactDraws* draws,
                      size_t begin, size_t end, std::vector<float>& z,
                      std::vector<double>& scores) {
  const size_t keys = static_cast<size_t>(o.keys);
  if (o.dist == Distribution::rademacher) {
    exactRademacherTrialScores(o, begin, end, scores);
    return;
  }
  const size_t stride = paddedLength(static_cast<size_t>(o.trials));
  const ExactScore score = exactScoreFor(o);
  std::vector<double> scales(end - begin);
  for (size_t t = begin; t < end; ++t) scales[t - begin] = score.scale(chi[t]);
  for (size_t j = 0; j < keys; ++j) {
    const float* normals;  // normals[t - begin] belongs to trial t
    if (draws) {
      normals = &draws->saturationNormals[j * stride + begin];
    } else {
      const StreamKey key =
          streamKey(o.seed, Purpose::exactSaturationScoreNormal, static_cast<uint32_t>(j));
      fillNormals(key, static_cast<uint32_t>(begin), end - begin, z.data());
      normals = z.data();
    }
    for (size_t t = begin; t < end; ++t)
      scores[(t - begin) * keys + j] =
          score.withScale(chi[t], scales[t - begin], normals[t - begin]);
  }
}

// Moments::add for four trials at once, one per SIMD lane: per-lane sums of
// powers of (x - shift), with the shift taken from the first trial as
// Moments does. The scalar version's branch and dependent adds were a fifth
// of the wasm sweep's time.
struct LaneMoments {
  bool started = false;
  double shift = 0;
  int64_t n = 0;
  lanes::f64x4 sum{}, sum2{}, sum3{}, sum4{};

  void add4(lanes::f64x4 x) {
    if (!started) {
      shift = x[0];
      started = true;
    }
    const lanes::f64x4 d = x - shift;
    const lanes::f64x4 d2 = d * d;
    n += 4;
    sum += d;
    sum2 += d2;
    sum3 += d2 * d;
    sum4 += d2 * d2;
  }

  // The same sums as one Moments (which later scalar adds extend).
  Moments total() const {
    Moments m;
    if (!started) return m;
    m.n = n;
    m.shift = shift;
    m.sum = (sum[0] + sum[1]) + (sum[2] + sum[3]);
    m.sum2 = (sum2[0] + sum2[1]) + (sum2[2] + sum2[3]);
    m.sum3 = (sum3[0] + sum3[1]) + (sum3[2] + sum3[3]);
    m.sum4 = (sum4[0] + sum4[1]) + (sum4[2] + sum4[3]);
    return m;
  }
};

struct DivisorAccumulator {
  double divisor = 1;
  LaneMoments topWeight4, jacobianNorm4, entropy4;  // full groups of four trials
  Moments topWeight, jacobianNorm, entropy;         // totals (+ a last partial group)
  int64_t saturated = 0;
  std::vector<float> topWeights;
};

}  // namespace

SaturationResult computeSaturation(const Options& o, bool keepSamples, const ExactDraws* draws) {
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
  if (o.sampler == Sampler::exact && o.dist != Distribution::rademacher) {
    chi.resize(trials);
    fillChiSquare(o.seed, 1, o.dk, trials, chi.data(), draws ? &draws->saturationChi : nullptr);
    if (!draws) z.resize(paddedLength(kChunkTrials));
  }
  std::vector<double> scores(std::min(trials, kChunkTrials) * keys), padded(4 * keys);
  std::vector<double> diffs(4 * keys);  // one group of four trials, see prepareTrialGroup4
  int64_t top[4];
  for (size_t begin = 0; begin < trials; begin += kChunkTrials) {
    const size_t end = std::min(trials, begin + kChunkTrials);
    if (o.sampler == Sampler::exact)
      exactTrialScores(o, chi, draws, begin, end, z, scores);
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
      for (int d = 0; d < kDivisorCount; ++d) {
        if (sameDivisorBefore[d] >= 0) continue;  // copied after the loop
        DivisorAccumulator& a = acc[d];
        const TrialStats* s = stats[d];
        for (size_t r = 0; r < group; ++r) {
          if (s[r].topWeight > o.threshold) ++a.saturated;
          if (keepSamples) a.topWeights[t + r] = static_cast<float>(s[r].topWeight);
        }
        if (group == 4) {
          a.topWeight4.add4(
              lanes::f64x4{s[0].topWeight, s[1].topWeight, s[2].topWeight, s[3].topWeight});
          a.jacobianNorm4.add4(lanes::f64x4{s[0].jacobianNorm, s[1].jacobianNorm, s[2].jacobianNorm,
                                            s[3].jacobianNorm});
          a.entropy4.add4(lanes::f64x4{s[0].entropy, s[1].entropy, s[2].entropy, s[3].entropy});
          continue;
        }
        // Only the very last group can be partial: fold the lanes, then add
        // its trials one by one.
        a.topWeight = a.topWeight4.total();
        a.jacobianNorm = a.jacobianNorm4.total();
        a.entropy = a.entropy4.total();
        a.topWeight4 = a.jacobianNorm4 = a.entropy4 = LaneMoments{};
        for (size_t r = 0; r < group; ++r) {
          a.topWeight.add(s[r].topWeight);
          a.jacobianNorm.add(s[r].jacobianNorm);
          a.entropy.add(s[r].entropy);
        }
      }
    }
  }
  for (DivisorAccumulator& a : acc) {
    if (!a.topWeight4.started) continue;  // folded at a partial group, or a copied divisor
    a.topWeight = a.topWeight4.total();
    a.jacobianNorm = a.jacobianNorm4.total();
    a.entropy = a.entropy4.total();
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
