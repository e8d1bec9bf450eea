// Embind binding of RoPE scores at a range of position offsets (core/rope.hpp): the result, or
// {error: message}. Nothing throws: bad input comes back as {error}.
#include <emscripten/bind.h>

#include "js_fields.hpp"
#include "js_options.hpp"

namespace sqrtdk::wasm {
namespace {

val ropeBinding(val options) {
  const Result<RopeOptions> input = readDoubleOptions<RopeOptions>(options);
  if (!input.ok()) return errorObject(input.message());
  const auto result = ropeExperiment(input.value);
  if (!result.ok()) return errorObject(result.message());
  return toJs(result.value);
}

val ropeDefaultsBinding() { return defaultOptions<RopeOptions>(); }

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_rope) {
  emscripten::function("rope", &sqrtdk::wasm::ropeBinding);
  emscripten::function("ropeDefaults", &sqrtdk::wasm::ropeDefaultsBinding);
}
