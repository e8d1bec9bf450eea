// Split runs (split_runs.hpp): the per-sample values of ranges of pairs or
// trials, put back together in order, give the very bits of a whole run for
// 1, 2 or 3 parts; bad ranges and arrays get messages naming them.
#include "core/split_runs.hpp"

#include <catch2/catch.hpp>
#include <cstring>

using namespace sqrtdk;

namespace {

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

bool sameBits(const Estimate& a, const Estimate& b) {
  return sameBits(a.value, b.value) && sameBits(a.se, b.se) && sameBits(a.lo, b.lo) &&
         sameBits(a.hi, b.hi);
}

bool sameBits(const VarianceResult& a, const VarianceResult& b) {
  bool same = sameBits(a.mean, b.mean) && sameBits(a.variance, b.variance) &&
              sameBits(a.std, b.std) && a.scores == b.scores;
  for (size_t d = 0; d < a.divisors.size(); ++d)
    same = same && sameBits(a.divisors[d].variance, b.divisors[d].variance);
  return same;
}

bool sameBits(const SaturationResult& a, const SaturationResult& b) {
  bool same = true;
  for (size_t d = 0; d < a.byDivisor.size(); ++d) {
    const SaturationSummary &x = a.byDivisor[d], &y = b.byDivisor[d];
    same = same && sameBits(x.topWeight, y.topWeight) &&
           sameBits(x.saturatedFraction, y.saturatedFraction) &&
           sameBits(x.jacobianNorm, y.jacobianNorm) && sameBits(x.entropy, y.entropy) &&
           x.topWeights == y.topWeights;
  }
  return same;
}

// Range starts for `parts` nearly equal parts of n samples, at multiples of 16.
std::vector<int> partStarts(int n, int parts) {
  std::vector<int> starts;
  for (int p = 0; p < parts; ++p)
    starts.push_back(n * p / parts / kSplitAlignment * kSplitAlignment);
  starts.push_back(n);
  return starts;
}

}  // namespace

TEST_CASE("split runs give the bits of a whole run for 1, 2 and 3 parts") {
  Options o = defaults();
  o.pairs = 1000;
  o.trials = 203;  // a partial group of four at the end
  o.dk = 100;
  const Sampler sampler = GENERATE(Sampler::brute, Sampler::exact);
  const Distribution dist =
      GENERATE(Distribution::normal, Distribution::correlated, Distribution::rademacher);
  o.sampler = sampler;
  o.dist = dist;
  INFO(name(sampler) << " sampler, " << name(dist) << " entries");
  const auto whole = runVariance(o);
  const auto wholeSat = runSaturation(o);
  REQUIRE((whole.ok() && wholeSat.ok()));
  for (int parts : {1, 2, 3}) {
    INFO(parts << " parts");
    std::vector<double> scores, stats;
    const std::vector<int> pairStarts = partStarts(o.pairs, parts);
    const std::vector<int> trialStarts = partStarts(o.trials, parts);
    for (int p = 0; p < parts; ++p) {
      auto part = runVarianceScores(o, pairStarts[p], pairStarts[p + 1] - pairStarts[p]);
      auto partSat =
          runSaturationTrialStats(o, trialStarts[p], trialStarts[p + 1] - trialStarts[p]);
      REQUIRE((part.ok() && partSat.ok()));
      scores.insert(scores.end(), part.value.begin(), part.value.end());
      stats.insert(stats.end(), partSat.value.begin(), partSat.value.end());
    }
    const auto merged = runVarianceFromScores(o, scores);
    const auto mergedSat = runSaturationFromTrialStats(o, stats);
    REQUIRE((merged.ok() && mergedSat.ok()));
    CHECK(sameBits(merged.value, whole.value));
    CHECK(sameBits(mergedSat.value, wholeSat.value));
  }
}

TEST_CASE("split runs reject bad ranges and arrays with a message naming them") {
  Options o = defaults();
  o.pairs = 1000;
  CHECK(runVarianceScores(o, 5, 10).message() == "first must be a multiple of 16 (got 5)");
  CHECK(runVarianceScores(o, 1000, 10).message() ==
        "first must be an integer in [0, 999] (got 1000)");
  CHECK(runVarianceScores(o, 992, 9).message() == "count must be an integer in [1, 8] (got 9)");
  CHECK(runVarianceScores(o, 0, 0.5).message() ==
        "count must be an integer in [1, 1000] (got 0.5)");
  o.dk = 0;
  CHECK(runVarianceScores(o, 0, 10).message() == "dk must be an integer in [1, 65536] (got 0)");
  o.dk = 64;
  CHECK(runVarianceFromScores(o, std::vector<double>(999)).message() ==
        "scores must hold 1000 values (one per pair) (got 999)");
  std::vector<double> scores(1000, 1.0);
  scores[7] = std::nan("");
  CHECK(runVarianceFromScores(o, scores).message() == "scores[7] must be finite (got nan)");
  o.trials = 10;
  CHECK(runSaturationFromTrialStats(o, std::vector<double>(10)).message() ==
        "stats must hold 150 values (3 per trial and divisor) (got 10)");
  CHECK(runSaturationTrialStats(o, 16, 1).message() ==
        "first must be an integer in [0, 9] (got 16)");
}

TEST_CASE("split runs refuse generator 'numpy', whose draws are one sequential stream") {
  Options o = defaults();
  o.generator = Generator::numpy;
  o.pairs = 100;
  o.trials = 100;
  const char* expected =
      "generator 'numpy' draws one sequential stream and cannot be split into ranges; run the "
      "whole experiment (or use generator 'counter')";
  CHECK(runVarianceScores(o, 0, 16).message() == expected);
  CHECK(runSaturationTrialStats(o, 0, 16).message() == expected);
  // The same options run whole.
  CHECK(runVariance(o).ok());
  CHECK(runSaturation(o).ok());
}
