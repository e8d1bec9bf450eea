// Step 4's additions to the training comparison: the spike rule and the late
// loss on constructed curves, the score spread, and the learning-rate sweep
// over head sizes (train_spikes.hpp, train_sweep.hpp).
#include "core/train_sweep.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "core/attention_model.hpp"
#include "core/train_spikes.hpp"
#include "core/trainer.hpp"
#include "test_support.hpp"

using namespace sqrtdk;
using sqrtdk::test::kNaN;

namespace {

TrainOptions tinyJob() {
  TrainOptions o;
  o.dk = 8;
  o.dmodel = 8;
  o.tokens = 4;
  o.batch = 8;
  o.steps = 20;
  o.seeds = 2;
  o.recordEvery = 5;
  o.optimizer = Optimizer::adam;
  return o;
}

}  // namespace

TEST_CASE("spike rule: after the loss fell below 1% of its start, jumps above 3% count",
          "[train][spikes]") {
  // A smooth fall never spikes.
  REQUIRE(countSpikes({1, 0.5, 0.2, 0.05, 0.008, 0.004, 0.02, 0.003}) == 0);
  // Armed at 0.008 (< 1% of 1); 0.2 for two steps is one spike, 0.04 another.
  REQUIRE(countSpikes({1, 0.3, 0.008, 0.2, 0.2, 0.001, 1e-20, 0.04, 0.002}) == 2);
  // Not armed yet (never below 1% of the start): the jump to 5 is not a spike.
  REQUIRE(countSpikes({1, 0.2, 5, 0.015, 0.012}) == 0);
  // Exactly 3% of the start is not above it; the threshold scales with the start.
  REQUIRE(countSpikes({2, 0.01, 0.06, 0.01}) == 0);
  REQUIRE(countSpikes({2, 0.01, 0.0600001, 0.01}) == 1);
  // Non-finite losses (a diverged step) are skipped, not counted, even first.
  REQUIRE(countSpikes({kNaN, 1, 0.005, kNaN, 0.004, std::numeric_limits<double>::infinity()}) == 0);
  REQUIRE(countSpikes({}) == 0);
}

TEST_CASE("late loss averages the last fifth of the steps", "[train][spikes]") {
  // Steps 0..10: the last ceil(10 / 5) = 2 steps.
  REQUIRE(lateMeanLoss({9, 9, 9, 9, 9, 9, 9, 9, 9, 1, 3}) == 2);
  // Steps 0..11: ceil(11 / 5) = 3 steps; a NaN among them is skipped.
  REQUIRE(lateMeanLoss({9, 9, 9, 9, 9, 9, 9, 9, 9, 2, kNaN, 4}) == 3);
  REQUIRE(lateMeanLoss({5}) == 5);  // step 0 alone
  REQUIRE(std::isnan(lateMeanLoss({1, kNaN})));
}

TEST_CASE("a run's late loss and spikes come from every step, whatever is recorded",
          "[train][spikes]") {
  TrainOptions o = tinyJob();
  const TrainSnapshot a = runTraining(o).value;
  o.recordEvery = 7;
  const TrainSnapshot b = runTraining(o).value;
  REQUIRE(a.runs.size() == 3);
  for (size_t r = 0; r < a.runs.size(); ++r) {
    REQUIRE(a.runs[r].seedLateLoss.size() == 2);
    REQUIRE(a.runs[r].seedLateLoss == b.runs[r].seedLateLoss);
    REQUIRE(a.runs[r].seedSpikes == b.runs[r].seedSpikes);
    const double lo = std::min(a.runs[r].seedLateLoss[0], a.runs[r].seedLateLoss[1]);
    const double hi = std::max(a.runs[r].seedLateLoss[0], a.runs[r].seedLateLoss[1]);
    REQUIRE(a.runs[r].lateLoss == Approx((lo + hi) / 2));
    REQUIRE(a.runs[r].lateLossLo == Approx(lo + 0.1 * (hi - lo)));
    REQUIRE(a.runs[r].lateLossHi == Approx(lo + 0.9 * (hi - lo)));
  }
}

TEST_CASE("score spread without a divisor is sqrt(d_k) times the spread with sqrt(d_k)",
          "[train]") {
  // Same weights, same batch: dividing every score by c divides each
  // example's standard deviation, and so the median, by c.
  const TaskShape shape{16, 64, 8, 32, 0.5};
  const auto weights = initialWeights(shape, 4);
  const TaskBatch batch = makeTaskBatch(shape, 4, 0);
  const BatchStats raw = attentionLoss<float>(weights, batch, 1.0, TrainLoss::output, nullptr);
  const BatchStats scaled = attentionLoss<float>(weights, batch, 8.0, TrainLoss::output, nullptr);
  REQUIRE(raw.scoreSpread > 0);
  REQUIRE(raw.scoreSpread / scaled.scoreSpread == Approx(8.0).epsilon(1e-12));
}

TEST_CASE("a sweep cell equals the single train run at that d_k and rate, bit for bit",
          "[train][sweep]") {
  TrainSweepOptions sweep;
  sweep.base = tinyJob();
  sweep.dks = {4, 16};
  const Result<TrainSweepResult> result = runTrainSweep(sweep);
  REQUIRE(result.ok());
  const TrainSweepResult& r = result.value;
  REQUIRE(r.lrs == std::vector<double>(kAdamLrGrid.begin(), kAdamLrGrid.end()));
  REQUIRE(r.runs.size() == 3);
  for (size_t d = 0; d < sweep.dks.size(); ++d) {
    for (size_t i = 0; i < r.lrs.size(); ++i) {
      // All three divisors in one job, recorded every 5 steps: the runs of a
      // job are independent, so each must reproduce its cell exactly.
      TrainOptions single = sweep.base;
      single.dk = sweep.dks[d];
      single.lrBest = false;
      single.lr = r.lrs[i];
      const TrainSnapshot s = runTraining(single).value;
      for (size_t k = 0; k < r.runs.size(); ++k) {
        INFO("d_k " << sweep.dks[d] << " lr " << r.lrs[i] << " divisor " << name(r.runs[k].kind));
        REQUIRE(s.runs[k].kind == r.runs[k].kind);
        REQUIRE(r.runs[k].loss[d][i] == s.runs[k].lateLoss);
      }
    }
    for (const TrainSweepRun& run : r.runs) {
      // The best rate is the grid's argmin, its loss that cell's.
      size_t best = 0;
      for (size_t i = 1; i < run.loss[d].size(); ++i)
        if (run.loss[d][i] < run.loss[d][best]) best = i;
      REQUIRE(run.bestLr[d] == run.lr[d][best]);
      REQUIRE(run.bestLoss[d] == run.loss[d][best]);
    }
  }
  REQUIRE(r.runs[1].divisor == std::vector<double>{2, 4});  // sqrt_dk at d_k 4 and 16
}

TEST_CASE("SGD sweep rates are the base grid times the divisor", "[train][sweep]") {
  TrainSweepOptions sweep;
  sweep.base = tinyJob();
  sweep.base.optimizer = Optimizer::sgd;
  sweep.base.steps = 3;
  sweep.base.divisors = {DivisorKind::dk};
  sweep.dks = {16};
  const TrainSweepResult r = runTrainSweep(sweep).value;
  for (size_t i = 0; i < r.lrs.size(); ++i) REQUIRE(r.runs[0].lr[0][i] == 16 * kSgdLrGrid[i]);
}

TEST_CASE("bad head-size lists get a message naming dks", "[train][sweep]") {
  const LooseTrainOptions loose = looseTrainDefaults();
  for (const std::vector<double>& dks : std::vector<std::vector<double>>{
           {}, {0}, {2048}, {16, 16}, {1.5}, {kNaN}, {1, 2, 4, 8, 16, 32, 64, 128, 256}}) {
    const auto parsed = toTrainSweepOptions(loose, dks);
    REQUIRE_FALSE(parsed.ok());
    REQUIRE(parsed.message().find("dks") != std::string::npos);
  }
  REQUIRE(toTrainSweepOptions(loose, {16, 64, 256}).ok());
}
