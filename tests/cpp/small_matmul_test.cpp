// The training model's matrix products against Eigen's, and against a plain
// sum in index order bit for bit (what makes native and wasm agree), on
// shapes that are not multiples of the 4-row tiles or the vector width.
#include "core/small_matmul.hpp"

#include <Eigen/Dense>
#include <array>
#include <catch2/catch.hpp>

using namespace sqrtdk;

namespace {
using Rows = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using FloatRows = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// sum_t left(r, t) right(t, j), one term at a time from 0, t in order.
float plainSum(const FloatRows& left, const FloatRows& right, int r, int j) {
  float sum = 0;
  for (int t = 0; t < left.cols(); ++t) sum = sum + left(r, t) * right(t, j);
  return sum;
}
}  // namespace

TEST_CASE("multiply and multiplyTransposed equal the plain matrix products") {
  for (const auto& [m, k, n] : {std::array<int, 3>{1, 1, 1}, {3, 5, 7}, {8, 4, 16}, {9, 13, 6}}) {
    const Rows a = Rows::Random(m, k), b = Rows::Random(k, n), bt = Rows::Random(m, n);
    Rows c(m, n), ct(k, n);
    multiply(a.data(), b.data(), c.data(), m, k, n);
    multiplyTransposed(a.data(), bt.data(), ct.data(), m, k, n);
    INFO(m << " x " << k << " x " << n);
    REQUIRE((c - a * b).cwiseAbs().maxCoeff() < 1e-13);
    REQUIRE((ct - a.transpose() * bt).cwiseAbs().maxCoeff() < 1e-13);
  }
}

TEST_CASE("float products sum every entry in index order, whatever the tiling") {
  // Shapes around the 4-row tiles and the 8-float vectors; the training
  // model's 64 x 256 products are tiles only.
  for (const auto& [m, k, n] : {std::array<int, 3>{1, 1, 1},
                                {3, 5, 7},
                                {4, 9, 8},
                                {5, 64, 17},
                                {7, 3, 33},
                                {64, 64, 256}}) {
    const FloatRows a = FloatRows::Random(m, k), b = FloatRows::Random(k, n);
    const FloatRows bt = FloatRows::Random(m, n);
    FloatRows c(m, n), ct(k, n);
    multiply(a.data(), b.data(), c.data(), m, k, n);
    multiplyTransposed(a.data(), bt.data(), ct.data(), m, k, n);
    const FloatRows at = a.transpose();
    INFO(m << " x " << k << " x " << n);
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) REQUIRE(c(i, j) == plainSum(a, b, i, j));
    for (int p = 0; p < k; ++p)
      for (int j = 0; j < n; ++j) REQUIRE(ct(p, j) == plainSum(at, bt, p, j));
  }
}
