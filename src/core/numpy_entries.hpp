// q and k entries drawn from NumPy's generator in the order a NumPy script
// draws them (see numpy_script.cpp for the script itself): one array of
// shape (rows, dk) at a time, row-major, and dot products summed the way
// NumPy's `(q * k).sum(axis=-1)` sums them. Internal to the core.
#pragma once

#include <cstddef>

#include "core/numpy_random.hpp"
#include "core/options.hpp"

namespace sqrtdk {

// `count` entries of `dist` as the script draws them: normal and correlated
// (its q and its z) rng.standard_normal, uniform rng.uniform(-sqrt(3),
// sqrt(3)), Rademacher np.where(rng.random() < 0.5, -1.0, 1.0).
void fillNumpyEntries(Distribution dist, NumpyGenerator& gen, size_t count, double* out);
// Draws and discards `count` entries (moves a generator past an array).
void skipNumpyEntries(Distribution dist, NumpyGenerator& gen, size_t count);

// sum(q[i] * k[i]) in the order of NumPy's pairwise summation, so a score
// has the same bits as the script's.
double numpyDot(const double* q, const double* k, size_t n);

// Correlated keys: k = rho * q + sqrt(1 - rho**2) * z, entry by entry, in place of z.
void correlateNumpyKey(double rho, const double* q, double* z, size_t n);

}  // namespace sqrtdk
