// int8 key-cache experiment: see kv_quant.hpp.
#include "core/kv_quant.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/format.hpp"
#include "core/kernels.hpp"
#include "core/options.hpp"
#include "core/rng.hpp"
#include "core/softmax.hpp"

namespace sqrtdk {
namespace {

constexpr double kMaxKvWork = 67108864.0;  // trials * keys * dk, 2^26
constexpr int kMethodCount = 6;
constexpr const char* kMethodNames[kMethodCount] = {
    "float", "dequant_tensor", "dequant_channel", "raw_integers", "scale_twice", "clipped"};
enum Method { kFloat, kTensor, kChannel, kRaw, kTwice, kClipped };

Status validate(const KvQuantOptions& o) {
  Status s = checkInteger("dk", o.dk, 1, 4096);
  if (!s.ok) return s;
  if (!(s = checkInteger("keys", o.keys, 2, 4096)).ok) return s;
  if (!(s = checkInteger("trials", o.trials, 1, 100000)).ok) return s;
  if (!(s = checkInteger("seed", o.seed, 0, 4294967295LL)).ok) return s;
  if (!(s = checkInteger("outlierChannels", o.outlierChannels, 0, static_cast<int64_t>(o.dk))).ok)
    return s;
  if (!(o.outlierScale >= 1.0 && o.outlierScale <= 1000.0))
    return Status::error("outlierScale must be in [1, 1000] (got " + formatNumber(o.outlierScale) +
                         ")");
  if (!(o.clip > 0.0 && o.clip <= 1.0))
    return Status::error("clip must be in (0, 1] (got " + formatNumber(o.clip) + ")");
  const double work = o.trials * o.keys * o.dk;
  if (work > kMaxKvWork)
    return Status::error("trials * keys * dk must be at most 67108864 (got " + formatNumber(work) +
                         ")");
  return Status::success();
}

// Accumulates one method's statistics over trials.
struct MethodStats {
  Moments scores, top, shift;
  double maxError = 0, maxBound = 0;
  int64_t clipped = 0;
};

KvCacheResult runCache(const KvQuantOptions& o, const char* cacheName, int outliers) {
  const auto dk = static_cast<size_t>(o.dk);
  const auto keys = static_cast<size_t>(o.keys);
  const auto trials = static_cast<size_t>(o.trials);
  const auto seed = static_cast<uint32_t>(o.seed);
  const double root = std::sqrt(o.dk);
  std::vector<float> buffer(paddedLength(dk));
  std::vector<double> q(dk), k(keys * dk), channelScale(dk), channelInverse(dk);
  std::vector<int8_t> tensorInt(keys * dk), channelInt(keys * dk), clippedInt(keys * dk);
  std::vector<double> scores(kMethodCount * keys), weights(keys), bound(2 * keys);
  MethodStats stats[kMethodCount];
  double scaleSum = 0;

  for (size_t t = 0; t < trials; ++t) {
    const auto stream = static_cast<uint32_t>(t);
    fillVectorNormals(streamKey(seed, Purpose::kvQuantQuery, stream), 0, dk, buffer.data());
    std::copy(buffer.begin(), buffer.begin() + static_cast<long>(dk), q.begin());
    for (size_t j = 0; j < keys; ++j) {
      fillVectorNormals(streamKey(seed, Purpose::kvQuantKey, stream), static_cast<uint32_t>(j), dk,
                        buffer.data());
      for (size_t c = 0; c < dk; ++c)
        k[j * dk + c] = buffer[c] * (c < static_cast<size_t>(outliers) ? o.outlierScale : 1.0);
    }
    // Scales: one for the cache, one per channel, and the clipped range.
    const double tensorScale = int8Scale(k.data(), k.size());
    scaleSum += tensorScale;
    quantizeInt8(k.data(), k.size(), tensorScale, tensorInt.data());
    // Per channel: the largest |x| of each column, then every entry against
    // its column's scale, in row order.
    std::fill(channelScale.begin(), channelScale.end(), 0.0);
    for (size_t j = 0; j < keys; ++j)
      for (size_t c = 0; c < dk; ++c)
        channelScale[c] = std::max(channelScale[c], std::abs(k[j * dk + c]));
    for (size_t c = 0; c < dk; ++c) {
      channelScale[c] = channelScale[c] > 0 ? channelScale[c] / kInt8Levels : 1.0;
      channelInverse[c] = 1.0 / channelScale[c];
    }
    for (size_t j = 0; j < keys; ++j)
      for (size_t c = 0; c < dk; ++c)
        channelInt[j * dk + c] =
            static_cast<int8_t>(std::nearbyint(k[j * dk + c] * channelInverse[c]));
    const double clipScale = tensorScale * o.clip;
    stats[kClipped].clipped += quantizeInt8(k.data(), k.size(), clipScale, clippedInt.data());

    double qAbs = 0, qAbsChannel = 0;
    for (size_t c = 0; c < dk; ++c) {
      qAbs += std::abs(q[c]);
      qAbsChannel += std::abs(q[c]) * channelScale[c];
    }
    for (size_t j = 0; j < keys; ++j) {
      double exact = 0, tensor = 0, channel = 0, clipped = 0;
      for (size_t c = 0; c < dk; ++c) {
        const double qc = q[c];
        exact += qc * k[j * dk + c];
        tensor += qc * tensorInt[j * dk + c];
        channel += qc * (channelScale[c] * channelInt[j * dk + c]);
        clipped += qc * clippedInt[j * dk + c];
      }
      scores[kFloat * keys + j] = exact / root;
      scores[kTensor * keys + j] = tensorScale * tensor / root;
      scores[kChannel * keys + j] = channel / root;
      scores[kRaw * keys + j] = tensor / root;
      scores[kTwice * keys + j] = tensorScale * tensorScale * tensor / root;
      scores[kClipped * keys + j] = clipScale * clipped / root;
    }
    stats[kTensor].maxBound = std::max(stats[kTensor].maxBound, qAbs * tensorScale / 2 / root);
    stats[kChannel].maxBound = std::max(stats[kChannel].maxBound, qAbsChannel / 2 / root);

    double floatTop = 0;
    for (int m = 0; m < kMethodCount; ++m) {
      const double* s = scores.data() + static_cast<size_t>(m) * keys;
      softmaxWeights(s, keys, weights.data());  // finite scores: cannot fail
      const double top = *std::max_element(weights.begin(), weights.end());
      if (m == kFloat) floatTop = top;
      MethodStats& st = stats[m];
      st.top.add(top);
      st.shift.add(std::abs(top - floatTop));
      for (size_t j = 0; j < keys; ++j) {
        st.scores.add(s[j]);
        st.maxError = std::max(st.maxError, std::abs(s[j] - scores[j]));
      }
    }
  }

  KvCacheResult result;
  result.cache = cacheName;
  result.outlierChannels = outliers;
  result.outlierScale = outliers > 0 ? o.outlierScale : 1.0;
  result.meanScale = scaleSum / static_cast<double>(trials);
  for (int m = 0; m < kMethodCount; ++m) {
    KvMethodRow row;
    row.method = kMethodNames[m];
    row.variance = varianceEstimate(stats[m].scores);
    row.topWeight = meanEstimate(stats[m].top);
    row.topWeightShift = meanEstimate(stats[m].shift);
    row.maxScoreError = stats[m].maxError;
    row.errorBound = (m == kFloat)                     ? 0.0
                     : (m == kTensor || m == kChannel) ? stats[m].maxBound
                                                       : std::numeric_limits<double>::quiet_NaN();
    row.clippedFraction =
        static_cast<double>(stats[m].clipped) / (static_cast<double>(trials) * keys * dk);
    result.rows.push_back(row);
  }
  return result;
}

}  // namespace

int64_t quantizeInt8(const double* x, size_t n, double scale, int8_t* out) {
  // nearbyint (round half to even) is one instruction on every target, where
  // std::round is a library call; the clip count adds 0 or 1 without a branch.
  int64_t clipped = 0;
  const double inverse = 1.0 / scale;
  for (size_t i = 0; i < n; ++i) {
    const double r = std::nearbyint(x[i] * inverse);
    clipped += std::abs(r) > kInt8Levels;
    out[i] = static_cast<int8_t>(std::clamp(r, -double(kInt8Levels), double(kInt8Levels)));
  }
  return clipped;
}

double int8Scale(const double* x, size_t n) {
  double largest = 0;
  for (size_t i = 0; i < n; ++i) largest = std::max(largest, std::abs(x[i]));
  return largest > 0 ? largest / kInt8Levels : 1.0;
}

Result<KvQuantResult> kvQuantExperiment(const KvQuantOptions& o) {
  const Status status = validate(o);
  if (!status.ok) return Result<KvQuantResult>::failure(status);
  KvQuantResult result;
  result.dk = static_cast<int>(o.dk);
  result.keys = static_cast<int>(o.keys);
  result.trials = static_cast<int>(o.trials);
  result.clip = o.clip;
  result.plain = runCache(o, "plain", 0);
  result.outliers = runCache(o, "outliers", static_cast<int>(o.outlierChannels));
  return Result<KvQuantResult>::success(std::move(result));
}

}  // namespace sqrtdk
