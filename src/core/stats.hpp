// Summary statistics with standard errors and 95% intervals, and the
// two-sample Kolmogorov-Smirnov test. Sums are accumulated in double.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace sqrtdk {

// A Monte Carlo estimate with its standard error and 95% interval.
struct Estimate {
  double value = 0;
  double se = 0;
  double lo = 0;
  double hi = 0;
};

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile

// value +- 1.96 se.
Estimate normalInterval(double value, double se);

// Running moments about a fixed shift (the first value), so a large common
// offset does not cancel catastrophically.
struct Moments {
  int64_t n = 0;
  double shift = 0;
  double sum = 0;   // of (x - shift)
  double sum2 = 0;  // of (x - shift)^2
  double sum3 = 0;
  double sum4 = 0;

  // Inline: the saturation experiment calls it 15 times per trial.
  void add(double x) {
    if (n == 0) shift = x;
    const double d = x - shift;
    const double d2 = d * d;
    ++n;
    sum += d;
    sum2 += d2;
    sum3 += d2 * d;
    sum4 += d2 * d2;
  }
  double mean() const;
  double variance() const;        // unbiased, n - 1 denominator (0 when n < 2)
  double centralMoment4() const;  // m4 with denominator n
};

Moments momentsOf(const float* x, size_t n);
Moments momentsOf(const double* x, size_t n);

// Mean with SE s / sqrt(n).
Estimate meanEstimate(const Moments& m);
// Unbiased variance with SE^2 = (m4 - (n-3)/(n-1) s^4) / n.
Estimate varianceEstimate(const Moments& m);
// Standard deviation sqrt(s^2) with the delta-method SE se(s^2) / (2 s).
Estimate stdEstimate(const Moments& m);
// Variance of x / c from the moments of x: value / c^2, SE / c^2.
Estimate scaledVariance(const Estimate& variance, double divisor);

// A proportion k / n with its binomial SE and the Wilson score 95% interval.
Estimate proportionEstimate(int64_t successes, int64_t n);
struct Interval {
  double lo = 0;
  double hi = 0;
};
Interval wilsonInterval(int64_t successes, int64_t n, double z = kZ95);

// Two-sample Kolmogorov-Smirnov test.
struct KsResult {
  double statistic = 0;  // sup |F1 - F2|
  double pValue = 1;     // asymptotic (Kolmogorov distribution, small-n corrected)
};
KsResult ksTwoSample(std::vector<double> a, std::vector<double> b);
// One-sample test against the uniform(0,1) distribution function.
KsResult ksUniform(std::vector<double> x);
// Q_KS(lambda) = 2 sum_{k>=1} (-1)^(k-1) exp(-2 k^2 lambda^2).
double kolmogorovSurvival(double lambda);

}  // namespace sqrtdk
