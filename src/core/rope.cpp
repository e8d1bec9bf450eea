// RoPE experiment: see rope.hpp.
#include "core/rope.hpp"

#include <algorithm>
#include <cmath>

#include "core/format.hpp"
#include "core/kernels.hpp"
#include "core/options.hpp"
#include "core/rng.hpp"

namespace sqrtdk {
namespace {

constexpr int kMaxRopeDk = 4096;
constexpr int kMaxRopePairs = 200000;
constexpr int kMaxRopeOffset = 1000000;
// pairs * dk * offsets rotations: a few hundred ms in wasm.
constexpr double kMaxRopeWork = 268435456.0;  // 2^28

Status validate(const RopeOptions& o) {
  Status s = checkInteger("dk", o.dk, 2, kMaxRopeDk);
  if (!s.ok) return s;
  if (std::fmod(o.dk, 2.0) != 0)
    return Status::error("dk must be even for RoPE, which rotates pairs of entries (got " +
                         formatNumber(o.dk) + ")");
  if (!(s = checkInteger("pairs", o.pairs, 1, kMaxRopePairs)).ok) return s;
  if (!(s = checkInteger("seed", o.seed, 0, 4294967295LL)).ok) return s;
  if (!(o.rho >= -1.0 && o.rho <= 1.0))
    return Status::error("rho must be in [-1, 1] (got " + formatNumber(o.rho) + ")");
  if (!(std::isfinite(o.base) && o.base > 1.0))
    return Status::error("base must be finite and > 1 (got " + formatNumber(o.base) + ")");
  if (!(s = checkInteger("maxOffset", o.maxOffset, 1, kMaxRopeOffset)).ok) return s;
  const double work = o.pairs * o.dk * static_cast<double>(ropeOffsets(int(o.maxOffset)).size());
  if (work > kMaxRopeWork)
    return Status::error("pairs * dk * offsets must be at most 268435456 (got " +
                         formatNumber(work) + "); use fewer pairs or a smaller dk");
  return Status::success();
}

double norm(const std::vector<double>& x) {
  double sum = 0;
  for (double v : x) sum += v * v;
  return std::sqrt(sum);
}

double dotOf(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0;
  for (size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
  return sum;
}

// cos and sin of position * theta_i, computed once per position.
struct Rotation {
  std::vector<double> c, s;
};

Rotation rotationAt(const std::vector<double>& theta, double position) {
  Rotation r{std::vector<double>(theta.size()), std::vector<double>(theta.size())};
  for (size_t i = 0; i < theta.size(); ++i) {
    r.c[i] = std::cos(position * theta[i]);
    r.s[i] = std::sin(position * theta[i]);
  }
  return r;
}

void rotate(double* x, const Rotation& r) {
  for (size_t i = 0; i < r.c.size(); ++i) {
    const double a = x[2 * i], b = x[2 * i + 1];
    x[2 * i] = a * r.c[i] - b * r.s[i];
    x[2 * i + 1] = a * r.s[i] + b * r.c[i];
  }
}

}  // namespace

std::vector<int> ropeOffsets(int maxOffset) {
  std::vector<int> offsets = {0};
  for (int64_t p = 1; p < maxOffset; p *= 2) offsets.push_back(static_cast<int>(p));
  offsets.push_back(maxOffset);
  return offsets;
}

std::vector<double> ropeFrequencies(int dk, double base) {
  std::vector<double> theta(static_cast<size_t>(dk / 2));
  for (size_t i = 0; i < theta.size(); ++i)
    theta[i] = std::pow(base, -2.0 * static_cast<double>(i) / dk);
  return theta;
}

void ropeRotate(double* x, const std::vector<double>& theta, double position) {
  rotate(x, rotationAt(theta, position));
}

Result<RopeResult> ropeExperiment(const RopeOptions& o) {
  const Status status = validate(o);
  if (!status.ok) return Result<RopeResult>::failure(status);
  const int dk = static_cast<int>(o.dk);
  const size_t n = static_cast<size_t>(dk);
  const auto pairs = static_cast<size_t>(o.pairs);
  const auto seed = static_cast<uint32_t>(o.seed);
  const std::vector<int> offsets = ropeOffsets(static_cast<int>(o.maxOffset));
  const std::vector<double> theta = ropeFrequencies(dk, o.base);

  RopeResult result;
  result.dk = dk;
  result.pairs = static_cast<int>(pairs);
  result.base = o.base;
  result.rho = o.rho;
  std::vector<Moments> moments(offsets.size());
  const Rotation keyRotation = rotationAt(theta, kRopeKeyPosition);
  std::vector<Rotation> queryRotations, relativeRotations;
  for (int offset : offsets) {
    queryRotations.push_back(rotationAt(theta, kRopeKeyPosition + offset));
    relativeRotations.push_back(rotationAt(theta, -static_cast<double>(offset)));
  }
  std::vector<float> qf(paddedLength(n)), zf(paddedLength(n));
  std::vector<double> q(n), k(n), qr(n), kr(n), krel(n);
  const double keep = std::sqrt(1.0 - o.rho * o.rho);
  for (size_t p = 0; p < pairs; ++p) {
    const auto stream = static_cast<uint32_t>(p);
    fillVectorNormals(streamKey(seed, Purpose::ropeQuery, stream), 0, n, qf.data());
    fillVectorNormals(streamKey(seed, Purpose::ropeNoise, stream), 0, n, zf.data());
    for (size_t j = 0; j < n; ++j) {
      q[j] = qf[j];
      k[j] = o.rho * qf[j] + keep * zf[j];  // the correlated key of step 1
    }
    const double qNorm = norm(q), kNorm = norm(k);
    kr = k;
    rotate(kr.data(), keyRotation);
    result.maxNormChange = std::max(result.maxNormChange, std::abs(norm(kr) - kNorm) / kNorm);
    for (size_t t = 0; t < offsets.size(); ++t) {
      qr = q;
      rotate(qr.data(), queryRotations[t]);
      result.maxNormChange = std::max(result.maxNormChange, std::abs(norm(qr) - qNorm) / qNorm);
      const double score = dotOf(qr, kr);
      moments[t].add(score);
      // The same score from the offset alone: q against k rotated by -offset.
      krel = k;
      rotate(krel.data(), relativeRotations[t]);
      const double gap = std::abs(score - dotOf(q, krel)) / (qNorm * kNorm);
      result.maxRelativeGap = std::max(result.maxRelativeGap, gap);
    }
  }
  for (size_t t = 0; t < offsets.size(); ++t) {
    RopeOffsetRow row;
    row.offset = offsets[t];
    row.mean = meanEstimate(moments[t]);
    row.variance = varianceEstimate(moments[t]);
    row.scaledVariance = scaledVariance(row.variance, std::sqrt(o.dk));
    double sumCos = 0, sumCos2 = 0;
    for (double th : theta) {
      const double c = std::cos(offsets[t] * th);
      sumCos += c;
      sumCos2 += c * c;
    }
    row.theoryMean = 2.0 * o.rho * sumCos;
    row.theoryVariance = (1.0 - o.rho * o.rho) * o.dk + 4.0 * o.rho * o.rho * sumCos2;
    row.zScore =
        row.variance.se > 0 ? (row.variance.value - row.theoryVariance) / row.variance.se : 0;
    result.rows.push_back(row);
  }
  return Result<RopeResult>::success(std::move(result));
}

}  // namespace sqrtdk
