// Bad input never crashes or clamps: each gets a message naming the parameter
// and its allowed range.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "core/experiments.hpp"
#include "core/limits.hpp"
#include "core/options.hpp"
#include "test_support.hpp"

using namespace sqrtdk;
using sqrtdk::test::kInf;
using sqrtdk::test::kNaN;

namespace {

std::string looseError(void (*edit)(LooseOptions&)) {
  LooseOptions loose = looseDefaults();
  edit(loose);
  auto result = toOptions(loose);
  return result.ok() ? "" : result.message();
}

}  // namespace

TEST_CASE("defaults match wasm/api.ts and are valid") {
  const Options o = defaults();
  CHECK(o.dk == 64);
  CHECK(o.pairs == 20000);
  CHECK(o.trials == 4000);
  CHECK(o.keys == 8);
  CHECK(o.seed == 1u);
  CHECK(o.dist == Distribution::normal);
  CHECK(o.rho == 0.5);
  CHECK(o.heads == 8);
  CHECK(o.customDivisor == 1.0);
  CHECK(o.sampler == Sampler::brute);
  CHECK(o.threshold == 0.99);
  CHECK(validateVariance(o).ok);
  CHECK(validateSaturation(o).ok);
  auto fromLoose = toOptions(looseDefaults());
  REQUIRE(fromLoose.ok());
  CHECK(fromLoose.value.dk == 64);
}

TEST_CASE("names round-trip and unknown names list the allowed ones") {
  for (auto d : {Distribution::normal, Distribution::rademacher, Distribution::uniform,
                 Distribution::correlated})
    CHECK(parseDistribution(name(d)).value == d);
  for (auto s : {Sampler::brute, Sampler::exact}) CHECK(parseSampler(name(s)).value == s);
  for (auto k : kAllDivisors) CHECK(parseDivisorKind(name(k)).value == k);
  CHECK(parseDistribution("gauss").message() ==
        "dist must be one of normal, rademacher, uniform, correlated (got 'gauss')");
  CHECK(parseSampler("").message() == "sampler must be one of brute, exact (got '')");
  CHECK(parseDivisorKind("sqrt").message() ==
        "divisor must be one of none, sqrt_dk, dk, sqrt_dmodel, custom (got 'sqrt')");
}

TEST_CASE("dk outside [1, 65536], fractional, NaN or infinite") {
  CHECK(looseError([](LooseOptions& o) { o.dk = 0; }) ==
        "dk must be an integer in [1, 65536] (got 0)");
  CHECK(looseError([](LooseOptions& o) { o.dk = 65537; }) ==
        "dk must be an integer in [1, 65536] (got 65537)");
  CHECK(looseError([](LooseOptions& o) { o.dk = 2.5; }) ==
        "dk must be an integer in [1, 65536] (got 2.5)");
  CHECK(looseError([](LooseOptions& o) { o.dk = kNaN; }) ==
        "dk must be an integer in [1, 65536] (got nan)");
  CHECK(looseError([](LooseOptions& o) { o.dk = -kInf; }) ==
        "dk must be an integer in [1, 65536] (got -inf)");
  Options o = defaults();
  o.dk = 0;
  CHECK(runVariance(o).message() == "dk must be an integer in [1, 65536] (got 0)");
  CHECK(runSaturation(o).message() == "dk must be an integer in [1, 65536] (got 0)");
}

TEST_CASE("sample counts: zero, negative, fractional, absurd") {
  CHECK(looseError([](LooseOptions& o) { o.pairs = 0; }) ==
        "pairs must be an integer in [1, 2000000] (got 0)");
  CHECK(looseError([](LooseOptions& o) { o.pairs = -5; }) ==
        "pairs must be an integer in [1, 2000000] (got -5)");
  CHECK(looseError([](LooseOptions& o) { o.pairs = 1e12; }) ==
        "pairs must be an integer in [1, 2000000] (got 1000000000000)");
  CHECK(looseError([](LooseOptions& o) { o.trials = 0.5; }) ==
        "trials must be an integer in [1, 1000000] (got 0.5)");
  CHECK(looseError([](LooseOptions& o) { o.keys = 1; }) ==
        "keys must be an integer in [2, 4096] (got 1)");
  CHECK(looseError([](LooseOptions& o) { o.heads = 0; }) ==
        "heads must be an integer in [1, 4096] (got 0)");
  Options o = defaults();
  o.trials = 1000000;
  o.keys = 4096;
  CHECK(runSaturation(o).message() == "trials * keys must be at most 16777216 (got 4096000000)");
}

TEST_CASE("the brute-force draw budget suggests the exact sampler") {
  Options o = defaults();
  o.dk = 65536;
  o.pairs = 20000;  // 2.6e9 draws
  const std::string message = runVariance(o).message();
  CHECK(message.find("sampler 'brute' would draw 2621440000") == 0);
  CHECK(message.find("use sampler 'exact'") != std::string::npos);
  o.sampler = Sampler::exact;
  CHECK(validateVariance(o).ok);
  SweepOptions sweep{defaults(), std::vector<int>(200, 4096)};
  CHECK_FALSE(validateSweep(sweep).ok);  // 200 x 36.8 M draws
}

TEST_CASE("the exact sampler has a budget too, so no call runs for minutes") {
  SweepOptions sweep{defaults(), std::vector<int>(256, 65536)};
  sweep.base.sampler = Sampler::exact;
  sweep.base.trials = 1000000;
  sweep.base.keys = 16;  // 256 x (40,000 + 17,000,000) draws
  CHECK(validateSweep(sweep).message.find("sampler 'exact' would make 4362240000") == 0);
  sweep.base.trials = 4000;
  sweep.base.keys = 8;
  CHECK(validateSweep(sweep).ok);
}

TEST_CASE("threshold outside (0, 1), |rho| > 1, bad divisor, bad seed") {
  CHECK(looseError([](LooseOptions& o) { o.threshold = 1; }) ==
        "threshold must be in the open interval (0, 1) (got 1)");
  CHECK(looseError([](LooseOptions& o) { o.threshold = 0; }) ==
        "threshold must be in the open interval (0, 1) (got 0)");
  CHECK(looseError([](LooseOptions& o) { o.threshold = kNaN; }) ==
        "threshold must be in the open interval (0, 1) (got nan)");
  CHECK(looseError([](LooseOptions& o) { o.rho = 1.0000001; }) ==
        "rho must be in [-1, 1] (got 1.0000001)");
  CHECK(looseError([](LooseOptions& o) { o.rho = -2; }) == "rho must be in [-1, 1] (got -2)");
  CHECK(looseError([](LooseOptions& o) { o.customDivisor = 0; }) ==
        "customDivisor must be finite and > 0 (got 0)");
  CHECK(looseError([](LooseOptions& o) { o.customDivisor = kInf; }) ==
        "customDivisor must be finite and > 0 (got inf)");
  CHECK(looseError([](LooseOptions& o) { o.seed = -1; }) ==
        "seed must be an integer in [0, 4294967295] (got -1)");
  CHECK(looseError([](LooseOptions& o) { o.seed = 4294967296.0; }) ==
        "seed must be an integer in [0, 4294967295] (got 4294967296)");
  CHECK(looseError([](LooseOptions& o) { o.seed = 4294967295.0; }).empty());
  CHECK(looseError([](LooseOptions& o) { o.rho = -1; }).empty());
}

TEST_CASE("unknown names and the exact sampler with non-Gaussian entries") {
  CHECK(looseError([](LooseOptions& o) { o.dist = "Normal"; }) ==
        "dist must be one of normal, rademacher, uniform, correlated (got 'Normal')");
  CHECK(looseError([](LooseOptions& o) { o.sampler = "fast"; }) ==
        "sampler must be one of brute, exact (got 'fast')");
  Options o = defaults();
  o.sampler = Sampler::exact;
  o.dist = Distribution::uniform;
  CHECK(runVariance(o).message() ==
        "sampler 'exact' needs dist normal, correlated or rademacher (got dist 'uniform'); use "
        "sampler 'brute' for uniform entries");
  o.dist = Distribution::rademacher;
  CHECK(runVariance(o).ok());
}

TEST_CASE("sweep: empty, too long, or with a bad dk") {
  LooseOptions loose = looseDefaults();
  CHECK(toSweepOptions(loose, {}).message() == "dks must hold between 1 and 256 values (got 0)");
  CHECK(toSweepOptions(loose, std::vector<double>(257, 4)).message() ==
        "dks must hold between 1 and 256 values (got 257)");
  CHECK(toSweepOptions(loose, {4, 64, 0.5}).message() ==
        "dks[2] must be an integer in [1, 65536] (got 0.5)");
  SweepOptions sweep{defaults(), {4, 70000}};
  CHECK(runSweep(sweep).message() == "dks[1] must be an integer in [1, 65536] (got 70000)");
  loose.dk = -1;  // ignored by a sweep
  CHECK(toSweepOptions(loose, {4}).ok());
}

TEST_CASE("every limit in limits.hpp is accepted at its edge") {
  Options o = defaults();
  o.dk = static_cast<int>(limits::kMaxDk);
  o.sampler = Sampler::exact;
  o.pairs = 10;
  o.trials = 10;
  o.keys = static_cast<int>(limits::kMaxKeys);
  CHECK(runVariance(o).ok());
  CHECK(runSaturation(o).ok());
  o.dk = 1;
  o.sampler = Sampler::brute;
  o.keys = 2;
  CHECK(runSaturation(o).ok());
}
