// Scaled dot-product attention (Eigen) against a plain triple loop.
#include "core/attention.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "core/kernels.hpp"

using namespace sqrtdk;

namespace {

Matrix randomMatrix(Eigen::Index rows, Eigen::Index cols, uint32_t stream) {
  std::vector<float> z(paddedLength(static_cast<size_t>(rows * cols)));
  fillNormals(streamKey(77, Purpose::test, stream), 0, static_cast<size_t>(rows * cols), z.data());
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < rows; ++i)
    for (Eigen::Index j = 0; j < cols; ++j) m(i, j) = z[static_cast<size_t>(i * cols + j)];
  return m;
}

// softmax(Q K^T / c) V written out with loops and no shared code.
Matrix naiveAttention(const Matrix& Q, const Matrix& K, const Matrix& V, double c) {
  Matrix out = Matrix::Zero(Q.rows(), V.cols());
  for (Eigen::Index i = 0; i < Q.rows(); ++i) {
    std::vector<double> s(static_cast<size_t>(K.rows()));
    double maxScore = -1e300;
    for (Eigen::Index j = 0; j < K.rows(); ++j) {
      double dotProduct = 0;
      for (Eigen::Index d = 0; d < Q.cols(); ++d) dotProduct += Q(i, d) * K(j, d);
      s[j] = dotProduct / c;
      maxScore = std::max(maxScore, s[j]);
    }
    double sum = 0;
    for (double& v : s) sum += (v = std::exp(v - maxScore));
    for (Eigen::Index j = 0; j < K.rows(); ++j)
      for (Eigen::Index d = 0; d < V.cols(); ++d) out(i, d) += s[j] / sum * V(j, d);
  }
  return out;
}

}  // namespace

TEST_CASE("attention equals the naive loop, default divisor sqrt(dk)") {
  const Matrix Q = randomMatrix(5, 64, 1), K = randomMatrix(7, 64, 2), V = randomMatrix(7, 3, 3);
  auto result = attention(Q, K, V);
  REQUIRE(result.ok());
  const Matrix expected = naiveAttention(Q, K, V, 8.0);
  CHECK(result.value.rows() == 5);
  CHECK(result.value.cols() == 3);
  CHECK((result.value - expected).cwiseAbs().maxCoeff() < 1e-12);
  // And with an explicit divisor.
  auto raw = attention(Q, K, V, 1.0);
  REQUIRE(raw.ok());
  CHECK((raw.value - naiveAttention(Q, K, V, 1.0)).cwiseAbs().maxCoeff() < 1e-12);
}

TEST_CASE("attention weights are row-stochastic") {
  const Matrix Q = randomMatrix(4, 16, 4), K = randomMatrix(9, 16, 5);
  auto w = attentionWeights(Q, K);
  REQUIRE(w.ok());
  for (Eigen::Index i = 0; i < w.value.rows(); ++i)
    CHECK(w.value.row(i).sum() == Approx(1.0).epsilon(1e-14));
  CHECK(w.value.minCoeff() >= 0.0);
}

TEST_CASE("attention rejects mismatched shapes, non-finite input and bad divisors") {
  const Matrix Q = randomMatrix(2, 4, 6), K = randomMatrix(3, 4, 7), V = randomMatrix(3, 2, 8);
  CHECK_FALSE(attention(Q, randomMatrix(3, 5, 9), V).ok());
  CHECK_FALSE(attention(Q, K, randomMatrix(2, 2, 10)).ok());
  CHECK_FALSE(attention(Matrix(0, 4), K, V).ok());
  Matrix bad = Q;
  bad(0, 0) = std::numeric_limits<double>::quiet_NaN();
  CHECK_FALSE(attention(bad, K, V).ok());
  CHECK(attention(Q, K, V, -1.0).message() == "divisor must be finite and > 0 (got -1)");
  CHECK_FALSE(attention(Q, K, V, std::numeric_limits<double>::infinity()).ok());
}
