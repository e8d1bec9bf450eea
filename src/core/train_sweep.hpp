// "One learning rate for every head size": for each divisor, every head size
// d_k of a list times every rate of the optimiser's grid (lrGrid,
// train_options.hpp; SGD's scaled by the divisor), each trained over the
// seeds at a fixed rate. A cell's value is the late loss of that run: the
// median over seeds of the mean loss over the last fifth of the steps
// (TrainRunResult::lateLoss, so a cell is exactly what `train` reports for
// that divisor at that d_k and rate). Per (divisor, d_k) the best rate is the
// grid rate with the lowest cell (ties: the smaller rate), skipping cells
// whose seeds all diverged (NaN).
//
// Cells at one d_k and rate that differ only in their divisor (every Adam
// rate: its grid is the same for every divisor) run as one training job,
// which draws each step's batch once for all of them. The runs of a job are
// independent (same weights and batches, each its own divisor), so each is
// exactly its cell's single run (tests/cpp/train_sweep_test.cpp).
#pragma once

#include <vector>

#include "core/status.hpp"
#include "core/train_options.hpp"

namespace sqrtdk {

// At most this many head sizes per sweep.
constexpr int kMaxTrainSweepDks = 8;

struct TrainSweepOptions {
  TrainOptions base;     // every setting but dk and lr (lr is the grid)
  std::vector<int> dks;  // distinct, each in the training limits
};

struct TrainSweepRun {
  DivisorKind kind = DivisorKind::none;
  std::vector<double> divisor;            // per d_k
  std::vector<std::vector<double>> lr;    // [d_k][rate]: the rates tried
  std::vector<std::vector<double>> loss;  // [d_k][rate]: late loss (NaN: every seed diverged)
  std::vector<double> bestLr;             // per d_k (NaN when every rate diverged)
  std::vector<double> bestLoss;           // per d_k
};

struct TrainSweepResult {
  TrainSweepOptions options;
  std::vector<double> lrs;  // the optimiser's base grid (SGD: times each divisor)
  std::vector<TrainSweepRun> runs;
};

// Checks the list (1 to kMaxTrainSweepDks distinct whole numbers in the
// d_k limits) and every cell's options (validateTrainOptions).
Result<TrainSweepOptions> toTrainSweepOptions(const LooseTrainOptions& loose,
                                              const std::vector<double>& dks);

// The options of the job of one or more cells: `base` at this d_k and fixed
// rate with these divisors, recording only the first and last step (the
// late loss needs no curve).
TrainOptions trainSweepJobOptions(const TrainOptions& base, const std::vector<DivisorKind>& kinds,
                                  int dk, double lr);

Result<TrainSweepResult> runTrainSweep(const TrainSweepOptions& options);

}  // namespace sqrtdk
