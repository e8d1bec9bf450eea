// Embind binding of the int8 key-cache experiment (core/kv_quant.hpp): the result, or {error:
// message}. Nothing throws: bad input comes back as {error}.
#include <emscripten/bind.h>

#include "js_fields.hpp"
#include "js_options.hpp"

namespace sqrtdk::wasm {
namespace {

val kvQuantBinding(val options) {
  const Result<KvQuantOptions> input = readDoubleOptions<KvQuantOptions>(options);
  if (!input.ok()) return errorObject(input.message());
  const auto result = kvQuantExperiment(input.value);
  if (!result.ok()) return errorObject(result.message());
  return toJs(result.value);
}

val kvQuantDefaultsBinding() { return defaultOptions<KvQuantOptions>(); }

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_kv_quant) {
  emscripten::function("kvQuant", &sqrtdk::wasm::kvQuantBinding);
  emscripten::function("kvQuantDefaults", &sqrtdk::wasm::kvQuantDefaultsBinding);
}
