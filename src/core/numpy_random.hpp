// NumPy's default generator, bit for bit: numpy.random.default_rng(seed) is
// a PCG64 bit generator seeded through a SeedSequence, and its
// standard_normal() is a 256-layer ziggurat. With it the core reproduces, to
// the last digit, numbers made in Python (the published reference table was),
// and a "Reproduce in Python" script gets the very numbers of a run.
//
// Unlike the counter-based source (rng.hpp) this is a sequential stream: a
// draw depends on every draw before it, so entry j of vector i moves when d_k
// changes. The page keeps the counter-based source for its sliders and uses
// this one where matching NumPy is the point.
#pragma once

#include <cstdint>

namespace sqrtdk {

class NumpyGenerator {
 public:
  // default_rng(seed) for a seed in [0, 2^32): SeedSequence(seed) hashes the
  // seed into 128-bit state and increment words for PCG64.
  explicit NumpyGenerator(uint32_t seed);

  // Generator.bit_generator.random_raw(): one PCG64 step (128-bit LCG,
  // XSL-RR output).
  uint64_t nextUint64();
  // Generator.random(): 53 random bits in [0, 1).
  double nextDouble();
  // Generator.standard_normal() (NumPy's ziggurat, tables in
  // numpy_ziggurat_tables.inc).
  double standardNormal();

 private:
  // PCG64's 128-bit state and odd increment, as (high, low) 64-bit halves:
  // clang's wasm32 target and GCC both have unsigned __int128, but keeping
  // the halves explicit makes the multiply's cost and carries visible.
  uint64_t stateHi_ = 0, stateLo_ = 0, incHi_ = 0, incLo_ = 0;
  void step();
};

}  // namespace sqrtdk
