// Softmax, its Jacobian and the per-trial statistics: exact identities and
// the worked examples of the content brief.
#include "core/softmax.hpp"

#include <catch2/catch.hpp>
#include <limits>

#include "test_support.hpp"

using namespace sqrtdk;
using sqrtdk::test::kInf;

namespace {

SoftmaxResult softmaxOk(const std::vector<double>& scores) {
  auto r = softmax(scores);
  REQUIRE(r.ok());
  return r.value;
}

}  // namespace

TEST_CASE("worked example: scores (16, 8, 0, -8)") {
  const auto r = softmaxOk({16, 8, 0, -8});
  CHECK(r.weights[0] == Approx(0.999665).margin(1e-6));
  CHECK(r.weights[1] == Approx(0.000335).margin(1e-6));
  CHECK(r.weights[2] == Approx(0.0).margin(1e-6));
  CHECK(r.weights[3] == Approx(0.0).margin(1e-6));
  CHECK(r.maxJacobianEntry == Approx(0.000335).margin(1e-6));
}

TEST_CASE("worked example: scores (16, 8, 0, -8) / 8 = (2, 1, 0, -1)") {
  const auto r = softmaxOk({2, 1, 0, -1});
  CHECK(r.weights[0] == Approx(0.6439).margin(1e-4));
  CHECK(r.weights[1] == Approx(0.2369).margin(1e-4));
  CHECK(r.weights[2] == Approx(0.0871).margin(1e-4));
  CHECK(r.weights[3] == Approx(0.0321).margin(1e-4));
  CHECK(r.maxJacobianEntry == Approx(0.2293).margin(1e-4));
  // The largest entry is the diagonal p_0 (1 - p_0).
  CHECK(r.maxEntryRow == 0);
  CHECK(r.maxEntryCol == 0);
  // Exact values e^k / sum to 1e-12.
  const double sum = std::exp(2) + std::exp(1) + 1 + std::exp(-1);
  CHECK(r.weights[0] == Approx(std::exp(2) / sum).epsilon(1e-12));
}

TEST_CASE("softmax is invariant to adding a constant") {
  const auto base = softmaxOk({1.5, -0.25, 3.0, 0.0});
  for (double shift : {-1000.0, -3.0, 7.0, 1e6}) {
    const auto moved = softmaxOk({1.5 + shift, -0.25 + shift, 3.0 + shift, shift});
    for (size_t i = 0; i < 4; ++i) CHECK(moved.weights[i] == Approx(base.weights[i]).epsilon(1e-9));
  }
}

TEST_CASE("Jacobian rows and columns sum to 0; it is symmetric; J = diag(p) - p p^T") {
  const auto r = softmaxOk({0.3, -1.2, 2.5, 0.0, 0.7});
  const size_t n = r.weights.size();
  double maxEntry = 0;
  for (size_t i = 0; i < n; ++i) {
    double row = 0;
    for (size_t j = 0; j < n; ++j) {
      row += r.jacobian[i * n + j];
      CHECK(r.jacobian[i * n + j] == Approx(r.jacobian[j * n + i]).margin(1e-17));
      const double expected = (i == j ? r.weights[i] : 0.0) - r.weights[i] * r.weights[j];
      CHECK(r.jacobian[i * n + j] == Approx(expected).margin(1e-16));
      maxEntry = std::max(maxEntry, std::fabs(expected));
    }
    CHECK(row == Approx(0.0).margin(1e-15));
  }
  CHECK(r.maxJacobianEntry == Approx(maxEntry));
  double h = 0;
  for (double p : r.weights) h -= p * std::log(p);
  CHECK(r.entropy == Approx(h).epsilon(1e-12));
}

TEST_CASE("Frobenius norm formula matches the explicit Jacobian") {
  for (const std::vector<double>& scores :
       {std::vector<double>{0, 0}, {16, 8, 0, -8}, {2, 1, 0, -1}, {0.1, 0.2, 0.3, -4, 5, 2}}) {
    const auto r = softmaxOk(scores);
    double sum = 0;
    for (double j : r.jacobian) sum += j * j;
    CHECK(jacobianFrobeniusNorm(r.weights.data(), r.weights.size()) ==
          Approx(std::sqrt(sum)).epsilon(1e-12));
  }
  // Largest possible entry 0.25 at p = (1/2, 1/2).
  CHECK(softmaxOk({3, 3}).maxJacobianEntry == Approx(0.25));
}

TEST_CASE("per-trial statistics agree with the full softmax") {
  const double scores[] = {3.2, -1.0, 0.5, 7.7, 7.6, -20, 0, 1};
  double work[8];
  for (double divisor : {1.0, 2.0, 8.0, 64.0}) {
    std::vector<double> scaled;
    for (double s : scores) scaled.push_back(s / divisor);
    const auto full = softmaxOk(scaled);
    const TrialStats stats = softmaxTrialStats(scores, 8, divisor, work);
    CHECK(stats.topWeight == Approx(*std::max_element(full.weights.begin(), full.weights.end())));
    CHECK(stats.entropy == Approx(full.entropy).epsilon(1e-12));
    CHECK(stats.jacobianNorm ==
          Approx(jacobianFrobeniusNorm(full.weights.data(), 8)).epsilon(1e-12));
  }
}

TEST_CASE("four-row statistics equal the one-row version, ties included") {
  // Rows: spread scores, an exact tie for the maximum (Rademacher-like), a
  // saturated row, and all-equal scores.
  const double rows[4][6] = {{3.2, -1.0, 0.5, 7.7, 7.6, -20},
                             {1, -1, 1, -1, 1, 1},
                             {400, 0, -3, 2, 1, 0},
                             {2, 2, 2, 2, 2, 2}};
  double work[8];
  for (double divisor : {1.0, 8.0}) {
    TrialStats four[4];
    softmaxTrialStats4(&rows[0][0], 6, divisor, four);
    for (int r = 0; r < 4; ++r) {
      const TrialStats one = softmaxTrialStats(rows[r], 6, divisor, work);
      CHECK(four[r].topWeight == Approx(one.topWeight).epsilon(1e-13));
      CHECK(four[r].entropy == Approx(one.entropy).epsilon(1e-13).margin(1e-15));
      CHECK(four[r].jacobianNorm == Approx(one.jacobianNorm).epsilon(1e-12).margin(1e-300));
    }
  }
}

TEST_CASE("extreme inputs: huge, tiny, equal") {
  const auto huge = softmaxOk({1e308, 1e308 - 1e293, -1e308});
  CHECK(huge.weights[2] == 0.0);
  CHECK(huge.weights[0] + huge.weights[1] == Approx(1.0));
  const auto tiny = softmaxOk({1e-300, -1e-300, 0});
  for (double p : tiny.weights) CHECK(p == Approx(1.0 / 3));
  const auto equal = softmaxOk({5, 5, 5, 5});
  for (double p : equal.weights) CHECK(p == 0.25);
  CHECK(equal.entropy == Approx(std::log(4.0)));
  const auto single = softmaxOk({42});
  CHECK(single.weights[0] == 1.0);
  CHECK(single.maxJacobianEntry == 0.0);
}

TEST_CASE("infinite scores: +inf entries share the weight, -inf entries get none") {
  const auto two = softmaxOk({kInf, 3, kInf, -kInf});
  CHECK(two.weights == std::vector<double>{0.5, 0, 0.5, 0});
  const auto minus = softmaxOk({-kInf, 0, 0});
  CHECK(minus.weights == std::vector<double>{0, 0.5, 0.5});
  for (double j : two.jacobian) CHECK(std::isfinite(j));
}

TEST_CASE("NaN, all -inf and empty scores are errors") {
  auto nan = softmax({1, std::nan(""), 2});
  CHECK_FALSE(nan.ok());
  CHECK(nan.message() == "scores[1] must be a number or +-infinity (got NaN)");
  CHECK_FALSE(softmax({-kInf, -kInf}).ok());
  CHECK_FALSE(softmax({}).ok());
  CHECK(softmax(std::vector<double>(4097, 0.0)).message().find("at most 4096") !=
        std::string::npos);
}
