// Embind bindings of the experiments: variance, saturation and sweep.
// Each takes a plain JS options object and returns either the result (arrays
// as copied typed arrays) or {error: message}; nothing throws or aborts.
#include <emscripten/bind.h>

#include "core/experiments.hpp"
#include "core/limits.hpp"
#include "core/split_runs.hpp"
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

// Split runs for the page's worker pool (core/split_runs.hpp): the values of
// a range of samples, and the result from all of them.
Result<double> readNumber(const val& value, const char* param) {
  if (!value.isNumber())
    return Result<double>::failure(std::string(param) + " must be a number (got " +
                                   value.typeOf().as<std::string>() + ")");
  return Result<double>::success(value.as<double>());
}

template <class Run>
val runPart(const val& jsOptions, const val& first, const val& count, Run part) {
  const Result<LooseOptions> loose = readLooseOptions(jsOptions);
  if (!loose.ok()) return errorObject(loose.message());
  const Result<Options> options = toOptions(loose.value);
  if (!options.ok()) return errorObject(options.message());
  const Result<double> from = readNumber(first, "first"), n = readNumber(count, "count");
  if (!from.ok() || !n.ok()) return errorObject(from.ok() ? n.message() : from.message());
  const Result<std::vector<double>> values = part(options.value, from.value, n.value);
  if (!values.ok()) return errorObject(values.message());
  return toFloat64Array(values.value);
}

template <class Merge>
val runMerge(const val& jsOptions, const val& values, const char* param, size_t maxLength,
             Merge merge) {
  const Result<LooseOptions> loose = readLooseOptions(jsOptions);
  if (!loose.ok()) return errorObject(loose.message());
  const Result<Options> options = toOptions(loose.value);
  if (!options.ok()) return errorObject(options.message());
  const Result<std::vector<double>> array = readNumberArray(values, param, maxLength);
  if (!array.ok()) return errorObject(array.message());
  const auto result = merge(options.value, array.value);
  if (!result.ok()) return errorObject(result.message());
  return toJs(result.value);
}

val varianceScores(val jsOptions, val first, val count) {
  return runPart(jsOptions, first, count, runVarianceScores);
}

val varianceFromScores(val jsOptions, val scores) {
  return runMerge(jsOptions, scores, "scores", limits::kMaxPairs, runVarianceFromScores);
}

val saturationTrialStats(val jsOptions, val first, val count) {
  return runPart(jsOptions, first, count, runSaturationTrialStats);
}

val saturationFromTrialStats(val jsOptions, val stats) {
  return runMerge(jsOptions, stats, "stats", limits::kMaxTrials * kDivisorCount * kTrialStatValues,
                  runSaturationFromTrialStats);
}

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_experiments) {
  emscripten::function("varianceScores", &sqrtdk::wasm::varianceScores);
  emscripten::function("varianceFromScores", &sqrtdk::wasm::varianceFromScores);
  emscripten::function("saturationTrialStats", &sqrtdk::wasm::saturationTrialStats);
  emscripten::function("saturationFromTrialStats", &sqrtdk::wasm::saturationFromTrialStats);
  emscripten::function("variance", &sqrtdk::wasm::variance);
  emscripten::function("saturation", &sqrtdk::wasm::saturation);
  emscripten::function("sweep", &sqrtdk::wasm::sweep);
}
