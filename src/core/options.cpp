#include "core/options.hpp"

#include <cmath>

#include "core/format.hpp"
#include "core/limits.hpp"
#include "core/name_table.hpp"

namespace sqrtdk {
namespace {

constexpr const char* kDistributionNames[] = {"normal", "rademacher", "uniform", "correlated"};
constexpr const char* kSamplerNames[] = {"brute", "exact"};
constexpr const char* kDivisorNames[] = {"none", "sqrt_dk", "dk", "sqrt_dmodel", "custom"};
constexpr const char* kGeneratorNames[] = {"counter", "numpy"};

std::string rangeText(int64_t lo, int64_t hi) {
  return "[" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
}

}  // namespace

const char* name(Distribution dist) { return kDistributionNames[static_cast<int>(dist)]; }
const char* name(Sampler sampler) { return kSamplerNames[static_cast<int>(sampler)]; }
const char* name(DivisorKind kind) { return kDivisorNames[static_cast<int>(kind)]; }
const char* name(Generator generator) { return kGeneratorNames[static_cast<int>(generator)]; }

Result<Distribution> parseDistribution(const std::string& text, const char* param) {
  return parseName<Distribution>(text, param, kDistributionNames);
}
Result<Sampler> parseSampler(const std::string& text, const char* param) {
  return parseName<Sampler>(text, param, kSamplerNames);
}
Result<DivisorKind> parseDivisorKind(const std::string& text, const char* param) {
  return parseName<DivisorKind>(text, param, kDivisorNames);
}

Result<Generator> parseGenerator(const std::string& text, const char* param) {
  return parseName<Generator>(text, param, kGeneratorNames);
}

Options defaults() { return Options{}; }

LooseOptions looseDefaults() {
  const Options o = defaults();
  LooseOptions loose;
  loose.dk = o.dk;
  loose.pairs = o.pairs;
  loose.trials = o.trials;
  loose.keys = o.keys;
  loose.seed = o.seed;
  loose.dist = name(o.dist);
  loose.rho = o.rho;
  loose.heads = o.heads;
  loose.customDivisor = o.customDivisor;
  loose.sampler = name(o.sampler);
  loose.threshold = o.threshold;
  loose.generator = name(o.generator);
  return loose;
}

double divisorValue(DivisorKind kind, const Options& options) {
  const double dk = options.dk;
  switch (kind) {
    case DivisorKind::none:
      return 1.0;
    case DivisorKind::sqrt_dk:
      return std::sqrt(dk);
    case DivisorKind::dk:
      return dk;
    case DivisorKind::sqrt_dmodel:
      return std::sqrt(dk * options.heads);
    case DivisorKind::custom:
      return options.customDivisor;
  }
  return 1.0;
}

Status checkInteger(const char* param, double value, int64_t lo, int64_t hi) {
  // Written so that NaN fails every comparison and lands in the error.
  const bool inRange = value >= static_cast<double>(lo) && value <= static_cast<double>(hi);
  if (inRange && std::floor(value) == value) return Status::success();
  return Status::error(std::string(param) + " must be an integer in " + rangeText(lo, hi) +
                       " (got " + formatNumber(value) + ")");
}

namespace {

Status checkRho(double rho) {
  if (rho >= -1.0 && rho <= 1.0) return Status::success();
  return Status::error("rho must be in [-1, 1] (got " + formatNumber(rho) + ")");
}

Status checkCustomDivisor(double c) {
  if (std::isfinite(c) && c > 0) return Status::success();
  return Status::error("customDivisor must be finite and > 0 (got " + formatNumber(c) + ")");
}

Status checkThreshold(double threshold) {
  if (threshold > 0.0 && threshold < 1.0) return Status::success();
  return Status::error("threshold must be in the open interval (0, 1) (got " +
                       formatNumber(threshold) + ")");
}

}  // namespace

Status validateCommon(const Options& o) {
  using namespace limits;
  Status s = checkInteger("dk", o.dk, kMinDk, kMaxDk);
  if (!s.ok) return s;
  s = checkInteger("heads", o.heads, kMinHeads, kMaxHeads);
  if (!s.ok) return s;
  if (!(s = checkRho(o.rho)).ok) return s;
  if (!(s = checkCustomDivisor(o.customDivisor)).ok) return s;
  if (o.sampler == Sampler::exact && o.dist == Distribution::uniform)
    return Status::error(
        "sampler 'exact' needs dist normal, correlated or rademacher (got dist 'uniform'); use "
        "sampler 'brute' for uniform entries");
  if (o.generator == Generator::numpy && o.sampler != Sampler::brute)
    return Status::error(
        "generator 'numpy' draws every entry the way a NumPy script does, so it needs sampler "
        "'brute' (got sampler '" +
        std::string(name(o.sampler)) + "')");
  return Status::success();
}

namespace {

Status checkDrawBudget(int64_t draws) {
  if (draws <= limits::kMaxBruteNormalDraws) return Status::success();
  return Status::error("sampler 'brute' would draw " + std::to_string(draws) +
                       " random entries, more than the limit of 2147483648 (2^31); lower dk, "
                       "pairs or trials, or use sampler 'exact' (not for dist uniform), "
                       "whose cost does not grow with dk");
}

Status checkExactBudget(int64_t draws) {
  if (draws <= limits::kMaxExactDraws) return Status::success();
  return Status::error("sampler 'exact' would make " + std::to_string(draws) +
                       " random draws, more than the limit of 2147483648 (2^31); use fewer "
                       "dks, pairs or trials");
}

// NumPy's generator is scalar and sequential (about ten times slower per
// draw than the SIMD counter-based source) and draws every query twice (see
// variance.cpp), so it gets a smaller budget: a few seconds at the most.
Status checkNumpyBudget(int64_t draws) {
  if (draws <= limits::kMaxNumpyDraws) return Status::success();
  return Status::error("generator 'numpy' would draw " + std::to_string(draws) +
                       " random entries, more than its limit of " +
                       std::to_string(limits::kMaxNumpyDraws) +
                       "; lower dk, pairs or trials, or use generator 'counter'");
}

// The budget of the chosen sampler and generator.
Status checkBudget(const Options& o, int64_t bruteDraws, int64_t exactDrawCount) {
  if (o.sampler == Sampler::exact) return checkExactBudget(exactDrawCount);
  if (o.generator == Generator::numpy) return checkNumpyBudget(bruteDraws);
  return checkDrawBudget(bruteDraws);
}

Status validatePairs(const Options& o) {
  return checkInteger("pairs", o.pairs, limits::kMinPairs, limits::kMaxPairs);
}

Status validateTrialsKeys(const Options& o) {
  using namespace limits;
  Status s = checkInteger("trials", o.trials, kMinTrials, kMaxTrials);
  if (!s.ok) return s;
  s = checkInteger("keys", o.keys, kMinKeys, kMaxKeys);
  if (!s.ok) return s;
  if (int64_t{o.trials} * o.keys > kMaxTrialKeyProduct)
    return Status::error("trials * keys must be at most " + std::to_string(kMaxTrialKeyProduct) +
                         " (got " + std::to_string(int64_t{o.trials} * o.keys) + ")");
  return checkThreshold(o.threshold);
}

}  // namespace

Status validateVariance(const Options& o) {
  Status s = validateCommon(o);
  if (!s.ok) return s;
  s = validatePairs(o);
  if (!s.ok) return s;
  return checkBudget(o, bruteNormalDraws(o, true, false), exactDraws(o, true, false));
}

Status validateSaturation(const Options& o) {
  Status s = validateCommon(o);
  if (!s.ok) return s;
  s = validateTrialsKeys(o);
  if (!s.ok) return s;
  return checkBudget(o, bruteNormalDraws(o, false, true), exactDraws(o, false, true));
}

Status validateSweep(const SweepOptions& sweep) {
  const auto count = static_cast<int64_t>(sweep.dks.size());
  if (count < 1 || count > limits::kMaxSweepPoints)
    return Status::error("dks must hold between 1 and " + std::to_string(limits::kMaxSweepPoints) +
                         " values (got " + std::to_string(count) + ")");
  Options o = sweep.base;
  o.dk = 1;  // the dks are checked one by one below
  Status s = validateCommon(o);
  if (!s.ok) return s;
  s = validatePairs(o);
  if (!s.ok) return s;
  s = validateTrialsKeys(o);
  if (!s.ok) return s;
  int64_t draws = 0, exact = 0;
  for (size_t i = 0; i < sweep.dks.size(); ++i) {
    const int dk = sweep.dks[i];
    const std::string param = "dks[" + std::to_string(i) + "]";
    s = checkInteger(param.c_str(), dk, limits::kMinDk, limits::kMaxDk);
    if (!s.ok) return s;
    o.dk = dk;
    draws += bruteNormalDraws(o, true, true);
    exact += exactDraws(o, true, true);
  }
  return checkBudget(o, draws, exact);
}

int64_t bruteNormalDraws(const Options& o, bool variance, bool saturation) {
  // Two vectors per pair, 1 + keys per trial, whatever the distribution: a
  // correlated key is made from the query and one independent vector z.
  int64_t draws = 0;
  if (variance) draws += int64_t{o.pairs} * 2 * o.dk;
  if (saturation) draws += int64_t{o.trials} * (1 + int64_t{o.keys}) * o.dk;
  return draws;
}

int64_t exactDraws(const Options& o, bool variance, bool saturation) {
  int64_t draws = 0;
  if (variance) draws += int64_t{o.pairs} * 2;
  if (saturation) draws += int64_t{o.trials} * (1 + int64_t{o.keys});
  return draws;
}

Status takeInteger(const char* param, double value, int64_t lo, int64_t hi, int* out) {
  Status s = checkInteger(param, value, lo, hi);
  if (s.ok) *out = static_cast<int>(value);
  return s;
}

Result<Options> toOptions(const LooseOptions& loose) {
  using namespace limits;
  using R = Result<Options>;
  Options o;
  // Integer fields are checked against the widest range they may take here;
  // the experiment's own validation then applies the exact limits.
  Status s = takeInteger("dk", loose.dk, kMinDk, kMaxDk, &o.dk);
  if (!s.ok) return R::failure(s);
  if (!(s = takeInteger("pairs", loose.pairs, kMinPairs, kMaxPairs, &o.pairs)).ok)
    return R::failure(s);
  if (!(s = takeInteger("trials", loose.trials, kMinTrials, kMaxTrials, &o.trials)).ok)
    return R::failure(s);
  if (!(s = takeInteger("keys", loose.keys, kMinKeys, kMaxKeys, &o.keys)).ok) return R::failure(s);
  if (!(s = takeInteger("heads", loose.heads, kMinHeads, kMaxHeads, &o.heads)).ok)
    return R::failure(s);
  if (!(s = checkInteger("seed", loose.seed, 0, kMaxSeed)).ok) return R::failure(s);
  o.seed = static_cast<uint32_t>(loose.seed);
  auto dist = parseDistribution(loose.dist);
  if (!dist.ok()) return R::failure(dist.status);
  o.dist = dist.value;
  auto sampler = parseSampler(loose.sampler);
  if (!sampler.ok()) return R::failure(sampler.status);
  o.sampler = sampler.value;
  auto generator = parseGenerator(loose.generator);
  if (!generator.ok()) return R::failure(generator.status);
  o.generator = generator.value;
  // Checked here too, so a bad value is reported even by an experiment that
  // does not use it rather than silently ignored.
  if (!(s = checkRho(loose.rho)).ok) return R::failure(s);
  if (!(s = checkCustomDivisor(loose.customDivisor)).ok) return R::failure(s);
  if (!(s = checkThreshold(loose.threshold)).ok) return R::failure(s);
  o.rho = loose.rho;
  o.customDivisor = loose.customDivisor;
  o.threshold = loose.threshold;
  return R::success(o);
}

Result<SweepOptions> toSweepOptions(const LooseOptions& loose, const std::vector<double>& dks) {
  using R = Result<SweepOptions>;
  LooseOptions withValidDk = loose;
  withValidDk.dk = 1;  // unused by a sweep
  auto base = toOptions(withValidDk);
  if (!base.ok()) return R::failure(base.status);
  if (dks.empty() || static_cast<int64_t>(dks.size()) > limits::kMaxSweepPoints)
    return R::failure("dks must hold between 1 and " + std::to_string(limits::kMaxSweepPoints) +
                      " values (got " + std::to_string(dks.size()) + ")");
  SweepOptions sweep;
  sweep.base = base.value;
  for (size_t i = 0; i < dks.size(); ++i) {
    int value = 0;
    const std::string param = "dks[" + std::to_string(i) + "]";
    Status s = takeInteger(param.c_str(), dks[i], limits::kMinDk, limits::kMaxDk, &value);
    if (!s.ok) return R::failure(s);
    sweep.dks.push_back(value);
  }
  return R::success(sweep);
}

}  // namespace sqrtdk
