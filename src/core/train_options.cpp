#include "core/train_options.hpp"

#include <cmath>

#include "core/format.hpp"
#include "core/limits.hpp"
#include "core/name_table.hpp"

namespace sqrtdk {
namespace {

constexpr const char* kOptimizerNames[] = {"sgd", "adam"};
constexpr const char* kLossNames[] = {"output", "scores"};

Status checkRange(const char* param, double value, double lo, double hi) {
  if (value >= lo && value <= hi) return Status::success();
  return Status::error(std::string(param) + " must be in [" + formatNumber(lo) + ", " +
                       formatNumber(hi) + "] (got " + formatNumber(value) + ")");
}

Status checkPositive(const char* param, double value) {
  if (std::isfinite(value) && value > 0) return Status::success();
  return Status::error(std::string(param) + " must be finite and > 0 (got " + formatNumber(value) +
                       ")");
}

int runsPerDivisor(const TrainOptions& o) { return o.lrBest ? kLrGridSize : 1; }

}  // namespace

const char* name(Optimizer optimizer) { return kOptimizerNames[static_cast<int>(optimizer)]; }
const char* name(TrainLoss loss) { return kLossNames[static_cast<int>(loss)]; }

Result<Optimizer> parseOptimizer(const std::string& text, const char* param) {
  return parseName<Optimizer>(text, param, kOptimizerNames);
}
Result<TrainLoss> parseTrainLoss(const std::string& text, const char* param) {
  return parseName<TrainLoss>(text, param, kLossNames);
}

Result<DivisorKind> parseTrainDivisor(const std::string& text, const char* param) {
  constexpr const char* kAllowed[] = {"none", "sqrt_dk", "dk", "custom"};
  auto parsed = parseName<int>(text, param, kAllowed);
  if (!parsed.ok()) return Result<DivisorKind>::failure(parsed.status);
  return parseDivisorKind(text, param);
}

std::array<double, kLrGridSize> lrGrid(Optimizer optimizer, double divisor) {
  if (optimizer == Optimizer::adam) return kAdamLrGrid;
  std::array<double, kLrGridSize> rates = kSgdLrGrid;
  for (double& rate : rates) rate *= divisor;
  return rates;
}

TrainOptions trainDefaults() { return TrainOptions{}; }

double trainDivisorValue(DivisorKind kind, const TrainOptions& options) {
  switch (kind) {
    case DivisorKind::sqrt_dk:
      return std::sqrt(static_cast<double>(options.dk));
    case DivisorKind::dk:
      return options.dk;
    case DivisorKind::custom:
      return options.customDivisor;
    default:
      return 1.0;
  }
}

int pilotSteps(const TrainOptions& o) { return o.lrBest ? std::min(kPilotSteps, o.steps) : 0; }

double trainWork(const TrainOptions& o) {
  // Per evaluated step of one run: five dmodel x dk products over the batch
  // (q, u, dW_K, dv, dW_Q) and two over the tokens (scores, du).
  const double perStep = 5.0 * o.batch * o.dmodel * o.dk + 2.0 * o.batch * o.tokens * o.dmodel;
  const double pilot = pilotSteps(o);
  const double stepsPerDivisor = (o.steps + 1 - pilot) + pilot * runsPerDivisor(o);
  return perStep * stepsPerDivisor * o.seeds * static_cast<double>(o.divisors.size());
}

LooseTrainOptions looseTrainDefaults() {
  const TrainOptions o = trainDefaults();
  LooseTrainOptions loose;
  loose.dk = o.dk;
  loose.dmodel = o.dmodel;
  loose.tokens = o.tokens;
  loose.batch = o.batch;
  loose.steps = o.steps;
  loose.seeds = o.seeds;
  loose.seed = o.seed;
  for (DivisorKind kind : o.divisors) loose.divisors.push_back(name(kind));
  loose.customDivisor = o.customDivisor;
  loose.optimizer = name(o.optimizer);
  loose.lrBest = o.lrBest;
  loose.lr = o.lr;
  loose.loss = name(o.loss);
  loose.queryNoise = o.queryNoise;
  loose.recordEvery = o.recordEvery;
  return loose;
}

Status validateTrainOptions(const TrainOptions& o) {
  using namespace limits;
  Status s = checkInteger("dk", o.dk, kMinTrainDk, kMaxTrainDk);
  if (s.ok) s = checkInteger("dmodel", o.dmodel, kMinTrainDmodel, kMaxTrainDmodel);
  if (s.ok) s = checkInteger("tokens", o.tokens, kMinTrainTokens, kMaxTrainTokens);
  if (s.ok) s = checkInteger("batch", o.batch, kMinTrainBatch, kMaxTrainBatch);
  if (s.ok) s = checkInteger("steps", o.steps, kMinTrainSteps, kMaxTrainSteps);
  if (s.ok) s = checkInteger("seeds", o.seeds, kMinTrainSeeds, kMaxTrainSeeds);
  if (s.ok)
    s = checkInteger("recordEvery", o.recordEvery, kMinTrainRecordEvery, kMaxTrainRecordEvery);
  if (s.ok) s = checkPositive("customDivisor", o.customDivisor);
  if (s.ok && !o.lrBest) s = checkPositive("lr", o.lr);
  if (s.ok) s = checkRange("queryNoise", o.queryNoise, kMinTrainQueryNoise, kMaxTrainQueryNoise);
  if (!s.ok) return s;
  if (o.divisors.empty() || o.divisors.size() > 4)
    return Status::error("divisors must hold 1 to 4 of none, sqrt_dk, dk, custom (got " +
                         std::to_string(o.divisors.size()) + ")");
  for (size_t i = 0; i < o.divisors.size(); ++i) {
    const DivisorKind kind = o.divisors[i];
    if (kind == DivisorKind::sqrt_dmodel)
      return Status::error("divisors must be none, sqrt_dk, dk or custom (got 'sqrt_dmodel')");
    for (size_t j = 0; j < i; ++j)
      if (o.divisors[j] == kind)
        return Status::error(std::string("divisors must be distinct ('") + name(kind) +
                             "' appears twice)");
  }
  const int64_t tokenFloats = int64_t{o.batch} * o.tokens * o.dmodel;
  if (tokenFloats > kMaxTrainTokenFloats)
    return Status::error("batch * tokens * dmodel must be at most " +
                         std::to_string(kMaxTrainTokenFloats) + " (got " +
                         std::to_string(tokenFloats) + ")");
  const int64_t weightFloats = int64_t{6} * o.dmodel * o.dk * o.seeds *
                               static_cast<int64_t>(o.divisors.size()) * runsPerDivisor(o);
  if (weightFloats > kMaxTrainWeightFloats)
    return Status::error("the runs' weights would need " + std::to_string(weightFloats) +
                         " floats, more than " + std::to_string(kMaxTrainWeightFloats) +
                         "; lower dmodel, dk, seeds or the number of divisors");
  const double work = trainWork(o);
  if (work > kMaxTrainWork)
    return Status::error("this job needs " + formatNumber(std::round(work)) +
                         " multiply-adds, more than the limit of 137438953472 (2^37); lower "
                         "steps, batch, seeds, dk or dmodel, or fix lr instead of 'best'");
  return Status::success();
}

Result<TrainOptions> toTrainOptions(const LooseTrainOptions& loose) {
  using namespace limits;
  using R = Result<TrainOptions>;
  TrainOptions o;
  Status s = takeInteger("dk", loose.dk, kMinTrainDk, kMaxTrainDk, &o.dk);
  if (s.ok) s = takeInteger("dmodel", loose.dmodel, kMinTrainDmodel, kMaxTrainDmodel, &o.dmodel);
  if (s.ok) s = takeInteger("tokens", loose.tokens, kMinTrainTokens, kMaxTrainTokens, &o.tokens);
  if (s.ok) s = takeInteger("batch", loose.batch, kMinTrainBatch, kMaxTrainBatch, &o.batch);
  if (s.ok) s = takeInteger("steps", loose.steps, kMinTrainSteps, kMaxTrainSteps, &o.steps);
  if (s.ok) s = takeInteger("seeds", loose.seeds, kMinTrainSeeds, kMaxTrainSeeds, &o.seeds);
  if (s.ok) s = checkInteger("seed", loose.seed, 0, kMaxSeed);
  if (s.ok)
    s = takeInteger("recordEvery", loose.recordEvery, kMinTrainRecordEvery, kMaxTrainRecordEvery,
                    &o.recordEvery);
  if (!s.ok) return R::failure(s);
  o.seed = static_cast<uint32_t>(loose.seed);
  o.divisors.clear();
  if (loose.divisors.empty() || loose.divisors.size() > 4)
    return R::failure("divisors must hold 1 to 4 of none, sqrt_dk, dk, custom (got " +
                      std::to_string(loose.divisors.size()) + ")");
  for (const std::string& text : loose.divisors) {
    auto kind = parseTrainDivisor(text, "divisors");
    if (!kind.ok()) return R::failure(kind.status);
    o.divisors.push_back(kind.value);
  }
  auto optimizer = parseOptimizer(loose.optimizer);
  if (!optimizer.ok()) return R::failure(optimizer.status);
  o.optimizer = optimizer.value;
  auto loss = parseTrainLoss(loose.loss);
  if (!loss.ok()) return R::failure(loss.status);
  o.loss = loss.value;
  o.customDivisor = loose.customDivisor;
  o.lrBest = loose.lrBest;
  o.lr = loose.lrBest ? 0 : loose.lr;
  o.queryNoise = loose.queryNoise;
  s = validateTrainOptions(o);
  if (!s.ok) return R::failure(s);
  return R::success(o);
}

}  // namespace sqrtdk
