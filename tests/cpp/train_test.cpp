// The training comparison of step 4: the hand-written backward pass against
// finite differences, determinism and chunking, bad input, and relations the
// theory predicts (attention_model.hpp, trainer.hpp).
#include <catch2/catch.hpp>
#include <cmath>

#include "core/attention_model.hpp"
#include "core/experiments.hpp"
#include "core/gradient_check.hpp"
#include "core/trainer.hpp"
#include "test_support.hpp"

using namespace sqrtdk;

namespace {

// A job small enough for a test: a few ms natively.
TrainOptions smallJob() {
  TrainOptions o;
  o.dk = 8;
  o.dmodel = 8;
  o.tokens = 4;
  o.batch = 8;
  o.steps = 12;
  o.seeds = 2;
  o.recordEvery = 3;
  o.optimizer = Optimizer::sgd;  // the tests below were written for SGD; Adam where they say so
  return o;
}

const std::vector<double>& lossMedian(const TrainSnapshot& s, size_t run) {
  return s.runs[run].stats[static_cast<size_t>(TrainStatistic::loss)].median;
}

// Every band of every run, flattened, for exact comparisons.
std::vector<double> allNumbers(const TrainSnapshot& s) {
  std::vector<double> out(s.step);
  for (const TrainRunResult& r : s.runs) {
    out.push_back(r.lr);
    out.insert(out.end(), r.gridScore.begin(), r.gridScore.end());
    out.insert(out.end(), r.seedLateLoss.begin(), r.seedLateLoss.end());
    out.insert(out.end(), r.seedSpikes.begin(), r.seedSpikes.end());
    for (const StatBand& b : r.stats)
      for (const auto* v : {&b.median, &b.lo, &b.hi}) out.insert(out.end(), v->begin(), v->end());
  }
  return out;
}

void requireSameBits(const std::vector<double>& a, const std::vector<double>& b) {
  REQUIRE(a.size() == b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::isnan(a[i])) {
      REQUIRE(std::isnan(b[i]));
    } else {
      REQUIRE(a[i] == b[i]);
    }
  }
}

// Per-example reports of the initial weights on the first batch of `seed`.
std::vector<ExampleReport> stepZeroExamples(const TaskShape& shape, uint32_t seed, double divisor,
                                            TrainLoss loss) {
  std::vector<ExampleReport> examples;
  attentionLoss<float>(initialWeights(shape, seed), makeTaskBatch(shape, seed, 0), divisor, loss,
                       nullptr, &examples);
  return examples;
}

LooseTrainOptions looseWith(void (*edit)(LooseTrainOptions&)) {
  LooseTrainOptions loose = looseTrainDefaults();
  edit(loose);
  return loose;
}

}  // namespace

TEST_CASE("backward pass matches central finite differences for every divisor and both losses") {
  // The default shape (d_k < d_model) and a wide head, whose products go
  // through W_Q W_K^T instead of q (attention_model.hpp).
  const TaskShape wide{4, 12, 5, 3, 0.5};
  REQUIRE(productsThroughWeights(wide.batch, wide.dmodel, wide.dk));
  REQUIRE_FALSE(productsThroughWeights(3, 6, 4));  // gradient_check.cpp's default shape
  for (bool wideHead : {false, true})
    for (uint32_t seed : {1u, 7u}) {
      const GradientCheckResult check =
          wideHead ? checkGradients(seed, wide) : checkGradients(seed);
      REQUIRE(check.cases.size() == 8);  // 4 divisors x 2 losses
      for (const GradientCheckCase& c : check.cases) {
        INFO("d_k " << check.dk << " " << name(c.kind) << " " << name(c.loss) << " error "
                    << c.maxRelativeError);
        REQUIRE(c.largestGradient > 1e-3);  // a check of a zero gradient proves nothing
        REQUIRE(c.maxRelativeError < kGradientCheckTolerance / 10);
      }
    }
}

TEST_CASE("SGD with divisor c at rate c*eta equals no divisor at rate eta from weights / sqrt(c)") {
  // Substituting W = sqrt(c) W' turns one into the other exactly; in double
  // precision the two loss sequences agree to rounding.
  const TaskShape shape{6, 4, 5, 16, 0.5};
  const double c = 8, eta = 0.5;
  const AttentionWeights<float> start = initialWeights(shape, 3);
  AttentionWeights<double> scaled{start.wq.cast<double>(), start.wk.cast<double>()};
  AttentionWeights<double> plain{scaled.wq / std::sqrt(c), scaled.wk / std::sqrt(c)};
  AttentionWeights<double> gScaled = scaled, gPlain = plain;
  for (uint32_t step = 0; step < 20; ++step) {
    const TaskBatch batch = makeTaskBatch(shape, 3, step);
    const double a = attentionLoss(scaled, batch, c, TrainLoss::output, &gScaled).loss;
    const double b = attentionLoss(plain, batch, 1.0, TrainLoss::output, &gPlain).loss;
    REQUIRE(a == Approx(b).epsilon(1e-9));
    scaled.wq -= c * eta * gScaled.wq;
    scaled.wk -= c * eta * gScaled.wk;
    plain.wq -= eta * gPlain.wq;
    plain.wk -= eta * gPlain.wk;
  }
}

TEST_CASE("training is deterministic per seed and the same in chunks as in one go") {
  TrainOptions o = smallJob();
  const Result<TrainSnapshot> whole = runTraining(o);
  REQUIRE(whole.ok());
  REQUIRE(whole.value.done);
  requireSameBits(allNumbers(whole.value), allNumbers(runTraining(o).value));

  Trainer trainer(o);
  REQUIRE(trainer.status().ok);
  const Result<TrainSnapshot> first = trainer.advance(1);
  REQUIRE(first.ok());
  REQUIRE_FALSE(first.value.done);
  REQUIRE(first.value.step == std::vector<double>{0});
  REQUIRE(first.value.stepsDone == 1);
  REQUIRE(trainer.advance(4).ok());
  const Result<TrainSnapshot> rest = trainer.advance(1000);
  REQUIRE(rest.value.done);
  REQUIRE(trainer.done());
  requireSameBits(allNumbers(whole.value), allNumbers(rest.value));

  o.seed = 2;
  const std::vector<double> other = lossMedian(runTraining(o).value, 0);
  REQUIRE(other != lossMedian(whole.value, 0));
}

TEST_CASE("recorded steps, grid and bands have the documented shapes") {
  TrainOptions o = smallJob();
  o.divisors = {DivisorKind::dk, DivisorKind::none};  // reported in canonical order
  const TrainSnapshot s = runTraining(o).value;
  REQUIRE(s.step == std::vector<double>{0, 3, 6, 9, 12});
  REQUIRE(s.pilotSteps == 12);  // fewer steps than kPilotSteps: the whole job is the pilot
  REQUIRE(s.runs.size() == 2);
  REQUIRE(s.runs[0].kind == DivisorKind::none);
  REQUIRE(s.runs[1].kind == DivisorKind::dk);
  for (const TrainRunResult& r : s.runs) {
    REQUIRE(r.lrFinal);
    REQUIRE(r.gridLr.size() == static_cast<size_t>(kLrGridSize));
    // SGD's grid is the base grid times the divisor, and the winner is its best score.
    for (size_t i = 0; i < r.gridLr.size(); ++i)
      REQUIRE(r.gridLr[i] == Approx(kSgdLrGrid[i] * r.divisor));
    size_t best = 0;
    for (size_t i = 1; i < r.gridScore.size(); ++i)
      if (r.gridScore[i] < r.gridScore[best]) best = i;
    REQUIRE(r.lr == r.gridLr[best]);
    for (const StatBand& b : r.stats) {
      REQUIRE(b.median.size() == s.step.size());
      for (size_t k = 0; k < b.median.size(); ++k) {
        REQUIRE(b.lo[k] <= b.median[k]);
        REQUIRE(b.median[k] <= b.hi[k]);
      }
    }
  }
  o.optimizer = Optimizer::adam;  // one grid for every divisor
  for (const TrainRunResult& r : runTraining(o).value.runs)
    REQUIRE(r.gridLr == std::vector<double>(kAdamLrGrid.begin(), kAdamLrGrid.end()));
  o.optimizer = Optimizer::sgd;
  o.lrBest = false;
  o.lr = 0.2;
  const TrainSnapshot fixed = runTraining(o).value;
  REQUIRE(fixed.pilotSteps == 0);
  REQUIRE_FALSE(fixed.runs[0].hasGrid);
  REQUIRE(fixed.runs[0].lr == 0.2);
}

TEST_CASE("a learning rate far too large diverges cleanly: NaN records, counted, no crash") {
  TrainOptions o = smallJob();
  o.lrBest = false;
  o.lr = 1e30;
  o.divisors = {DivisorKind::none};
  const TrainSnapshot s = runTraining(o).value;
  REQUIRE(s.done);
  REQUIRE(s.runs[0].divergedSeeds == o.seeds);
  REQUIRE(std::isnan(lossMedian(s, 0).back()));
  REQUIRE(std::isfinite(lossMedian(s, 0).front()));  // step 0 is before any update
}

TEST_CASE("bad training options get a message naming the parameter and its range") {
  struct Case {
    void (*edit)(LooseTrainOptions&);
    const char* message;
  };
  const Case cases[] = {
      {[](LooseTrainOptions& o) { o.dk = 0; }, "dk must be an integer in [1, 1024] (got 0)"},
      {[](LooseTrainOptions& o) { o.dk = 2.5; }, "dk must be an integer in [1, 1024] (got 2.5)"},
      {[](LooseTrainOptions& o) { o.steps = 0; }, "steps must be an integer in [1, 10000] (got 0)"},
      {[](LooseTrainOptions& o) { o.batch = NAN; },
       "batch must be an integer in [1, 1024] (got nan)"},
      {[](LooseTrainOptions& o) { o.seeds = 17; }, "seeds must be an integer in [1, 16] (got 17)"},
      {[](LooseTrainOptions& o) { o.tokens = 1; }, "tokens must be an integer in [2, 64] (got 1)"},
      {[](LooseTrainOptions& o) {
         o.lrBest = false;
         o.lr = 0;
       },
       "lr must be finite and > 0 (got 0)"},
      {[](LooseTrainOptions& o) {
         o.lrBest = false;
         o.lr = -1;
       },
       "lr must be finite and > 0 (got -1)"},
      {[](LooseTrainOptions& o) {
         o.lrBest = false;
         o.lr = INFINITY;
       },
       "lr must be finite and > 0 (got inf)"},
      {[](LooseTrainOptions& o) {
         o.lrBest = false;
         o.lr = NAN;
       },
       "lr must be finite and > 0 (got nan)"},
      {[](LooseTrainOptions& o) { o.divisors = {}; }, "divisors must hold 1 to 4"},
      {[](LooseTrainOptions& o) {
         o.divisors = {"dk", "dk"};
       },
       "divisors must be distinct"},
      {[](LooseTrainOptions& o) { o.divisors = {"sqrt_dmodel"}; },
       "divisors must be one of none, sqrt_dk, dk, custom (got 'sqrt_dmodel')"},
      {[](LooseTrainOptions& o) { o.optimizer = "rmsprop"; },
       "optimizer must be one of sgd, adam (got 'rmsprop')"},
      {[](LooseTrainOptions& o) { o.loss = "mse"; }, "loss must be one of output, scores"},
      {[](LooseTrainOptions& o) { o.queryNoise = -1; }, "queryNoise must be in [0, 10] (got -1)"},
      {[](LooseTrainOptions& o) { o.customDivisor = 0; },
       "customDivisor must be finite and > 0 (got 0)"},
      {[](LooseTrainOptions& o) { o.seed = -1; }, "seed must be an integer in [0, 4294967295]"},
      {[](LooseTrainOptions& o) {
         o.dk = 1024;
         o.dmodel = 1024;
         o.seeds = 16;
         o.steps = 10000;
       },
       "lower dmodel, dk, seeds"},
      {[](LooseTrainOptions& o) {
         o.dk = 1024;
         o.dmodel = 1024;
         o.seeds = 1;
         o.steps = 10000;
         o.divisors = {"none"};
       },
       "more than the limit of 137438953472 (2^37)"},
  };
  for (const Case& c : cases) {
    const Result<TrainOptions> options = toTrainOptions(looseWith(c.edit));
    INFO(c.message);
    REQUIRE_FALSE(options.ok());
    REQUIRE_THAT(options.message(), Catch::Matchers::Contains(c.message));
  }
  REQUIRE(toTrainOptions(looseTrainDefaults()).ok());

  TrainOptions bad = smallJob();
  bad.steps = 0;
  Trainer trainer(bad);
  REQUIRE_FALSE(trainer.status().ok);
  REQUIRE(trainer.done());
  REQUIRE_FALSE(trainer.advance(1).ok());
  Trainer good(smallJob());
  for (double steps : {0.0, -1.0, 1.5, double(NAN)}) {
    const Result<TrainSnapshot> r = good.advance(steps);
    REQUIRE_FALSE(r.ok());
    REQUIRE_THAT(r.message(), Catch::Matchers::StartsWith("steps must be an integer in [1, "));
  }
}

TEST_CASE("output loss: top weight 1 - eps >= 1/2 bounds the starved ratio by 4 eps (1 - eps)") {
  // Exact per example; no divisor at d_k = 64 gives both saturated and
  // unsaturated examples.
  const std::vector<ExampleReport> examples =
      stepZeroExamples({32, 64, 8, 256, 0.5}, 5, 1.0, TrainLoss::output);
  const double saturationTopWeight = (1 + std::sqrt(1 - kStarvedRatio)) / 2;
  int saturated = 0;
  for (const ExampleReport& e : examples) {
    REQUIRE(e.starvedRatio >= 0);
    REQUIRE(e.starvedRatio <= 1);
    const double eps = 1 - e.topWeight;
    if (eps <= 0.5) REQUIRE(e.starvedRatio <= 4 * eps * (1 - eps) * (1 + 1e-9) + 1e-12);
    if (e.topWeight > saturationTopWeight) {
      ++saturated;
      REQUIRE(e.starvedRatio < kStarvedRatio);
    }
  }
  REQUIRE(saturated > 10);
  REQUIRE(saturated < static_cast<int>(examples.size()) - 10);
}

TEST_CASE("scores loss: starved means the target already has more than 99% of the weight") {
  const std::vector<ExampleReport> examples =
      stepZeroExamples({16, 64, 8, 256, 0.5}, 6, 1.0, TrainLoss::scores);
  int saturatedWrong = 0;
  for (const ExampleReport& e : examples) {
    // loss = -log p_t, ratio = 1 - p_t
    REQUIRE(e.starvedRatio == Approx(1 - std::exp(-e.loss)).margin(1e-9));
    if (e.topWeight > 0.99 && e.starvedRatio > 0.5) ++saturatedWrong;
  }
  REQUIRE(saturatedWrong > 10);  // saturated on a wrong token, yet not starved
}

TEST_CASE("at d_k divisor and large d_k the weights are uniform: mean loss (n - 1) / n") {
  // o - y_t = sum_i (1/n - [i = t]) y_i has per-coordinate variance (n - 1) / n.
  const std::vector<ExampleReport> examples =
      stepZeroExamples({64, 1024, 8, 1024, 0.5}, 9, 1024.0, TrainLoss::output);
  Moments m;
  for (const ExampleReport& e : examples) m.add(e.loss);
  const Estimate mean = meanEstimate(m);
  // The residual weights deviate from 1/n by O(1/sqrt(d_k)); their effect on
  // the loss is far below the standard error.
  REQUIRE(test::withinSe(mean.value, 7.0 / 8.0, mean.se));
}

TEST_CASE("starved fraction at step 0 matches the saturation experiment at the same d_k and n") {
  // At initialisation the scores z_i = x_i . (W_K W_Q^T x_q) / c are, given
  // the query, independent N(0, s^2 / c^2) with s^2 = chi2(d_k) times two
  // chi2(dmodel)/dmodel factors, i.e. the saturation experiment's scores up
  // to those factors; at dmodel = 1024 they widen the spread of log s^2 by
  // 4/1024 against 2/d_k = 1/32, a bias far below the standard error here.
  // The top weight fraction above (1 + sqrt(0.99)) / 2 is then the saturation
  // experiment's saturated fraction at that threshold, and every such example
  // is starved (the per-example bound above).
  const int dk = 64, n = 8, seeds = 16, batchSize = 500;
  const double threshold = (1 + std::sqrt(1 - kStarvedRatio)) / 2;
  Options sat = defaults();
  sat.dk = dk;
  sat.keys = n;
  sat.trials = 20000;
  sat.threshold = threshold;
  sat.seed = 11;
  const SaturationResult reference = runSaturation(sat).value;

  const TaskShape shape{1024, dk, n, batchSize, 0.5};
  const double divisors[2] = {1.0, 8.0};  // none, sqrt_dk
  Moments saturatedPerSeed[2], starvedPerSeed[2];
  for (int s = 0; s < seeds; ++s) {
    const uint32_t seed = 100 + static_cast<uint32_t>(s);
    const AttentionWeights<float> w = initialWeights(shape, seed);
    const TaskBatch batch = makeTaskBatch(shape, seed, 0);
    for (int d = 0; d < 2; ++d) {
      std::vector<ExampleReport> examples;
      const BatchStats stats =
          attentionLoss<float>(w, batch, divisors[d], TrainLoss::output, nullptr, &examples);
      double saturated = 0;
      for (const ExampleReport& e : examples) saturated += e.topWeight > threshold ? 1 : 0;
      saturatedPerSeed[d].add(saturated / batchSize);
      starvedPerSeed[d].add(stats.starvedFraction);
    }
  }
  for (int d = 0; d < 2; ++d) {
    // Examples of one seed share W: the SE comes from the spread between seeds.
    const Estimate model = meanEstimate(saturatedPerSeed[d]);
    const Estimate starved = meanEstimate(starvedPerSeed[d]);
    const Estimate& expected = reference.byDivisor[static_cast<size_t>(d)].saturatedFraction;
    const double se = std::hypot(model.se, expected.se);
    INFO("divisor " << divisors[d] << ": model " << model.value << " +- " << model.se
                    << ", saturation experiment " << expected.value << " +- " << expected.se
                    << ", starved " << starved.value);
    REQUIRE(test::withinSe(model.value, expected.value, se, 4.0, 1e-4));
    REQUIRE(starved.value >= model.value);
    if (d == 0) {
      REQUIRE(expected.value > 0.2);  // a real test, not 0 against 0
    } else {
      REQUIRE(starved.value < 0.01);
    }
  }
}

TEST_CASE("quantileOf interpolates linearly between order statistics") {
  std::vector<double> v{4, 1, 3, 2};
  REQUIRE(quantileOf(v, 0.5) == 2.5);
  REQUIRE(quantileOf(v, 0.1) == Approx(1.3));
  REQUIRE(quantileOf(v, 0.9) == Approx(3.7));
  std::vector<double> none;
  REQUIRE(std::isnan(quantileOf(none, 0.5)));
}
