#include "cli/json_output.hpp"

#include "cli/json_writer.hpp"

namespace sqrtdk::cli {
namespace {

void writeOptions(JsonWriter& json, const Options& o) {
  json.key("options").beginObject();
  json.field("dk", o.dk).field("pairs", o.pairs).field("trials", o.trials).field("keys", o.keys);
  json.field("seed", static_cast<double>(o.seed)).field("dist", name(o.dist)).field("rho", o.rho);
  json.field("heads", o.heads).field("customDivisor", o.customDivisor);
  json.field("sampler", name(o.sampler)).field("threshold", o.threshold);
  json.endObject();
}

void writeColumns(JsonWriter& json, const char* name, const EstimateColumns& columns) {
  json.key(name).beginObject();
  json.key("value").array(columns.value);
  json.key("lo").array(columns.lo);
  json.key("hi").array(columns.hi);
  json.endObject();
}

}  // namespace

void writeJson(std::ostream& out, const Options& options, DivisorKind highlight,
               const VarianceResult& r, bool samples) {
  JsonWriter json(out);
  json.beginObject();
  writeOptions(json, options);
  json.field("highlight", name(highlight));
  json.field("dk", r.dk).field("pairs", r.pairs);
  json.field("mean", r.mean).field("variance", r.variance).field("std", r.std);
  json.key("divisors").beginArray();
  for (const auto& d : r.divisors) {
    json.beginObject();
    json.field("kind", name(d.kind)).field("divisor", d.divisor).field("variance", d.variance);
    json.endObject();
  }
  json.endArray();
  if (samples) json.key("scores").array(r.scores);
  json.endObject();
  out << '\n';
}

void writeJson(std::ostream& out, const Options& options, DivisorKind highlight,
               const SaturationResult& r, bool samples) {
  JsonWriter json(out);
  json.beginObject();
  writeOptions(json, options);
  json.field("highlight", name(highlight));
  json.field("dk", r.dk).field("trials", r.trials).field("keys", r.keys);
  json.field("threshold", r.threshold);
  json.key("byDivisor").beginArray();
  for (const auto& s : r.byDivisor) {
    json.beginObject();
    json.field("kind", name(s.kind)).field("divisor", s.divisor);
    json.field("topWeight", s.topWeight).field("saturatedFraction", s.saturatedFraction);
    json.field("jacobianNorm", s.jacobianNorm).field("entropy", s.entropy);
    if (samples) json.key("topWeights").array(s.topWeights);
    json.endObject();
  }
  json.endArray();
  json.endObject();
  out << '\n';
}

void writeJson(std::ostream& out, const SweepOptions& options, const SweepResult& r) {
  JsonWriter json(out);
  json.beginObject();
  writeOptions(json, options.base);
  json.key("dks").array(r.dks);
  json.key("series").beginArray();
  for (const auto& s : r.series) {
    json.beginObject();
    json.field("kind", name(s.kind));
    writeColumns(json, "variance", s.variance);
    writeColumns(json, "topWeight", s.topWeight);
    writeColumns(json, "saturatedFraction", s.saturatedFraction);
    writeColumns(json, "jacobianNorm", s.jacobianNorm);
    writeColumns(json, "entropy", s.entropy);
    json.endObject();
  }
  json.endArray();
  json.endObject();
  out << '\n';
}

void writeJson(std::ostream& out, const SoftmaxResult& r) {
  JsonWriter json(out);
  json.beginObject();
  json.key("weights").array(r.weights);
  json.key("jacobian").array(r.jacobian);
  json.field("maxJacobianEntry", r.maxJacobianEntry);
  json.field("maxEntryRow", r.maxEntryRow).field("maxEntryCol", r.maxEntryCol);
  json.field("entropy", r.entropy);
  json.endObject();
  out << '\n';
}

void writeJson(std::ostream& out, const Options& options,
               const std::vector<ReferencePoint>& table) {
  JsonWriter json(out);
  json.beginObject();
  writeOptions(json, options);
  json.key("rows").beginArray();
  for (const auto& figure : referenceFigures()) {
    for (size_t i = 0; i < table.size(); ++i) {
      json.beginObject();
      json.field("quantity", figure.label).field("dk", kReferenceDks[i]);
      json.field("measured", measuredReferenceQuantity(table[i], figure.quantity));
      json.field("published", figure.published[i]);  // null where the brief gives none
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
