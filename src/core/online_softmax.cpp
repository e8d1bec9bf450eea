// Online softmax (FlashAttention's recurrence): see online_softmax.hpp.
#include "core/online_softmax.hpp"

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

constexpr double kMaxOnlineWork = 67108864.0;  // (keys + 1) * dk, 2^26

Status validate(const OnlineSoftmaxOptions& o) {
  Status s = checkInteger("dk", o.dk, 1, 65536);
  if (!s.ok) return s;
  if (!(s = checkInteger("keys", o.keys, 1, 4096)).ok) return s;
  if (!(s = checkInteger("block", o.block, 1, 4096)).ok) return s;
  if (!(s = checkInteger("dv", o.dv, 1, 64)).ok) return s;
  if (!(s = checkInteger("seed", o.seed, 0, 4294967295LL)).ok) return s;
  if (!(o.spike >= 0.0 && o.spike <= 50.0))
    return Status::error("spike must be in [0, 50] (got " + formatNumber(o.spike) + ")");
  if ((o.keys + 1) * o.dk > kMaxOnlineWork)
    return Status::error("(keys + 1) * dk must be at most 67108864 (got " +
                         formatNumber((o.keys + 1) * o.dk) + ")");
  return Status::success();
}

}  // namespace

double ulpDistance(double a, double b) {
  const double spacing =
      std::nextafter(std::abs(b), std::numeric_limits<double>::infinity()) - std::abs(b);
  return std::abs(a - b) / spacing;
}

Result<OnlineSoftmaxTrace> onlineSoftmax(const std::vector<double>& raw,
                                         const std::vector<double>& values, int dv, int block,
                                         double scale) {
  const size_t n = raw.size();
  if (n == 0) return Result<OnlineSoftmaxTrace>::failure("scores must not be empty");
  if (dv < 1 || values.size() != n * static_cast<size_t>(dv))
    return Result<OnlineSoftmaxTrace>::failure("values must hold scores * dv numbers");
  if (block < 1) return Result<OnlineSoftmaxTrace>::failure("block must be at least 1");
  if (!std::isfinite(scale)) return Result<OnlineSoftmaxTrace>::failure("scale must be finite");
  for (double s : raw)
    if (!std::isfinite(s)) return Result<OnlineSoftmaxTrace>::failure("scores must be finite");

  const auto width = static_cast<size_t>(dv);
  OnlineSoftmaxTrace trace;
  trace.scaledScores.resize(n);
  trace.output.assign(width, 0.0);
  std::vector<double> p, blockOut(width);
  double m = -std::numeric_limits<double>::infinity();
  double l = 0;
  for (size_t first = 0; first < n; first += static_cast<size_t>(block)) {
    const size_t end = std::min(n, first + static_cast<size_t>(block));
    OnlineSoftmaxBlock b;
    b.first = static_cast<int>(first);
    b.count = static_cast<int>(end - first);
    // The scale comes first: the block's maximum is taken over scaled scores.
    b.blockMax = -std::numeric_limits<double>::infinity();
    for (size_t j = first; j < end; ++j) {
      trace.scaledScores[j] = scale * raw[j];
      b.blockMax = std::max(b.blockMax, trace.scaledScores[j]);
    }
    p.assign(end - first, 0.0);
    std::fill(blockOut.begin(), blockOut.end(), 0.0);
    for (size_t j = first; j < end; ++j) {
      p[j - first] = std::exp(trace.scaledScores[j] - b.blockMax);
      b.blockSum += p[j - first];
      for (size_t c = 0; c < width; ++c) blockOut[c] += p[j - first] * values[j * width + c];
    }
    b.maxBefore = m;
    b.maxAfter = std::max(m, b.blockMax);
    b.rescale = (l == 0) ? 1.0 : std::exp(m - b.maxAfter);
    const double blockFactor = std::exp(b.blockMax - b.maxAfter);
    const double lNew = b.rescale * l + blockFactor * b.blockSum;
    for (size_t c = 0; c < width; ++c)
      trace.output[c] = (l * b.rescale * trace.output[c] + blockFactor * blockOut[c]) / lNew;
    b.sumAfter = lNew;
    m = b.maxAfter;
    l = lNew;
    trace.blocks.push_back(b);
  }
  trace.weights.resize(n);
  for (size_t j = 0; j < n; ++j) trace.weights[j] = std::exp(trace.scaledScores[j] - m) / l;
  return Result<OnlineSoftmaxTrace>::success(std::move(trace));
}

Result<OnlineSoftmaxResult> onlineSoftmaxExperiment(const OnlineSoftmaxOptions& o) {
  const Status status = validate(o);
  if (!status.ok) return Result<OnlineSoftmaxResult>::failure(status);
  const auto dk = static_cast<size_t>(o.dk);
  const auto keys = static_cast<size_t>(o.keys);
  const auto dv = static_cast<size_t>(o.dv);
  const auto seed = static_cast<uint32_t>(o.seed);
  const StreamKey key = streamKey(seed, Purpose::onlineSoftmaxVectors, 0);
  std::vector<float> q(paddedLength(dk)), k(paddedLength(dk)), v(paddedLength(dv));
  fillVectorNormals(key, 0, dk, q.data());
  zeroTail(q.data(), dk);
  const double qq = dot(q.data(), q.data(), q.size());

  OnlineSoftmaxResult r;
  r.dk = static_cast<int>(dk);
  r.keys = static_cast<int>(keys);
  r.block = static_cast<int>(o.block);
  r.dv = static_cast<int>(dv);
  r.scale = 1.0 / std::sqrt(o.dk);
  r.spike = o.spike;
  std::vector<double> values(keys * dv);
  for (size_t j = 0; j < keys; ++j) {
    fillVectorNormals(key, static_cast<uint32_t>(1 + j), dk, k.data());
    zeroTail(k.data(), dk);
    // The adversarial last key: k = c q with c = spike sqrt(d_k) / |q|^2, so
    // that its scaled score q.k / sqrt(d_k) is spike (to rounding).
    if (j + 1 == keys && o.spike > 0) {
      const auto c = static_cast<float>(o.spike * std::sqrt(o.dk) / qq);
      for (size_t i = 0; i < dk; ++i) k[i] = c * q[i];
    }
    r.rawScores.push_back(dot(q.data(), k.data(), k.size()));
    fillVectorNormals(key, static_cast<uint32_t>(1 + keys + j), dv, v.data());
    for (size_t c = 0; c < dv; ++c) values[j * dv + c] = v[c];
  }
  Result<OnlineSoftmaxTrace> trace = onlineSoftmax(r.rawScores, values, r.dv, r.block, r.scale);
  if (!trace.ok()) return Result<OnlineSoftmaxResult>::failure(trace.status);
  r.online = std::move(trace.value);

  r.fullWeights.resize(keys);
  softmaxWeights(r.online.scaledScores.data(), keys, r.fullWeights.data());
  r.fullOutput.assign(dv, 0.0);
  for (size_t j = 0; j < keys; ++j)
    for (size_t c = 0; c < dv; ++c) r.fullOutput[c] += r.fullWeights[j] * values[j * dv + c];
  for (size_t j = 0; j < keys; ++j) {
    r.maxWeightDiff = std::max(r.maxWeightDiff, std::abs(r.online.weights[j] - r.fullWeights[j]));
    r.maxWeightUlps = std::max(r.maxWeightUlps, ulpDistance(r.online.weights[j], r.fullWeights[j]));
  }
  for (size_t c = 0; c < dv; ++c)
    r.maxOutputDiff = std::max(r.maxOutputDiff, std::abs(r.online.output[c] - r.fullOutput[c]));
  return Result<OnlineSoftmaxResult>::success(std::move(r));
}

}  // namespace sqrtdk
