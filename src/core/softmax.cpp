#include "core/softmax.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "core/lanes.hpp"
#include "core/limits.hpp"

namespace sqrtdk {

Status softmaxWeights(const double* scores, size_t n, double* weights) {
  if (n == 0) return Status::error("scores must hold at least 1 value (got 0)");
  double maxScore = -std::numeric_limits<double>::infinity();
  size_t positiveInfinities = 0;
  for (size_t i = 0; i < n; ++i) {
    if (std::isnan(scores[i]))
      return Status::error("scores[" + std::to_string(i) +
                           "] must be a number or +-infinity (got NaN)");
    maxScore = std::max(maxScore, scores[i]);
    if (scores[i] == std::numeric_limits<double>::infinity()) ++positiveInfinities;
  }
  if (maxScore == -std::numeric_limits<double>::infinity())
    return Status::error("scores must not all be -infinity (softmax is undefined)");
  if (positiveInfinities > 0) {
    // The limit of softmax as those scores grow: they share the weight.
    for (size_t i = 0; i < n; ++i)
      weights[i] = std::isinf(scores[i]) && scores[i] > 0 ? 1.0 / positiveInfinities : 0.0;
    return Status::success();
  }
  // Subtracting the maximum keeps every exp() in (0, 1]: no overflow for huge
  // scores, and at least one term is exactly 1, so the sum is never 0.
  double sum = 0;
  for (size_t i = 0; i < n; ++i) {
    weights[i] = std::exp(scores[i] - maxScore);
    sum += weights[i];
  }
  for (size_t i = 0; i < n; ++i) weights[i] /= sum;
  return Status::success();
}

double entropyOf(const double* p, size_t n) {
  double h = 0;
  for (size_t i = 0; i < n; ++i)
    if (p[i] > 0) h -= p[i] * std::log(p[i]);
  return h;
}

namespace {

// ||J||_F^2 = sum_i p_i^2 (1 - p_i)^2 + sum_{i != j} p_i^2 p_j^2. Split off the
// largest weight p_t: with R2 = sum_{j != t} p_j^2 and R4 = sum_{j != t} p_j^4,
//   sum_{i != j} p_i^2 p_j^2 = 2 p_t^2 R2 + (R2^2 - R4),
// and 1 - p_t is passed in as the sum of the other weights. Every term is then
// non-negative and small terms are not lost against 1, so the norm stays
// accurate when the softmax is saturated (where S2 - 2 S3 + S2^2 cancels).
double frobeniusNorm(const double* p, size_t n, size_t top, double oneMinusTop) {
  double diagonal = p[top] * p[top] * oneMinusTop * oneMinusTop;
  double rest2 = 0, rest4 = 0;
  for (size_t i = 0; i < n; ++i) {
    if (i == top) continue;
    const double p2 = p[i] * p[i];
    diagonal += p2 * (1 - p[i]) * (1 - p[i]);
    rest2 += p2;
    rest4 += p2 * p2;
  }
  const double offDiagonal = 2 * p[top] * p[top] * rest2 + std::max(0.0, rest2 * rest2 - rest4);
  return std::sqrt(diagonal + offDiagonal);
}

}  // namespace

double jacobianFrobeniusNorm(const double* p, size_t n) {
  if (n == 0) return 0.0;
  const size_t top = static_cast<size_t>(std::max_element(p, p + n) - p);
  double others = 0;
  for (size_t i = 0; i < n; ++i)
    if (i != top) others += p[i];
  return frobeniusNorm(p, n, top, others);
}

Result<SoftmaxResult> softmax(const std::vector<double>& scores) {
  using R = Result<SoftmaxResult>;
  const size_t n = scores.size();
  if (n > static_cast<size_t>(limits::kMaxKeys))
    return R::failure("scores must hold at most " + std::to_string(limits::kMaxKeys) +
                      " values (got " + std::to_string(n) + ")");
  SoftmaxResult result;
  result.weights.resize(n);
  const Status status = softmaxWeights(scores.data(), n, result.weights.data());
  if (!status.ok) return R::failure(status);
  const auto& p = result.weights;
  result.jacobian.resize(n * n);
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < n; ++j) {
      const double entry = p[i] * ((i == j ? 1.0 : 0.0) - p[j]);
      result.jacobian[i * n + j] = entry;
      if (std::fabs(entry) > result.maxJacobianEntry) {
        result.maxJacobianEntry = std::fabs(entry);
        result.maxEntryRow = static_cast<int>(i);
        result.maxEntryCol = static_cast<int>(j);
      }
    }
  }
  result.entropy = entropyOf(p.data(), n);
  return R::success(std::move(result));
}

__attribute__((noinline)) TrialStats softmaxTrialStats(const double* scores, size_t n,
                                                       double divisor, double* work) {
  // Scores here are finite draws, so the plain stable path is enough.
  size_t top = 0;
  for (size_t i = 1; i < n; ++i)
    if (scores[i] > scores[top]) top = i;
  const double maxScore = scores[top];
  const double inverse = 1.0 / divisor;
  // z_i = (s_i - max) / c <= 0. The top entry (z = 0, e^z = 1) is handled in
  // closed form; a huge negative z stands in for it and for the padding, so
  // their e^z is exactly 0 and they drop out of every sum below.
  const size_t padded = (n + 3) / 4 * 4;
  for (size_t i = 0; i < padded; ++i)
    work[i] = i < n && i != top ? (scores[i] - maxScore) * inverse : -1e300;
  lanes::f64x4 others{}, zWeighted{}, power2{}, power3{};
  for (size_t i = 0; i < padded; i += 4) {
    lanes::f64x4 z;
    std::memcpy(&z, work + i, sizeof z);
    const lanes::f64x4 e = lanes::expNonPositive(z);
    const lanes::f64x4 e2 = e * e;
    others += e;
    zWeighted += e * z;  // 0 * (-1e300) is 0: no NaN from the stand-ins
    power2 += e2;
    power3 += e2 * e;
  }
  // E = sum of e^z over non-top entries, R2 = sum e^2, R3 = sum e^3; the
  // weights are p_top = 1 / S and p_j = e_j / S with S = 1 + E.
  const double e1 = others[0] + others[1] + others[2] + others[3];
  const double r2 = power2[0] + power2[1] + power2[2] + power2[3];
  const double r3 = power3[0] + power3[1] + power3[2] + power3[3];
  const double ez = zWeighted[0] + zWeighted[1] + zWeighted[2] + zWeighted[3];
  const double sum = 1.0 + e1;
  TrialStats stats;
  stats.topWeight = 1.0 / sum;
  // H = -sum p ln p = ln S - sum p_j z_j (the top has z = 0).
  stats.entropy = std::log(sum) - ez / sum;
  // ||J||^2 S^4 = E^2 (top diagonal) + S^2 R2 - 2 S R3 + R4 (other diagonals)
  //             + 2 R2 + R2^2 - R4 (off-diagonal): R4 cancels exactly. Every
  // remaining term is small when E is, so a saturated softmax keeps accuracy.
  const double numerator = e1 * e1 + sum * sum * r2 - 2 * sum * r3 + 2 * r2 + r2 * r2;
  stats.jacobianNorm = std::sqrt(std::max(0.0, numerator)) / (sum * sum);
  return stats;
}

__attribute__((noinline)) void prepareTrialGroup4(const double* scores, size_t n, double* diffs,
                                                  int64_t* top) {
  using lanes::f64x4;
  using lanes::i64x4;
  auto column = [&](size_t j) {
    return f64x4{scores[j], scores[n + j], scores[2 * n + j], scores[3 * n + j]};
  };
  f64x4 maxScore = column(0);
  i64x4 topIndex{};  // first index of the maximum, per row
  for (size_t j = 1; j < n; ++j) {
    const f64x4 c = column(j);
    const i64x4 greater = c > maxScore;
    maxScore = (f64x4)(((i64x4)c & greater) | ((i64x4)maxScore & ~greater));
    topIndex = (topIndex & ~greater) | ((i64x4{} + static_cast<int64_t>(j)) & greater);
  }
  for (size_t j = 0; j < n; ++j) {
    const f64x4 d = column(j) - maxScore;
    std::memcpy(diffs + 4 * j, &d, sizeof d);
  }
  std::memcpy(top, &topIndex, sizeof topIndex);
}

__attribute__((noinline)) void softmaxTrialStats4Prepared(const double* diffs, const int64_t* top,
                                                          size_t n, double divisor,
                                                          TrialStats* out) {
  // The same statistics as softmaxTrialStats, four rows at once with one row
  // per lane: every exp of a column is independent of the others, so the
  // long polynomial chains overlap instead of waiting on each other.
  using lanes::f64x4;
  using lanes::i64x4;
  i64x4 topIndex;
  std::memcpy(&topIndex, top, sizeof topIndex);
  const double inverse = 1.0 / divisor;
  f64x4 others{}, zWeighted{}, power2{}, power3{};
  for (size_t j = 0; j < n; ++j) {
    f64x4 d;
    std::memcpy(&d, diffs + 4 * j, sizeof d);
    const f64x4 z = d * inverse;
    const i64x4 isTop = topIndex == static_cast<int64_t>(j);
    const f64x4 e = (f64x4)((i64x4)lanes::expNonPositive(z) & ~isTop);
    const f64x4 e2 = e * e;
    others += e;
    zWeighted += e * z;
    power2 += e2;
    power3 += e2 * e;
  }
  // See softmaxTrialStats for the closed forms. The divisions and the square
  // root run on all lanes at once (scalar, they were a quarter of this
  // function in wasm); only the log stays per lane. Same bits as scalar.
  const f64x4 sum = 1.0 + others;
  const f64x4 numerator =
      others * others + sum * sum * power2 - 2.0 * sum * power3 + 2.0 * power2 + power2 * power2;
  const f64x4 topWeight = 1.0 / sum;
  const f64x4 zMean = zWeighted / sum;
  const f64x4 jacobianNorm = lanes::sqrt(lanes::max(numerator, 0.0)) / (sum * sum);
  for (int lane = 0; lane < 4; ++lane) {
    out[lane].topWeight = topWeight[lane];
    out[lane].entropy = std::log(sum[lane]) - zMean[lane];
    out[lane].jacobianNorm = jacobianNorm[lane];
  }
}

void softmaxTrialStats4(const double* scores, size_t n, double divisor, TrialStats* out) {
  std::vector<double> diffs(4 * n);
  int64_t top[4];
  prepareTrialGroup4(scores, n, diffs.data(), top);
  softmaxTrialStats4Prepared(diffs.data(), top, n, divisor, out);
}

}  // namespace sqrtdk
