#include "core/softmax.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

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

// ||J||_F^2 = sum_i p_i^2 [(1 - p_i)^2 + sum_{j != i} p_j^2] = S2 - 2 S3 + S2^2,
// with S2 = sum p^2, S3 = sum p^3.
double frobeniusFromPowerSums(double sum2, double sum3) {
  return std::sqrt(std::max(0.0, sum2 - 2 * sum3 + sum2 * sum2));
}

}  // namespace

double jacobianFrobeniusNorm(const double* p, size_t n) {
  double sum2 = 0, sum3 = 0;
  for (size_t i = 0; i < n; ++i) {
    const double p2 = p[i] * p[i];
    sum2 += p2;
    sum3 += p2 * p[i];
  }
  return frobeniusFromPowerSums(sum2, sum3);
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
  double maxScore = scores[0];
  for (size_t i = 1; i < n; ++i) maxScore = std::max(maxScore, scores[i]);
  const double inverse = 1.0 / divisor;
  double sum = 0;
  for (size_t i = 0; i < n; ++i) {
    work[i] = std::exp((scores[i] - maxScore) * inverse);
    sum += work[i];
  }
  // The largest score has exp(0) = 1 before normalising.
  const double invSum = 1.0 / sum;
  double sum2 = 0, sum3 = 0, entropy = 0;
  const double logSum = std::log(sum);
  for (size_t i = 0; i < n; ++i) {
    const double p = work[i] * invSum;
    const double p2 = p * p;
    sum2 += p2;
    sum3 += p2 * p;
    // ln p = (s_i - max) / c - ln sum, exact even when p underflows to 0.
    if (p > 0) entropy -= p * ((scores[i] - maxScore) * inverse - logSum);
  }
  TrialStats stats;
  stats.topWeight = invSum;
  stats.jacobianNorm = frobeniusFromPowerSums(sum2, sum3);
  stats.entropy = entropy;
  return stats;
}

}  // namespace sqrtdk
