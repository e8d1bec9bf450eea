// The retrieval task the attention model is trained on, and its initial
// weights. Every number is a pure function of (seed, step, example, token), so
// each divisor and each learning rate of a seed sees the same weights at step
// 0 and the same batches afterwards (common random numbers: differences
// between runs come from the divisor and the rate, not from luck).
//
// Example: n tokens with embeddings x_i ~ N(0, I_dmodel) and values
// y_i ~ N(0, I_m) (m = kValueWidth); a target index t uniform in [0, n); the
// query x_q = (x_t + noise * e) / sqrt(1 + noise^2), e ~ N(0, I), so its
// entries have unit variance like the tokens'. Initial W_Q, W_K have entries
// N(0, 1/dmodel), so q = x_q W_Q and k_i = x_i W_K start with unit-variance
// entries: the assumption of steps 1-3.
#pragma once

#include <Eigen/Dense>
#include <cstdint>
#include <vector>

namespace sqrtdk {

template <class T>
using RowMatrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

struct TaskShape {
  int dmodel = 64;
  int dk = 64;
  int tokens = 8;
  int batch = 64;
  double queryNoise = 0.5;
};

struct TaskBatch {
  RowMatrix<float> tokens;   // (batch * tokens) x dmodel; row b * tokens + i is x_i of example b
  RowMatrix<float> queries;  // batch x dmodel
  RowMatrix<float> values;   // (batch * tokens) x kValueWidth
  std::vector<int> target;   // batch entries in [0, tokens)
};

// The batch of optimiser step `step` (0 .. kMaxTrainSteps; stream = step * 1024 + example).
TaskBatch makeTaskBatch(const TaskShape& shape, uint32_t seed, uint32_t step);

template <class T>
struct AttentionWeights {
  RowMatrix<T> wq;  // dmodel x dk
  RowMatrix<T> wk;  // dmodel x dk
};

AttentionWeights<float> initialWeights(const TaskShape& shape, uint32_t seed);

}  // namespace sqrtdk
