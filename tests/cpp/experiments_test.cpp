// The experiments against the content brief's reference table (within Monte
// Carlo error, several seeds), the exact sampler against the brute-force one,
// and the structural promises (prefix property, sweep = single runs).
#include "core/experiments.hpp"

#include <catch2/catch.hpp>

#include "core/chi_square.hpp"
#include "core/reference_figures.hpp"
#include "test_support.hpp"

using namespace sqrtdk;
using sqrtdk::test::withinSe;

namespace {

// The published figure came from an independent run with the same sample
// sizes, so the difference of the two estimates has SE sqrt(2) * se; the
// brief rounds, which adds half a unit of its last printed digit.
void checkAgainstBrief(const std::vector<ReferencePoint>& points, const char* sampler) {
  for (const auto& figure : referenceFigures()) {
    for (size_t i = 0; i < points.size(); ++i) {
      const double published = figure.published[i];
      if (std::isnan(published)) continue;
      const Estimate measured = measuredReferenceQuantity(points[i], figure.quantity);
      const double rounding = 0.5 * std::pow(10.0, -figure.decimals[i]);
      INFO(sampler << " sampler, " << figure.label << " at d_k " << kReferenceDks[i]
                   << ": measured " << measured.value << " +- " << measured.se << ", published "
                   << published);
      CHECK(std::fabs(measured.value - published) <= 4.0 * std::sqrt(2.0) * measured.se + rounding);
    }
  }
}

}  // namespace

TEST_CASE("reference figures: one row per quantity, in ReferenceQuantity order") {
  // The rows are generated from src/data/published-figures.json; code may
  // index them by quantity, so the JSON must keep the enum's order.
  const auto& figures = referenceFigures();
  for (int i = 0; i < kReferenceQuantityCount; ++i) {
    INFO("row " << i << ": " << figures[i].label);
    CHECK(static_cast<int>(figures[i].quantity) == i);
  }
}

TEST_CASE("brute-force sampler reproduces the brief's reference table (several seeds)") {
  for (uint32_t seed : sqrtdk::test::kSeeds) {
    auto points = runReferenceExperiment(referenceOptions(seed));
    REQUIRE(points.ok());
    checkAgainstBrief(points.value, "brute");
  }
}

TEST_CASE("exact sampler reproduces the brief's reference table (several seeds)") {
  for (uint32_t seed : sqrtdk::test::kSeeds) {
    Options o = referenceOptions(seed);
    o.sampler = Sampler::exact;
    auto points = runReferenceExperiment(o);
    REQUIRE(points.ok());
    checkAgainstBrief(points.value, "exact");
  }
}

TEST_CASE("variance of q.k is dk for every entry distribution") {
  for (Distribution dist :
       {Distribution::normal, Distribution::rademacher, Distribution::uniform}) {
    for (int dk : {1, 7, 100}) {
      Options o = defaults();
      o.dk = dk;
      o.dist = dist;
      o.pairs = 20000;
      auto r = runVariance(o);
      REQUIRE(r.ok());
      INFO(name(dist) << " dk " << dk);
      CHECK(withinSe(r.value.variance.value, dk, r.value.variance.se));
      CHECK(withinSe(r.value.mean.value, 0.0, r.value.mean.se));
    }
  }
}

TEST_CASE("Rademacher with dk = 1: every score is exactly +-1, variance exactly n/(n-1)") {
  Options o = defaults();
  o.dk = 1;
  o.dist = Distribution::rademacher;
  o.pairs = 1000;
  auto r = runVariance(o);
  REQUIRE(r.ok());
  double sum = 0;
  for (float s : r.value.scores) {
    REQUIRE((s == 1.0f || s == -1.0f));
    sum += s;
  }
  const double mean = sum / 1000;
  CHECK(r.value.variance.value == Approx((1000 - 1000 * mean * mean) / 999).epsilon(1e-12));
}

TEST_CASE("correlated entries: E[q.k] = rho dk, Var = dk (1 + rho^2)") {
  for (Sampler sampler : {Sampler::brute, Sampler::exact}) {
    Options o = defaults();
    o.dist = Distribution::correlated;
    o.rho = 0.5;
    o.dk = 32;
    o.sampler = sampler;
    auto r = runVariance(o);
    REQUIRE(r.ok());
    INFO(name(sampler));
    CHECK(withinSe(r.value.mean.value, 16.0, r.value.mean.se));
    CHECK(withinSe(r.value.variance.value, 32.0 * 1.25, r.value.variance.se));
  }
}

TEST_CASE("divisors come in the documented order with the documented values") {
  Options o = defaults();
  o.dk = 64;
  o.heads = 12;
  o.customDivisor = 3.5;
  o.pairs = 100;
  auto r = runVariance(o);
  REQUIRE(r.ok());
  const double expected[] = {1, 8, 64, std::sqrt(64.0 * 12), 3.5};
  REQUIRE(r.value.divisors.size() == 5);
  for (int d = 0; d < 5; ++d) {
    CHECK(r.value.divisors[d].kind == kAllDivisors[d]);
    CHECK(r.value.divisors[d].divisor == Approx(expected[d]));
    CHECK(r.value.divisors[d].variance.value ==
          Approx(r.value.variance.value / (expected[d] * expected[d])));
  }
  o.trials = 50;
  auto s = runSaturation(o);
  REQUIRE(s.ok());
  REQUIRE(s.value.byDivisor.size() == 5);
  for (int d = 0; d < 5; ++d) CHECK(s.value.byDivisor[d].divisor == Approx(expected[d]));
  CHECK(s.value.byDivisor[0].topWeights.size() == 50);
}

TEST_CASE("the first n pairs and trials of a larger run are the same") {
  // Rademacher entries take the binomial path of the exact sampler.
  const Sampler sampler = GENERATE(Sampler::brute, Sampler::exact);
  const Distribution dist = GENERATE(Distribution::normal, Distribution::rademacher);
  INFO("sampler " << name(sampler) << ", dist " << name(dist));
  {
    Options small = defaults(), large = defaults();
    small.sampler = large.sampler = sampler;
    small.dist = large.dist = dist;
    small.pairs = 100;
    large.pairs = 1000;
    small.trials = 50;
    large.trials = 5000;  // crosses a chunk boundary of the saturation loop
    auto a = runVariance(small), b = runVariance(large);
    REQUIRE((a.ok() && b.ok()));
    for (size_t i = 0; i < 100; ++i) CHECK(a.value.scores[i] == b.value.scores[i]);
    auto s = runSaturation(small), t = runSaturation(large);
    REQUIRE((s.ok() && t.ok()));
    for (size_t i = 0; i < 50; ++i)
      CHECK(s.value.byDivisor[0].topWeights[i] == t.value.byDivisor[0].topWeights[i]);
  }
}

TEST_CASE("raising dk by one extends the same vectors: scores move a little, not at random") {
  Options o = defaults();
  o.pairs = 2000;
  o.dk = 64;
  auto a = runVariance(o);
  o.dk = 65;
  auto b = runVariance(o);
  REQUIRE((a.ok() && b.ok()));
  // s65 = s64 + q_65 k_65: the difference is one product of two normals, whose
  // variance is 1, while independent scores would differ with variance 129.
  Moments difference;
  for (size_t i = 0; i < 2000; ++i) difference.add(double(b.value.scores[i]) - a.value.scores[i]);
  CHECK(withinSe(difference.variance(), 1.0, varianceEstimate(difference).se));
}

TEST_CASE("sweep columns equal single runs at the same dk") {
  // Both samplers: the exact sweep shares its dk-independent draws across
  // dks, and must still give the single runs' bits. 201 trials leave a
  // partial group of four (saturation.cpp) at the end.
  // Rademacher entries take the binomial path of the exact sampler.
  const Sampler sampler = GENERATE(Sampler::brute, Sampler::exact);
  const Distribution dist = GENERATE(Distribution::normal, Distribution::rademacher);
  INFO("sampler " << name(sampler) << ", dist " << name(dist));
  SweepOptions sweep;
  sweep.base = defaults();
  sweep.base.sampler = sampler;
  sweep.base.dist = dist;
  sweep.base.pairs = 500;
  sweep.base.trials = 201;
  sweep.dks = {3, 64, 100, 1, 4096};
  auto r = runSweep(sweep);
  REQUIRE(r.ok());
  REQUIRE(r.value.series.size() == 5);
  for (size_t i = 0; i < sweep.dks.size(); ++i) {
    Options o = sweep.base;
    o.dk = sweep.dks[i];
    auto v = runVariance(o);
    auto s = runSaturation(o);
    REQUIRE((v.ok() && s.ok()));
    CHECK(r.value.dks[i] == sweep.dks[i]);
    for (int d = 0; d < 5; ++d) {
      CHECK(r.value.series[d].variance.value[i] == v.value.divisors[d].variance.value);
      CHECK(r.value.series[d].topWeight.value[i] == s.value.byDivisor[d].topWeight.value);
      CHECK(r.value.series[d].jacobianNorm.hi[i] == s.value.byDivisor[d].jacobianNorm.hi);
      CHECK(r.value.series[d].saturatedFraction.lo[i] == s.value.byDivisor[d].saturatedFraction.lo);
      CHECK(r.value.series[d].entropy.value[i] == s.value.byDivisor[d].entropy.value);
    }
  }
}

TEST_CASE("chi-square draws have mean dk and variance 2 dk") {
  for (int dk : {1, 2, 3, 64, 65536}) {
    std::vector<double> chi(40000);
    fillChiSquare(11, 0, dk, chi.size(), chi.data());
    const Moments m = momentsOf(chi.data(), chi.size());
    INFO("dk " << dk);
    CHECK(withinSe(m.mean(), dk, meanEstimate(m).se));
    CHECK(withinSe(m.variance(), 2.0 * dk, varianceEstimate(m).se));
    for (double x : chi) REQUIRE(x > 0);
  }
}

TEST_CASE("exact and brute-force samplers agree in distribution (two-sample KS)") {
  for (int dk : {1, 5, 64, 300}) {
    for (Distribution dist : {Distribution::normal, Distribution::correlated}) {
      Options o = defaults();
      o.dk = dk;
      o.dist = dist;
      o.pairs = 4000;
      o.trials = 1500;
      INFO("dk " << dk << ", " << name(dist));
      const auto agreement = sqrtdk::test::exactAgainstBrute(o, 21, 0);
      CHECK(agreement.scores > 1e-3);
      CHECK(agreement.topWeights > 1e-3);
    }
  }
}

TEST_CASE("scaled top weight stays near 0.36 from small to huge dk (exact sampler)") {
  // With /sqrt(dk) the scores are N(0, |q|^2/dk) with |q|^2/dk -> 1, so the
  // scaled statistics converge; raw saturation keeps growing with dk.
  SweepOptions sweep;
  sweep.base = defaults();
  sweep.base.sampler = Sampler::exact;
  sweep.dks = {256, 4096, 65536};
  auto r = runSweep(sweep);
  REQUIRE(r.ok());
  const auto& raw = r.value.series[0];
  const auto& scaled = r.value.series[1];
  for (size_t i = 0; i < 3; ++i) {
    CHECK(scaled.variance.lo[i] < 1.0);
    CHECK(scaled.variance.hi[i] > 1.0);
    CHECK(scaled.topWeight.value[i] == Approx(0.364).margin(0.01));
  }
  CHECK(raw.saturatedFraction.value[0] < raw.saturatedFraction.value[1]);
  CHECK(raw.saturatedFraction.value[1] < raw.saturatedFraction.value[2]);
}

TEST_CASE("logSpacedDks spans the range in increasing integers") {
  const auto dks = logSpacedDks(1, 65536, 64);
  REQUIRE(dks.size() >= 50);
  CHECK(dks.front() == 1);
  CHECK(dks.back() == 65536);
  for (size_t i = 1; i < dks.size(); ++i) CHECK(dks[i] > dks[i - 1]);
  CHECK(logSpacedDks(1, 4096, 13) ==
        std::vector<int>{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096});
  CHECK(logSpacedDks(0, 10, 3).empty());
}

TEST_CASE("build info reports the instruction set of this build") {
  const BuildInfo info = buildInfo();
  CHECK(info.version == "0.1.0");
#ifdef __wasm_simd128__
  CHECK(info.simd);
#else
  CHECK_FALSE(info.simd);
#endif
}
