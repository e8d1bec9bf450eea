#include "core/train_sweep.hpp"

#include <cmath>
#include <limits>

#include "core/format.hpp"
#include "core/limits.hpp"
#include "core/trainer.hpp"

namespace sqrtdk {

Result<TrainSweepOptions> toTrainSweepOptions(const LooseTrainOptions& loose,
                                              const std::vector<double>& dks) {
  using R = Result<TrainSweepOptions>;
  TrainSweepOptions o;
  auto base = toTrainOptions(loose);
  if (!base.ok()) return R::failure(base.status);
  o.base = base.value;
  if (dks.empty() || dks.size() > kMaxTrainSweepDks)
    return R::failure("dks must hold 1 to " + std::to_string(kMaxTrainSweepDks) +
                      " head sizes (got " + std::to_string(dks.size()) + ")");
  for (double dk : dks) {
    const Status s = checkInteger("dks", dk, limits::kMinTrainDk, limits::kMaxTrainDk);
    if (!s.ok) return R::failure(s);
    for (int earlier : o.dks)
      if (earlier == static_cast<int>(dk))
        return R::failure("dks must be distinct (" + formatNumber(dk) + " appears twice)");
    o.dks.push_back(static_cast<int>(dk));
  }
  for (int dk : o.dks)
    for (DivisorKind kind : o.base.divisors) {
      TrainOptions cell = trainSweepCellOptions(o.base, kind, dk, 1);
      const Status s = validateTrainOptions(cell);
      if (!s.ok) return R::failure("at d_k " + std::to_string(dk) + ": " + s.message);
    }
  return R::success(o);
}

TrainOptions trainSweepCellOptions(const TrainOptions& base, DivisorKind kind, int dk, double lr) {
  TrainOptions o = base;
  o.dk = dk;
  o.divisors = {kind};
  o.lrBest = false;
  o.lr = lr;
  o.recordEvery = o.steps;
  return o;
}

Result<double> trainSweepCell(const TrainOptions& base, DivisorKind kind, int dk, double lr) {
  auto run = runTraining(trainSweepCellOptions(base, kind, dk, lr));
  if (!run.ok()) return Result<double>::failure(run.status);
  return Result<double>::success(run.value.runs.at(0).lateLoss);
}

Result<TrainSweepResult> runTrainSweep(const TrainSweepOptions& options) {
  using R = Result<TrainSweepResult>;
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  TrainSweepResult result;
  result.options = options;
  const auto grid = lrGrid(options.base.optimizer, 1);
  result.lrs.assign(grid.begin(), grid.end());
  for (DivisorKind kind : options.base.divisors) {
    TrainSweepRun run;
    run.kind = kind;
    for (int dk : options.dks) {
      TrainOptions atDk = options.base;
      atDk.dk = dk;
      const double divisor = trainDivisorValue(kind, atDk);
      const auto rates = lrGrid(options.base.optimizer, divisor);
      run.divisor.push_back(divisor);
      run.lr.emplace_back(rates.begin(), rates.end());
      std::vector<double> losses;
      double bestLr = kNaN, bestLoss = kNaN;
      for (double lr : rates) {
        auto cell = trainSweepCell(options.base, kind, dk, lr);
        if (!cell.ok()) return R::failure(cell.status);
        losses.push_back(cell.value);
        if (!std::isnan(cell.value) && !(cell.value >= bestLoss)) {
          bestLoss = cell.value;
          bestLr = lr;
        }
      }
      run.loss.push_back(std::move(losses));
      run.bestLr.push_back(bestLr);
      run.bestLoss.push_back(bestLoss);
    }
    result.runs.push_back(std::move(run));
  }
  return R::success(result);
}

}  // namespace sqrtdk
