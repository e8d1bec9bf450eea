#include "core/stats.hpp"

#include <algorithm>
#include <cmath>

namespace sqrtdk {

Estimate normalInterval(double value, double se) {
  return Estimate{value, se, value - kZ95 * se, value + kZ95 * se};
}

double Moments::mean() const { return n ? shift + sum / n : 0.0; }

double Moments::variance() const {
  if (n < 2) return 0.0;
  const double meanShifted = sum / n;
  return std::max(0.0, (sum2 - n * meanShifted * meanShifted) / (n - 1));
}

double Moments::centralMoment4() const {
  if (n == 0) return 0.0;
  // Expand E[(d - a)^4] with a = mean of d = x - shift.
  const double a = sum / n;
  const double e1 = a, e2 = sum2 / n, e3 = sum3 / n, e4 = sum4 / n;
  return std::max(0.0, e4 - 4 * a * e3 + 6 * a * a * e2 - 3 * a * a * a * e1);
}

template <class T>
static Moments momentsOfArray(const T* x, size_t n) {
  Moments m;
  for (size_t i = 0; i < n; ++i) m.add(static_cast<double>(x[i]));
  return m;
}
Moments momentsOf(const float* x, size_t n) { return momentsOfArray(x, n); }
Moments momentsOf(const double* x, size_t n) { return momentsOfArray(x, n); }

Estimate meanEstimate(const Moments& m) {
  const double se = m.n > 0 ? std::sqrt(m.variance() / m.n) : 0.0;
  return normalInterval(m.mean(), se);
}

Estimate varianceEstimate(const Moments& m) {
  const double s2 = m.variance();
  double se = 0;
  if (m.n > 1) {
    const double n = static_cast<double>(m.n);
    const double se2 = (m.centralMoment4() - (n - 3) / (n - 1) * s2 * s2) / n;
    se = std::sqrt(std::max(0.0, se2));
  }
  return normalInterval(s2, se);
}

Estimate stdEstimate(const Moments& m) {
  const Estimate v = varianceEstimate(m);
  const double s = std::sqrt(v.value);
  return normalInterval(s, s > 0 ? v.se / (2 * s) : 0.0);
}

Estimate scaledVariance(const Estimate& variance, double divisor) {
  const double factor = 1.0 / (divisor * divisor);
  return normalInterval(variance.value * factor, variance.se * factor);
}

Interval wilsonInterval(int64_t successes, int64_t n, double z) {
  if (n <= 0) return Interval{0.0, 1.0};
  const double nn = static_cast<double>(n);
  const double p = successes / nn;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
  const double half = z / (1 + z2 / nn) * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
  return Interval{std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Estimate proportionEstimate(int64_t successes, int64_t n) {
  const double p = n > 0 ? static_cast<double>(successes) / n : 0.0;
  const double se = n > 0 ? std::sqrt(p * (1 - p) / n) : 0.0;
  const Interval wilson = wilsonInterval(successes, n);
  return Estimate{p, se, wilson.lo, wilson.hi};
}

double kolmogorovSurvival(double lambda) {
  if (lambda < 0.2) return 1.0;  // the series converges slowly there and is 1 to 1e-10
  double sum = 0, sign = 1;
  for (int k = 1; k <= 100; ++k) {
    const double term = std::exp(-2.0 * k * k * lambda * lambda);
    sum += sign * term;
    if (term < 1e-16) break;
    sign = -sign;
  }
  return std::clamp(2.0 * sum, 0.0, 1.0);
}

// Stephens' small-sample correction of the asymptotic distribution.
static double ksPValue(double statistic, double effectiveN) {
  const double root = std::sqrt(effectiveN);
  return kolmogorovSurvival((root + 0.12 + 0.11 / root) * statistic);
}

KsResult ksTwoSample(std::vector<double> a, std::vector<double> b) {
  if (a.empty() || b.empty()) return KsResult{};
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  const double na = static_cast<double>(a.size()), nb = static_cast<double>(b.size());
  size_t i = 0, j = 0;
  double d = 0;
  while (i < a.size() && j < b.size()) {
    const double x = std::min(a[i], b[j]);
    while (i < a.size() && a[i] == x) ++i;  // ties step both CDFs together
    while (j < b.size() && b[j] == x) ++j;
    d = std::max(d, std::fabs(i / na - j / nb));
  }
  return KsResult{d, ksPValue(d, na * nb / (na + nb))};
}

KsResult ksUniform(std::vector<double> x) {
  if (x.empty()) return KsResult{};
  std::sort(x.begin(), x.end());
  const double n = static_cast<double>(x.size());
  double d = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    const double cdf = std::clamp(x[i], 0.0, 1.0);
    d = std::max({d, (i + 1) / n - cdf, cdf - i / n});
  }
  return KsResult{d, ksPValue(d, n)};
}

}  // namespace sqrtdk
