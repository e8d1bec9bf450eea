// The exact sampler's dk-independent random numbers, made once for a sweep.
#include "core/experiment_parts.hpp"
#include "core/kernels.hpp"
#include "core/rng.hpp"

namespace sqrtdk {

int64_t exactDrawFloats(const Options& o) {
  const int64_t pairs = paddedLength(static_cast<size_t>(o.pairs));
  const int64_t trials = paddedLength(static_cast<size_t>(o.trials));
  // Chi-square normals and uniforms, then the score normals.
  return 2 * pairs + 2 * trials + pairs + trials * o.keys;
}

ExactDraws makeExactDraws(const Options& o) {
  const size_t pairs = static_cast<size_t>(o.pairs), trials = static_cast<size_t>(o.trials);
  const size_t keys = static_cast<size_t>(o.keys);
  ExactDraws draws;
  // Tags and streams as in variance.cpp and saturation.cpp.
  draws.varianceChi = chiSquareFirstDraws(o.seed, 0, pairs);
  draws.saturationChi = chiSquareFirstDraws(o.seed, 1, trials);
  draws.varianceNormals.resize(paddedLength(pairs));
  fillNormals(streamKey(o.seed, Purpose::exactScoreNormal, 0), 0, pairs,
              draws.varianceNormals.data());
  const size_t stride = paddedLength(trials);
  draws.saturationNormals.resize(keys * stride);
  for (size_t j = 0; j < keys; ++j) {
    const StreamKey key =
        streamKey(o.seed, Purpose::exactSaturationScoreNormal, static_cast<uint32_t>(j));
    fillNormals(key, 0, trials, &draws.saturationNormals[j * stride]);
  }
  return draws;
}

}  // namespace sqrtdk
