// The training comparison of step 4: for each divisor, `seeds` runs of the
// attention model (attention_model.hpp) trained with SGD or Adam, recorded
// every `recordEvery` steps as median and 10-90% band over the seeds.
//
// Best learning rate ('best', the default): every rate of
// lrGrid(optimizer, divisor) (train_options.hpp) starts for every divisor and seed, and they run in
// lock-step for the pilot (min(kPilotSteps, steps) steps); a rate's score is the median over seeds
// of its mean batch loss over the last kPilotScoreWindow pilot steps (+inf if it diverged). The
// curves shown during the pilot are those of the current leader; at the end of the pilot the leader
// is fixed and only it continues, so its curves are exactly those of a run at that rate from step 0
// (the pilot wastes nothing and adds no noise). The grid's scores are reported.
//
// Steps: the job evaluates steps 0 .. `steps`; at step t it computes the
// loss and gradient on batch t, records (t % recordEvery == 0 or t == steps),
// then updates (t < steps). A recorded point is the mean of the batch
// statistics of the steps since the previous point (step 0 alone, then
// recordEvery batches): one batch of 64 is a noisy estimate when rare
// confidently wrong examples carry most of the loss, and the median over
// seeds of single batches would hide them. A run whose loss or weights stop being finite is
// "diverged": it stops updating and records NaN from then on.
//
// Trainer runs the job in chunks (advance), so callers can stream results
// and stop early; runTraining runs it whole. Deterministic for given options
// in each build.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "core/status.hpp"
#include "core/train_options.hpp"

namespace sqrtdk {

enum class TrainStatistic {
  loss,
  accuracy,
  gradNormQ,
  gradNormK,
  topWeight,
  entropy,
  jacobianNorm,
  starvedFraction,
  scoreSpread
};
constexpr int kTrainStatisticCount = 9;
const char* name(TrainStatistic statistic);

// A statistic over seeds at each recorded step: median and 10% / 90%
// quantiles (linear interpolation) of the seeds that have not diverged; NaN
// where all have.
struct StatBand {
  std::vector<double> median;
  std::vector<double> lo;
  std::vector<double> hi;
};

struct TrainRunResult {
  DivisorKind kind = DivisorKind::none;
  double divisor = 1;
  double lr = 0;         // the rate of these curves (fixed, leader or winner)
  bool lrFinal = false;  // false while the pilot may still change the leader
  bool hasGrid = false;
  std::vector<double> gridLr;     // lrGrid(optimizer, divisor) when hasGrid
  std::vector<double> gridScore;  // pilot score per rate (+inf: diverged)
  int divergedSeeds = 0;
  // Per seed: the mean loss over the last fifth of the steps evaluated so far
  // (lateMeanLoss, train_spikes.hpp; NaN once diverged) and the loss spikes
  // so far (countSpikes). lateLoss is their median and 10-90% band over the
  // seeds that have not diverged.
  std::vector<double> seedLateLoss;
  std::vector<double> seedSpikes;
  double lateLoss = 0, lateLossLo = 0, lateLossHi = 0;
  std::array<StatBand, kTrainStatisticCount> stats;
};

struct TrainSnapshot {
  TrainOptions options;
  std::vector<double> step;  // recorded steps so far
  int stepsDone = 0;
  int pilotSteps = 0;
  bool done = false;
  std::vector<TrainRunResult> runs;  // options.divisors in kAllDivisors order
};

class Trainer {
 public:
  // Never fails: bad options leave status() not ok and every advance() an error.
  explicit Trainer(const TrainOptions& options);
  ~Trainer();
  Trainer(Trainer&&) noexcept;
  Trainer& operator=(Trainer&&) noexcept;

  const Status& status() const;
  // Runs up to `steps` more steps (integer >= 1) and returns the snapshot.
  Result<TrainSnapshot> advance(double steps);
  bool done() const;
  TrainSnapshot snapshot() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

Result<TrainSnapshot> runTraining(const TrainOptions& options);

// Quantile q in [0, 1] of the values (sorted in place), linear interpolation
// between order statistics (type 7); NaN for no values.
double quantileOf(std::vector<double>& values, double q);

}  // namespace sqrtdk
