#include "core/attention_model.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "core/kernels.hpp"
#include "core/small_matmul.hpp"
#include "core/softmax.hpp"

namespace sqrtdk {
namespace {

// The batch's float matrices as T: a reference for float, a converted copy
// for double (the gradient check, where speed does not matter).
template <class T>
struct AsType {
  RowMatrix<T> store;
  const RowMatrix<T>& operator()(const RowMatrix<float>& m) {
    store = m.template cast<T>();
    return store;
  }
};
template <>
struct AsType<float> {
  const RowMatrix<float>& operator()(const RowMatrix<float>& m) { return m; }
};

struct ExampleResult {
  double loss = 0;
  double ratio = 0;  // starved ratio
};

// Loss and dl/dz for 'output': o = sum p_i y_i, l = ||o - y_t||^2 / m.
ExampleResult outputLoss(const double* p, const RowMatrix<float>& values, Eigen::Index firstRow,
                         int n, int target, double* dz) {
  const int m = static_cast<int>(values.cols());
  double residual[kValueWidth];
  double loss = 0;
  for (int j = 0; j < m; ++j) {
    double o = 0;
    for (int i = 0; i < n; ++i) o += p[i] * values(firstRow + i, j);
    residual[j] = o - values(firstRow + target, j);
    loss += residual[j] * residual[j];
  }
  loss /= m;
  // g_i = dl/dp_i = 2 (o - y_t) . y_i / m
  double g[64];
  double gMean = 0, gMin = std::numeric_limits<double>::infinity(), gMax = -gMin;
  for (int i = 0; i < n; ++i) {
    double gi = 0;
    for (int j = 0; j < m; ++j) gi += residual[j] * values(firstRow + i, j);
    g[i] = 2 * gi / m;
    gMean += p[i] * g[i];
    gMin = std::min(gMin, g[i]);
    gMax = std::max(gMax, g[i]);
  }
  double l1 = 0;
  for (int i = 0; i < n; ++i) {
    dz[i] = p[i] * (g[i] - gMean);
    l1 += std::fabs(dz[i]);
  }
  const double largest = (gMax - gMin) / 2;
  return {loss, largest > 0 ? std::min(1.0, l1 / largest) : 0.0};
}

// Loss and dl/dz for 'scores': l = -log p_t = logsumexp(z) - z_t, dl/dz = p - e_t.
ExampleResult scoresLoss(const double* z, const double* p, int n, int target, double* dz) {
  double zMax = z[0];
  for (int i = 1; i < n; ++i) zMax = std::max(zMax, z[i]);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += std::exp(z[i] - zMax);
  for (int i = 0; i < n; ++i) dz[i] = p[i] - (i == target ? 1.0 : 0.0);
  return {zMax + std::log(sum) - z[target], 1.0 - p[target]};
}

// x . u in a fixed order. Floats: the 8-lane kernel over whole blocks of 8
// (vectorised, the same rounding on every target), then the tail.
template <class T>
double scoreOf(const T* x, const T* u, int count) {
  int a = 0;
  double score = 0;
  if constexpr (std::is_same_v<T, float>) {
    a = count / 8 * 8;
    score = dot(x, u, static_cast<size_t>(a));
  }
  for (; a < count; ++a) score += static_cast<double>(x[a]) * static_cast<double>(u[a]);
  return score;
}

template <class T>
double frobenius(const RowMatrix<T>& m) {
  if constexpr (std::is_same_v<T, float>)
    return std::sqrt(sumOfSquares(m.data(), static_cast<size_t>(m.size())));
  else
    return m.norm();
}

// Standard deviation (population) of n scores.
double spreadOf(const double* z, int n) {
  double mean = 0;
  for (int i = 0; i < n; ++i) mean += z[i];
  mean /= n;
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += (z[i] - mean) * (z[i] - mean);
  return std::sqrt(sum / n);
}

// Median (midpoint of the middle pair for an even count); sorts in place.
double medianOf(std::vector<double>& values) {
  std::sort(values.begin(), values.end());
  const size_t mid = values.size() / 2;
  return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

}  // namespace

bool productsThroughWeights(int batch, int dmodel, int dk) {
  const double b = batch, d = dmodel, k = dk;
  return 3 * d * d * k + 2 * b * d * d < 5 * b * d * k;
}

template <class T>
BatchStats attentionLoss(const AttentionWeights<T>& weights, const TaskBatch& batch, double divisor,
                         TrainLoss lossKind, AttentionWeights<T>* gradient,
                         std::vector<ExampleReport>* examples) {
  const Eigen::Index examplesCount = batch.queries.rows();
  const int n = static_cast<int>(batch.tokens.rows() / examplesCount);
  AsType<T> tokensAs, queriesAs;
  const RowMatrix<T>& X = tokensAs(batch.tokens);
  const RowMatrix<T>& Xq = queriesAs(batch.queries);

  const int dmodel = static_cast<int>(weights.wq.rows()), dk = static_cast<int>(weights.wq.cols());
  const int batchSize = static_cast<int>(examplesCount);
  const bool throughWeights = productsThroughWeights(batchSize, dmodel, dk);
  const RowMatrix<T> wkT = weights.wk.transpose();
  RowMatrix<T> q;                         // q_b = x_q,b W_Q (through q)
  RowMatrix<T> u(examplesCount, dmodel);  // u_b = W_K q_b
  if (throughWeights) {
    RowMatrix<T> product(dmodel, dmodel);  // W_Q W_K^T
    multiply(weights.wq.data(), wkT.data(), product.data(), dmodel, dk, dmodel);
    multiply(Xq.data(), product.data(), u.data(), batchSize, dmodel, dmodel);
  } else {
    q.resize(examplesCount, dk);
    multiply(Xq.data(), weights.wq.data(), q.data(), batchSize, dmodel, dk);
    multiply(q.data(), wkT.data(), u.data(), batchSize, dk, dmodel);
  }
  RowMatrix<T> dS(examplesCount, n);  // dl/ds (raw scores), mean over batch

  BatchStats stats;
  if (examples) examples->assign(static_cast<size_t>(examplesCount), ExampleReport{});
  double z[64], p[64], dz[64];
  std::vector<double> spreads(static_cast<size_t>(examplesCount));
  const double invBatch = 1.0 / static_cast<double>(examplesCount);
  for (Eigen::Index b = 0; b < examplesCount; ++b) {
    const Eigen::Index first = b * n;
    const T* ub = u.row(b).data();
    for (int i = 0; i < n; ++i) z[i] = scoreOf(X.row(first + i).data(), ub, dmodel) / divisor;
    if (!softmaxWeights(z, static_cast<size_t>(n), p).ok) {
      stats.finite = false;
      break;
    }
    const int target = batch.target[static_cast<size_t>(b)];
    const ExampleResult r = lossKind == TrainLoss::output
                                ? outputLoss(p, batch.values, first, n, target, dz)
                                : scoresLoss(z, p, n, target, dz);
    const int top = static_cast<int>(std::max_element(p, p + n) - p);
    const double starved = r.ratio < kStarvedRatio ? 1.0 : 0.0;
    stats.loss += r.loss;
    stats.accuracy += top == target ? 1.0 : 0.0;
    stats.topWeight += p[top];
    stats.entropy += entropyOf(p, static_cast<size_t>(n));
    stats.jacobianNorm += jacobianFrobeniusNorm(p, static_cast<size_t>(n));
    stats.starvedFraction += starved;
    spreads[static_cast<size_t>(b)] = spreadOf(z, n);
    if (examples) (*examples)[static_cast<size_t>(b)] = {p[top], r.ratio, r.loss};
    for (int i = 0; i < n; ++i) dS(b, i) = static_cast<T>(dz[i] / divisor * invBatch);
  }
  stats.loss *= invBatch;
  stats.accuracy *= invBatch;
  stats.topWeight *= invBatch;
  stats.entropy *= invBatch;
  stats.jacobianNorm *= invBatch;
  stats.starvedFraction *= invBatch;
  stats.scoreSpread = medianOf(spreads);
  if (!std::isfinite(stats.loss)) stats.finite = false;
  if (!stats.finite) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    stats.loss = stats.accuracy = stats.topWeight = stats.entropy = nan;
    stats.jacobianNorm = stats.starvedFraction = stats.gradNormQ = stats.gradNormK = nan;
    stats.scoreSpread = nan;
    return stats;
  }
  if (!gradient) return stats;

  RowMatrix<T> dU(examplesCount, dmodel);  // dl/du_b = X_b^T ds_b
  for (Eigen::Index b = 0; b < examplesCount; ++b)
    multiply(dS.row(b).data(), X.row(b * n).data(), dU.row(b).data(), 1, n, dmodel);
  gradient->wk.resize(dmodel, dk);
  gradient->wq.resize(dmodel, dk);
  if (throughWeights) {
    RowMatrix<T> dP(dmodel, dmodel);  // dl/d(W_Q W_K^T) = sum_b x_q,b^T du_b
    multiplyTransposed(Xq.data(), dU.data(), dP.data(), batchSize, dmodel, dmodel);
    multiply(dP.data(), weights.wk.data(), gradient->wq.data(), dmodel, dmodel, dk);
    multiplyTransposed(dP.data(), weights.wq.data(), gradient->wk.data(), dmodel, dmodel, dk);
  } else {
    // sum_b du_b q_b
    multiplyTransposed(dU.data(), q.data(), gradient->wk.data(), batchSize, dmodel, dk);
    RowMatrix<T> dq(examplesCount, dk);  // dl/dq_b = W_K^T du_b
    multiply(dU.data(), weights.wk.data(), dq.data(), batchSize, dmodel, dk);
    // sum_b x_q,b dq_b
    multiplyTransposed(Xq.data(), dq.data(), gradient->wq.data(), batchSize, dmodel, dk);
  }
  stats.gradNormQ = frobenius(gradient->wq);
  stats.gradNormK = frobenius(gradient->wk);
  return stats;
}

template BatchStats attentionLoss<float>(const AttentionWeights<float>&, const TaskBatch&, double,
                                         TrainLoss, AttentionWeights<float>*,
                                         std::vector<ExampleReport>*);
template BatchStats attentionLoss<double>(const AttentionWeights<double>&, const TaskBatch&, double,
                                          TrainLoss, AttentionWeights<double>*,
                                          std::vector<ExampleReport>*);

}  // namespace sqrtdk
