// RoPE (rope.hpp): rotations keep norms, scores depend only on the offset, and
// with independent entries the score variance is d_k at every offset.
#include "core/rope.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "test_support.hpp"

using namespace sqrtdk;
using sqrtdk::test::withinSe;

namespace {

RopeResult ropeOk(RopeOptions o) {
  auto r = ropeExperiment(o);
  INFO(r.message());
  REQUIRE(r.ok());
  return r.value;
}

}  // namespace

TEST_CASE("RoPE frequencies follow RoFormer: theta_i = base^(-2(i-1)/d)", "[rope]") {
  const auto theta = ropeFrequencies(8, 10000);
  REQUIRE(theta.size() == 4);
  CHECK(theta[0] == 1.0);
  CHECK(theta[1] == Approx(std::pow(10000.0, -2.0 / 8)));
  CHECK(theta[3] == Approx(std::pow(10000.0, -6.0 / 8)));
}

TEST_CASE("RoPE rotates each pair by position * theta_i", "[rope]") {
  const auto theta = ropeFrequencies(4, 10000);
  double x[4] = {1, 0, 0, 1};
  ropeRotate(x, theta, 3);
  CHECK(x[0] == Approx(std::cos(3.0)));
  CHECK(x[1] == Approx(std::sin(3.0)));
  CHECK(x[2] == Approx(-std::sin(3.0 * theta[1])));
  CHECK(x[3] == Approx(std::cos(3.0 * theta[1])));
}

TEST_CASE("RoPE keeps norms and the score depends only on the offset", "[rope]") {
  RopeOptions o;
  o.dk = 64;
  o.pairs = 500;
  const auto r = ropeOk(o);
  CHECK(r.maxNormChange < 1e-13);
  CHECK(r.maxRelativeGap < 1e-12);
}

TEST_CASE("RoPE: score variance within 4 SE of d_k at every offset", "[rope]") {
  for (double dk : {8.0, 64.0}) {
    for (uint32_t seed : sqrtdk::test::kSeeds) {
      RopeOptions o;
      o.dk = dk;
      o.pairs = 4000;
      o.seed = seed;
      const auto r = ropeOk(o);
      REQUIRE(r.rows.size() == ropeOffsets(4096).size());
      for (const auto& row : r.rows) {
        INFO("dk " << dk << " seed " << seed << " offset " << row.offset << " variance "
                   << row.variance.value << " se " << row.variance.se);
        CHECK(row.theoryVariance == Approx(dk));
        CHECK(withinSe(row.variance.value, dk, row.variance.se));
        CHECK(withinSe(row.mean.value, 0.0, row.mean.se));
      }
    }
  }
}

TEST_CASE("RoPE with correlated entries: mean and variance follow the offset", "[rope]") {
  RopeOptions o;
  o.dk = 32;
  o.pairs = 8000;
  o.rho = 0.6;
  const auto r = ropeOk(o);
  // At offset 0 the rotation cancels: mean rho d_k, variance (1 + rho^2) d_k.
  CHECK(r.rows[0].theoryMean == Approx(0.6 * 32));
  CHECK(r.rows[0].theoryVariance == Approx(1.36 * 32));
  for (const auto& row : r.rows) {
    INFO("offset " << row.offset);
    CHECK(withinSe(row.mean.value, row.theoryMean, row.mean.se));
    CHECK(withinSe(row.variance.value, row.theoryVariance, row.variance.se));
  }
  // Far apart, the mean has decayed well below its value at offset 0.
  CHECK(r.rows.back().mean.value < 0.5 * r.rows[0].mean.value);
}

TEST_CASE("RoPE rejects bad options with a message", "[rope]") {
  RopeOptions o;
  o.dk = 7;
  CHECK(ropeExperiment(o).message().find("even") != std::string::npos);
  o.dk = 64;
  o.base = 1;
  CHECK(ropeExperiment(o).message().find("base") != std::string::npos);
  o.base = 10000;
  o.pairs = 200000;
  o.dk = 4096;
  CHECK(ropeExperiment(o).message().find("at most") != std::string::npos);
  o.pairs = 100;
  o.maxOffset = 0;
  CHECK(!ropeExperiment(o).ok());
}
