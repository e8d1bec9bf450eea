// Scaled dot-product attention, softmax(Q K^T / sqrt(d_k)) V, with Eigen.
#pragma once

#include <Eigen/Dense>

#include "core/status.hpp"

namespace sqrtdk {

using Matrix = Eigen::MatrixXd;

// Q: m x dk queries, K: n x dk keys, V: n x dv values. Returns m x dv.
// `divisor` defaults to sqrt(dk); pass another value to see the effect.
// Errors on mismatched shapes, empty matrices, non-finite entries or a
// divisor that is not finite and > 0.
Result<Matrix> attention(const Matrix& Q, const Matrix& K, const Matrix& V, double divisor = 0);

// The attention weights softmax(Q K^T / divisor), m x n (divisor 0 = sqrt(dk)).
Result<Matrix> attentionWeights(const Matrix& Q, const Matrix& K, double divisor = 0);

}  // namespace sqrtdk
