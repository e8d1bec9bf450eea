// The "Reproduce in Python" script of a run: a standalone NumPy script that
// re-runs the experiment with the same options (core/numpy_script.hpp). In the
// extras module: the page needs it only when a reader asks for a script.
#include <emscripten/bind.h>

#include <string>
#include <vector>

#include "core/experiments.hpp"
#include "core/limits.hpp"
#include "core/numpy_script.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {
namespace {

// {script} or {error}. `experiment` is variance | saturation | sweep | table.
val pythonScript(std::string experiment, val jsOptions) {
  static const char* const kNames[] = {"variance", "saturation", "sweep", "table"};
  int kind = -1;
  for (int i = 0; i < 4; ++i)
    if (experiment == kNames[i]) kind = i;
  if (kind < 0)
    return errorObject("experiment must be one of variance, saturation, sweep, table (got '" +
                       experiment + "')");
  const Result<Options> options = readOptions(jsOptions);
  if (!options.ok()) return errorObject(options.message());
  std::vector<int> dks;
  if (kind == static_cast<int>(ScriptExperiment::sweep)) {
    const auto values = readNumberArray(jsOptions["dks"], "dks", limits::kMaxSweepPoints);
    if (!values.ok()) return errorObject(values.message());
    LooseOptions loose = readLooseOptions(jsOptions).value;
    const auto sweep = toSweepOptions(loose, values.value);
    if (!sweep.ok()) return errorObject(sweep.message());
    dks = sweep.value.dks;
  }
  const auto script = numpyScript(static_cast<ScriptExperiment>(kind), options.value, dks);
  if (!script.ok()) return errorObject(script.message());
  val result = val::object();
  result.set("script", script.value);
  return result;
}

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_python_script) {
  emscripten::function("pythonScript", &sqrtdk::wasm::pythonScript);
}
