// Options of the experiments, their defaults, the names of the enum values and
// the validation of every field. The CLI and the Embind bindings both go
// through here, so a bad value gets the same message everywhere.
// Field names and defaults mirror wasm/api.ts.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/status.hpp"

namespace sqrtdk {

// Entry distribution of q and k; every choice is zero-mean, unit-variance.
enum class Distribution { normal, rademacher, uniform, correlated };

// brute: draw every entry. exact: a cost independent of dk; |q|^2 ~ chi2(dk)
// and N(0, |q|^2) scores for normal/correlated entries, 2 Binomial(dk, 1/2) -
// dk scores for Rademacher entries (not available for uniform entries).
enum class Sampler { brute, exact };

// The divisors compared, always reported in this order.
enum class DivisorKind { none, sqrt_dk, dk, sqrt_dmodel, custom };
constexpr int kDivisorCount = 5;
constexpr std::array<DivisorKind, kDivisorCount> kAllDivisors = {
    DivisorKind::none, DivisorKind::sqrt_dk, DivisorKind::dk, DivisorKind::sqrt_dmodel,
    DivisorKind::custom};

const char* name(Distribution dist);
const char* name(Sampler sampler);
const char* name(DivisorKind kind);

// Parse a name ("normal", "exact", "sqrt_dk", ...). The error names the
// parameter `param` and lists the allowed names.
Result<Distribution> parseDistribution(const std::string& text, const char* param = "dist");
Result<Sampler> parseSampler(const std::string& text, const char* param = "sampler");
Result<DivisorKind> parseDivisorKind(const std::string& text, const char* param = "divisor");

// One options record for all experiments (variance uses pairs, saturation
// uses trials/keys/threshold; the other fields are shared).
struct Options {
  int dk = 64;
  int pairs = 20000;
  int trials = 4000;
  int keys = 8;
  uint32_t seed = 1;
  Distribution dist = Distribution::normal;
  double rho = 0.5;
  int heads = 8;
  double customDivisor = 1.0;
  Sampler sampler = Sampler::brute;
  double threshold = 0.99;
};
using VarianceOptions = Options;
using SaturationOptions = Options;

struct SweepOptions {
  Options base;          // base.dk is ignored
  std::vector<int> dks;  // 1..256 values, each in [1, 65536]
};

Options defaults();

// The divisor value of each kind for these options:
// none 1, sqrt_dk sqrt(dk), dk dk, sqrt_dmodel sqrt(dk*heads), custom customDivisor.
double divisorValue(DivisorKind kind, const Options& options);

// Options as they arrive from JavaScript or the command line: numbers that
// may be fractional, negative, huge or NaN, and names as free text.
// toOptions() checks everything and converts; nothing is clamped. The fields
// have no initialisers of their own: looseDefaults() derives them from
// defaults(), so the page, the CLI and the core share one table of defaults.
struct LooseOptions {
  double dk;
  double pairs;
  double trials;
  double keys;
  double seed;
  std::string dist;
  double rho;
  double heads;
  double customDivisor;
  std::string sampler;
  double threshold;
};
LooseOptions looseDefaults();
Result<Options> toOptions(const LooseOptions& loose);
Result<SweepOptions> toSweepOptions(const LooseOptions& loose, const std::vector<double>& dks);

// Range checks on typed options; each experiment calls the one it needs.
Status validateCommon(const Options& options);
Status validateVariance(const Options& options);
Status validateSaturation(const Options& options);
Status validateSweep(const SweepOptions& options);

// Number of random entries a brute-force run draws (for the draw budget and
// for draws-per-second figures).
int64_t bruteNormalDraws(const Options& options, bool variance, bool saturation);
// The same for the exact sampler: one chi-square per pair or trial plus one
// normal per score (independent of dk).
int64_t exactDraws(const Options& options, bool variance, bool saturation);

// Checks that `value` is an integer in [lo, hi]; the error reads
// "<param> must be an integer in [lo, hi] (got value)".
Status checkInteger(const char* param, double value, int64_t lo, int64_t hi);

}  // namespace sqrtdk
