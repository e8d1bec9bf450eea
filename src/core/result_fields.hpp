// The field names of every result (and of the options echoed with it),
// declared once. The Embind bindings (wasm/js_fields.hpp) and the CLI's JSON
// output (src/cli/json_fields.hpp) both walk a value through visitFields(), so
// the JS API of wasm/api.ts and `sqrtdk --json` cannot name a field
// differently; tests/js/native-parity.test.ts compares the two whole.
//
// A visitor provides:
//   field(key, scalar)          int, double or const char*
//   object(key, value)          a nested value that has its own visitFields()
//   list(key, vector<value>)    an array of such values
//   numbers(key, vector<T>)     a numeric array (typed array in JS)
//   samples(key, vector<T>)     per-sample raw data: large, so the CLI writes it
//                               only with --samples
//   names(key, vector<const char*>)  an array of names (step 4's divisors)
//   null(key)                   an explicit null (a run with no rate grid)
#pragma once

#include "core/experiments.hpp"
#include "core/options.hpp"
#include "core/softmax.hpp"
#include "core/stats.hpp"
#include "core/trainer.hpp"

namespace sqrtdk {

template <class V>
void visitFields(const Estimate& e, V& v) {
  v.field("value", e.value);
  v.field("se", e.se);
  v.field("lo", e.lo);
  v.field("hi", e.hi);
}

// The options as JS and the CLI's JSON show them (enum values by name).
template <class V>
void visitFields(const Options& o, V& v) {
  v.field("dk", o.dk);
  v.field("pairs", o.pairs);
  v.field("trials", o.trials);
  v.field("keys", o.keys);
  v.field("seed", static_cast<double>(o.seed));  // uint32 does not fit an int
  v.field("dist", name(o.dist));
  v.field("rho", o.rho);
  v.field("heads", o.heads);
  v.field("customDivisor", o.customDivisor);
  v.field("sampler", name(o.sampler));
  v.field("threshold", o.threshold);
  v.field("generator", name(o.generator));
}

template <class V>
void visitFields(const DivisorVariance& d, V& v) {
  v.field("kind", name(d.kind));
  v.field("divisor", d.divisor);
  v.object("variance", d.variance);
}

template <class V>
void visitFields(const VarianceResult& r, V& v) {
  v.field("dk", r.dk);
  v.field("pairs", r.pairs);
  v.object("mean", r.mean);
  v.object("variance", r.variance);
  v.object("std", r.std);
  v.list("divisors", r.divisors);
  v.samples("scores", r.scores);
}

template <class V>
void visitFields(const SaturationSummary& s, V& v) {
  v.field("kind", name(s.kind));
  v.field("divisor", s.divisor);
  v.object("topWeight", s.topWeight);
  v.object("saturatedFraction", s.saturatedFraction);
  v.object("jacobianNorm", s.jacobianNorm);
  v.object("entropy", s.entropy);
  v.samples("topWeights", s.topWeights);
}

template <class V>
void visitFields(const SaturationResult& r, V& v) {
  v.field("dk", r.dk);
  v.field("trials", r.trials);
  v.field("keys", r.keys);
  v.field("threshold", r.threshold);
  v.list("byDivisor", r.byDivisor);
}

template <class V>
void visitFields(const EstimateColumns& c, V& v) {
  v.numbers("value", c.value);
  v.numbers("lo", c.lo);
  v.numbers("hi", c.hi);
}

template <class V>
void visitFields(const SweepSeries& s, V& v) {
  v.field("kind", name(s.kind));
  v.object("variance", s.variance);
  v.object("topWeight", s.topWeight);
  v.object("saturatedFraction", s.saturatedFraction);
  v.object("jacobianNorm", s.jacobianNorm);
  v.object("entropy", s.entropy);
}

template <class V>
void visitFields(const SweepResult& r, V& v) {
  v.numbers("dks", r.dks);
  v.list("series", r.series);
}

// Step 4: a training job's options as the result echoes them (lr is "best"
// or the fixed rate), its per-divisor runs and the snapshot around them.
// The options but dk, lr and recordEvery, which a train-sweep's cells set.
template <class V>
void visitSharedTrainFields(const TrainOptions& o, V& v) {
  v.field("dmodel", o.dmodel);
  v.field("tokens", o.tokens);
  v.field("batch", o.batch);
  v.field("steps", o.steps);
  v.field("seeds", o.seeds);
  v.field("seed", static_cast<double>(o.seed));
  std::vector<const char*> divisors;
  for (DivisorKind kind : o.divisors) divisors.push_back(name(kind));
  v.names("divisors", divisors);
  v.field("customDivisor", o.customDivisor);
  v.field("optimizer", name(o.optimizer));
  v.field("loss", name(o.loss));
  v.field("queryNoise", o.queryNoise);
}

template <class V>
void visitFields(const TrainOptions& o, V& v) {
  v.field("dk", o.dk);
  visitSharedTrainFields(o, v);
  if (o.lrBest)
    v.field("lr", "best");
  else
    v.field("lr", o.lr);
  v.field("recordEvery", o.recordEvery);
}

// The options every cell of a train-sweep shares: each cell takes its d_k
// from the list, its rate from the grid, and records only its first and
// last step, so dk, lr and recordEvery are not echoed.
struct TrainSweepSharedOptions {
  const TrainOptions& options;
};

template <class V>
void visitFields(const TrainSweepSharedOptions& o, V& v) {
  visitSharedTrainFields(o.options, v);
}

template <class V>
void visitFields(const StatBand& b, V& v) {
  v.numbers("median", b.median);
  v.numbers("lo", b.lo);
  v.numbers("hi", b.hi);
}

// The pilot's rate grid of one run: the rates tried and their scores.
struct TrainGrid {
  const std::vector<double>& lr;
  const std::vector<double>& score;
};

template <class V>
void visitFields(const TrainGrid& g, V& v) {
  v.numbers("lr", g.lr);
  v.numbers("score", g.score);
}

// The late loss of one run: median and 10-90% band over seeds, and per seed.
struct StatPoint {
  double median, lo, hi;
  const std::vector<double>& seeds;
};

template <class V>
void visitFields(const StatPoint& p, V& v) {
  v.field("median", p.median);
  v.field("lo", p.lo);
  v.field("hi", p.hi);
  v.numbers("seeds", p.seeds);
}

template <class V>
void visitFields(const TrainRunResult& r, V& v) {
  v.field("kind", name(r.kind));
  v.field("divisor", r.divisor);
  v.field("lr", r.lr);
  v.field("lrFinal", r.lrFinal);
  if (r.hasGrid)
    v.object("grid", TrainGrid{r.gridLr, r.gridScore});
  else
    v.null("grid");
  v.field("divergedSeeds", r.divergedSeeds);
  v.object("lateLoss", StatPoint{r.lateLoss, r.lateLossLo, r.lateLossHi, r.seedLateLoss});
  v.numbers("spikes", r.seedSpikes);
  for (int k = 0; k < kTrainStatisticCount; ++k)
    v.object(name(static_cast<TrainStatistic>(k)), r.stats[static_cast<size_t>(k)]);
}

template <class V>
void visitFields(const TrainSnapshot& s, V& v) {
  v.object("options", s.options);
  v.numbers("step", s.step);
  v.field("stepsDone", s.stepsDone);
  v.field("pilotSteps", s.pilotSteps);
  v.field("done", s.done);
  v.list("runs", s.runs);
}

template <class V>
void visitFields(const SoftmaxResult& r, V& v) {
  v.numbers("weights", r.weights);
  v.numbers("jacobian", r.jacobian);
  v.field("maxJacobianEntry", r.maxJacobianEntry);
  v.field("maxEntryRow", r.maxEntryRow);
  v.field("maxEntryCol", r.maxEntryCol);
  v.field("entropy", r.entropy);
}

}  // namespace sqrtdk
