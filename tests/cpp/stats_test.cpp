// Estimators on data whose answers are known exactly, Wilson intervals, and
// the Kolmogorov-Smirnov machinery.
#include "core/stats.hpp"

#include <catch2/catch.hpp>

#include "core/kernels.hpp"
#include "test_support.hpp"

using namespace sqrtdk;

TEST_CASE("moments of a small data set are exact") {
  const double x[] = {2, 4, 4, 4, 5, 5, 7, 9};  // mean 5, sum of squares 32
  const Moments m = momentsOf(x, 8);
  CHECK(m.mean() == Approx(5.0).epsilon(1e-15));
  CHECK(m.variance() == Approx(32.0 / 7).epsilon(1e-14));
  // Fourth central moment: (81 + 1 + 1 + 1 + 0 + 0 + 4 + 16... ) computed by hand:
  // deviations -3 -1 -1 -1 0 0 2 4 -> fourth powers 81 1 1 1 0 0 16 256 = 356.
  CHECK(m.centralMoment4() == Approx(356.0 / 8).epsilon(1e-14));
  const Estimate mean = meanEstimate(m);
  CHECK(mean.se == Approx(std::sqrt(32.0 / 7 / 8)).epsilon(1e-14));
  CHECK(mean.lo == Approx(5.0 - kZ95 * mean.se).epsilon(1e-14));
  CHECK(mean.hi == Approx(5.0 + kZ95 * mean.se).epsilon(1e-14));
}

TEST_CASE("moments survive a large common offset") {
  std::vector<double> x;
  for (int i = 0; i < 1000; ++i) x.push_back(1e9 + (i % 2 ? 1.0 : -1.0));
  const Moments m = momentsOf(x.data(), x.size());
  CHECK(m.variance() == Approx(1000.0 / 999).epsilon(1e-9));
}

TEST_CASE("variance SE from the fourth moment: sqrt(2/n) s^2 for normal data") {
  const size_t n = 200000;
  const auto z = sqrtdk::test::draw(fillNormals, streamKey(8, Purpose::test, 1), n);
  const Estimate v = varianceEstimate(momentsOf(z.data(), n));
  // For normal data m4 = 3 s^4, so SE^2 = (3 - (n-3)/(n-1)) s^4 / n ~ 2 s^4 / n.
  CHECK(v.se == Approx(std::sqrt(2.0 / n) * v.value).epsilon(0.03));
  const Estimate s = stdEstimate(momentsOf(z.data(), n));
  CHECK(s.value == Approx(std::sqrt(v.value)).epsilon(1e-15));
  CHECK(s.se == Approx(v.se / (2 * s.value)).epsilon(1e-12));
}

TEST_CASE("scaled variance divides value and SE by c^2") {
  const Estimate v = normalInterval(64.0, 2.0);
  const Estimate scaled = scaledVariance(v, 8.0);
  CHECK(scaled.value == Approx(1.0));
  CHECK(scaled.se == Approx(2.0 / 64));
}

TEST_CASE("Wilson interval matches the textbook values") {
  // Upper end for 0 of n is z^2 / (n + z^2); the 5-of-10 interval is (0.2366, 0.7634).
  const Interval zero = wilsonInterval(0, 10);
  CHECK(zero.lo == Approx(0.0).margin(1e-15));
  CHECK(zero.hi == Approx(kZ95 * kZ95 / (10 + kZ95 * kZ95)).epsilon(1e-12));
  const Interval all = wilsonInterval(10, 10);
  CHECK(all.lo == Approx(10 / (10 + kZ95 * kZ95)).epsilon(1e-12));
  CHECK(all.hi == Approx(1.0));
  const Interval half = wilsonInterval(5, 10);
  CHECK(half.lo == Approx(0.2366).margin(5e-5));
  CHECK(half.hi == Approx(0.7634).margin(5e-5));
  const Estimate p = proportionEstimate(373, 1000);
  CHECK(p.value == Approx(0.373));
  CHECK(p.se == Approx(std::sqrt(0.373 * 0.627 / 1000)));
  CHECK((p.lo < 0.373 && p.hi > 0.373));
}

TEST_CASE("Kolmogorov distribution: known critical values") {
  CHECK(kolmogorovSurvival(1.3581) == Approx(0.05).margin(2e-4));
  CHECK(kolmogorovSurvival(1.6276) == Approx(0.01).margin(1e-4));
  CHECK(kolmogorovSurvival(0.0) == 1.0);
  CHECK(kolmogorovSurvival(10.0) == Approx(0.0).margin(1e-12));
}

TEST_CASE("two-sample KS statistic on hand-checked data") {
  CHECK(ksTwoSample({1, 2, 3}, {1, 2, 3}).statistic == 0.0);
  CHECK(ksTwoSample({1, 2, 3}, {1, 2, 3}).pValue == Approx(1.0));
  CHECK(ksTwoSample({1, 2, 3}, {4, 5, 6}).statistic == 1.0);
  CHECK(ksTwoSample({1, 3, 5}, {2, 4, 6}).statistic == Approx(1.0 / 3));
  // Ties step both distribution functions together.
  CHECK(ksTwoSample({1, 1, 2, 2}, {1, 2}).statistic == 0.0);
}

TEST_CASE("two-sample KS separates shifted normals and accepts equal ones") {
  const size_t n = 5000;
  const auto a = sqrtdk::test::draw(fillNormals, streamKey(1, Purpose::test, 40), n);
  const auto b = sqrtdk::test::draw(fillNormals, streamKey(1, Purpose::test, 41), n);
  std::vector<double> x(a.begin(), a.end()), y(b.begin(), b.end()), shifted = y;
  for (double& v : shifted) v += 0.2;
  CHECK(ksTwoSample(x, y).pValue > 1e-3);
  CHECK(ksTwoSample(x, shifted).pValue < 1e-6);
}
