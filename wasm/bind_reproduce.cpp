// Bindings for reproducing numbers elsewhere: the reference table of the
// content brief (with NumPy's generator and seed 0, the published draws
// themselves) and the "Reproduce in Python" script of a run.
#include <emscripten/bind.h>

#include "core/experiments.hpp"
#include "core/limits.hpp"
#include "core/numpy_script.hpp"
#include "core/reference_figures.hpp"
#include "js_fields.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {
namespace {

Result<Options> optionsFrom(const val& jsOptions) {
  const Result<LooseOptions> loose = readLooseOptions(jsOptions);
  if (!loose.ok()) return Result<Options>::failure(loose.status);
  return toOptions(loose.value);
}

// {rows: [{quantity, label, dk, measured, published (NaN where none),
// decimals, exact}]}
val referenceTable(val jsOptions) {
  const Result<Options> options = optionsFrom(jsOptions);
  if (!options.ok()) return errorObject(options.message());
  const auto points = runReferenceExperiment(options.value);
  if (!points.ok()) return errorObject(points.message());
  val rows = val::array();
  int index = 0;
  for (const auto& figure : referenceFigures()) {
    for (size_t i = 0; i < points.value.size(); ++i) {
      const Estimate measured = measuredReferenceQuantity(points.value[i], figure.quantity);
      val row = val::object();
      row.set("quantity", static_cast<int>(figure.quantity));
      row.set("label", std::string(figure.label));
      row.set("dk", kReferenceDks[i]);
      row.set("measured", toJs(measured));
      row.set("published", figure.published[i]);
      row.set("decimals", figure.decimals[i]);
      row.set("exact",
              agreesWithPublished(measured.value, figure.published[i], figure.decimals[i]));
      rows.set(index++, row);
    }
  }
  val result = val::object();
  result.set("rows", rows);
  return result;
}

// {script} or {error}. `experiment` is variance | saturation | sweep | table.
val pythonScript(std::string experiment, val jsOptions) {
  static const char* const kNames[] = {"variance", "saturation", "sweep", "table"};
  int kind = -1;
  for (int i = 0; i < 4; ++i)
    if (experiment == kNames[i]) kind = i;
  if (kind < 0)
    return errorObject("experiment must be one of variance, saturation, sweep, table (got '" +
                       experiment + "')");
  const Result<Options> options = optionsFrom(jsOptions);
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

EMSCRIPTEN_BINDINGS(sqrtdk_reproduce) {
  emscripten::function("referenceTable", &sqrtdk::wasm::referenceTable);
  emscripten::function("pythonScript", &sqrtdk::wasm::pythonScript);
}
