// FlashAttention's online softmax for one query (Dao et al. 2022, arXiv
// 2205.14135, Algorithm 1): the keys are visited block by block, and only a
// running maximum m, a running sum l and a normalised running output O are
// kept. For block j with scaled scores s~ = scale * q.k (the scale is applied
// to each block's scores first, as Algorithm 2's tau = 1/sqrt(d) is):
//   m~ = max s~,  p~ = exp(s~ - m~),  l~ = sum p~
//   m' = max(m, m~),  l' = exp(m - m') l + exp(m~ - m') l~
//   O' = (l exp(m - m') O + exp(m~ - m') p~ V) / l'
// exp(m - m') is the factor that rescales what was accumulated when a block
// raises the maximum (1 when it does not). The result equals softmax(s~) V.
#pragma once

#include <vector>

#include "core/status.hpp"

namespace sqrtdk {

// One block's step of the recurrence.
struct OnlineSoftmaxBlock {
  int first = 0;  // index of the block's first key
  int count = 0;
  double blockMax = 0;   // m~
  double maxBefore = 0;  // m (-inf before the first block)
  double maxAfter = 0;   // m'
  double rescale = 1;    // exp(m - m'), applied to the earlier l and O
  double blockSum = 0;   // l~ (relative to m~)
  double sumAfter = 0;   // l' (relative to m')
};

struct OnlineSoftmaxTrace {
  std::vector<double> scaledScores;  // scale * raw, as each block computed them
  std::vector<OnlineSoftmaxBlock> blocks;
  std::vector<double> weights;  // exp(s~_j - m_final) / l_final
  std::vector<double> output;   // O after the last block, dv entries
};

// The recurrence on raw scores q.k_j (n of them) and values (n x dv,
// row-major), `block` keys at a time. Errors: no scores, values of the wrong
// length, block < 1, a non-finite score or scale.
Result<OnlineSoftmaxTrace> onlineSoftmax(const std::vector<double>& rawScores,
                                         const std::vector<double>& values, int dv, int block,
                                         double scale);

// One query, random keys and values (standard normal entries), optionally a
// last key that points along the query so that its scaled score is `spike`:
// the adversarial case, a large score arriving in the last block.
struct OnlineSoftmaxOptions {
  double dk = 64;    // 1..65536
  double keys = 32;  // 1..4096
  double block = 8;  // 1..4096
  double dv = 4;     // value width, 1..64
  double seed = 1;   // uint32
  double spike = 3;  // [0, 50]; 0 leaves the last key random
};

struct OnlineSoftmaxResult {
  int dk = 0;
  int keys = 0;
  int block = 0;
  int dv = 0;
  double scale = 0;  // 1 / sqrt(d_k)
  double spike = 0;
  std::vector<double> rawScores;  // q.k_j
  OnlineSoftmaxTrace online;
  std::vector<double> fullWeights;  // softmax(scale * raw), in one pass
  std::vector<double> fullOutput;   // fullWeights V
  double maxWeightDiff = 0;         // max_j |online - full|
  // max_j |online - full| / ulp(full_j): the difference in units in the
  // last place of each weight.
  double maxWeightUlps = 0;
  double maxOutputDiff = 0;  // max |O_online - O_full|
};

Result<OnlineSoftmaxResult> onlineSoftmaxExperiment(const OnlineSoftmaxOptions& options);

// |a - b| in units of the spacing of doubles at b.
double ulpDistance(double a, double b);

}  // namespace sqrtdk
