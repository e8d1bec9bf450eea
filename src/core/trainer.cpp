#include "core/trainer.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/attention_model.hpp"
#include "core/format.hpp"
#include "core/kernels.hpp"
#include "core/lanes.hpp"
#include "core/limits.hpp"
#include "core/train_spikes.hpp"
#include "core/train_task.hpp"

namespace sqrtdk {
namespace {

constexpr const char* kStatisticNames[] = {"loss",         "accuracy",        "gradNormQ",
                                           "gradNormK",    "topWeight",       "entropy",
                                           "jacobianNorm", "starvedFraction", "scoreSpread"};
constexpr double kAdamBeta1 = 0.9;
constexpr double kAdamBeta2 = 0.999;
constexpr double kAdamEpsilon = 1e-8;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

using Record = std::array<double, kTrainStatisticCount>;

Record recordOf(const BatchStats& s) {
  return {s.loss,    s.accuracy,     s.gradNormQ,       s.gradNormK,  s.topWeight,
          s.entropy, s.jacobianNorm, s.starvedFraction, s.scoreSpread};
}

// One seed of one (divisor, rate) pair.
struct SeedRun {
  AttentionWeights<float> weights;
  AttentionWeights<float> gradient;
  AttentionWeights<float> moment1, moment2;  // Adam only
  int updates = 0;
  bool diverged = false;
  std::vector<Record> records;
  Record pending{};  // sum of the statistics of the steps since the last record
  int pendingSteps = 0;
  std::vector<double> losses;  // every evaluated step's loss (pilot score)
};

struct Candidate {
  double lr = 0;
  std::vector<SeedRun> seeds;
  double score = kInf;  // pilot score, kept after the seeds are freed
};

struct DivisorRuns {
  DivisorKind kind = DivisorKind::none;
  double divisor = 1;
  std::vector<Candidate> candidates;
  int leader = 0;
  bool lrFinal = false;
};

bool weightsFinite(const AttentionWeights<float>& w) {
  return allFinite(w.wq.data(), static_cast<size_t>(w.wq.size())) &&
         allFinite(w.wk.data(), static_cast<size_t>(w.wk.size()));
}

void sgdStep(SeedRun& run, float lr) {
  run.weights.wq -= lr * run.gradient.wq;
  run.weights.wk -= lr * run.gradient.wk;
}

// One Adam update of w in place, element by element, each in this order:
// m = b1 m + (1 - b1) g, v = b2 v + (1 - b2) g^2,
// w = w - lr (m / c1) / (sqrt(v / c2) + eps). In 8 float lanes (Eigen's
// array code has no wasm SIMD path); IEEE division and square root round the
// same in a lane as in a scalar, so every target agrees.
void adamMatrix(RowMatrix<float>& w, const RowMatrix<float>& g, RowMatrix<float>& m,
                RowMatrix<float>& v, float lr, float correction1, float correction2) {
  const float b1 = static_cast<float>(kAdamBeta1), b2 = static_cast<float>(kAdamBeta2);
  const float keep1 = 1 - b1, keep2 = 1 - b2, eps = static_cast<float>(kAdamEpsilon);
  float* wp = w.data();
  float* mp = m.data();
  float* vp = v.data();
  const float* gp = g.data();
  const long count = w.size();
  long i = 0;
  for (; i + 8 <= count; i += 8) {
    const lanes::f32x8 gi = lanes::load(gp + i);
    const lanes::f32x8 mi = b1 * lanes::load(mp + i) + keep1 * gi;
    const lanes::f32x8 vi = b2 * lanes::load(vp + i) + keep2 * (gi * gi);
    lanes::store(mp + i, mi);
    lanes::store(vp + i, vi);
    const lanes::f32x8 step = (lr * (mi / correction1)) / (lanes::sqrt(vi / correction2) + eps);
    lanes::store(wp + i, lanes::load(wp + i) - step);
  }
  for (; i < count; ++i) {
    mp[i] = b1 * mp[i] + keep1 * gp[i];
    vp[i] = b2 * vp[i] + keep2 * (gp[i] * gp[i]);
    wp[i] = wp[i] - (lr * (mp[i] / correction1)) / (std::sqrt(vp[i] / correction2) + eps);
  }
}

void adamStep(SeedRun& run, float lr) {
  if (run.moment1.wq.size() == 0) {
    run.moment1.wq = RowMatrix<float>::Zero(run.weights.wq.rows(), run.weights.wq.cols());
    run.moment1.wk = run.moment1.wq;
    run.moment2 = run.moment1;
  }
  const int t = run.updates + 1;
  const float c1 = static_cast<float>(1 - std::pow(kAdamBeta1, t));
  const float c2 = static_cast<float>(1 - std::pow(kAdamBeta2, t));
  adamMatrix(run.weights.wq, run.gradient.wq, run.moment1.wq, run.moment2.wq, lr, c1, c2);
  adamMatrix(run.weights.wk, run.gradient.wk, run.moment1.wk, run.moment2.wk, lr, c1, c2);
}

Record nanRecord() {
  Record r;
  r.fill(kNaN);
  return r;
}

// Mean loss of the last kPilotScoreWindow evaluated steps; +inf if diverged.
double seedScore(const SeedRun& run) {
  if (run.diverged || run.losses.empty()) return kInf;
  const size_t count = std::min(run.losses.size(), static_cast<size_t>(kPilotScoreWindow));
  double sum = 0;
  for (size_t i = run.losses.size() - count; i < run.losses.size(); ++i) sum += run.losses[i];
  return sum / static_cast<double>(count);
}

double candidateScore(const Candidate& c) {
  std::vector<double> scores;
  for (const SeedRun& run : c.seeds) scores.push_back(seedScore(run));
  return quantileOf(scores, 0.5);
}

StatBand bandOf(const std::vector<SeedRun>& seeds, int statistic, size_t points) {
  StatBand band;
  std::vector<double> values;
  for (size_t k = 0; k < points; ++k) {
    values.clear();
    for (const SeedRun& run : seeds) {
      const double v = run.records[k][static_cast<size_t>(statistic)];
      if (!std::isnan(v)) values.push_back(v);
    }
    band.median.push_back(quantileOf(values, 0.5));
    band.lo.push_back(quantileOf(values, 0.1));
    band.hi.push_back(quantileOf(values, 0.9));
  }
  return band;
}

}  // namespace

const char* name(TrainStatistic statistic) { return kStatisticNames[static_cast<int>(statistic)]; }

double quantileOf(std::vector<double>& values, double q) {
  if (values.empty()) return kNaN;
  std::sort(values.begin(), values.end());
  const double position = q * static_cast<double>(values.size() - 1);
  const size_t below = static_cast<size_t>(std::floor(position));
  const size_t above = std::min(below + 1, values.size() - 1);
  const double fraction = position - static_cast<double>(below);
  if (fraction == 0 || values[below] == values[above]) return values[below];
  return values[below] + fraction * (values[above] - values[below]);
}

struct Trainer::State {
  Status status;
  TrainOptions options;
  TaskShape shape;
  int pilot = 0;
  int ticks = 0;  // steps evaluated: 0 .. steps + 1
  std::vector<double> recordedSteps;
  std::vector<DivisorRuns> divisors;

  bool finished() const { return ticks > options.steps; }
  bool isRecordStep(int t) const { return t % options.recordEvery == 0 || t == options.steps; }

  void start() {
    std::sort(options.divisors.begin(), options.divisors.end());
    shape = {options.dmodel, options.dk, options.tokens, options.batch, options.queryNoise};
    pilot = pilotSteps(options);
    std::vector<AttentionWeights<float>> initial;
    for (int r = 0; r < options.seeds; ++r)
      initial.push_back(initialWeights(shape, options.seed + static_cast<uint32_t>(r)));
    for (DivisorKind kind : options.divisors) {
      DivisorRuns runs;
      runs.kind = kind;
      runs.divisor = trainDivisorValue(kind, options);
      runs.lrFinal = !options.lrBest;
      std::vector<double> rates{options.lr};
      if (options.lrBest) {
        const auto grid = lrGrid(options.optimizer, runs.divisor);
        rates.assign(grid.begin(), grid.end());
      }
      for (double lr : rates) {
        Candidate c;
        c.lr = lr;
        for (int r = 0; r < options.seeds; ++r) {
          SeedRun run;
          run.weights = initial[static_cast<size_t>(r)];
          run.gradient = run.weights;
          c.seeds.push_back(std::move(run));
        }
        runs.candidates.push_back(std::move(c));
      }
      divisors.push_back(std::move(runs));
    }
  }

  void stepRun(SeedRun& run, const TaskBatch& batch, double divisor, double lr, bool record,
               bool update) {
    if (run.diverged) {
      if (record) run.records.push_back(nanRecord());
      return;
    }
    // The gradient is computed at the last step too: its norm is recorded.
    const BatchStats stats =
        attentionLoss(run.weights, batch, divisor, options.loss, &run.gradient);
    if (!stats.finite) run.diverged = true;
    if (!run.diverged) {
      const Record now = recordOf(stats);
      for (size_t k = 0; k < now.size(); ++k) run.pending[k] += now[k];
      ++run.pendingSteps;
    }
    if (record) {
      Record mean = nanRecord();
      if (!run.diverged)
        for (size_t k = 0; k < mean.size(); ++k) mean[k] = run.pending[k] / run.pendingSteps;
      run.records.push_back(mean);
      run.pending.fill(0);
      run.pendingSteps = 0;
    }
    run.losses.push_back(stats.loss);
    if (!update || run.diverged) return;
    if (options.optimizer == Optimizer::sgd)
      sgdStep(run, static_cast<float>(lr));
    else
      adamStep(run, static_cast<float>(lr));
    ++run.updates;
    if (!weightsFinite(run.weights)) run.diverged = true;
  }

  void tick() {
    const int t = ticks;
    const bool record = isRecordStep(t);
    const bool update = t < options.steps;
    for (int r = 0; r < options.seeds; ++r) {
      const TaskBatch batch =
          makeTaskBatch(shape, options.seed + static_cast<uint32_t>(r), static_cast<uint32_t>(t));
      for (DivisorRuns& runs : divisors) {
        for (size_t c = 0; c < runs.candidates.size(); ++c) {
          if (runs.lrFinal && static_cast<int>(c) != runs.leader) continue;
          Candidate& candidate = runs.candidates[c];
          stepRun(candidate.seeds[static_cast<size_t>(r)], batch, runs.divisor, candidate.lr,
                  record, update);
        }
      }
    }
    if (record) recordedSteps.push_back(t);
    ++ticks;
    for (DivisorRuns& runs : divisors) {
      if (runs.lrFinal) continue;
      for (Candidate& c : runs.candidates) c.score = candidateScore(c);
      runs.leader = leaderOf(runs);
      if (ticks == pilot) finishPilot(runs);
    }
  }

  static int leaderOf(const DivisorRuns& runs) {
    int best = 0;
    for (size_t c = 1; c < runs.candidates.size(); ++c)
      if (runs.candidates[c].score < runs.candidates[static_cast<size_t>(best)].score)
        best = static_cast<int>(c);
    return best;
  }

  static void finishPilot(DivisorRuns& runs) {
    runs.lrFinal = true;
    for (size_t c = 0; c < runs.candidates.size(); ++c)
      if (static_cast<int>(c) != runs.leader) {
        runs.candidates[c].seeds.clear();
        runs.candidates[c].seeds.shrink_to_fit();
      }
  }

  TrainSnapshot snapshot() const {
    TrainSnapshot s;
    s.options = options;
    s.step = recordedSteps;
    s.stepsDone = std::min(ticks, options.steps);
    s.pilotSteps = pilot;
    s.done = finished();
    for (const DivisorRuns& runs : divisors) {
      const Candidate& shown = runs.candidates[static_cast<size_t>(runs.leader)];
      TrainRunResult r;
      r.kind = runs.kind;
      r.divisor = runs.divisor;
      r.lr = shown.lr;
      r.lrFinal = runs.lrFinal;
      r.hasGrid = options.lrBest;
      if (r.hasGrid)
        for (const Candidate& c : runs.candidates) {
          r.gridLr.push_back(c.lr);
          r.gridScore.push_back(c.score);
        }
      std::vector<double> finiteLate;
      for (const SeedRun& run : shown.seeds) {
        r.divergedSeeds += run.diverged ? 1 : 0;
        const double late = run.diverged ? kNaN : lateMeanLoss(run.losses);
        r.seedLateLoss.push_back(late);
        r.seedSpikes.push_back(countSpikes(run.losses));
        if (!std::isnan(late)) finiteLate.push_back(late);
      }
      r.lateLoss = quantileOf(finiteLate, 0.5);
      r.lateLossLo = quantileOf(finiteLate, 0.1);
      r.lateLossHi = quantileOf(finiteLate, 0.9);
      for (int k = 0; k < kTrainStatisticCount; ++k)
        r.stats[static_cast<size_t>(k)] = bandOf(shown.seeds, k, recordedSteps.size());
      s.runs.push_back(std::move(r));
    }
    return s;
  }
};

Trainer::Trainer(const TrainOptions& options) : state_(std::make_unique<State>()) {
  state_->options = options;
  state_->status = validateTrainOptions(options);
  if (state_->status.ok) state_->start();
}
Trainer::~Trainer() = default;
Trainer::Trainer(Trainer&&) noexcept = default;
Trainer& Trainer::operator=(Trainer&&) noexcept = default;

const Status& Trainer::status() const { return state_->status; }

bool Trainer::done() const { return !state_->status.ok || state_->finished(); }

Result<TrainSnapshot> Trainer::advance(double steps) {
  using R = Result<TrainSnapshot>;
  if (!state_->status.ok) return R::failure(state_->status);
  const Status s = checkInteger("steps", steps, 1, limits::kMaxTrainSteps + 1);
  if (!s.ok) return R::failure(s);
  for (int i = 0; i < static_cast<int>(steps) && !state_->finished(); ++i) state_->tick();
  return R::success(state_->snapshot());
}

TrainSnapshot Trainer::snapshot() const { return state_->snapshot(); }

Result<TrainSnapshot> runTraining(const TrainOptions& options) {
  Trainer trainer(options);
  return trainer.advance(static_cast<double>(options.steps) + 1);
}

}  // namespace sqrtdk
