// `sqrtdk bench`: native timings of the reference experiment, for the
// benchmark that compares the wasm builds with native -O3 -march=native.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/json_writer.hpp"
#include "core/experiments.hpp"
#include "core/trainer.hpp"

namespace sqrtdk::cli {
namespace {

// CPU time of this process: on a shared machine the wall clock also counts
// the time other processes held the cores.
double cpuMilliseconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

struct Timing {
  std::vector<double> ms;
  std::vector<double> cpuMs;
  double median() const {
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    const size_t n = sorted.size();
    return n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
  }
  double min() const { return *std::min_element(ms.begin(), ms.end()); }
  double medianCpu() const {
    std::vector<double> sorted = cpuMs;
    std::sort(sorted.begin(), sorted.end());
    return sorted[sorted.size() / 2];
  }
};

// Runs `work` reps times (after one untimed warm-up run) and records each time.
template <class Work>
Timing timeRepeated(int reps, Work work) {
  work();
  Timing timing;
  for (int r = 0; r < reps; ++r) {
    const double cpuStart = cpuMilliseconds();
    const auto start = std::chrono::steady_clock::now();
    work();
    const auto stop = std::chrono::steady_clock::now();
    timing.ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
    timing.cpuMs.push_back(cpuMilliseconds() - cpuStart);
  }
  return timing;
}

// Keeps the optimiser from discarding a result.
volatile double sink = 0;

void writeTiming(JsonWriter& json, const char* name, const Timing& t, int64_t draws) {
  json.key(name).beginObject();
  json.field("medianMs", t.median()).field("minMs", t.min());
  json.key("timesMs").array(t.ms);
  json.field("medianCpuMs", t.medianCpu());
  if (draws > 0) {
    json.field("normalDraws", static_cast<double>(draws));
    json.field("normalsPerSecond", draws / (t.median() / 1000.0));
  }
  json.endObject();
}

}  // namespace

// `sqrtdk bench --train`: the page's default training job (3 divisors, best
// rate of a 5-point grid, 3 seeds, 300 steps at d_k 64), timed whole.
int runTrainBench(const Arguments& args, std::ostream& out) {
  const TrainOptions options = trainDefaults();
  const Timing train = timeRepeated(args.reps, [&] {
    auto result = runTraining(options);
    sink = sink + (result.ok() ? result.value.runs[0].stats[0].median.back() : 0.0);
  });
  if (args.json) {
    JsonWriter json(out);
    json.beginObject();
    json.field("build", "native -O3 -march=native").field("reps", args.reps);
    writeTiming(json, "train", train, 0);
    json.endObject();
    out << '\n';
    return kExitOk;
  }
  char line[256];
  std::snprintf(line, sizeof line,
                "default training job (3 divisors x 5-rate grid x 3 seeds, 300 steps, d_k 64), "
                "native:\n  median %.1f ms (CPU %.1f ms), min %.1f ms over %d runs\n",
                train.median(), train.medianCpu(), train.min(), args.reps);
  out << line;
  return kExitOk;
}

int runBench(const Arguments& args, const Options& options, std::ostream& out) {
  if (args.benchTrain) return runTrainBench(args, out);
  const Timing reference = timeRepeated(args.reps, [&] {
    auto result = runReferenceExperiment(options);
    sink = sink + (result.ok() ? result.value[0].variance.variance.value : 0.0);
  });
  int64_t draws = 0;
  if (options.sampler == Sampler::brute) {
    for (int dk : kReferenceDks) {
      Options o = options;
      o.dk = dk;
      draws += bruteNormalDraws(o, true, true);
    }
  }
  // The exact sampler's target: a 64-point log-spaced sweep up to d_k 65536.
  Timing sweep;
  SweepOptions sweepOptions{options, logSpacedDks(1, 65536, 64)};
  const bool timeSweep = options.sampler == Sampler::exact;
  if (timeSweep)
    sweep = timeRepeated(args.reps, [&] {
      auto result = runSweep(sweepOptions);
      sink = sink + (result.ok() ? result.value.dks.size() : 0);
    });

  if (args.json) {
    JsonWriter json(out);
    json.beginObject();
    json.field("build", "native -O3 -march=native").field("sampler", name(options.sampler));
    json.field("reps", args.reps);
    writeTiming(json, "reference", reference, draws);
    if (timeSweep) {
      json.field("sweepPoints", static_cast<int>(sweepOptions.dks.size()));
      writeTiming(json, "sweep", sweep, 0);
    }
    json.endObject();
    out << '\n';
    return kExitOk;
  }
  char line[256];
  std::snprintf(line, sizeof line,
                "reference experiment (d_k 4, 64, 512; %d pairs, %d trials x %d keys), %s "
                "sampler, native:\n  median %.1f ms (CPU %.1f ms), min %.1f ms over %d runs",
                options.pairs, options.trials, options.keys, name(options.sampler),
                reference.median(), reference.medianCpu(), reference.min(), args.reps);
  out << line;
  if (draws > 0) {
    std::snprintf(line, sizeof line, ", %.0f M normals/s", draws / reference.median() / 1000.0);
    out << line;
  }
  out << '\n';
  if (timeSweep) {
    std::snprintf(
        line, sizeof line,
        "exact-sampler sweep of %zu d_k values up to 65536: median %.1f ms (CPU %.1f ms), min "
        "%.1f ms\n",
        sweepOptions.dks.size(), sweep.median(), sweep.medianCpu(), sweep.min());
    out << line;
  }
  return kExitOk;
}

}  // namespace sqrtdk::cli
