// FlashAttention's online softmax (online_softmax.hpp) equals the full softmax
// to a few ulps, block by block, for random and adversarial scores.
#include "core/online_softmax.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "core/kernels.hpp"
#include "core/rng.hpp"
#include "core/softmax.hpp"
#include "test_support.hpp"

using namespace sqrtdk;

// Standard normals of the online-softmax tests' stream `stream`, times `scale`.
static std::vector<double> blockNormals(uint32_t stream, size_t n, double scale = 1) {
  return sqrtdk::test::normalDraws(streamKey(9, Purpose::test, stream), n, scale);
}

namespace {

// Weights within `ulps` units in the last place of the one-pass softmax, and
// the output within the same relative error of sum |p_j v_j|.
void checkAgainstFull(const std::vector<double>& raw, int block, double scale, double ulps) {
  const size_t n = raw.size();
  const int dv = 3;
  const auto values = blockNormals(1000, n * dv);
  auto online = onlineSoftmax(raw, values, dv, block, scale);
  REQUIRE(online.ok());
  std::vector<double> scaled(n), full(n);
  for (size_t j = 0; j < n; ++j) scaled[j] = scale * raw[j];
  REQUIRE(softmaxWeights(scaled.data(), n, full.data()).ok);
  for (size_t j = 0; j < n; ++j) {
    INFO("block " << block << " key " << j << " online " << online.value.weights[j] << " full "
                  << full[j]);
    CHECK(ulpDistance(online.value.weights[j], full[j]) <= ulps);
  }
  for (int c = 0; c < dv; ++c) {
    double out = 0, magnitude = 0;
    for (size_t j = 0; j < n; ++j) {
      out += full[j] * values[j * dv + c];
      magnitude += std::abs(full[j] * values[j * dv + c]);
    }
    CHECK(std::abs(online.value.output[static_cast<size_t>(c)] - out) <=
          ulps * std::numeric_limits<double>::epsilon() * magnitude);
  }
}

}  // namespace

TEST_CASE("online softmax equals the full softmax for random scores", "[online]") {
  for (int block : {1, 3, 8, 64, 200}) {
    checkAgainstFull(blockNormals(1, 200, 8.0), block, 1.0 / 8.0, 8);
  }
}

TEST_CASE("online softmax: a large score arriving in the last block", "[online]") {
  auto raw = blockNormals(2, 96, 8.0);
  raw.back() = 400.0;  // scaled 50: every earlier block is rescaled by ~e^-48
  checkAgainstFull(raw, 8, 1.0 / 8.0, 8);
  raw.back() = 8000.0;  // scaled 1000: exp(1000) overflows without the max
  checkAgainstFull(raw, 8, 1.0 / 8.0, 8);
  auto online = onlineSoftmax(raw, std::vector<double>(96, 1.0), 1, 8, 1.0 / 8.0);
  REQUIRE(online.ok());
  const auto& last = online.value.blocks.back();
  CHECK(last.maxAfter == 1000.0);
  CHECK(last.rescale < 1e-300);
  CHECK(online.value.output[0] == Approx(1.0));
}

TEST_CASE("online softmax: the running max and the rescale factor per block", "[online]") {
  const std::vector<double> raw = {8, 0, 16, 8, -8, 24};  // scaled by 1/8: 1 0 2 1 -1 3
  auto r = onlineSoftmax(raw, std::vector<double>(6, 0.0), 1, 2, 0.125);
  REQUIRE(r.ok());
  const auto& b = r.value.blocks;
  REQUIRE(b.size() == 3);
  CHECK(b[0].blockMax == 1.0);
  CHECK(b[1].maxBefore == 1.0);
  CHECK(b[1].maxAfter == 2.0);
  CHECK(b[1].rescale == Approx(std::exp(-1.0)));
  CHECK(b[2].maxAfter == 3.0);
  CHECK(b[2].rescale == Approx(std::exp(-1.0)));
  // The scale is applied before the maximum: the block max is a scaled score.
  CHECK(r.value.scaledScores[5] == 3.0);
  const double total =
      std::exp(-2.0) + std::exp(-3.0) + std::exp(-1.0) + std::exp(-2.0) + std::exp(-4.0) + 1.0;
  CHECK(b[2].sumAfter == Approx(total));
}

TEST_CASE("online softmax experiment: spike in the last block, differences at rounding",
          "[online]") {
  OnlineSoftmaxOptions o;
  auto r = onlineSoftmaxExperiment(o);
  REQUIRE(r.ok());
  CHECK(r.value.online.scaledScores.back() == Approx(o.spike).epsilon(1e-5));
  CHECK(r.value.online.blocks.back().rescale < 1.0);
  CHECK(r.value.maxWeightUlps <= 8);
  CHECK(r.value.maxWeightDiff <= 1e-15);
  CHECK(r.value.maxOutputDiff <= 1e-14);
}

TEST_CASE("online softmax rejects bad input with a message", "[online]") {
  CHECK(!onlineSoftmax({}, {}, 1, 1, 1).ok());
  CHECK(!onlineSoftmax({1, std::nan("")}, {0, 0}, 1, 1, 1).ok());
  CHECK(!onlineSoftmax({1, 2}, {0}, 1, 1, 1).ok());
  OnlineSoftmaxOptions o;
  o.block = 0;
  CHECK(onlineSoftmaxExperiment(o).message().find("block") != std::string::npos);
  o.block = 8;
  o.spike = 51;
  CHECK(onlineSoftmaxExperiment(o).message().find("spike") != std::string::npos);
}
