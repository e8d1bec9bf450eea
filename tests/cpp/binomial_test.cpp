// The exact sampler for Rademacher entries: Binomial(n, 1/2) draws by
// popcount and BTRD (binomial.hpp) against the binomial distribution itself
// and against brute force.
#include "core/binomial.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "core/experiments.hpp"
#include "test_support.hpp"

using namespace sqrtdk;
using sqrtdk::test::withinSe;

namespace {

Options rademacherExact(int dk, int pairs) {
  Options o = defaults();
  o.dk = dk;
  o.pairs = pairs;
  o.dist = Distribution::rademacher;
  o.sampler = Sampler::exact;
  return o;
}

// ln of the Binomial(n, 1/2) probability of k, from lgamma.
double logPmf(int n, int k) {
  return std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0) - n * std::log(2.0);
}

// One-sample KS distance of integer draws from the Binomial(n, 1/2) CDF,
// taken on both sides of every jump.
double ksDistanceFromBinomial(int n, const std::vector<int>& draws) {
  std::vector<double> counts(n + 1, 0.0);
  for (int k : draws) {
    REQUIRE((k >= 0 && k <= n));
    counts[k] += 1;
  }
  double empirical = 0, exact = 0, distance = 0;
  for (int k = 0; k <= n; ++k) {
    distance = std::max(distance, std::fabs(empirical - exact));  // just below k
    empirical += counts[k] / draws.size();
    exact += std::exp(logPmf(n, k));
    distance = std::max(distance, std::fabs(empirical - exact));  // at k
  }
  return distance;
}

}  // namespace

TEST_CASE("Stirling correction fc(k) matches lgamma") {
  for (int k = 0; k <= 200; ++k) {
    const double fromLgamma = std::lgamma(k + 1.0) - ((k + 0.5) * std::log(k + 1.0) - (k + 1.0) +
                                                      0.5 * std::log(2 * std::acos(-1.0)));
    INFO("k " << k);
    CHECK(stirlingCorrection(k) == Approx(fromLgamma).margin(1e-12));
  }
}

TEST_CASE("BTRD's log ratio is exact and its squeeze brackets it") {
  // The final acceptance test compares with ln(f(k) / f(m)); the squeeze may
  // decide first only if it really brackets that value, at every k.
  for (int n : {65, 100, 1001, 65536}) {
    const HalfBinomialSampler sampler(n);
    const int m = (n + 1) / 2;
    for (int k = 0; k <= n; k += n > 5000 ? 7 : 1) {
      if (std::abs(k - m) <= 15) continue;
      const double exact = logPmf(n, k) - logPmf(n, m);
      const double tolerance = 1e-9 * std::max(1.0, std::fabs(exact));
      INFO("n " << n << " k " << k);
      CHECK(sampler.logRatioToMode(k) == Approx(exact).margin(tolerance));
      const auto s = sampler.squeeze(k);
      CHECK(s.lo <= exact + tolerance);
      CHECK(s.hi >= exact - tolerance);
    }
  }
}

TEST_CASE("Binomial(n, 1/2) draws follow the binomial CDF (one-sample KS)") {
  // Popcount (n <= 64), its edges, and BTRD from n = 65 up to the largest dk.
  for (int n : {1, 5, 32, 33, 64, 65, 300, 4096, 65536}) {
    const HalfBinomialSampler sampler(n);
    const BinomialSource source{5, Purpose::test, 3};
    std::vector<int> draws(60000);
    for (size_t i = 0; i < draws.size(); ++i) draws[i] = sampler.draw(source, uint32_t(i));
    const double d = ksDistanceFromBinomial(n, draws);
    INFO("n " << n << " KS distance " << d);
    // Conservative for a discrete distribution: p > 1e-3 means sqrt(N) d < 1.95.
    CHECK(kolmogorovSurvival(std::sqrt(double(draws.size())) * d) > 1e-3);
  }
}

TEST_CASE("exact Rademacher scores: variance dk within 4 SE, mean 0, parity and bounds") {
  // S = 2 Binomial(dk, 1/2) - dk has E[S^2] = dk and E[S^4] = 3 dk^2 - 2 dk,
  // so the mean of S^2 (the variance about the known mean 0) has SE
  // sqrt((2 dk^2 - 2 dk) / n): exactly 0 at dk = 1, where S^2 = 1 always.
  for (int dk : {1, 2, 63, 64, 65, 1000, 4096, 65536}) {
    const int pairs = 20000;
    auto r = runVariance(rademacherExact(dk, pairs));
    REQUIRE(r.ok());
    double sumSquares = 0;
    bool parity = true, bounded = true;
    for (float s : r.value.scores) {
      sumSquares += double(s) * s;
      parity = parity && std::fmod(std::fabs(s - dk), 2.0) == 0.0;
      bounded = bounded && std::fabs(s) <= dk;
    }
    const double variance = sumSquares / pairs;
    INFO("dk " << dk << ": variance " << variance);
    CHECK(withinSe(variance, dk, std::sqrt((2.0 * dk * dk - 2.0 * dk) / pairs)));
    CHECK(withinSe(r.value.mean.value, 0.0, std::sqrt(double(dk) / pairs)));
    CHECK(parity);
    CHECK(bounded);
  }
}

TEST_CASE("exact and brute-force Rademacher samplers agree in distribution (two-sample KS)") {
  for (int dk : {1, 7, 64, 65, 300, 1500}) {
    Options o = rademacherExact(dk, 4000);
    o.trials = 1500;
    INFO("dk " << dk);
    // Top weights under sqrt(dk): the raw ones pile up at 1 for large dk.
    const auto agreement = sqrtdk::test::exactAgainstBrute(o, 31, 1);
    CHECK(agreement.scores > 1e-3);
    CHECK(agreement.topWeights > 1e-3);
  }
}
