#include "cli/text_output.hpp"

#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <string>

namespace sqrtdk::cli {
namespace {

// printf-style formatting into a std::string.
std::string format(const char* pattern, ...) {
  char buffer[512];
  va_list args;
  va_start(args, pattern);
  std::vsnprintf(buffer, sizeof buffer, pattern, args);
  va_end(args);
  return buffer;
}

std::string interval(const Estimate& e) { return format("[%.4g, %.4g]", e.lo, e.hi); }

std::string describe(const Options& o) {
  std::string text = format("%s entries", name(o.dist));
  if (o.dist == Distribution::correlated) text += format(" (rho %.3g)", o.rho);
  text += format(", %s sampler, seed %u", name(o.sampler), o.seed);
  if (o.generator == Generator::numpy) text += ", NumPy's generator";
  return text;
}

const char* marker(DivisorKind kind, DivisorKind highlight) {
  return kind == highlight ? ">" : " ";
}

}  // namespace

void writeText(std::ostream& out, const Options& o, DivisorKind highlight,
               const VarianceResult& r) {
  out << format("q.k over %d random pairs at d_k = %d (%s)\n\n", r.pairs, r.dk,
                describe(o).c_str());
  out << format("  mean      %10.4f  95%% %s\n", r.mean.value, interval(r.mean).c_str());
  out << format("  variance  %10.4f  95%% %s\n", r.variance.value, interval(r.variance).c_str());
  out << format("  std       %10.4f  95%% %s\n\n", r.std.value, interval(r.std).c_str());
  out << "  divisor          c      variance of q.k / c   95% interval\n";
  for (const auto& d : r.divisors)
    out << format("%s %-12s %9.4g  %12.5g          %s\n", marker(d.kind, highlight), name(d.kind),
                  d.divisor, d.variance.value, interval(d.variance).c_str());
}

void writeText(std::ostream& out, const Options& o, DivisorKind highlight,
               const SaturationResult& r) {
  out << format("softmax of one query against %d keys, %d trials at d_k = %d (%s)\n\n", r.keys,
                r.trials, r.dk, describe(o).c_str());
  out << format("  divisor          c   top weight   top > %g     Jacobian size   entropy (nats)\n",
                r.threshold);
  for (const auto& s : r.byDivisor)
    out << format("%s %-12s %9.4g   %8.4f     %8.4f       %8.4f       %8.4f\n",
                  marker(s.kind, highlight), name(s.kind), s.divisor, s.topWeight.value,
                  s.saturatedFraction.value, s.jacobianNorm.value, s.entropy.value);
  out << "\n  (means over trials; Jacobian size = Frobenius norm of the softmax Jacobian;\n"
         "   --json gives standard errors and 95% intervals)\n";
}

void writeText(std::ostream& out, const SweepOptions& o, DivisorKind highlight,
               const SweepResult& r) {
  const int h = static_cast<int>(highlight);
  out << format("sweep over %zu values of d_k (%s); '%s' is the divisor shown\n\n", r.dks.size(),
                describe(o.base).c_str(), name(highlight));
  out << "      d_k   variance raw   variance/c   top raw   top /c   top>thr raw   "
         "Jacobian raw   Jacobian /c\n";
  const auto& raw = r.series[0];
  const auto& scaled = r.series[h];
  for (size_t i = 0; i < r.dks.size(); ++i)
    out << format("%9.0f   %12.4g   %10.4g   %7.4f   %6.4f   %11.4f   %12.4f   %11.4f\n", r.dks[i],
                  raw.variance.value[i], scaled.variance.value[i], raw.topWeight.value[i],
                  scaled.topWeight.value[i], raw.saturatedFraction.value[i],
                  raw.jacobianNorm.value[i], scaled.jacobianNorm.value[i]);
}

void writeText(std::ostream& out, const SoftmaxResult& r) {
  const size_t n = r.weights.size();
  out << "weights:";
  for (double w : r.weights) out << format(" %.6g", w);
  out << format("\nentropy: %.6g nats\n", r.entropy);
  out << format("largest |Jacobian entry|: %.6g at (%d, %d) (the largest possible is 0.25)\n",
                r.maxJacobianEntry, r.maxEntryRow, r.maxEntryCol);
  if (n > 12) return;  // a big matrix is unreadable in a terminal; use --json
  out << "Jacobian p_i (delta_ij - p_j):\n";
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < n; ++j) out << format(" %11.4g", r.jacobian[i * n + j]);
    out << '\n';
  }
}

void writeText(std::ostream& out, const Options& o, const std::vector<ReferencePoint>& table) {
  out << format(
      "measured now vs published in the content brief (%d pairs; %d trials x %d keys; %s)\n\n",
      o.pairs, o.trials, o.keys, describe(o).c_str());
  out << "quantity                         d_k    measured   95% interval           published   "
         "(meas-pub)/se  digits\n";
  int exact = 0, published = 0;
  for (const auto& figure : referenceFigures()) {
    for (size_t i = 0; i < table.size(); ++i) {
      const Estimate e = measuredReferenceQuantity(table[i], figure.quantity);
      const double value = figure.published[i];
      const bool hasFigure = !std::isnan(value);
      const bool same = agreesWithPublished(e.value, value, figure.decimals[i]);
      published += hasFigure;
      exact += same;
      const std::string pub = hasFigure ? format("%.*f", figure.decimals[i], value) : "-";
      const std::string z =
          !hasFigure || e.se <= 0 ? "" : format("%+.1f", (e.value - value) / e.se);
      out << format("%-31s %5d  %10.4g   %-20s %10s   %8s       %s\n", i == 0 ? figure.label : "",
                    kReferenceDks[i], e.value, interval(e).c_str(), pub.c_str(), z.c_str(),
                    same ? "exact" : "");
    }
  }
  out << format("\n%d of %d published figures agree to the printed digits.\n", exact, published);
  if (o.generator == Generator::numpy && o.seed == 0) {
    out << "NumPy's default_rng(0), drawing in the published script's order, makes the very draws\n"
           "behind the published table, so every figure should agree.\n";
  } else {
    out << "The published figures come from one run of NumPy's default_rng(0); this run draws\n"
           "other numbers, so differences of a few standard errors are expected\n"
           "(--generator numpy --seed 0 reproduces them exactly).\n";
  }
}

}  // namespace sqrtdk::cli

namespace sqrtdk::cli {
namespace {

const StatBand& band(const TrainRunResult& r, TrainStatistic statistic) {
  return r.stats[static_cast<size_t>(statistic)];
}

// Index of the last recorded step <= step.
size_t recordAt(const TrainSnapshot& s, double step) {
  size_t k = 0;
  while (k + 1 < s.step.size() && s.step[k + 1] <= step) ++k;
  return k;
}

}  // namespace

void writeText(std::ostream& out, const TrainSnapshot& s) {
  const TrainOptions& o = s.options;
  out << format(
      "attention trained on retrieval: d_k %d, d_model %d, %d tokens, batch %d, %d steps,\n"
      "%d seeds from %u, %s, loss '%s', lr %s (median over seeds; [10%%, 90%%])\n\n",
      o.dk, o.dmodel, o.tokens, o.batch, o.steps, o.seeds, o.seed, name(o.optimizer), name(o.loss),
      o.lrBest ? format("best of a grid (pilot %d steps)", s.pilotSteps).c_str()
               : format("%g", o.lr).c_str());
  const double middle = s.step.empty() ? 0 : s.step.back() / 3;
  const size_t mid = recordAt(s, middle), last = s.step.empty() ? 0 : s.step.size() - 1;
  out << format(
      "  divisor       c        lr   loss@0   loss@%-5g loss@%-6g last 5th  accuracy  "
      "starved@0 starved@end  |grad W_Q|@0\n",
      s.step.empty() ? 0 : s.step[mid], s.step.empty() ? 0 : s.step[last]);
  for (const TrainRunResult& r : s.runs) {
    const StatBand& loss = band(r, TrainStatistic::loss);
    const StatBand& starved = band(r, TrainStatistic::starvedFraction);
    if (loss.median.empty()) continue;
    out << format("  %-9s %7.4g %9.4g  %7.4f  %8.4f  %8.4f  %8.4f  %8.3f  %9.3f  %10.3f  %12.4g\n",
                  name(r.kind), r.divisor, r.lr, loss.median[0], loss.median[mid],
                  loss.median[last], r.lateLoss, band(r, TrainStatistic::accuracy).median[last],
                  starved.median[0], starved.median[last],
                  band(r, TrainStatistic::gradNormQ).median[0]);
    int spikes = 0;
    for (double k : r.seedSpikes) spikes += static_cast<int>(k);
    out << format("  %-9s %7s %9s  %7s  %8s  [%.4f, %.4f]  [%.4f, %.4f]  spikes %d\n", "", "", "",
                  "", "", loss.lo[last], loss.hi[last], r.lateLossLo, r.lateLossHi, spikes);
    if (r.divergedSeeds) out << format("    %d seed(s) diverged\n", r.divergedSeeds);
  }
  bool anyGrid = false;
  for (const TrainRunResult& r : s.runs) anyGrid = anyGrid || r.hasGrid;
  if (!anyGrid) return;
  out << format(
      "\n  learning-rate grid: median over seeds of the mean loss of the last %d pilot "
      "steps (inf: diverged)\n",
      kPilotScoreWindow);
  for (const TrainRunResult& r : s.runs) {
    out << format("  %-9s", name(r.kind));
    for (size_t i = 0; i < r.gridLr.size(); ++i)
      out << format("  %s%g: %.4g", r.gridLr[i] == r.lr ? "*" : "", r.gridLr[i], r.gridScore[i]);
    out << '\n';
  }
}

void writeText(std::ostream& out, const GradientCheckResult& c) {
  out << format(
      "finite-difference check of the backward pass (double precision): d_model %d, "
      "d_k %d, %d tokens, batch %d\n\n",
      c.dmodel, c.dk, c.tokens, c.batch);
  out << "  divisor        c  loss     largest relative error\n";
  for (const GradientCheckCase& k : c.cases)
    out << format("  %-9s %6.4g  %-7s  %.3g\n", name(k.kind), k.divisor, name(k.loss),
                  k.maxRelativeError);
  out << format("\nlargest relative error %.3g (tolerance %g): %s\n", c.worst,
                kGradientCheckTolerance, c.worst <= kGradientCheckTolerance ? "ok" : "FAILED");
}

void writeText(std::ostream& out, const TrainSweepResult& sweep) {
  const TrainOptions& o = sweep.options.base;
  out << format(
      "one learning rate for every head size: %s, %d steps, %d seeds from %u, loss '%s'\n"
      "cell: median over seeds of the mean loss over the last fifth of the steps (* best rate)\n",
      name(o.optimizer), o.steps, o.seeds, o.seed, name(o.loss));
  for (const TrainSweepRun& run : sweep.runs) {
    out << format("\n  %s\n", name(run.kind));
    for (size_t d = 0; d < sweep.options.dks.size(); ++d) {
      out << format("    d_k %-5d", sweep.options.dks[d]);
      for (size_t i = 0; i < run.lr[d].size(); ++i)
        out << format("  %s%g: %.4g", run.lr[d][i] == run.bestLr[d] ? "*" : "", run.lr[d][i],
                      run.loss[d][i]);
      out << format("   best %g -> %.4g\n", run.bestLr[d], run.bestLoss[d]);
    }
  }
}

}  // namespace sqrtdk::cli
