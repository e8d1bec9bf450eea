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
      TrainOptions cell = trainSweepJobOptions(o.base, {kind}, dk, 1);
      const Status s = validateTrainOptions(cell);
      if (!s.ok) return R::failure("at d_k " + std::to_string(dk) + ": " + s.message);
    }
  return R::success(o);
}

TrainOptions trainSweepJobOptions(const TrainOptions& base, const std::vector<DivisorKind>& kinds,
                                  int dk, double lr) {
  TrainOptions o = base;
  o.dk = dk;
  o.divisors = kinds;
  o.lrBest = false;
  o.lr = lr;
  o.recordEvery = o.steps;
  return o;
}

Result<TrainSweepResult> runTrainSweep(const TrainSweepOptions& options) {
  using R = Result<TrainSweepResult>;
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  TrainSweepResult result;
  result.options = options;
  const auto grid = lrGrid(options.base.optimizer, 1);
  result.lrs.assign(grid.begin(), grid.end());
  const std::vector<DivisorKind>& kinds = options.base.divisors;
  for (DivisorKind kind : kinds) {
    TrainSweepRun run;
    run.kind = kind;
    for (int dk : options.dks) {
      TrainOptions atDk = options.base;
      atDk.dk = dk;
      const double divisor = trainDivisorValue(kind, atDk);
      const auto rates = lrGrid(options.base.optimizer, divisor);
      run.divisor.push_back(divisor);
      run.lr.emplace_back(rates.begin(), rates.end());
      run.loss.emplace_back(rates.size(), kNaN);
    }
    result.runs.push_back(std::move(run));
  }
  for (size_t d = 0; d < options.dks.size(); ++d) {
    for (size_t i = 0; i < result.lrs.size(); ++i) {
      std::vector<bool> taken(kinds.size(), false);
      for (size_t k = 0; k < kinds.size(); ++k) {
        if (taken[k]) continue;
        // One job for every divisor that tries the same rate here.
        const double lr = result.runs[k].lr[d][i];
        std::vector<DivisorKind> job;
        std::vector<size_t> members;
        for (size_t other = k; other < kinds.size(); ++other)
          if (!taken[other] && result.runs[other].lr[d][i] == lr) {
            taken[other] = true;
            job.push_back(kinds[other]);
            members.push_back(other);
          }
        const auto trained =
            runTraining(trainSweepJobOptions(options.base, job, options.dks[d], lr));
        if (!trained.ok()) return R::failure(trained.status);
        for (size_t member : members)
          for (const TrainRunResult& r : trained.value.runs)
            if (r.kind == kinds[member]) result.runs[member].loss[d][i] = r.lateLoss;
      }
    }
  }
  for (TrainSweepRun& run : result.runs) {
    for (size_t d = 0; d < run.loss.size(); ++d) {
      double bestLr = kNaN, bestLoss = kNaN;
      for (size_t i = 0; i < run.loss[d].size(); ++i)
        if (!std::isnan(run.loss[d][i]) && !(run.loss[d][i] >= bestLoss)) {
          bestLoss = run.loss[d][i];
          bestLr = run.lr[d][i];
        }
      run.bestLr.push_back(bestLr);
      run.bestLoss.push_back(bestLoss);
    }
  }
  return R::success(result);
}

}  // namespace sqrtdk
