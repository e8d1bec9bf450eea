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
  double others = 0;  // sum of exp over the non-top scores; the top one is exp(0) = 1
  for (size_t i = 0; i < n; ++i) {
    work[i] = i == top ? 1.0 : std::exp((scores[i] - maxScore) * inverse);
    if (i != top) others += work[i];
  }
  const double sum = 1.0 + others;
  const double logSum = std::log1p(others);
  double entropy = 0;
  for (size_t i = 0; i < n; ++i) {
    const double logP = (scores[i] - maxScore) * inverse - logSum;  // exact even if p underflows
    work[i] /= sum;
    if (work[i] > 0) entropy -= work[i] * logP;
  }
  TrialStats stats;
  stats.topWeight = work[top];
  stats.jacobianNorm = frobeniusNorm(work, n, top, others / sum);
  stats.entropy = entropy;
  return stats;
}

}  // namespace sqrtdk
