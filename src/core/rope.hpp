// Rotary position embeddings (RoPE; Su et al., RoFormer, arXiv 2104.09864,
// eq. 14-15): entry pair i (0-based; the paper's i - 1) of a vector at
// position m is rotated by the angle m * theta_i with
//   theta_i = base^(-2 i / d_k),   base = 10,000 in the paper.
// The experiment rotates random queries and keys to positions offset apart and
// measures the raw score q.k at each offset: a rotation is orthogonal, so it
// keeps norms, and with independent entries the score is still a sum of d_k
// products with variance d_k at every offset. With correlated entries (rho)
// the mean score depends on the offset, and so does the variance.
#pragma once

#include <cstdint>
#include <vector>

#include "core/stats.hpp"
#include "core/status.hpp"

namespace sqrtdk {

// Numbers as they arrive from JS or the CLI; ropeExperiment checks them.
struct RopeOptions {
  double dk = 64;           // even, 2..4096
  double pairs = 3000;      // 1..200,000
  double seed = 1;          // uint32
  double rho = 0;           // correlation of query and key entries, [-1, 1]
  double base = 10000;      // finite, > 1
  double maxOffset = 4096;  // offsets 0, 1, 2, 4, ... up to this, 1..1,000,000
};

// The key sits at this position and the query at kRopeKeyPosition + offset,
// so that neither rotation is the identity; scores depend on the difference.
constexpr int kRopeKeyPosition = 100;

struct RopeOffsetRow {
  int offset = 0;
  Estimate mean;              // of the raw score
  Estimate variance;          // of the raw score (unbiased)
  Estimate scaledVariance;    // of score / sqrt(d_k)
  double theoryMean = 0;      // 2 rho sum_i cos(offset theta_i)
  double theoryVariance = 0;  // (1 - rho^2) d_k + 4 rho^2 sum_i cos^2(offset theta_i)
  double zScore = 0;          // (variance - theoryVariance) / variance.se
};

struct RopeResult {
  int dk = 0;
  int pairs = 0;
  double base = 0;
  double rho = 0;
  int keyPosition = kRopeKeyPosition;
  std::vector<RopeOffsetRow> rows;
  // Largest | |R x| - |x| | / |x| over every rotated query and key.
  double maxNormChange = 0;
  // Largest |(R_m q).(R_n k) - q.(R_{n-m} k)| / (|q| |k|): the score depends on
  // the positions only through their difference, to rounding.
  double maxRelativeGap = 0;
};

// The offsets of a run: 0, then powers of two below maxOffset, then maxOffset.
std::vector<int> ropeOffsets(int maxOffset);

// theta_i = base^(-2 i / dk) for i = 0 .. dk/2 - 1.
std::vector<double> ropeFrequencies(int dk, double base);

// Rotates x (2 * theta.size() entries) in place to `position`: pair
// (2i, 2i+1) by the angle position * theta[i].
void ropeRotate(double* x, const std::vector<double>& theta, double position);

Result<RopeResult> ropeExperiment(const RopeOptions& options);

}  // namespace sqrtdk
