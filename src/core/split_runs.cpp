#include "core/split_runs.hpp"

#include <cmath>
#include <string>

#include "core/experiment_parts.hpp"
#include "core/format.hpp"

namespace sqrtdk {
namespace {

// first: a multiple of kSplitAlignment below total; count: 1 .. total - first.
Status checkRange(double first, double count, int total) {
  Status s = checkInteger("first", first, 0, total - 1);
  if (!s.ok) return s;
  if (std::fmod(first, kSplitAlignment) != 0)
    return Status::error("first must be a multiple of " + std::to_string(kSplitAlignment) +
                         " (got " + formatNumber(first) + ")");
  return checkInteger("count", count, 1, total - static_cast<int64_t>(first));
}

Status checkValues(const char* param, const std::vector<double>& values, int64_t expected,
                   const char* what) {
  if (static_cast<int64_t>(values.size()) != expected)
    return Status::error(std::string(param) + " must hold " + std::to_string(expected) +
                         " values (" + what + ") (got " + std::to_string(values.size()) + ")");
  for (size_t i = 0; i < values.size(); ++i)
    if (!std::isfinite(values[i]))
      return Status::error(std::string(param) + "[" + std::to_string(i) + "] must be finite (got " +
                           formatNumber(values[i]) + ")");
  return Status::success();
}

// Generator 'numpy' draws every entry from one sequential stream, so sample
// t depends on all samples before it: no range can be computed on its own.
Status checkSplittable(const Options& o) {
  if (o.generator == Generator::numpy)
    return Status::error(
        "generator 'numpy' draws one sequential stream and cannot be split into ranges; run the "
        "whole experiment (or use generator 'counter')");
  return Status::success();
}

// The values of samples [first, first + count) from fill(first, count), once
// the options (`valid`, splittable) and the range are checked.
template <class Fill>
Result<std::vector<double>> runPart(const Options& o, const Status& valid, double first,
                                    double count, int total, Fill fill) {
  using R = Result<std::vector<double>>;
  if (!valid.ok) return R::failure(valid);
  const Status splittable = checkSplittable(o);
  if (!splittable.ok) return R::failure(splittable);
  const Status range = checkRange(first, count, total);
  if (!range.ok) return R::failure(range);
  return R::success(fill(static_cast<size_t>(first), static_cast<size_t>(count)));
}

}  // namespace

Result<std::vector<double>> runVarianceScores(const VarianceOptions& o, double first,
                                              double count) {
  return runPart(o, validateVariance(o), first, count, o.pairs, [&](size_t begin, size_t n) {
    std::vector<double> scores(n);
    varianceScores(o, begin, n, nullptr, scores.data());
    return scores;
  });
}

Result<VarianceResult> runVarianceFromScores(const VarianceOptions& o,
                                             const std::vector<double>& scores) {
  using R = Result<VarianceResult>;
  Status s = validateVariance(o);
  if (s.ok) s = checkValues("scores", scores, o.pairs, "one per pair");
  if (!s.ok) return R::failure(s);
  return R::success(summariseVariance(o, scores.data(), true));
}

Result<std::vector<double>> runSaturationTrialStats(const SaturationOptions& o, double first,
                                                    double count) {
  return runPart(o, validateSaturation(o), first, count, o.trials, [&](size_t begin, size_t n) {
    std::vector<TrialStats> stats(n * kDivisorCount);
    saturationTrialStats(o, begin, n, nullptr, stats.data());
    std::vector<double> flat;
    flat.reserve(stats.size() * kTrialStatValues);
    for (const TrialStats& t : stats)
      flat.insert(flat.end(), {t.topWeight, t.jacobianNorm, t.entropy});
    return flat;
  });
}

Result<SaturationResult> runSaturationFromTrialStats(const SaturationOptions& o,
                                                     const std::vector<double>& flat) {
  using R = Result<SaturationResult>;
  Status s = validateSaturation(o);
  const int64_t expected = int64_t{o.trials} * kDivisorCount * kTrialStatValues;
  if (s.ok) s = checkValues("stats", flat, expected, "3 per trial and divisor");
  if (!s.ok) return R::failure(s);
  std::vector<TrialStats> stats(flat.size() / kTrialStatValues);
  for (size_t i = 0; i < stats.size(); ++i)
    stats[i] = TrialStats{flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]};
  return R::success(summariseSaturation(o, stats.data(), true));
}

}  // namespace sqrtdk
