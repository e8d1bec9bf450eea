// int8 key cache (kv_quant.hpp): dequantizing keeps the float scores within the
// rounding bound; the scale left out or applied twice, or a clipped range,
// moves the scores the softmax sees.
#include "core/kv_quant.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "core/kernels.hpp"
#include "core/rng.hpp"
#include "test_support.hpp"

using namespace sqrtdk;
using sqrtdk::test::withinSe;

namespace {

const KvMethodRow& row(const KvCacheResult& cache, const std::string& method) {
  for (const auto& r : cache.rows)
    if (method == r.method) return r;
  FAIL("no method " << method);
  return cache.rows.front();
}

}  // namespace

// The bound: with s = max |k| / 127 no entry is clipped, and rounding moves
// each entry by at most s / 2, so |q.k - q.(s k_q)| = |sum q_c (k_c - s k_qc)|
// <= sum |q_c| s / 2 (triangle inequality). Floating point adds a few ulps
// of sum |q_c k_c|, the slack below.
TEST_CASE("int8 dequantized score equals the float score within the rounding bound", "[kvquant]") {
  const size_t dk = 64;
  for (uint32_t pair = 0; pair < 300; ++pair) {
    const auto q = sqrtdk::test::normalDraws(streamKey(5, Purpose::test, 2 * pair), dk);
    auto k = sqrtdk::test::normalDraws(streamKey(5, Purpose::test, 2 * pair + 1), dk);
    if (pair % 3 == 0) k[pair % dk] *= 20;  // an outlier sets the scale
    const double s = int8Scale(k.data(), dk);
    std::vector<int8_t> kq(dk);
    REQUIRE(quantizeInt8(k.data(), dk, s, kq.data()) == 0);
    double exact = 0, dequant = 0, bound = 0, magnitude = 0;
    for (size_t c = 0; c < dk; ++c) {
      exact += q[c] * k[c];
      dequant += q[c] * (s * kq[c]);
      bound += std::abs(q[c]) * s / 2;
      magnitude += std::abs(q[c] * k[c]);
    }
    INFO("pair " << pair);
    CHECK(std::abs(exact - dequant) <= bound + 1e-13 * magnitude);
  }
}

TEST_CASE("int8 quantization clips beyond +-127 steps and counts it", "[kvquant]") {
  const double x[4] = {1.0, -1.0, 0.5, 0.004};
  int8_t out[4];
  CHECK(quantizeInt8(x, 4, 1.0 / 254, out) == 2);  // +-254 steps
  CHECK(out[0] == 127);
  CHECK(out[1] == -127);
  CHECK(out[2] == 127);
  CHECK(out[3] == 1);
}

TEST_CASE("int8 cache: dequantize then divide keeps variance ~1; the mistakes do not",
          "[kvquant]") {
  KvQuantOptions o;
  o.trials = 1500;
  auto result = kvQuantExperiment(o);
  REQUIRE(result.ok());
  const auto& plain = result.value.plain;
  const auto& f = row(plain, "float");
  CHECK(withinSe(f.variance.value, 1.0, f.variance.se));
  for (const char* m : {"dequant_tensor", "dequant_channel"}) {
    const auto& r = row(plain, m);
    INFO(m);
    CHECK(withinSe(r.variance.value, 1.0, r.variance.se));
    CHECK(r.maxScoreError <= r.errorBound);
    CHECK(r.topWeightShift.value < 0.01);
  }
  // The scale left out: the integers are 1/s larger, so the variance is ~1/s^2.
  const double s = plain.meanScale;
  const auto& raw = row(plain, "raw_integers");
  CHECK(raw.variance.value > 0.5 / (s * s));
  CHECK(raw.topWeight.value > 0.9);
  CHECK(raw.topWeight.value > f.topWeight.value + 0.5);
  // Applied twice: s times smaller than the float scores, a nearly flat softmax.
  const auto& twice = row(plain, "scale_twice");
  CHECK(twice.variance.value < 2 * s * s);
  CHECK(twice.topWeight.value < 1.2 / o.keys);
  for (const auto& cache : {result.value.plain, result.value.outliers}) {
    for (const char* m : {"dequant_tensor", "dequant_channel"}) {
      const auto& r = row(cache, m);
      CHECK(r.clippedFraction == 0);
      CHECK(r.maxScoreError <= r.errorBound);
    }
  }
  // With outlier channels the clipped range cuts them: a share of entries is
  // clipped and the score variance falls below the float one.
  const auto& outliers = result.value.outliers;
  const auto& clipped = row(outliers, "clipped");
  CHECK(clipped.clippedFraction > 0);
  CHECK(clipped.variance.value < row(outliers, "float").variance.value);
  CHECK(std::isnan(clipped.errorBound));
}

TEST_CASE("int8 cache rejects bad options with a message", "[kvquant]") {
  KvQuantOptions o;
  o.clip = 0;
  CHECK(kvQuantExperiment(o).message().find("clip") != std::string::npos);
  o.clip = 0.5;
  o.outlierChannels = 65;
  CHECK(kvQuantExperiment(o).message().find("outlierChannels") != std::string::npos);
  o.outlierChannels = 1;
  o.trials = 100000;
  o.keys = 4096;
  CHECK(kvQuantExperiment(o).message().find("at most") != std::string::npos);
}
