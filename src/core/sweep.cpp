// The sweep over dk values and the reference experiment of the content brief.
#include <cmath>

#include "core/experiment_parts.hpp"

namespace sqrtdk {
namespace {

constexpr int64_t kMaxSharedDrawFloats = int64_t{16} << 20;

void append(EstimateColumns& columns, const Estimate& e) {
  columns.value.push_back(e.value);
  columns.lo.push_back(e.lo);
  columns.hi.push_back(e.hi);
}

}  // namespace

Result<SweepResult> runSweep(const SweepOptions& options) {
  const Status status = validateSweep(options);
  if (!status.ok) return Result<SweepResult>::failure(status);
  SweepResult result;
  for (DivisorKind kind : kAllDivisors) {
    SweepSeries series;
    series.kind = kind;
    result.series.push_back(series);
  }
  Options o = options.base;
  // The exact sampler's dk-independent draws, made once for every dk (same
  // results, a fifth less time), unless they would take more than 64 MB.
  ExactDraws draws;
  // Rademacher scores need none of them (binomial.hpp).
  const bool shareDraws = o.sampler == Sampler::exact && o.dist != Distribution::rademacher &&
                          options.dks.size() > 1 && exactDrawFloats(o) <= kMaxSharedDrawFloats;
  if (shareDraws) draws = makeExactDraws(o);
  for (int dk : options.dks) {
    o.dk = dk;
    result.dks.push_back(dk);
    const VarianceResult variance = computeVariance(o, false, shareDraws ? &draws : nullptr);
    const SaturationResult saturation = computeSaturation(o, false, shareDraws ? &draws : nullptr);
    for (int d = 0; d < kDivisorCount; ++d) {
      SweepSeries& series = result.series[d];
      append(series.variance, variance.divisors[d].variance);
      const SaturationSummary& summary = saturation.byDivisor[d];
      append(series.topWeight, summary.topWeight);
      append(series.saturatedFraction, summary.saturatedFraction);
      append(series.jacobianNorm, summary.jacobianNorm);
      append(series.entropy, summary.entropy);
    }
  }
  return Result<SweepResult>::success(std::move(result));
}

Result<std::vector<ReferencePoint>> runReferenceExperiment(const Options& options) {
  using R = Result<std::vector<ReferencePoint>>;
  std::vector<Options> perDk;
  for (int dk : kReferenceDks) {
    Options o = options;
    o.dk = dk;
    Status status = validateVariance(o);
    if (status.ok) status = validateSaturation(o);
    if (!status.ok) return R::failure(status);
    perDk.push_back(o);
  }
  // With NumPy's generator one stream makes everything, in the order of the
  // script behind the published table: the three variance samples, then the
  // three saturation runs. (The counter-based source has no order.)
  NumpyGenerator numpy(options.seed);
  NumpyGenerator* stream = options.generator == Generator::numpy ? &numpy : nullptr;
  std::vector<ReferencePoint> points(perDk.size());
  for (size_t i = 0; i < perDk.size(); ++i)
    points[i].variance = computeVariance(perDk[i], true, nullptr, stream);
  for (size_t i = 0; i < perDk.size(); ++i)
    points[i].saturation = computeSaturation(perDk[i], true, nullptr, stream);
  return R::success(std::move(points));
}

namespace {

// The published variances and standard deviations are NumPy's var() and
// std(), population moments (ddof 0); ours are unbiased (ddof 1). At 20,000
// pairs they differ by a factor 1 - 1/20000, which is enough to move a
// printed 64.49 to 64.50, so the comparison converts.
Estimate populationMoment(Estimate e, int n, bool isStd) {
  const double ratio = static_cast<double>(n - 1) / n;
  const double factor = isStd ? std::sqrt(ratio) : ratio;
  return Estimate{e.value * factor, e.se * factor, e.lo * factor, e.hi * factor};
}

}  // namespace

Estimate measuredReferenceQuantity(const ReferencePoint& point, ReferenceQuantity quantity) {
  const auto& raw = point.saturation.byDivisor[static_cast<int>(DivisorKind::none)];
  const auto& scaled = point.saturation.byDivisor[static_cast<int>(DivisorKind::sqrt_dk)];
  const int pairs = point.variance.pairs;
  switch (quantity) {
    case ReferenceQuantity::varianceRaw:
      return populationMoment(point.variance.variance, pairs, false);
    case ReferenceQuantity::stdRaw:
      return populationMoment(point.variance.std, pairs, true);
    case ReferenceQuantity::varianceSqrtDk:
      return populationMoment(
          point.variance.divisors[static_cast<int>(DivisorKind::sqrt_dk)].variance, pairs, false);
    case ReferenceQuantity::varianceDk:
      return populationMoment(point.variance.divisors[static_cast<int>(DivisorKind::dk)].variance,
                              pairs, false);
    case ReferenceQuantity::topWeightRaw:
      return raw.topWeight;
    case ReferenceQuantity::topWeightSqrtDk:
      return scaled.topWeight;
    case ReferenceQuantity::saturatedFractionRaw:
      return raw.saturatedFraction;
    case ReferenceQuantity::jacobianNormRaw:
      return raw.jacobianNorm;
    case ReferenceQuantity::jacobianNormSqrtDk:
      return scaled.jacobianNorm;
  }
  return Estimate{};
}

std::vector<int> logSpacedDks(int lo, int hi, int count) {
  std::vector<int> dks;
  if (lo < 1 || hi < lo || count < 1) return dks;
  for (int i = 0; i < count; ++i) {
    const double fraction = count == 1 ? 0.0 : static_cast<double>(i) / (count - 1);
    const int dk =
        static_cast<int>(std::lround(lo * std::pow(static_cast<double>(hi) / lo, fraction)));
    if (dks.empty() || dk > dks.back()) dks.push_back(dk);
  }
  return dks;
}

bool agreesWithPublished(double measured, double published, int decimals) {
  if (!std::isfinite(published) || !std::isfinite(measured)) return false;
  const double scale = std::pow(10.0, decimals);
  return std::round(measured * scale) == std::round(published * scale);
}

}  // namespace sqrtdk
