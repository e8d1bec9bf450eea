// "Reproduce in Python": a short standalone NumPy script that runs the same
// experiment as the core with the same settings and prints its numbers as
// JSON with the field names of the core's results (plain numbers where the
// core gives an estimate with an interval).
//
// With generator 'numpy' the script draws the very arrays the core drew, so
// its numbers equal the core's (to about 12 significant digits: the core's
// softmax uses a polynomial e^x good to 2e-13, and sums the variance with
// shifted moments). With the counter-based source, which NumPy does not
// have, the script runs the same experiment on default_rng(seed) and agrees
// within Monte Carlo error; its header says which.
#pragma once

#include <string>
#include <vector>

#include "core/options.hpp"
#include "core/status.hpp"

namespace sqrtdk {

enum class ScriptExperiment { variance, saturation, sweep, table };

// `dks` are the sweep's d_k values (ignored by the others). Validates the
// options as the experiment would; the script's header gives the sqrtdk
// command line of the same run.
Result<std::string> numpyScript(ScriptExperiment experiment, const Options& options,
                                const std::vector<int>& dks = {});

}  // namespace sqrtdk
