// NumpyGenerator against draws made once by NumPy 1.24's default_rng
// (tests/numpy/make-expected-draws.py wrote the expected values).
#include "core/numpy_random.hpp"

#include <catch2/catch.hpp>
#include <cstdint>

namespace {
#include "numpy_expected_draws.inc"
}  // namespace

using sqrtdk::NumpyGenerator;

TEST_CASE("NumpyGenerator: raw PCG64 words equal NumPy's random_raw for every seed") {
  for (size_t s = 0; s < std::size(kExpectedSeeds); ++s) {
    NumpyGenerator gen(kExpectedSeeds[s]);
    int mismatches = 0;
    for (int i = 0; i < kExpectedCount; ++i) mismatches += gen.nextUint64() != kExpectedRaw[s][i];
    INFO("seed " << kExpectedSeeds[s]);
    CHECK(mismatches == 0);
  }
}

TEST_CASE("NumpyGenerator: doubles equal NumPy's random() bit for bit") {
  for (size_t s = 0; s < std::size(kExpectedSeeds); ++s) {
    NumpyGenerator gen(kExpectedSeeds[s]);
    int mismatches = 0;
    for (int i = 0; i < kExpectedCount; ++i)
      mismatches += gen.nextDouble() != kExpectedDoubles[s][i];
    INFO("seed " << kExpectedSeeds[s]);
    CHECK(mismatches == 0);
  }
}

TEST_CASE("NumpyGenerator: normals equal NumPy's standard_normal() bit for bit") {
  for (size_t s = 0; s < std::size(kExpectedSeeds); ++s) {
    NumpyGenerator gen(kExpectedSeeds[s]);
    int mismatches = 0;
    for (int i = 0; i < kExpectedCount; ++i)
      mismatches += gen.standardNormal() != kExpectedNormals[s][i];
    INFO("seed " << kExpectedSeeds[s]);
    CHECK(mismatches == 0);
  }
}

TEST_CASE("NumpyGenerator: a million normals of seed 0 match NumPy's, tail draws included") {
  // The tail method (|x| beyond the ziggurat's edge r) and the wedge
  // rejections run only a few hundred times in a million draws; a sum in draw
  // order equal to the last bit means every draw was the same.
  NumpyGenerator gen(0);
  double sum = 0, lo = 0, hi = 0;
  int beyondEdge = 0;
  for (int i = 0; i < kLongRunCount; ++i) {
    const double x = gen.standardNormal();
    sum += x;
    lo = std::min(lo, x);
    hi = std::max(hi, x);
    beyondEdge += std::abs(x) > 3.6541528853610088;
  }
  CHECK(beyondEdge == kLongRunBeyondTailEdge);
  CHECK(lo == kLongRunMin);
  CHECK(hi == kLongRunMax);
  CHECK(sum == kLongRunSum);
}
