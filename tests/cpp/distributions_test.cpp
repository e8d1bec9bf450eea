// Entry distributions: zero mean and unit variance within Monte Carlo error,
// Rademacher exactly +-1, correlated keys with the requested correlation.
#include <catch2/catch.hpp>

#include "core/entries.hpp"
#include "core/kernels.hpp"
#include "core/stats.hpp"
#include "test_support.hpp"

using namespace sqrtdk;
using sqrtdk::test::draw;
using sqrtdk::test::withinSe;

namespace {

void checkStandardized(const std::vector<float>& x) {
  const Moments m = momentsOf(x.data(), x.size());
  const Estimate mean = meanEstimate(m);
  const Estimate variance = varianceEstimate(m);
  CHECK(withinSe(mean.value, 0.0, mean.se));
  // For Rademacher entries x^2 = 1 exactly, so the fourth-moment SE is ~0 and
  // s^2 = n/(n-1) (1 - mean^2) differs from 1 only through mean^2, which is
  // below (4 SE of the mean)^2 = 16/n: that bound is the slack.
  CHECK(withinSe(variance.value, 1.0, variance.se, 4.0, 16.0 / x.size()));
}

}  // namespace

TEST_CASE("normal, uniform and Rademacher entries have mean 0 and variance 1") {
  for (uint32_t seed : sqrtdk::test::kSeeds) {
    checkStandardized(draw(fillNormals, streamKey(seed, Purpose::test, 10), 200000));
    checkStandardized(draw(fillUniformEntries, streamKey(seed, Purpose::test, 11), 200000));
    checkStandardized(draw(fillRademacher, streamKey(seed, Purpose::test, 12), 200000));
    // The vector generator (brute-force q and k).
    checkStandardized(draw(fillVectorNormals, streamKey(seed, Purpose::test, 16), 200000));
    checkStandardized(draw(fillVectorUniformEntries, streamKey(seed, Purpose::test, 17), 200000));
    checkStandardized(draw(fillVectorRademacher, streamKey(seed, Purpose::test, 18), 200000));
  }
}

TEST_CASE("normal entries have normal tails and kurtosis") {
  auto fill =
      GENERATE(as<void (*)(StreamKey, uint32_t, size_t, float*)>{}, fillNormals, fillVectorNormals);
  const auto z = draw(fill, streamKey(4, Purpose::test, 13), 400000);
  const Moments m = momentsOf(z.data(), z.size());
  // Kurtosis 3 for a normal; SE of the sample kurtosis is about sqrt(24/n).
  const double kurtosis = m.centralMoment4() / (m.variance() * m.variance());
  CHECK(withinSe(kurtosis, 3.0, std::sqrt(24.0 / z.size())));
  // P(|Z| > 2) = 0.0455003.
  int64_t beyond = 0;
  for (float x : z) beyond += std::fabs(x) > 2.0f;
  const Estimate p = proportionEstimate(beyond, static_cast<int64_t>(z.size()));
  CHECK(withinSe(p.value, 0.0455003, p.se));
}

TEST_CASE("Rademacher entries are exactly +-1, so q.q = dk exactly") {
  const auto r = draw(fillRademacher, streamKey(1, Purpose::test, 14), 4097);
  for (float x : r) REQUIRE((x == 1.0f || x == -1.0f));
  double qq = 0;
  for (float x : r) qq += double(x) * x;
  CHECK(qq == 4097.0);
}

TEST_CASE("uniform entries stay inside (-sqrt 3, sqrt 3)") {
  const auto u = draw(fillUniformEntries, streamKey(1, Purpose::test, 15), 100000);
  for (float x : u) REQUIRE(std::fabs(x) < 1.7320509f);
}

TEST_CASE("correlated keys: k = rho q + sqrt(1 - rho^2) z has unit variance and correlation rho") {
  const size_t n = 100000;
  for (double rho : {-0.9, 0.0, 0.5, 1.0}) {
    std::vector<float> q(paddedLength(n)), k(paddedLength(n)), noise(paddedLength(n));
    fillQuery(Distribution::correlated, streamKey(3, Purpose::test, 20), 0, n, q.data());
    fillKey(Distribution::correlated, rho, streamKey(3, Purpose::test, 21),
            streamKey(3, Purpose::test, 22), 0, n, q.data(), noise.data(), k.data());
    Moments product, kMoments;
    for (size_t i = 0; i < n; ++i) {
      product.add(double(q[i]) * k[i]);
      kMoments.add(k[i]);
    }
    const Estimate cov = meanEstimate(product);  // E[q k] = rho
    CHECK(withinSe(cov.value, rho, cov.se, 4.0, 1e-6));
    CHECK(
        withinSe(varianceEstimate(kMoments).value, 1.0, varianceEstimate(kMoments).se, 4.0, 1e-6));
    // Padding past n is zeroed for dot().
    for (size_t i = n; i < k.size(); ++i) REQUIRE(k[i] == 0.0f);
  }
}

TEST_CASE("dot() equals a double-precision loop up to float rounding") {
  const size_t n = 1000;
  auto a = draw(fillNormals, streamKey(1, Purpose::test, 30), n);
  auto b = draw(fillNormals, streamKey(1, Purpose::test, 31), n);
  a.resize(paddedLength(n), 0.0f);
  b.resize(paddedLength(n), 0.0f);
  double reference = 0, magnitude = 0;
  for (size_t i = 0; i < n; ++i) {
    reference += double(a[i]) * b[i];
    magnitude += std::fabs(double(a[i]) * b[i]);
  }
  CHECK(std::fabs(dot(a.data(), b.data(), a.size()) - reference) <= 1e-6 * magnitude);
}
