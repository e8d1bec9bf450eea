#include "core/numpy_entries.hpp"

#include <cmath>

namespace sqrtdk {

namespace {

double numpyEntry(Distribution dist, NumpyGenerator& gen) {
  switch (dist) {
    case Distribution::normal:
    case Distribution::correlated:
      return gen.standardNormal();
    case Distribution::uniform: {
      // Generator.uniform(low, high) is low + (high - low) * random().
      const double low = -std::sqrt(3.0), high = std::sqrt(3.0);
      return low + (high - low) * gen.nextDouble();
    }
    case Distribution::rademacher:
      return gen.nextDouble() < 0.5 ? -1.0 : 1.0;
  }
  return 0;
}

// NumPy's pairwise summation of the products (its reduction kernel for a
// contiguous row): below 8 terms a plain loop; up to 128 eight running sums
// combined as a tree, then the rest; beyond 128 the two halves (split at a
// multiple of 8) summed the same way and added.
double pairwiseProductSum(const double* q, const double* k, size_t n) {
  if (n < 8) {
    double sum = 0.;
    for (size_t i = 0; i < n; ++i) sum += q[i] * k[i];
    return sum;
  }
  if (n <= 128) {
    double r[8];
    for (size_t j = 0; j < 8; ++j) r[j] = q[j] * k[j];
    size_t i = 8;
    for (; i < n - n % 8; i += 8)
      for (size_t j = 0; j < 8; ++j) r[j] += q[i + j] * k[i + j];
    double sum = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) sum += q[i] * k[i];
    return sum;
  }
  size_t half = n / 2;
  half -= half % 8;
  return pairwiseProductSum(q, k, half) + pairwiseProductSum(q + half, k + half, n - half);
}

}  // namespace

void fillNumpyEntries(Distribution dist, NumpyGenerator& gen, size_t count, double* out) {
  for (size_t i = 0; i < count; ++i) out[i] = numpyEntry(dist, gen);
}

void skipNumpyEntries(Distribution dist, NumpyGenerator& gen, size_t count) {
  for (size_t i = 0; i < count; ++i) numpyEntry(dist, gen);
}

double numpyDot(const double* q, const double* k, size_t n) { return pairwiseProductSum(q, k, n); }

void correlateNumpyKey(double rho, const double* q, double* z, size_t n) {
  const double noise = std::sqrt(1 - rho * rho);
  for (size_t i = 0; i < n; ++i) z[i] = rho * q[i] + noise * z[i];
}

}  // namespace sqrtdk
