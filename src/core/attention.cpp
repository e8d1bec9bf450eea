#include "core/attention.hpp"

#include <cmath>

#include "core/format.hpp"
#include "core/softmax.hpp"

namespace sqrtdk {
namespace {

Status checkShapes(const Matrix& Q, const Matrix& K) {
  if (Q.rows() == 0 || Q.cols() == 0 || K.rows() == 0)
    return Status::error("Q and K must be non-empty (got Q " + std::to_string(Q.rows()) + "x" +
                         std::to_string(Q.cols()) + ", K " + std::to_string(K.rows()) + "x" +
                         std::to_string(K.cols()) + ")");
  if (Q.cols() != K.cols())
    return Status::error("Q and K must have the same number of columns dk (got " +
                         std::to_string(Q.cols()) + " and " + std::to_string(K.cols()) + ")");
  if (!Q.allFinite() || !K.allFinite()) return Status::error("Q and K must hold finite numbers");
  return Status::success();
}

}  // namespace

Result<Matrix> attentionWeights(const Matrix& Q, const Matrix& K, double divisor) {
  using R = Result<Matrix>;
  const Status shapes = checkShapes(Q, K);
  if (!shapes.ok) return R::failure(shapes);
  if (divisor == 0) divisor = std::sqrt(static_cast<double>(Q.cols()));
  if (!(std::isfinite(divisor) && divisor > 0))
    return R::failure("divisor must be finite and > 0 (got " + formatNumber(divisor) + ")");
  // Row-major so each query's scores are contiguous for softmaxWeights.
  Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> scores =
      (Q * K.transpose()) / divisor;
  Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> weights(scores.rows(),
                                                                                 scores.cols());
  for (Eigen::Index row = 0; row < scores.rows(); ++row) {
    const Status s = softmaxWeights(scores.row(row).data(), static_cast<size_t>(scores.cols()),
                                    weights.row(row).data());
    if (!s.ok) return R::failure(s);
  }
  return R::success(Matrix(weights));
}

Result<Matrix> attention(const Matrix& Q, const Matrix& K, const Matrix& V, double divisor) {
  using R = Result<Matrix>;
  if (V.rows() != K.rows())
    return R::failure("V must have one row per key (got " + std::to_string(V.rows()) +
                      " rows for " + std::to_string(K.rows()) + " keys)");
  if (!V.allFinite()) return R::failure("V must hold finite numbers");
  auto weights = attentionWeights(Q, K, divisor);
  if (!weights.ok()) return weights;
  return R::success(weights.value * V);
}

}  // namespace sqrtdk
