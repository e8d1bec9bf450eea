// The training model's matrix products against Eigen's, on shapes that are
// not multiples of the 4-row unrolling.
#include "core/small_matmul.hpp"

#include <Eigen/Dense>
#include <array>
#include <catch2/catch.hpp>

using namespace sqrtdk;

namespace {
using Rows = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
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
