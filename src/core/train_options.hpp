// Options of the training comparison (step 4), their defaults, limits and
// validation. Field names and defaults mirror TrainOptions in wasm/api.ts.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/options.hpp"
#include "core/status.hpp"

namespace sqrtdk {

enum class Optimizer { sgd, adam };
// output: ||o - y_target||^2 / m on the attention output o = sum p_i y_i.
// scores: cross-entropy -log p_target straight on the scores.
enum class TrainLoss { output, scores };

const char* name(Optimizer optimizer);
const char* name(TrainLoss loss);
Result<Optimizer> parseOptimizer(const std::string& text, const char* param = "optimizer");
Result<TrainLoss> parseTrainLoss(const std::string& text, const char* param = "loss");
// none, sqrt_dk, dk or custom (sqrt_dmodel is rejected: the model has one head).
Result<DivisorKind> parseTrainDivisor(const std::string& text, const char* param = "divisor");

// Width m of the value vectors y_i (not an option: the task needs only a few).
constexpr int kValueWidth = 8;
// Steps every grid rate runs before the best one is picked (or `steps` if fewer).
constexpr int kPilotSteps = 50;
// The pilot score of a rate: the mean batch loss over this many last pilot steps.
constexpr int kPilotScoreWindow = 10;
// An example is starved when the gradient of its loss with respect to its own
// scores is below this share of the largest possible (trainer.hpp).
constexpr double kStarvedRatio = 0.01;

// The learning rates tried when lr is 'best' (mirrors TRAIN_LR_GRID). SGD
// multiplies its base grid by the divisor c: dividing the scores by c makes
// the gradient c times smaller, and SGD with divisor c and rate c * eta is
// exactly SGD without a divisor at rate eta from weights 1/sqrt(c) times the
// initial ones (substitute W = sqrt(c) W'). So with the scaled grid the
// divisors differ only in where training starts. Adam's steps do not scale
// with the gradient, so one grid serves every divisor.
constexpr int kLrGridSize = 5;
constexpr std::array<double, kLrGridSize> kSgdLrGrid = {0.03, 0.1, 0.3, 1.0, 3.0};
constexpr std::array<double, kLrGridSize> kAdamLrGrid = {0.001, 0.003, 0.01, 0.03, 0.1};
std::array<double, kLrGridSize> lrGrid(Optimizer optimizer, double divisor);

struct TrainOptions {
  int dk = 64;
  int dmodel = 64;
  int tokens = 8;
  int batch = 64;
  int steps = 300;
  int seeds = 3;
  uint32_t seed = 1;
  std::vector<DivisorKind> divisors = {DivisorKind::none, DivisorKind::sqrt_dk, DivisorKind::dk};
  double customDivisor = 1.0;
  Optimizer optimizer = Optimizer::sgd;
  bool lrBest = true;  // pick each divisor's rate from lrGrid(optimizer)
  double lr = 0;       // the fixed rate when !lrBest
  TrainLoss loss = TrainLoss::output;
  double queryNoise = 0.5;
  int recordEvery = 5;
};

TrainOptions trainDefaults();

// The number the scores are divided by (none 1, sqrt_dk, dk, custom c).
double trainDivisorValue(DivisorKind kind, const TrainOptions& options);

// Steps of the best-lr pilot: min(kPilotSteps, steps), 0 for a fixed rate.
int pilotSteps(const TrainOptions& options);

// Multiply-adds a whole job needs (forward and backward passes of every run).
double trainWork(const TrainOptions& options);

// Options as they arrive from JavaScript or the command line (numbers that
// may be fractional or NaN, names as text); defaults from trainDefaults().
struct LooseTrainOptions {
  double dk;
  double dmodel;
  double tokens;
  double batch;
  double steps;
  double seeds;
  double seed;
  std::vector<std::string> divisors;
  double customDivisor;
  std::string optimizer;
  bool lrBest;
  double lr;
  std::string loss;
  double queryNoise;
  double recordEvery;
};
LooseTrainOptions looseTrainDefaults();

// Checks every field (message names the parameter and its range) and converts.
Result<TrainOptions> toTrainOptions(const LooseTrainOptions& loose);
Status validateTrainOptions(const TrainOptions& options);

}  // namespace sqrtdk
