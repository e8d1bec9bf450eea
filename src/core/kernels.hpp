// The hot loops, vectorised with GCC/Clang vector extensions (8 float or
// uint32 lanes). The same source becomes wasm SIMD with -msimd128, scalar
// wasm without it, and SSE/AVX natively. Each kernel is a small noinline
// function called many times: V8 optimises a function only on a later call,
// so one long inlined loop would stay in the slow tier.
//
// Buffers: generators write whole blocks of kBlock entries, so an output
// buffer for `count` entries needs paddedLength(count) floats. Entries past
// `count` are written with real draws; zeroTail() clears them before a dot
// product over the padded length.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/rng.hpp"

namespace sqrtdk {

constexpr size_t kBlock = 16;
constexpr size_t paddedLength(size_t count) { return (count + kBlock - 1) / kBlock * kBlock; }

// Standard normals for entries [first, first + count) of a stream. Entries
// (2m, 2m+1) are one Box-Muller pair made from the uniforms (2m, 2m+1):
//   r = sqrt(-2 ln u1), t = u2 - 1/2, entry 2m = r cos(2 pi t), 2m+1 = r sin(2 pi t)
// with float32 polynomial log/sin/cos (identical on every target).
// `first` must be even.
void fillNormals(StreamKey key, uint32_t first, size_t count, float* out);

// Uniform(-sqrt 3, sqrt 3): (2u - 1) sqrt 3 with u = uniformOpen(bits(index)).
void fillUniformEntries(StreamKey key, uint32_t first, size_t count, float* out);

// Rademacher: +1 when the top bit of bits(index) is set, else -1.
void fillRademacher(StreamKey key, uint32_t first, size_t count, float* out);

// Uniforms in (0, 1), uniformOpen(bits(index)).
void fillUniformOpen(StreamKey key, uint32_t first, size_t count, float* out);

// The vector generator (rng.hpp): 8 xoshiro128+ lanes seeded from vector
// `sub` of the stream `key`, read from entry 0. Same entry layout rules as
// above (whole blocks of kBlock, entry j independent of `count`), about twice
// as fast as hashing every entry. Used for the brute-force q and k vectors.
void fillVectorNormals(StreamKey key, uint32_t sub, size_t count, float* out);
void fillVectorUniformEntries(StreamKey key, uint32_t sub, size_t count, float* out);
void fillVectorRademacher(StreamKey key, uint32_t sub, size_t count, float* out);
void fillVectorUniformOpen(StreamKey key, uint32_t sub, size_t count, float* out);
// The raw words w(j / 8, j % 8) for entries [0, count) (tests).
void fillVectorWords(StreamKey key, uint32_t sub, size_t count, uint32_t* out);

// out[i] = a * x[i] + b * y[i] over a padded length (the correlated key).
void combineScaled(const float* x, const float* y, float a, float b, size_t paddedCount,
                   float* out);

// Sets out[count .. paddedLength(count)) to 0.
void zeroTail(float* out, size_t count);

// Dot product over `paddedCount` entries (a multiple of 8): 8 float lanes,
// summed in a fixed order, the lanes added in double. Same result everywhere.
double dot(const float* a, const float* b, size_t paddedCount);

// sum x_i^2 over `count` floats (any count), in double: 4 double lanes
// summed in a fixed order, then the lanes in order. Same result everywhere.
double sumOfSquares(const float* x, size_t count);

// True when none of the `count` floats is infinite or NaN.
bool allFinite(const float* x, size_t count);

// Scalar reference of one Box-Muller pair with the same float polynomials, for
// tests and for the few scalar draws of the exact sampler.
void boxMullerPair(float u1, float u2, float* z0, float* z1);

// The polynomial float32 approximations used above (exposed for tests).
float polyLog(float x);                           // x > 0, normal range
void polySinCos2Pi(float t, float* s, float* c);  // sin/cos(2 pi t), |t| <= 1/2

// True when this translation unit was compiled for wasm SIMD (-msimd128).
bool builtWithWasmSimd();

}  // namespace sqrtdk
