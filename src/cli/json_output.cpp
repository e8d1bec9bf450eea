#include "cli/json_output.hpp"

#include "cli/json_fields.hpp"
#include "cli/json_writer.hpp"

// Every result is written through visitFields() (core/result_fields.hpp): the
// field names are the JS API's, declared once. The CLI adds only what the API
// lacks: the options it ran with and the divisor its text summary highlights.
namespace sqrtdk::cli {
namespace {

// {"options": {...}, "highlight": ..., <the result's fields>}
template <class Result>
void writeResult(std::ostream& out, const Options& options, const DivisorKind* highlight,
                 const Result& r, bool samples) {
  JsonWriter json(out);
  JsonFields fields(json, samples);
  json.beginObject();
  fields.object("options", options);
  if (highlight) json.field("highlight", name(*highlight));
  fields.writeInto(r);
  json.endObject();
  out << '\n';
}

}  // namespace

void writeJson(std::ostream& out, const Options& options, DivisorKind highlight,
               const VarianceResult& r, bool samples) {
  writeResult(out, options, &highlight, r, samples);
}

void writeJson(std::ostream& out, const Options& options, DivisorKind highlight,
               const SaturationResult& r, bool samples) {
  writeResult(out, options, &highlight, r, samples);
}

void writeJson(std::ostream& out, const SweepOptions& options, const SweepResult& r) {
  writeResult(out, options.base, nullptr, r, false);
}

void writeJson(std::ostream& out, const SoftmaxResult& r) {
  JsonWriter json(out);
  JsonFields(json, false).write(r);
  out << '\n';
}

void writeJson(std::ostream& out, const Options& options,
               const std::vector<ReferencePoint>& table) {
  JsonWriter json(out);
  JsonFields fields(json, false);
  json.beginObject();
  fields.object("options", options);
  json.key("rows").beginArray();
  for (const auto& figure : referenceFigures()) {
    for (size_t i = 0; i < table.size(); ++i) {
      json.beginObject();
      json.field("quantity", figure.label).field("dk", kReferenceDks[i]);
      const Estimate measured = measuredReferenceQuantity(table[i], figure.quantity);
      fields.object("measured", measured);
      json.field("published", figure.published[i]);  // null where none was published
      json.field("exact",
                 agreesWithPublished(measured.value, figure.published[i], figure.decimals[i]));
      json.endObject();
    }
  }
  json.endArray();
  json.endObject();
  out << '\n';
}

void writeJson(std::ostream& out, const TrainSnapshot& s) {
  JsonWriter json(out);
  JsonFields(json, false).write(s);
  out << '\n';
}

void writeJson(std::ostream& out, const GradientCheckResult& c) {
  JsonWriter json(out);
  json.beginObject();
  json.field("dmodel", c.dmodel).field("dk", c.dk).field("tokens", c.tokens);
  json.field("batch", c.batch).field("tolerance", kGradientCheckTolerance);
  json.field("worst", c.worst).field("ok", c.worst <= kGradientCheckTolerance);
  json.key("cases").beginArray();
  for (const GradientCheckCase& k : c.cases) {
    json.beginObject();
    json.field("kind", name(k.kind)).field("divisor", k.divisor).field("loss", name(k.loss));
    json.field("maxRelativeError", k.maxRelativeError);
    json.endObject();
  }
  json.endArray();
  json.endObject();
  out << '\n';
}

void writeJson(std::ostream& out, const TrainSweepResult& sweep) {
  JsonWriter json(out);
  JsonFields fields(json, false);
  json.beginObject();
  fields.object("options", TrainSweepSharedOptions{sweep.options.base});
  json.key("dks").array(sweep.options.dks);
  json.key("lrs").array(sweep.lrs);
  json.key("runs").beginArray();
  const auto rows = [&json](const char* key, const std::vector<std::vector<double>>& rows) {
    json.key(key).beginArray();
    for (const auto& row : rows) json.array(row);
    json.endArray();
  };
  for (const TrainSweepRun& run : sweep.runs) {
    json.beginObject();
    json.field("kind", name(run.kind));
    json.key("divisor").array(run.divisor);
    rows("lr", run.lr);
    rows("loss", run.loss);
    json.key("bestLr").array(run.bestLr);
    json.key("bestLoss").array(run.bestLoss);
    json.endObject();
  }
  json.endArray();
  json.endObject();
  out << '\n';
}

}  // namespace sqrtdk::cli
