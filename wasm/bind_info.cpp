// Embind bindings that describe the core: its option defaults (so JS never
// duplicates them) and what this artifact was built with.
#include <emscripten/bind.h>

#include "core/experiments.hpp"
#include "js_fields.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {
namespace {

// The same field names as the options echoed by the CLI (core/result_fields.hpp).
val defaultsBinding() { return toJs(defaults()); }

val buildInfoBinding() {
  const BuildInfo info = buildInfo();
  val result = val::object();
  result.set("simd", info.simd);
  result.set("version", info.version);
  return result;
}

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_info) {
  emscripten::function("defaults", &sqrtdk::wasm::defaultsBinding);
  emscripten::function("buildInfo", &sqrtdk::wasm::buildInfoBinding);
}
