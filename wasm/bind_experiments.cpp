// Embind bindings of the experiments: variance, saturation and sweep.
// Each takes a plain JS options object and returns either the result (arrays
// as copied typed arrays) or {error: message}; nothing throws or aborts.
#include <emscripten/bind.h>

#include "core/experiments.hpp"
#include "core/limits.hpp"
#include "js_fields.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {
namespace {

// Reads and checks the options, runs `experiment`, converts the result with
// toJs() (field names from core/result_fields.hpp).
template <class Run>
val runWithOptions(const val& jsOptions, Run experiment) {
  const Result<LooseOptions> loose = readLooseOptions(jsOptions);
  if (!loose.ok()) return errorObject(loose.message());
  const Result<Options> options = toOptions(loose.value);
  if (!options.ok()) return errorObject(options.message());
  const auto result = experiment(options.value);
  if (!result.ok()) return errorObject(result.message());
  return toJs(result.value);
}

val variance(val jsOptions) { return runWithOptions(jsOptions, runVariance); }

val saturation(val jsOptions) { return runWithOptions(jsOptions, runSaturation); }

val sweep(val jsOptions) {
  const Result<LooseOptions> loose = readLooseOptions(jsOptions);
  if (!loose.ok()) return errorObject(loose.message());
  const Result<std::vector<double>> dks =
      readNumberArray(jsOptions["dks"], "dks", limits::kMaxSweepPoints);
  if (!dks.ok()) return errorObject(dks.message());
  const Result<SweepOptions> options = toSweepOptions(loose.value, dks.value);
  if (!options.ok()) return errorObject(options.message());
  const Result<SweepResult> result = runSweep(options.value);
  if (!result.ok()) return errorObject(result.message());
  return toJs(result.value);
}

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_experiments) {
  emscripten::function("variance", &sqrtdk::wasm::variance);
  emscripten::function("saturation", &sqrtdk::wasm::saturation);
  emscripten::function("sweep", &sqrtdk::wasm::sweep);
}
