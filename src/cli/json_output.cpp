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

}  // namespace sqrtdk::cli

namespace sqrtdk::cli {
namespace {

void writeTrainOptions(JsonWriter& json, const TrainOptions& o) {
  json.key("options").beginObject();
  json.field("dk", o.dk).field("dmodel", o.dmodel).field("tokens", o.tokens);
  json.field("batch", o.batch).field("steps", o.steps).field("seeds", o.seeds);
  json.field("seed", static_cast<double>(o.seed));
  json.key("divisors").beginArray();
  for (DivisorKind kind : o.divisors) json.value(name(kind));
  json.endArray();
  json.field("customDivisor", o.customDivisor).field("optimizer", name(o.optimizer));
  if (o.lrBest)
    json.field("lr", "best");
  else
    json.field("lr", o.lr);
  json.field("loss", name(o.loss)).field("queryNoise", o.queryNoise);
  json.field("recordEvery", o.recordEvery);
  json.endObject();
}

}  // namespace

void writeJson(std::ostream& out, const TrainSnapshot& s) {
  JsonWriter json(out);
  json.beginObject();
  writeTrainOptions(json, s.options);
  json.key("step").array(s.step);
  json.field("stepsDone", s.stepsDone).field("pilotSteps", s.pilotSteps).field("done", s.done);
  json.key("runs").beginArray();
  for (const TrainRunResult& r : s.runs) {
    json.beginObject();
    json.field("kind", name(r.kind)).field("divisor", r.divisor).field("lr", r.lr);
    json.field("lrFinal", r.lrFinal);
    json.key("grid");
    if (r.hasGrid) {
      json.beginObject();
      json.key("lr").array(r.gridLr);
      json.key("score").array(r.gridScore);
      json.endObject();
    } else {
      json.null();
    }
    json.field("divergedSeeds", r.divergedSeeds);
    for (int k = 0; k < kTrainStatisticCount; ++k) {
      const StatBand& band = r.stats[static_cast<size_t>(k)];
      json.key(name(static_cast<TrainStatistic>(k))).beginObject();
      json.key("median").array(band.median);
      json.key("lo").array(band.lo);
      json.key("hi").array(band.hi);
      json.endObject();
    }
    json.endObject();
  }
  json.endArray();
  json.endObject();
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

}  // namespace sqrtdk::cli
