// The experiments without validation, shared by runVariance/runSaturation,
// the sweep and the reference experiment. Internal to the core: callers must
// have validated the options.
#pragma once

#include "core/experiments.hpp"

namespace sqrtdk {

// keepSamples = false skips the per-sample vectors (the sweep needs only the
// summaries).
VarianceResult computeVariance(const Options& options, bool keepSamples);
SaturationResult computeSaturation(const Options& options, bool keepSamples);

}  // namespace sqrtdk
