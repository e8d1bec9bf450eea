// Softmax, its Jacobian and the per-trial statistics the saturation
// experiment needs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/status.hpp"

namespace sqrtdk {

// Result of softmax() on a user-supplied score vector (mirrors wasm/api.ts).
struct SoftmaxResult {
  std::vector<double> weights;
  std::vector<double> jacobian;  // n x n row-major: J[i*n+j] = p_i (delta_ij - p_j)
  double maxJacobianEntry = 0;   // largest |J_ij|
  int maxEntryRow = 0;
  int maxEntryCol = 0;
  double entropy = 0;  // nats
};

// Numerically stable softmax of arbitrary scores: subtracts the maximum, so
// huge and tiny scores work; +inf entries share all the weight equally; -inf
// entries get weight 0. Errors: empty input, more than 4096 scores, any NaN,
// all scores -inf.
Result<SoftmaxResult> softmax(const std::vector<double>& scores);

// The weights only, with the same rules (no allocation of the Jacobian).
Status softmaxWeights(const double* scores, size_t n, double* weights);

// Entropy -sum p ln p in nats (0 ln 0 = 0).
double entropyOf(const double* p, size_t n);

// Frobenius norm of the softmax Jacobian from the weights alone, O(n):
// ||J||_F^2 = sum p_i^2 - 2 sum p_i^3 + (sum p_i^2)^2.
double jacobianFrobeniusNorm(const double* p, size_t n);

// Per-trial summary of softmax(scores / divisor) for finite scores: the
// largest weight, the Jacobian norm and the entropy. Hot loop of the
// saturation experiment (noinline; `work` holds n rounded up to a multiple of
// 4 doubles).
struct TrialStats {
  double topWeight = 0;
  double jacobianNorm = 0;
  double entropy = 0;
};
TrialStats softmaxTrialStats(const double* scores, size_t n, double divisor, double* work);

// softmaxTrialStats for four consecutive rows of `n` scores (row-major, so
// scores[r * n + j]), one row per SIMD lane; out[r] for row r.
void softmaxTrialStats4(const double* scores, size_t n, double divisor, TrialStats* out);

// softmaxTrialStats4 in two steps, so that several divisors share the first:
// prepareTrialGroup4 finds each row's first maximum (top[r]) and writes the
// differences s - max column by column (diffs[4 j + r], 4 n doubles);
// softmaxTrialStats4Prepared then gives the same bits as softmaxTrialStats4.
void prepareTrialGroup4(const double* scores, size_t n, double* diffs, int64_t* top);
void softmaxTrialStats4Prepared(const double* diffs, const int64_t* top, size_t n, double divisor,
                                TrialStats* out);

}  // namespace sqrtdk
