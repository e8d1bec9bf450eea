// Embind binding of FlashAttention's online softmax for one query (core/online_softmax.hpp): the
// result, or {error: message}. Nothing throws: bad input comes back as {error}.
#include <emscripten/bind.h>

#include "js_fields.hpp"
#include "js_options.hpp"

namespace sqrtdk::wasm {
namespace {

val onlineSoftmaxBinding(val options) {
  const Result<OnlineSoftmaxOptions> input = readDoubleOptions<OnlineSoftmaxOptions>(options);
  if (!input.ok()) return errorObject(input.message());
  const auto result = onlineSoftmaxExperiment(input.value);
  if (!result.ok()) return errorObject(result.message());
  return toJs(result.value);
}

val onlineSoftmaxDefaultsBinding() { return defaultOptions<OnlineSoftmaxOptions>(); }

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_online_softmax) {
  emscripten::function("onlineSoftmax", &sqrtdk::wasm::onlineSoftmaxBinding);
  emscripten::function("onlineSoftmaxDefaults", &sqrtdk::wasm::onlineSoftmaxDefaultsBinding);
}
