// The reference table of the content brief (with NumPy's generator and seed
// 0, the published draws themselves), measured live.
#include <emscripten/bind.h>

#include "core/experiments.hpp"
#include "core/reference_figures.hpp"
#include "js_fields.hpp"
#include "js_values.hpp"

namespace sqrtdk::wasm {
namespace {

// {rows: [{quantity, label, dk, measured, published (NaN where none),
// decimals, exact}]}
val referenceTable(val jsOptions) {
  const Result<Options> options = readOptions(jsOptions);
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

}  // namespace
}  // namespace sqrtdk::wasm

EMSCRIPTEN_BINDINGS(sqrtdk_reproduce) {
  emscripten::function("referenceTable", &sqrtdk::wasm::referenceTable);
}
