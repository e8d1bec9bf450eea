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
#include "core/numpy_entries.hpp"
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

// NumPy's draws, as a script makes them: Q = rng.standard_normal((trials,
// dk)), then K of shape (trials, keys, dk) (for correlated keys Z, then
// K = rho Q[:, None, :] + sqrt(1 - rho^2) Z), scores (Q[:, None, :] * K).sum(-1).
// `queries` draws Q's rows while `keys` (moved past Q first) draws K; both
// continue from one chunk of trials to the next.
struct NumpyTrialDraws {
  NumpyGenerator queries, keys;
  std::vector<double> q, k;
};

void numpyTrialScores(const Options& o, NumpyTrialDraws& d, size_t begin, size_t end,
                      std::vector<double>& scores) {
  const size_t dk = static_cast<size_t>(o.dk), keys = static_cast<size_t>(o.keys);
  for (size_t t = begin; t < end; ++t) {
    fillNumpyEntries(o.dist, d.queries, dk, d.q.data());
    for (size_t j = 0; j < keys; ++j) {
      fillNumpyEntries(o.dist, d.keys, dk, d.k.data());
      if (o.dist == Distribution::correlated) correlateNumpyKey(o.rho, d.q.data(), d.k.data(), dk);
      scores[(t - begin) * keys + j] = numpyDot(d.q.data(), d.k.data(), dk);
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
// correlated keys), with |q|^2 ~ chi2(dk) drawn once per trial (chi[t - begin]):
// nothing here depends on dk. `z` is scratch of paddedLength(kChunkTrials),
// unused when `draws` (made once per sweep) already holds the normals.
void exactTrialScores(const Options& o, const double* chi, const ExactDraws* draws, size_t begin,
                      size_t end, std::vector<float>& z, std::vector<double>& scores) {
  const size_t keys = static_cast<size_t>(o.keys);
  if (o.dist == Distribution::rademacher) {
    exactRademacherTrialScores(o, begin, end, scores);
    return;
  }
  const size_t stride = paddedLength(static_cast<size_t>(o.trials));
  const ExactScore score = exactScoreFor(o);
  std::vector<double> scales(end - begin);
  for (size_t t = begin; t < end; ++t) scales[t - begin] = score.scale(chi[t - begin]);
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
          score.withScale(chi[t - begin], scales[t - begin], normals[t - begin]);
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

// Per divisor, the index of an earlier divisor with the same value, or -1
// (custom = 1 = none by default; at dk = 1 sqrt_dk = dk = 1).
std::array<int, kDivisorCount> sameDivisorBefore(const std::array<double, kDivisorCount>& value) {
  std::array<int, kDivisorCount> same;
  for (int d = 0; d < kDivisorCount; ++d) {
    same[d] = -1;
    for (int e = 0; e < d && same[d] < 0; ++e)
      if (value[e] == value[d]) same[d] = e;
  }
  return same;
}

std::array<double, kDivisorCount> divisorValues(const Options& o) {
  std::array<double, kDivisorCount> value;
  for (int d = 0; d < kDivisorCount; ++d) value[d] = divisorValue(kAllDivisors[d], o);
  return value;
}

}  // namespace

namespace {

// The statistics of trials [first, first + count) (see saturationTrialStats).
// `numpy`, when given, supplies the scores from generator 'numpy''s one
// sequential stream instead, so its calls must come in trial order from 0.
void trialStatsOf(const Options& o, size_t first, size_t count, const ExactDraws* draws,
                  NumpyTrialDraws* numpy, TrialStats* out) {
  const size_t keys = static_cast<size_t>(o.keys);
  const std::array<double, kDivisorCount> divisor = divisorValues(o);
  const std::array<int, kDivisorCount> same = sameDivisorBefore(divisor);
  const bool exactNormal = o.sampler == Sampler::exact && o.dist != Distribution::rademacher;
  std::vector<double> chi;  // exact sampler: |q|^2 of every trial of a chunk
  std::vector<float> z;
  if (exactNormal) {
    chi.resize(std::min(count, kChunkTrials));
    if (!draws) z.resize(paddedLength(kChunkTrials));
  }
  std::vector<double> scores(std::min(count, kChunkTrials) * keys), padded(4 * keys);
  std::vector<double> diffs(4 * keys);  // one group of four trials, see prepareTrialGroup4
  int64_t top[4];
  const size_t end = first + count;
  for (size_t begin = first; begin < end; begin += kChunkTrials) {
    const size_t chunkEnd = std::min(end, begin + kChunkTrials);
    if (exactNormal) {
      // draws (a whole sweep's) cover trials from 0; chi-square sample t is
      // the same bits whichever chunk draws it.
      fillChiSquare(o.seed, 1, o.dk, chunkEnd - begin, chi.data(),
                    draws ? &draws->saturationChi : nullptr, static_cast<uint32_t>(begin));
    }
    if (o.sampler == Sampler::exact)
      exactTrialScores(o, chi.data(), draws, begin, chunkEnd, z, scores);
    else if (numpy)
      numpyTrialScores(o, *numpy, begin, chunkEnd, scores);
    else
      bruteTrialScores(o, begin, chunkEnd, scores);
    // Four trials at a time, one per SIMD lane; a last partial group is
    // padded with copies of its final row. Lanes are independent, so a
    // trial's statistics do not depend on its neighbours.
    for (size_t t = begin; t < chunkEnd; t += 4) {
      const size_t group = std::min<size_t>(4, chunkEnd - t);
      const double* rows = &scores[(t - begin) * keys];
      if (group < 4) {
        for (size_t r = 0; r < 4; ++r)
          std::copy_n(rows + std::min(r, group - 1) * keys, keys, &padded[r * keys]);
        rows = padded.data();
      }
      prepareTrialGroup4(rows, keys, diffs.data(), top);
      TrialStats stats[kDivisorCount][4];
      for (int d = 0; d < kDivisorCount; ++d) {
        if (same[d] < 0)
          softmaxTrialStats4Prepared(diffs.data(), top, keys, divisor[d], stats[d]);
        else
          std::copy_n(stats[same[d]], 4, stats[d]);  // an equal divisor: the same statistics
      }
      for (size_t r = 0; r < group; ++r)
        for (int d = 0; d < kDivisorCount; ++d)
          out[(t + r - first) * kDivisorCount + d] = stats[d][r];
    }
  }
}

}  // namespace

void saturationTrialStats(const Options& o, size_t first, size_t count, const ExactDraws* draws,
                          TrialStats* out) {
  trialStatsOf(o, first, count, draws, nullptr, out);
}

namespace {

// Sums the per-trial statistics in trial order, four trials per SIMD lane
// group as LaneMoments does, so the result does not depend on how the trials
// were split into calls of add() as long as every call but the last holds a
// multiple of four trials.
class SaturationAccumulator {
 public:
  SaturationAccumulator(const Options& o, bool keepSamples) : o_(o), keep_(keepSamples) {
    const std::array<double, kDivisorCount> divisor = divisorValues(o);
    for (int d = 0; d < kDivisorCount; ++d) {
      acc_[d].divisor = divisor[d];
      if (keep_) acc_[d].topWeights.resize(static_cast<size_t>(o.trials));
    }
  }

  // stats[(t - first) * kDivisorCount + d] for trials first .. first + count - 1.
  void add(const TrialStats* stats, size_t first, size_t count) {
    for (size_t i = 0; i < count; i += 4) {
      const size_t group = std::min<size_t>(4, count - i);
      for (int d = 0; d < kDivisorCount; ++d) {
        DivisorAccumulator& a = acc_[d];
        const auto s = [&](size_t r) -> const TrialStats& {
          return stats[(i + r) * kDivisorCount + d];
        };
        for (size_t r = 0; r < group; ++r) {
          if (s(r).topWeight > o_.threshold) ++a.saturated;
          if (keep_) a.topWeights[first + i + r] = static_cast<float>(s(r).topWeight);
        }
        if (group == 4) {
          a.topWeight4.add4(
              lanes::f64x4{s(0).topWeight, s(1).topWeight, s(2).topWeight, s(3).topWeight});
          a.jacobianNorm4.add4(lanes::f64x4{s(0).jacobianNorm, s(1).jacobianNorm, s(2).jacobianNorm,
                                            s(3).jacobianNorm});
          a.entropy4.add4(lanes::f64x4{s(0).entropy, s(1).entropy, s(2).entropy, s(3).entropy});
          continue;
        }
        // Only the very last group can be partial: fold the lanes, then add
        // its trials one by one.
        fold(a);
        for (size_t r = 0; r < group; ++r) {
          a.topWeight.add(s(r).topWeight);
          a.jacobianNorm.add(s(r).jacobianNorm);
          a.entropy.add(s(r).entropy);
        }
      }
    }
  }

  SaturationResult finish() {
    SaturationResult result;
    result.dk = o_.dk;
    result.trials = o_.trials;
    result.keys = o_.keys;
    result.threshold = o_.threshold;
    for (int d = 0; d < kDivisorCount; ++d) {
      DivisorAccumulator& a = acc_[d];
      if (a.topWeight4.started) fold(a);
      SaturationSummary summary;
      summary.kind = kAllDivisors[d];
      summary.divisor = a.divisor;
      summary.topWeight = meanEstimate(a.topWeight);
      summary.saturatedFraction = proportionEstimate(a.saturated, o_.trials);
      summary.jacobianNorm = meanEstimate(a.jacobianNorm);
      summary.entropy = meanEstimate(a.entropy);
      summary.topWeights = std::move(a.topWeights);
      result.byDivisor.push_back(std::move(summary));
    }
    return result;
  }

 private:
  static void fold(DivisorAccumulator& a) {
    a.topWeight = a.topWeight4.total();
    a.jacobianNorm = a.jacobianNorm4.total();
    a.entropy = a.entropy4.total();
    a.topWeight4 = a.jacobianNorm4 = a.entropy4 = LaneMoments{};
  }

  const Options& o_;
  bool keep_;
  std::array<DivisorAccumulator, kDivisorCount> acc_;
};

}  // namespace

SaturationResult computeSaturation(const Options& o, bool keepSamples, const ExactDraws* draws,
                                   NumpyGenerator* numpy) {
  const size_t trials = static_cast<size_t>(o.trials);
  // Generator 'numpy' draws Q then K from one stream, so its trials go in
  // order through one NumpyTrialDraws (and never through split ranges).
  const bool numpyDraws = o.generator == Generator::numpy && o.sampler == Sampler::brute;
  NumpyGenerator fresh(o.seed);
  NumpyGenerator& numpyStream = numpy ? *numpy : fresh;
  NumpyTrialDraws sequential{numpyStream, numpyStream, {}, {}};
  if (numpyDraws) {
    skipNumpyEntries(o.dist, sequential.keys, trials * static_cast<size_t>(o.dk));
    sequential.q.resize(static_cast<size_t>(o.dk));
    sequential.k.resize(static_cast<size_t>(o.dk));
  }
  SaturationAccumulator accumulator(o, keepSamples);
  std::vector<TrialStats> stats(std::min(trials, kChunkTrials) * kDivisorCount);
  for (size_t begin = 0; begin < trials; begin += kChunkTrials) {
    const size_t count = std::min(kChunkTrials, trials - begin);
    trialStatsOf(o, begin, count, draws, numpyDraws ? &sequential : nullptr, stats.data());
    accumulator.add(stats.data(), begin, count);
  }
  if (numpyDraws) numpyStream = sequential.keys;  // past K, as NumPy leaves it
  return accumulator.finish();
}

SaturationResult summariseSaturation(const Options& o, const TrialStats* stats, bool keepSamples) {
  SaturationAccumulator accumulator(o, keepSamples);
  accumulator.add(stats, 0, static_cast<size_t>(o.trials));
  return accumulator.finish();
}

Result<SaturationResult> runSaturation(const SaturationOptions& options) {
  const Status status = validateSaturation(options);
  if (!status.ok) return Result<SaturationResult>::failure(status);
  return Result<SaturationResult>::success(computeSaturation(options, true));
}

}  // namespace sqrtdk
