// Embind binding of softmax() on a user-supplied score vector: weights, the
// full Jacobian and its largest entry, or {error: message}.
#include <emscripten/bind.h>

#include "core/limits.hpp"
#include "core/softmax.hpp"
#include "js_fields.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {
namespace {

val softmaxBinding(val scores) {
  // The core rejects more than kMaxKeys scores; the cap here only stops a
  // huge array from being copied into wasm memory before that check.
  const Result<std::vector<double>> input = readNumberArray(scores, "scores", limits::kMaxKeys);
  if (!input.ok()) return errorObject(input.message());
  const Result<SoftmaxResult> result = softmax(input.value);
  if (!result.ok()) return errorObject(result.message());
  return toJs(result.value);
}

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_softmax) {
  emscripten::function("softmax", &sqrtdk::wasm::softmaxBinding);
}
