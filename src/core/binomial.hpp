// Exact Binomial(n, 1/2) draws from the counter-based source, for the exact
// sampler of Rademacher entries.
//
// With +-1 entries every product q_i k_i is itself +-1 with probability 1/2,
// independently of q (k_i is a fair sign whatever q_i is), so a score q.k is
// 2 Binomial(dk, 1/2) - dk, and the scores of one trial are independent of
// each other and of the query. Drawing the binomial directly costs the same
// at every dk:
//   n <= 64:  the popcount of n random bits (at most two words);
//   n  > 64:  Hormann's BTRD, transformed rejection with decomposition
//             (W. Hormann, "The generation of binomial random variates",
//             J. Statist. Comput. Simul. 46 (1993) 101-110), 1.13 to 1.29
//             attempts per draw on average (measured from n 65536 to 65).
//
// Random words: attempt r (0 .. 254) of sample i reads words 4i .. 4i+3 of
// stream (sequence * 256 + r) of `purpose` (rng.hpp); each uniform is made of
// two words (52 bits). Sample i is therefore a pure function of (seed,
// purpose, sequence, i) and does not depend on how many samples are drawn.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/rng.hpp"

namespace sqrtdk {

// Where one sequence of binomial draws comes from (variance: sequence 0;
// saturation: sequence = key, sample index = trial).
struct BinomialSource {
  uint32_t seed = 0;
  Purpose purpose = Purpose::test;
  uint32_t sequence = 0;
};

// Binomial(n, 1/2) for one n, with BTRD's set-up done once.
class HalfBinomialSampler {
 public:
  explicit HalfBinomialSampler(int n);  // n in [1, 65536]
  // Sample `index` of the source.
  int draw(const BinomialSource& source, uint32_t index) const;
  // Above this n the popcount path would read more than two words, so BTRD
  // takes over (BTRD itself needs n p >= 10).
  static constexpr int kPopcountMaxN = 64;

  // ln(f(k) / f(m)) of the Binomial(n, 1/2) probabilities f at k and at the
  // mode m, as BTRD's final test computes it, and the squeeze bounds
  // lo <= ln(f(k) / f(m)) <= hi it tries first (|k - m| > 15). For tests.
  struct Squeeze {
    double lo;
    double hi;
  };
  Squeeze squeeze(int k) const;
  double logRatioToMode(int k) const;

 private:
  // One BTRD attempt from the uniforms v, u (in (0, 1)): the draw, or -1 when
  // rejected.
  int attempt(double v, double u) const;

  int n_;
  // BTRD constants, named as in the paper.
  double m_, r_, nr_, npq_, b_, a_, c_, alpha_, vr_, urvr_, h_;
};

// out[i] = 2 Binomial(dk, 1/2) - dk for samples first .. first + count - 1:
// the exact score of a pair of Rademacher vectors.
void fillRademacherScores(const BinomialSource& source, int dk, uint32_t first, size_t count,
                          double* out);

// Stirling's series remainder fc(k) = ln k! - [(k + 1/2) ln(k + 1) - (k + 1)
// + ln(2 pi) / 2], used by BTRD's final acceptance test (exposed for tests).
double stirlingCorrection(int k);

}  // namespace sqrtdk
