#include "core/train_task.hpp"

#include <cmath>

#include "core/kernels.hpp"
#include "core/limits.hpp"
#include "core/rng.hpp"
#include "core/train_options.hpp"

namespace sqrtdk {
namespace {

// Vector `sub` of a stream, `count` standard normals, into `out`.
void normalsInto(StreamKey key, uint32_t sub, int count, std::vector<float>& scratch, float* out) {
  scratch.resize(paddedLength(static_cast<size_t>(count)));
  fillVectorNormals(key, sub, static_cast<size_t>(count), scratch.data());
  std::copy(scratch.begin(), scratch.begin() + count, out);
}

RowMatrix<float> initialMatrix(const TaskShape& shape, uint32_t seed, Purpose purpose) {
  RowMatrix<float> w(shape.dmodel, shape.dk);
  const StreamKey key = streamKey(seed, purpose, 0);
  std::vector<float> scratch;
  for (int a = 0; a < shape.dmodel; ++a)
    normalsInto(key, static_cast<uint32_t>(a), shape.dk, scratch, w.row(a).data());
  w *= static_cast<float>(1.0 / std::sqrt(static_cast<double>(shape.dmodel)));
  return w;
}

}  // namespace

TaskBatch makeTaskBatch(const TaskShape& shape, uint32_t seed, uint32_t step) {
  const int n = shape.tokens;
  TaskBatch batch;
  batch.tokens.resize(static_cast<Eigen::Index>(shape.batch) * n, shape.dmodel);
  batch.queries.resize(shape.batch, shape.dmodel);
  batch.values.resize(static_cast<Eigen::Index>(shape.batch) * n, kValueWidth);
  batch.target.resize(static_cast<size_t>(shape.batch));
  const StreamKey targetKey = streamKey(seed, Purpose::trainTarget, step);
  const float noise = static_cast<float>(shape.queryNoise);
  const float norm = static_cast<float>(1.0 / std::sqrt(1.0 + shape.queryNoise * shape.queryNoise));
  std::vector<float> scratch;
  std::vector<float> e(static_cast<size_t>(shape.dmodel));
  for (int b = 0; b < shape.batch; ++b) {
    const uint32_t stream = step * static_cast<uint32_t>(limits::kMaxTrainBatch) + b;
    const StreamKey tokenKey = streamKey(seed, Purpose::trainTokens, stream);
    const StreamKey valueKey = streamKey(seed, Purpose::trainValues, stream);
    for (int i = 0; i < n; ++i) {
      const Eigen::Index row = static_cast<Eigen::Index>(b) * n + i;
      normalsInto(tokenKey, i, shape.dmodel, scratch, batch.tokens.row(row).data());
      normalsInto(valueKey, i, kValueWidth, scratch, batch.values.row(row).data());
    }
    // Multiply-shift keeps the index uniform up to 2^-32 * n.
    const uint64_t bits = randomBits(targetKey, static_cast<uint32_t>(b));
    const int t = static_cast<int>((bits * static_cast<uint64_t>(n)) >> 32);
    batch.target[static_cast<size_t>(b)] = t;
    normalsInto(tokenKey, static_cast<uint32_t>(n), shape.dmodel, scratch, e.data());
    const float* xt = batch.tokens.row(static_cast<Eigen::Index>(b) * n + t).data();
    float* xq = batch.queries.row(b).data();
    for (int a = 0; a < shape.dmodel; ++a) xq[a] = (xt[a] + noise * e[a]) * norm;
  }
  return batch;
}

AttentionWeights<float> initialWeights(const TaskShape& shape, uint32_t seed) {
  return {initialMatrix(shape, seed, Purpose::trainWeightQ),
          initialMatrix(shape, seed, Purpose::trainWeightK)};
}

}  // namespace sqrtdk
